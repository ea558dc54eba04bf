import { isValidCnpj, isValidCpf } from '../../domain/index.ts';

/**
 * CNAB 240 payment remittances, FEBRABAN layout (version 10.x): the file header (record 0), one
 * batch per kind of payment (header 1, detail records 3, trailer 5), the file trailer (9). Detail
 * segment A is the transfer (receiver's bank, branch, account and name, date and amount); segment
 * B, after it, names the receiver's CPF or CNPJ. Pure: reads text into payments, or into the list
 * of what is wrong, each error with its line and field; writes payments into a file.
 */
export const LINE_LENGTH = 240;

interface Field {
  /** The field's name in the FEBRABAN layout, as the holder sees it in an error. */
  name: string;
  /** First and last position, 1-based, inclusive. */
  from: number;
  to: number;
  kind: 'num' | 'alfa';
}

const f = (name: string, from: number, to: number, kind: 'num' | 'alfa'): Field => ({ name, from, to, kind });

const COMMON = {
  bank: f('Código do banco', 1, 3, 'num'),
  batch: f('Lote de serviço', 4, 7, 'num'),
  record: f('Tipo de registro', 8, 8, 'num'),
};

const FILE_HEADER = {
  ...COMMON,
  companyType: f('Tipo de inscrição da empresa', 18, 18, 'num'),
  companyTaxId: f('Número de inscrição da empresa', 19, 32, 'num'),
  branch: f('Agência mantenedora da conta', 53, 57, 'num'),
  account: f('Número da conta corrente', 59, 70, 'num'),
  accountDigit: f('Dígito verificador da conta', 71, 71, 'alfa'),
  companyName: f('Nome da empresa', 73, 102, 'alfa'),
  remittance: f('Código remessa/retorno', 143, 143, 'num'),
  generatedOn: f('Data de geração do arquivo', 144, 151, 'num'),
  generatedAt: f('Hora de geração do arquivo', 152, 157, 'num'),
  sequence: f('Número sequencial do arquivo', 158, 163, 'num'),
  layout: f('Nº da versão do layout do arquivo', 164, 166, 'num'),
};

const BATCH_HEADER = {
  ...COMMON,
  operation: f('Tipo da operação', 9, 9, 'alfa'),
  service: f('Tipo do serviço', 10, 11, 'num'),
  method: f('Forma de lançamento', 12, 13, 'num'),
  layout: f('Nº da versão do layout do lote', 14, 16, 'num'),
  companyTaxId: f('Número de inscrição da empresa', 19, 32, 'num'),
};

const SEGMENT = {
  ...COMMON,
  number: f('Nº sequencial do registro no lote', 9, 13, 'num'),
  segment: f('Código de segmento do registro detalhe', 14, 14, 'alfa'),
};

const SEGMENT_A = {
  ...SEGMENT,
  movement: f('Tipo de movimento', 15, 15, 'num'),
  instruction: f('Código da instrução para movimento', 16, 17, 'num'),
  chamber: f('Código da câmara centralizadora', 18, 20, 'num'),
  receiverBank: f('Código do banco do favorecido', 21, 23, 'num'),
  receiverBranch: f('Agência mantenedora da conta do favorecido', 24, 28, 'num'),
  receiverAccount: f('Número da conta corrente do favorecido', 30, 41, 'num'),
  receiverDigit: f('Dígito verificador da conta do favorecido', 42, 42, 'alfa'),
  receiverName: f('Nome do favorecido', 44, 73, 'alfa'),
  yourNumber: f('Nº do documento atribuído pela empresa', 74, 93, 'alfa'),
  date: f('Data do pagamento', 94, 101, 'num'),
  currency: f('Tipo da moeda', 102, 104, 'alfa'),
  amount: f('Valor do pagamento', 120, 134, 'num'),
  information: f('Outras informações', 178, 217, 'alfa'),
};

const SEGMENT_B = {
  ...SEGMENT,
  receiverType: f('Tipo de inscrição do favorecido', 18, 18, 'num'),
  receiverTaxId: f('Nº de inscrição do favorecido', 19, 32, 'num'),
};

const BATCH_TRAILER = {
  ...COMMON,
  records: f('Quantidade de registros do lote', 18, 23, 'num'),
  total: f('Somatória dos valores', 24, 41, 'num'),
};

const FILE_TRAILER = {
  ...COMMON,
  batches: f('Quantidade de lotes do arquivo', 18, 23, 'num'),
  records: f('Quantidade de registros do arquivo', 24, 29, 'num'),
};

