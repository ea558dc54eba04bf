import { deref, type SchemaNode } from './schema-paths.ts';

/** Plausible Brazilian values by field name, so a preview reads like the bank's screens. */
const BY_NAME: Record<string, (index: number) => unknown> = {
  name: (index) => ['Maria da Silva Souza', 'João Pereira Lima', 'Ana Beatriz Costa'][index % 3],
  tradeName: () => 'Padaria Pão Quente',
  displayName: () => 'MARIA S SOUZA',
  userName: () => 'maria',
  mother: () => 'Joana da Silva',
  father: () => 'José Souza',
  description: (index) => ['PIX recebido', 'Pagamento de boleto', 'Transferência enviada'][index % 3],
  taxId: (index) => ['52998224725', '11222333000181', '39053344705'][index % 3],
  zipCode: () => '01310100',
  street: () => 'Avenida Paulista',
  number: (index) => String(1000 + index),
  complement: () => 'Conjunto 101',
  neighborhood: () => 'Bela Vista',
  city: () => 'São Paulo',
  state: () => 'SP',
  country: () => 'BR',
  ddd: () => '011',
  ddi: () => '055',
  phone: () => '5511987654321',
  email: () => 'maria.souza@example.com',
  branch: () => '0001',
  account: () => '123456',
  nationality: () => 'BR',
  gender: () => 'F',
  cardNumber: () => '**** **** **** 1234',
  merchantName: () => 'Mercado Central',
};

function uuid(index: number): string {
  const hex = (index + 1).toString(16).padStart(12, '0');
  return `3f2504e0-4f89-41d3-9a0c-${hex}`;
}

function fits(node: SchemaNode, value: string): boolean {
  try {
    return typeof node.pattern !== 'string' || new RegExp(node.pattern).test(value);
  } catch {
    return true;
  }
}

function stringSample(node: SchemaNode, name: string, index: number, now: Date): string {
  const byName = BY_NAME[name]
    ? String(BY_NAME[name](index)).slice(0, typeof node.maxLength === 'number' ? node.maxLength : undefined)
    : null;
  if (byName !== null && fits(node, byName)) return byName;
  switch (node.format) {
    case 'date':
      return new Date(now.getTime() - index * 86_400_000).toISOString().slice(0, 10);
    case 'date-time':
      return new Date(now.getTime() - index * 5_400_000).toISOString();
    case 'email':
      return 'maria.souza@example.com';
    case 'uuid':
      return uuid(index);
  }
  const digits = typeof node.pattern === 'string' ? /^\^\[0-9\]\{(\d+)(?:,\d+)?\}\$$/.exec(node.pattern) : null;
  if (digits) return '1234567890123456'.slice(0, Number(digits[1]));
  const text = `Exemplo ${index + 1}`;
  return typeof node.maxLength === 'number' ? text.slice(0, node.maxLength) : text;
}

/**
 * A sample value for a schema (the studio shows screens with these): examples, defaults and enums
 * first (cycling with `index` so rows differ), then a value by field name or format.
 */
export function sampleFor(root: SchemaNode, schema: unknown, index = 0, name = '', now: Date = new Date(), depth = 0): unknown {
  const node = deref(root, schema);
  if (!node || depth > 8) return undefined;
  if (Array.isArray(node.examples) && node.examples.length > 0) return node.examples[index % node.examples.length];
  if (Array.isArray(node.enum) && node.enum.length > 0) return node.enum[index % node.enum.length];
  if (node.default !== undefined) return node.default;
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = node[keyword];
    if (Array.isArray(branches)) {
      const branch = branches.find((item) => deref(root, item)?.type !== 'null');
      return sampleFor(root, branch, index, name, now, depth + 1);
    }
  }
  const type = Array.isArray(node.type) ? node.type.find((item) => item !== 'null') : node.type;
  switch (type) {
    case 'object': {
      const properties = (node.properties ?? {}) as Record<string, unknown>;
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(properties)) {
        const sample = sampleFor(root, property, index, key, now, depth + 1);
        if (sample !== undefined) value[key] = sample;
      }
      return value;
    }
    case 'array':
      return [0, 1].map((item) => sampleFor(root, node.items, index + item, name, now, depth + 1));
    case 'string':
      return stringSample(node, name, index, now);
    case 'number': {
      const amount = Math.round((1234.56 - index * 321.45) * 100) / 100;
      return typeof node.minimum === 'number' && amount < node.minimum ? Math.abs(amount) : amount;
    }
    case 'integer':
      return index + 1;
    case 'boolean':
      return index % 2 === 0;
    default:
      return undefined;
  }
}
