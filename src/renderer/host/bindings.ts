import type { Params, ParamValue } from '../screens/types.ts';

/** Where "@source.path" values come from when a call or a navigation runs. */
export interface BindingScope {
  route?: Record<string, string | undefined>;
  query?: Record<string, string>;
  account?: object | null;
  form?: unknown;
  row?: unknown;
  filters?: Record<string, unknown>;
  /** The answer of the last `api` (or `approve`) step of the same run: "@result.id". */
  result?: unknown;
}

/** Where a binding may read from: "@route.id", "@account.accountId"… */
export const BINDING_SOURCES = [
  'route',
  'query',
  'account',
  'form',
  'row',
  'filters',
  'result',
] as const satisfies readonly (keyof BindingScope)[];

const BINDING = new RegExp(`^@(${BINDING_SOURCES.join('|')})((?:\\.[A-Za-z0-9_]+)*)$`);

/** The value at a dotted path of an object (metadata.dueDate); undefined when absent. */
export function valueAt(data: unknown, path: string): unknown {
  let node = data;
  for (const segment of path.split('.').filter(Boolean)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** A parameter's value: a fixed value as it is, "@row.id" read from the scope. */
export function resolveValue(value: ParamValue | undefined, scope: BindingScope): unknown {
  if (typeof value !== 'string') return value;
  const match = BINDING.exec(value);
  if (!match) return value;
  const source = scope[match[1] as keyof BindingScope];
  return valueAt(source, (match[2] ?? '').slice(1));
}

/** Whether some value inside `value` (a step, a list of them, their params) is taken from `source`: "@row.id" is from row. */
export function bindsTo(value: unknown, source: keyof BindingScope): boolean {
  if (typeof value === 'string') return BINDING.exec(value)?.[1] === source;
  if (Array.isArray(value)) return value.some((item) => bindsTo(item, source));
  if (value !== null && typeof value === 'object') return Object.values(value).some((item) => bindsTo(item, source));
  return false;
}

export function resolveParams(params: Params | undefined, scope: BindingScope): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [name, resolveValue(value, scope)]));
}

/** Whether a parameter the data source requires (`required`) has no value: then nothing is asked. */
export function lacksRequired(required: readonly string[] | undefined, params: Record<string, unknown>): boolean {
  return (required ?? []).some((name) => params[name] === undefined || params[name] === null || params[name] === '');
}