/** Câmara centralizadora: 000 credit in an account of the same bank, 018 TED, 700 DOC. */
export const CHAMBERS = { SAME_BANK: '000', TED: '018', DOC: '700' } as const;

export interface RemittancePayment {
  chamber: '000' | '018' | '700';
  bank: string;
  branch: string;
  account: string;
  accountDigit: string;
  name: string;
  /** CPF or CNPJ digits, from segment B; null when the file has none. */
  taxId: string | null;
  yourNumber: string;
  /** YYYY-MM-DD */
  date: string;
  amountCents: number;
  information: string;
}

export interface RemittanceCompany {
  bank: string;
  taxId: string;
  name: string;
  branch: string;
  account: string;
  accountDigit: string;
}

export interface Remittance {
  company: RemittanceCompany;
  /** Each payment with the line of its segment A, 1-based. */
  payments: (RemittancePayment & { line: number })[];
  lines: number;
}

export interface RemittanceError {
  line: number;
  field: string;
  message: string;
}

export type ReadResult = { ok: true; remittance: Remittance } | { ok: false; errors: RemittanceError[] };

/** At most this many errors are reported; a file that wrong is wrong everywhere. */
const MAX_ERRORS = 50;

const cut = (text: string, field: Field) => text.slice(field.from - 1, field.to);
const positions = (field: Field) => `posições ${field.from}–${field.to}`;

