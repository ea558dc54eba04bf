import { readFileSync } from 'node:fs';
import type { ZipCodeAnswer } from '../../generated/schemas.ts';

/** The table of real zip codes (ceps.tsv, taken from the Correios' data as the public service answers it). */
const TABLE_FILE = new URL('./ceps.tsv', import.meta.url);

const STATES: Record<string, [estado: string, regiao: string]> = {
  AC: ['Acre', 'Norte'],
  AL: ['Alagoas', 'Nordeste'],
  AP: ['Amapá', 'Norte'],
  AM: ['Amazonas', 'Norte'],
  BA: ['Bahia', 'Nordeste'],
  CE: ['Ceará', 'Nordeste'],
  DF: ['Distrito Federal', 'Centro-Oeste'],
  ES: ['Espírito Santo', 'Sudeste'],
  GO: ['Goiás', 'Centro-Oeste'],
  MA: ['Maranhão', 'Nordeste'],
  MT: ['Mato Grosso', 'Centro-Oeste'],
  MS: ['Mato Grosso do Sul', 'Centro-Oeste'],
  MG: ['Minas Gerais', 'Sudeste'],
  PA: ['Pará', 'Norte'],
  PB: ['Paraíba', 'Nordeste'],
  PR: ['Paraná', 'Sul'],
  PE: ['Pernambuco', 'Nordeste'],
  PI: ['Piauí', 'Nordeste'],
  RJ: ['Rio de Janeiro', 'Sudeste'],
  RN: ['Rio Grande do Norte', 'Nordeste'],
  RS: ['Rio Grande do Sul', 'Sul'],
  RO: ['Rondônia', 'Norte'],
  RR: ['Roraima', 'Norte'],
  SC: ['Santa Catarina', 'Sul'],
  SP: ['São Paulo', 'Sudeste'],
  SE: ['Sergipe', 'Nordeste'],
  TO: ['Tocantins', 'Norte'],
};

/** Reads the tab-separated table: a header line, then cep, logradouro, complemento, bairro, localidade, uf, ibge, gia, ddd, siafi. */
export function parseZipCodeTable(text: string): Map<string, ZipCodeAnswer> {
  const table = new Map<string, ZipCodeAnswer>();
  const [, ...rows] = text.split('\n').filter((line) => line.trim() !== '');
  for (const row of rows) {
    const [
      cep = '',
      logradouro = '',
      complemento = '',
      bairro = '',
      localidade = '',
      uf = '',
      ibge = '',
      gia = '',
      ddd = '',
      siafi = '',
    ] = row.split('\t');
    const [estado = '', regiao = ''] = STATES[uf] ?? [];
    // The public service's field order and its formatted zip code.
    table.set(cep, {
      cep: `${cep.slice(0, 5)}-${cep.slice(5)}`,
      logradouro,
      complemento,
      unidade: '',
      bairro,
      localidade,
      uf,
      estado,
      regiao,
      ibge,
      gia,
      ddd,
      siafi,
    });
  }
  return table;
}

let table: Map<string, ZipCodeAnswer> | null = null;

export function zipCodeTable(): Map<string, ZipCodeAnswer> {
  table ??= parseZipCodeTable(readFileSync(TABLE_FILE, 'utf8'));
  return table;
}