function validDate(ddmmyyyy: string): string | null {
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(ddmmyyyy);
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (date.getUTCDate() !== Number(dd) || date.getUTCMonth() !== Number(mm) - 1 || Number(yyyy) < 2000) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** Reads a remittance; every problem found is listed (up to 50), each with its line and field. */
export function readRemittance(text: string): ReadResult {
  const errors: RemittanceError[] = [];
  const fail = (line: number, field: Field | string, message: string) => {
    if (errors.length >= MAX_ERRORS) return;
    const name = typeof field === 'string' ? field : `${field.name} (${positions(field)})`;
    errors.push({ line, field: name, message });
  };
  const lines = text.replace(/\r?\n$/, '').split(/\r?\n/);
  if (lines.length < 5) {
    fail(
      1,
      'Arquivo',
      'Um arquivo CNAB 240 tem ao menos header de arquivo, header de lote, um detalhe, trailer de lote e trailer de arquivo.',
    );
    return { ok: false, errors };
  }
  const read = (at: number, field: Field): string | null => {
    const value = cut(lines[at]!, field);
    if (field.kind === 'num' && !/^\d+$/.test(value)) {
      fail(at + 1, field, `deve ter só algarismos; tem "${value}".`);
      return null;
    }
    return value;
  };
  const wellFormed = lines.map((line, at) => {
    if (line.length !== LINE_LENGTH) {
      fail(at + 1, 'Registro', `tem ${line.length} caracteres; o layout CNAB 240 pede ${LINE_LENGTH}.`);
      return false;
    }
    return true;
  });
  if (errors.length) return { ok: false, errors };

  const bank = read(0, FILE_HEADER.bank);
  const recordOf = (at: number) => cut(lines[at]!, COMMON.record);
  if (recordOf(0) !== '0') fail(1, FILE_HEADER.record, 'a primeira linha deve ser o header de arquivo (0).');
  const last = lines.length - 1;
  if (recordOf(last) !== '9') fail(last + 1, FILE_TRAILER.record, 'a última linha deve ser o trailer de arquivo (9).');
  const companyType = read(0, FILE_HEADER.companyType);
  const companyTaxIdRaw = read(0, FILE_HEADER.companyTaxId);
  const companyTaxId = companyTaxIdRaw && companyType === '1' ? companyTaxIdRaw.slice(3) : companyTaxIdRaw;
  if (companyType && companyType !== '1' && companyType !== '2')
    fail(1, FILE_HEADER.companyType, 'deve ser 1 (CPF) ou 2 (CNPJ).');
  const branch = read(0, FILE_HEADER.branch);
  const account = read(0, FILE_HEADER.account);
  if (read(0, FILE_HEADER.remittance) !== '1' && errors.length === 0) fail(1, FILE_HEADER.remittance, 'deve ser 1 (remessa).');
  const generated = read(0, FILE_HEADER.generatedOn);
  if (generated && !validDate(generated)) fail(1, FILE_HEADER.generatedOn, `"${generated}" não é uma data DDMMAAAA.`);
  read(0, FILE_HEADER.generatedAt);
  read(0, FILE_HEADER.sequence);
  read(0, FILE_HEADER.layout);

  const payments: Remittance['payments'] = [];
  let batches = 0;
  let at = 1;
  while (at < last && errors.length < MAX_ERRORS) {
    if (!wellFormed[at]) break;
    if (recordOf(at) !== '1') {
      fail(at + 1, BATCH_HEADER.record, `esperava um header de lote (1); encontrou "${recordOf(at)}".`);
      break;
    }
    batches += 1;
    const batchNumber = read(at, BATCH_HEADER.batch);
    if (batchNumber && Number(batchNumber) !== batches)
      fail(at + 1, BATCH_HEADER.batch, `deve ser ${batches}, o número deste lote.`);
    if (cut(lines[at]!, BATCH_HEADER.operation) !== 'C')
      fail(at + 1, BATCH_HEADER.operation, 'deve ser C (lançamento a crédito).');
    read(at, BATCH_HEADER.service);
    read(at, BATCH_HEADER.method);
    const batchStart = at;
    let batchCents = 0;
    let batchComplete = true;
    let expectedNumber = 1;
    at += 1;
    while (at < last && recordOf(at) === '3') {
      const number = read(at, SEGMENT.number);
      if (number && Number(number) !== expectedNumber) fail(at + 1, SEGMENT.number, `deve ser ${expectedNumber}.`);
      expectedNumber += 1;
      const segment = cut(lines[at]!, SEGMENT.segment);
      if (segment === 'A') {
        const payment = readSegmentA(at, lines[at]!, read, fail);
        if (payment) {
          batchCents += payment.amountCents;
          payments.push(payment);
        } else batchComplete = false;
      } else if (segment === 'B') {
        const previous = payments.at(-1);
        if (!previous || previous.line !== at)
          fail(at + 1, SEGMENT.segment, 'o segmento B deve seguir o segmento A do seu pagamento.');
        const type = read(at, SEGMENT_B.receiverType);
        const taxId = read(at, SEGMENT_B.receiverTaxId);
        if (type && taxId) {
          const digits = type === '1' ? taxId.slice(3) : taxId;
          const valid = type === '1' ? isValidCpf(digits) : type === '2' ? isValidCnpj(digits) : false;
          if (type !== '1' && type !== '2') fail(at + 1, SEGMENT_B.receiverType, 'deve ser 1 (CPF) ou 2 (CNPJ).');
          else if (!valid) fail(at + 1, SEGMENT_B.receiverTaxId, `${type === '1' ? 'CPF' : 'CNPJ'} inválido.`);
          else if (previous && previous.line === at) previous.taxId = digits;
        }
      } else {
        fail(at + 1, SEGMENT.segment, `segmento "${segment}" não é aceito numa remessa de pagamentos (A ou B).`);
      }
      at += 1;
    }
    if (at >= last || recordOf(at) !== '5') {
      fail(at + 1, BATCH_TRAILER.record, 'esperava o trailer do lote (5).');
      break;
    }
    const records = read(at, BATCH_TRAILER.records);
    if (records && Number(records) !== at - batchStart + 1) {
      fail(at + 1, BATCH_TRAILER.records, `diz ${Number(records)}; o lote tem ${at - batchStart + 1} registros.`);
    }
    const total = read(at, BATCH_TRAILER.total);
    // A payment already refused is not in the sum: the total is checked only when every one was read.
    if (total && batchComplete && Number(total) !== batchCents) {
      fail(
        at + 1,
        BATCH_TRAILER.total,
        `diz ${formatCents(Number(total))}; os pagamentos do lote somam ${formatCents(batchCents)}.`,
      );
    }
    at += 1;
  }
  for (let line = 1; line <= last; line += 1) {
    if (wellFormed[line] && bank && /^\d{3}$/.test(cut(lines[line]!, COMMON.bank)) && cut(lines[line]!, COMMON.bank) !== bank) {
      fail(line + 1, COMMON.bank, `deve ser ${bank}, o banco do header do arquivo.`);
    }
  }
  const batchesField = read(last, FILE_TRAILER.batches);
  if (batchesField && Number(batchesField) !== batches)
    fail(last + 1, FILE_TRAILER.batches, `diz ${Number(batchesField)}; o arquivo tem ${batches}.`);
  const recordsField = read(last, FILE_TRAILER.records);
  if (recordsField && Number(recordsField) !== lines.length) {
    fail(last + 1, FILE_TRAILER.records, `diz ${Number(recordsField)}; o arquivo tem ${lines.length}.`);
  }
  if (payments.length === 0 && errors.length === 0) fail(2, SEGMENT.segment, 'o arquivo não tem nenhum pagamento (segmento A).');
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    remittance: {
      company: {
        bank: bank!,
        taxId: companyTaxId!,
        name: cut(lines[0]!, FILE_HEADER.companyName).trimEnd(),
        branch: branch!.slice(1),
        account: String(Number(account)),
        accountDigit: cut(lines[0]!, FILE_HEADER.accountDigit),
      },
      payments,
      lines: lines.length,
    },
  };
}

function readSegmentA(
  at: number,
  line: string,
  read: (at: number, field: Field) => string | null,
  fail: (line: number, field: Field, message: string) => void,
): (RemittancePayment & { line: number }) | null {
  const before = { failed: false };
  const need = (field: Field) => {
    const value = read(at, field);
    if (value === null) before.failed = true;
    return value ?? '';
  };
  const movement = need(SEGMENT_A.movement);
  if (movement && movement !== '0') fail(at + 1, SEGMENT_A.movement, 'deve ser 0 (inclusão).');
  const chamber = need(SEGMENT_A.chamber);
  if (chamber && !Object.values(CHAMBERS).includes(chamber as RemittancePayment['chamber'])) {
    fail(
      at + 1,
      SEGMENT_A.chamber,
      `"${chamber}" não é aceito: use 000 (crédito em conta no mesmo banco), 018 (TED) ou 700 (DOC).`,
    );
    before.failed = true;
  }
  const bank = need(SEGMENT_A.receiverBank);
  const branch = need(SEGMENT_A.receiverBranch);
  const account = need(SEGMENT_A.receiverAccount);
  const digit = cut(line, SEGMENT_A.receiverDigit).trim();
  const name = cut(line, SEGMENT_A.receiverName).trim();
  if (!name) {
    fail(at + 1, SEGMENT_A.receiverName, 'não pode ficar em branco.');
    before.failed = true;
  }
  const rawDate = need(SEGMENT_A.date);
  const date = rawDate ? validDate(rawDate) : null;
  if (rawDate && !date) {
    fail(at + 1, SEGMENT_A.date, `"${rawDate}" não é uma data DDMMAAAA.`);
    before.failed = true;
  }
  const currency = cut(line, SEGMENT_A.currency);
  if (currency !== 'BRL' && currency !== 'REA') {
    fail(at + 1, SEGMENT_A.currency, `deve ser BRL; tem "${currency}".`);
    before.failed = true;
  }
  const amount = need(SEGMENT_A.amount);
  if (amount && Number(amount) === 0) {
    fail(at + 1, SEGMENT_A.amount, 'deve ser maior que zero.');
    before.failed = true;
  }
  if (before.failed) return null;
  return {
    line: at + 1,
    chamber: chamber as RemittancePayment['chamber'],
    bank,
    branch: branch.slice(1),
    account: String(Number(account)),
    accountDigit: digit,
    name,
    taxId: null,
    yourNumber: cut(line, SEGMENT_A.yourNumber).trim(),
    date: date!,
    amountCents: Number(amount),
    information: cut(line, SEGMENT_A.information).trim(),
  };
}

function formatCents(cents: number): string {
  return `R$ ${(cents / 100).toFixed(2).replace('.', ',')}`;
}

/** A line of 240 blanks with the fields written in: numbers zero-padded, text left-aligned, upper case, ASCII. */
class LineWriter {
  private chars = Array<string>(LINE_LENGTH).fill(' ');

  set(field: Field, value: string | number): this {
    const width = field.to - field.from + 1;
    const text =
      field.kind === 'num'
        ? String(value).padStart(width, '0')
        : ascii(String(value)).toUpperCase().padEnd(width, ' ').slice(0, width);
    if (text.length !== width) throw new Error(`${field.name}: ${value} does not fit ${width} positions`);
    this.chars.splice(field.from - 1, width, ...text);
    return this;
  }

  text(from: number, to: number, value: string): this {
    this.chars.splice(from - 1, to - from + 1, ...value.padEnd(to - from + 1, ' ').slice(0, to - from + 1));
    return this;
  }

  toString(): string {
    return this.chars.join('');
  }
}

function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ');
}

const ddmmyyyy = (isoDate: string) => `${isoDate.slice(8, 10)}${isoDate.slice(5, 7)}${isoDate.slice(0, 4)}`;

/**
 * Writes a remittance of one batch (service 20, supplier payments; method 01 credit in an account,
 * or 41 TED when any payment goes to another bank), segment B after each payment with a tax id.
 */
export function writeRemittance(company: RemittanceCompany, payments: readonly RemittancePayment[], at: Date): string {
  const lines: string[] = [];
  const date = at.toISOString().slice(0, 10);
  lines.push(
    new LineWriter()
      .set(FILE_HEADER.bank, company.bank)
      .set(FILE_HEADER.batch, 0)
      .set(FILE_HEADER.record, 0)
      .set(FILE_HEADER.companyType, company.taxId.length === 11 ? 1 : 2)
      .set(FILE_HEADER.companyTaxId, company.taxId)
      .set(FILE_HEADER.branch, company.branch)
      .text(58, 58, ' ')
      .set(FILE_HEADER.account, company.account)
      .set(FILE_HEADER.accountDigit, company.accountDigit)
      .set(FILE_HEADER.companyName, company.name)
      .text(103, 132, 'BANCO BALCAO S.A.')
      .set(FILE_HEADER.remittance, 1)
      .set(FILE_HEADER.generatedOn, ddmmyyyy(date))
      .set(FILE_HEADER.generatedAt, at.toISOString().slice(11, 19).replace(/:/g, ''))
      .set(FILE_HEADER.sequence, 1)
      .set(FILE_HEADER.layout, '103')
      .toString(),
  );
  lines.push(
    new LineWriter()
      .set(BATCH_HEADER.bank, company.bank)
      .set(BATCH_HEADER.batch, 1)
      .set(BATCH_HEADER.record, 1)
      .set(BATCH_HEADER.operation, 'C')
      .set(BATCH_HEADER.service, 20)
      .set(BATCH_HEADER.method, payments.some((payment) => payment.chamber !== '000') ? 41 : 1)
      .set(BATCH_HEADER.layout, '046')
      .set(f('', 18, 18, 'num'), company.taxId.length === 11 ? 1 : 2)
      .set(BATCH_HEADER.companyTaxId, company.taxId)
      .toString(),
  );
  let number = 0;
  let total = 0;
  for (const payment of payments) {
    number += 1;
    total += payment.amountCents;
    lines.push(
      new LineWriter()
        .set(SEGMENT_A.bank, company.bank)
        .set(SEGMENT_A.batch, 1)
        .set(SEGMENT_A.record, 3)
        .set(SEGMENT_A.number, number)
        .set(SEGMENT_A.segment, 'A')
        .set(SEGMENT_A.movement, 0)
        .set(SEGMENT_A.instruction, 0)
        .set(SEGMENT_A.chamber, payment.chamber)
        .set(SEGMENT_A.receiverBank, payment.bank)
        .set(SEGMENT_A.receiverBranch, payment.branch)
        .set(SEGMENT_A.receiverAccount, payment.account)
        .set(SEGMENT_A.receiverDigit, payment.accountDigit)
        .set(SEGMENT_A.receiverName, payment.name)
        .set(SEGMENT_A.yourNumber, payment.yourNumber)
        .set(SEGMENT_A.date, ddmmyyyy(payment.date))
        .set(SEGMENT_A.currency, 'BRL')
        .set(f('Quantidade da moeda', 105, 119, 'num'), 0)
        .set(SEGMENT_A.amount, payment.amountCents)
        .set(f('Data real da efetivação', 155, 162, 'num'), 0)
        .set(f('Valor real da efetivação', 163, 177, 'num'), 0)
        .set(SEGMENT_A.information, payment.information)
        .toString(),
    );
    if (payment.taxId) {
      number += 1;
      lines.push(
        new LineWriter()
          .set(SEGMENT_B.bank, company.bank)
          .set(SEGMENT_B.batch, 1)
          .set(SEGMENT_B.record, 3)
          .set(SEGMENT_B.number, number)
          .set(SEGMENT_B.segment, 'B')
          .set(SEGMENT_B.receiverType, payment.taxId.length === 11 ? 1 : 2)
          .set(SEGMENT_B.receiverTaxId, payment.taxId)
          .toString(),
      );
    }
  }
  lines.push(
    new LineWriter()
      .set(BATCH_TRAILER.bank, company.bank)
      .set(BATCH_TRAILER.batch, 1)
      .set(BATCH_TRAILER.record, 5)
      .set(BATCH_TRAILER.records, number + 2)
      .set(BATCH_TRAILER.total, total)
      .set(f('Quantidade de moedas', 42, 59, 'num'), 0)
      .toString(),
  );
  lines.push(
    new LineWriter()
      .set(FILE_TRAILER.bank, company.bank)
      .set(FILE_TRAILER.batch, 9999)
      .set(FILE_TRAILER.record, 9)
      .set(FILE_TRAILER.batches, 1)
      .set(FILE_TRAILER.records, lines.length + 1)
      .set(f('Quantidade de contas para conciliação', 30, 35, 'num'), 0)
      .toString(),
  );
  return `${lines.join('\r\n')}\r\n`;
}
