import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Errors } from '../../src/sandbox/errors.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { backendsOf } from '../support/backends.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';

/**
 * The API fed bodies that break its own OpenAPI document, generated from the document with a fixed
 * seed: every POST, PUT and DELETE gets wrong types, missing fields, NUL and control characters,
 * huge strings, extreme numbers, unknown properties of closed objects, bodies that are not objects,
 * broken JSON and wrong content types. Each answer must be a 4xx in the error list; no 5xx, no 2xx,
 * and the sum of balances does not move. Requests go round the operations until the rounds or the
 * time budget run out, so every operation is reached even on a slow machine.
 */

const SEED = 20_261_125;
const MAX_ROUNDS = 24;
const TIME_BUDGET_MS = 20_000;

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  multipleOf?: number;
  minItems?: number;
  default?: unknown;
};
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
type ErrorList = { errors: { message: string; errorCode: string }[] };

function parsed<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** A field of a body: where it is and what its schema asks. */
type Field = { path: (string | number)[]; schema: Schema };

/** A request that breaks the document, and how. */
type Breaking = { kind: string; contentType: string; body: string };

const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;
const CODES = new Set(Object.values(Errors).map((define) => define().items[0]!.errorCode));
const CONTROL = ['\u0000', '\u0001', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\n', '\t', '\r'];
// eslint-disable-next-line no-control-regex -- the oracle looks for what the API must refuse
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
/** The authentication calls also read forms (spec 000 §7 sends sign-in, token, refresh, password and two-factor as forms). */
const FORM_ROUTES = /^\/api\/Authentication\//;

const typesOf = (schema: Schema): string[] =>
  schema.anyOf || schema.oneOf
    ? [...(schema.anyOf ?? schema.oneOf ?? [])].flatMap(typesOf)
    : schema.enum
      ? [...new Set(schema.enum.map((value) => (value === null ? 'null' : typeof value)))]
      : [schema.type ?? []].flat();

/** What JSON value of each type a field may be fed instead of its own. */
const WRONG_VALUES: Record<string, unknown[]> = {
  string: ['1.50', 'false', '', '12345'],
  number: [1.5, 12345, 0, -1],
  integer: [7, 0],
  boolean: [true, false],
  object: [{ wrong: true }, {}],
  array: [[], ['x']],
  null: [null],
};

describe.each(backendsOf(import.meta.url))('the API fuzzed from its OpenAPI document on $name', ({ databaseUrl }) => {
  let sandbox: RunningSandbox;
  let doc: OpenApi;
  let token: string;
  let oracle: Ajv;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ databaseUrl });
    doc = (await apiClient(sandbox.url).call<OpenApi>('GET', '/api/openapi.json')).body;
    token = (await apiClient(sandbox.url).signIn('maria', { expires: 86_400 })).body.access_token;
    // The oracle: a plain ajv over the document's own schemas, without coercion.
    oracle = new Ajv({ allErrors: false, strict: false, multipleOfPrecision: 4 });
    addFormats(oracle);
    oracle.addSchema({ components: doc.components }, 'doc');
  });
  afterAll(() => sandbox.close());

  const resolve = (schema: Schema): Schema =>
    schema.$ref ? resolve(doc.components.schemas[schema.$ref.split('/').at(-1)!]!) : schema;

  /** A value the schema accepts, as far as one can be made: the base every mutation starts from. */
  function validValue(schema: Schema, seed: number): unknown {
    const own = resolve(schema);
    if (own.const !== undefined) return own.const;
    if (own.enum) return own.enum[0];
    if (own.default !== undefined) return own.default;
    if (own.anyOf || own.oneOf) return validValue((own.anyOf ?? own.oneOf)![0]!, seed);
    const type = [own.type].flat().find((name) => name !== 'null') ?? 'object';
    if (type === 'object') {
      return Object.fromEntries(
        Object.entries(own.properties ?? {}).map(([name, property]) => [name, validValue(property, seed + 1)]),
      );
    }
    if (type === 'array') return own.items ? [validValue(own.items, seed + 1)] : [];
    if (type === 'boolean') return true;
    if (type === 'integer') return Math.max(own.minimum ?? 1, Math.min(own.maximum ?? 1, 1));
    if (type === 'number') return Math.min(own.maximum ?? 10, 10);
    if (own.format === 'uuid') return holderOf('maria').accountId;
    if (own.format === 'email') return 'maria@balcao.example';
    if (own.format === 'date') return '2030-01-10';
    if (own.format === 'date-time') return '2030-01-10T12:00:00Z';
    if (own.pattern) {
      const [text] = fc.sample(fc.stringMatching(new RegExp(own.pattern)), { seed, numRuns: 1 });
      return text!.slice(0, own.maxLength ?? Infinity);
    }
    return 'x'.repeat(Math.max(own.minLength ?? 1, 1));
  }

  /** Every field of a body, nested ones included, with the schema it answers to. */
  function fieldsOf(schema: Schema, value: unknown, path: (string | number)[] = []): Field[] {
    const own = resolve(schema);
    const here: Field[] = path.length ? [{ path, schema: own }] : [];
    if (Array.isArray(value) && own.items) {
      return [...here, ...value.flatMap((item, index) => fieldsOf(own.items!, item, [...path, index]))];
    }
    if (value && typeof value === 'object' && own.properties) {
      return [
        ...here,
        ...Object.entries(own.properties).flatMap(([name, property]) =>
          name in value ? fieldsOf(property, (value as Record<string, unknown>)[name], [...path, name]) : [],
        ),
      ];
    }
    return here;
  }

  const setAt = (body: unknown, path: (string | number)[], value: unknown): unknown => {
    const copy = structuredClone(body) as Record<string | number, unknown>;
    let node = copy;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    if (value === undefined) delete node[path.at(-1)!];
    else node[path.at(-1)!] = value;
    return copy;
  };

  /** Bodies that break the schema of one operation (each checked against the oracle). */
  function breakingRequests(schema: Schema | undefined, formRoute: boolean, seed: number, count: number): Breaking[] {
    const json = (kind: string, body: unknown): Breaking => ({
      kind,
      contentType: 'application/json',
      body: JSON.stringify(body),
    });
    const otherTypes = [
      'text/plain',
      'application/xml',
      'multipart/form-data; boundary=x',
      ...(formRoute ? [] : ['application/x-www-form-urlencoded']),
    ];
    const choices = fc.record({
      kind: fc.nat(),
      pick: fc.nat(),
      length: fc.integer({ min: 1, max: 300_000 }),
      text: fc.string(),
    });
    const samples = fc.sample(choices, { seed, numRuns: count * 4 });
    const base = schema ? validValue(schema, seed) : undefined;
    const fields = schema ? fieldsOf(schema, base) : [];
    const validate = !schema
      ? null
      : schema.$ref
        ? oracle.compile({ $ref: `doc#/components/schemas/${schema.$ref.split('/').at(-1)}` })
        : oracle.compile(schema);
    const made: Breaking[] = [];
    for (const { kind, pick, length, text } of samples) {
      if (made.length === count) break;
      const field = fields[pick % Math.max(fields.length, 1)];
      const candidates: (() => Breaking | null)[] = [
        () => ({
          kind: 'wrong content type',
          contentType: otherTypes[pick % otherTypes.length]!,
          body: JSON.stringify(base ?? {}),
        }),
        () => ({ kind: 'broken JSON', contentType: 'application/json', body: `{"a": ${text}`.slice(0, 40) + '"' }),
      ];
      if (schema) {
        candidates.push(
          () => json('not an object', [[], 'text', 42, null, true][pick % 5]),
          () => {
            const required = resolve(schema).required ?? [];
            return required.length ? json('missing field', setAt(base, [required[pick % required.length]!], undefined)) : null;
          },
          () => {
            if (!field) return null;
            const allowed = typesOf(field.schema);
            const wrong = Object.entries(WRONG_VALUES).filter(
              ([type]) => !allowed.includes(type) && !(type === 'integer' && allowed.includes('number')),
            );
            const [, values] = wrong[pick % wrong.length]!;
            return json('wrong type', setAt(base, field.path, values[pick % values.length]));
          },
          () => {
            const strings = fields.filter((candidate) => typesOf(candidate.schema).includes('string'));
            const target = strings[pick % Math.max(strings.length, 1)];
            if (!target) return null;
            const control = CONTROL[pick % CONTROL.length]!;
            return json('control character', setAt(base, target.path, `a${control}b`.slice(0, target.schema.maxLength ?? 3)));
          },
          () => {
            const bounded = fields.filter(
              (candidate) => typesOf(candidate.schema).includes('string') && candidate.schema.maxLength,
            );
            const target = bounded[pick % Math.max(bounded.length, 1)];
            if (!target) return null;
            return json(
              'huge string',
              setAt(base, target.path, 'x'.repeat(Math.min(target.schema.maxLength! + length, 900_000))),
            );
          },
          () => {
            const numbers = fields.filter((candidate) =>
              typesOf(candidate.schema).some((type) => type === 'number' || type === 'integer'),
            );
            const target = numbers[pick % Math.max(numbers.length, 1)];
            if (!target) return null;
            const own = target.schema;
            const extremes = [
              1e308,
              -1e308,
              1.005,
              0.001,
              2 ** 53 + 2,
              -0.01,
              (own.maximum ?? 1e15) * 10,
              (own.minimum ?? 0) - 1,
              0.5,
            ];
            return json('extreme number', setAt(base, target.path, extremes[pick % extremes.length]));
          },
          () => {
            const closed = [{ path: [] as (string | number)[], schema: resolve(schema) }, ...fields].filter(
              (candidate) => candidate.schema.additionalProperties === false,
            );
            const target = closed[pick % Math.max(closed.length, 1)];
            return target ? json('unknown property', setAt(base, [...target.path, `extra${pick % 10}`], 1)) : null;
          },
        );
      }
      const request = candidates[kind % candidates.length]!();
      if (request && breaks(request, validate, formRoute)) made.push(request);
    }
    return made;
  }

  /** The oracle's verdict: the content type is not taken, or the JSON fails its schema or holds a control character. */
  function breaks(request: Breaking, validate: ValidateFunction | null, formRoute: boolean): boolean {
    if (request.contentType !== 'application/json')
      return !(formRoute && request.contentType.startsWith('application/x-www-form-urlencoded'));
    let body: unknown;
    try {
      body = JSON.parse(request.body);
    } catch {
      return true;
    }
    if (!validate) return false;
    return !validate(body) || holdsControlCharacter(body);
  }

  const holdsControlCharacter = (value: unknown): boolean =>
    typeof value === 'string'
      ? CONTROL_CHARACTER.test(value)
      : typeof value === 'object' && value !== null && Object.values(value).some(holdsControlCharacter);

  /** A path with every parameter filled in with a value its schema accepts, so the body is what is judged. */
  const target = (path: string, operation: Operation) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const parameter = operation.parameters?.find((candidate) => candidate.in === 'path' && candidate.name === name);
      const value = validValue(parameter?.schema ?? { type: 'string', format: 'uuid' }, SEED);
      return encodeURIComponent(String(value));
    });

  const balances = async () =>
    (
      await sandbox.ctx.db.query<{ total: string; rows: number }>(
        'select sum(balance_cents)::text as total, count(*)::int as rows from accounts',
      )
    )[0];
  const rowCounts = async () => {
    const counts: Record<string, number> = {};
    for (const table of [
      'transfers',
      'payments',
      'billings',
      'receives',
      'pix_keys',
      'card_holders',
      'cards',
      'devices',
      'messages',
    ]) {
      const [row] = await sandbox.ctx.db.query<{ n: number }>(`select count(*)::int as n from ${table}`).catch(() => [{ n: -1 }]);
      counts[table] = row!.n;
    }
    return counts;
  };

  test('every POST, PUT and DELETE answers schema-breaking requests 4xx in the error list, never 5xx or 2xx, and moves no money', async () => {
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ['post', 'put', 'delete', 'patch'].includes(method))
        .map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
    );
    const plans = operations.map(({ path, method, operation }, index) => ({
      label: `${method} ${path}`,
      method,
      url: sandbox.url + target(path, operation),
      requests: breakingRequests(
        operation.requestBody?.content['application/json']?.schema,
        FORM_ROUTES.test(path),
        SEED + index,
        MAX_ROUNDS,
      ),
      sent: 0,
    }));
    const [moneyBefore, rowsBefore] = [await balances(), await rowCounts()];
    const counts = {
      operations: plans.length,
      requests: 0,
      inFormat: 0,
      serverErrors: 0,
      successes: 0,
      byKind: {} as Record<string, number>,
    };
    const failures: string[] = [];
    const started = Date.now();
    for (let round = 0; round < MAX_ROUNDS && Date.now() - started < TIME_BUDGET_MS; round += 1) {
      for (const plan of plans) {
        const request = plan.requests[round];
        if (!request) continue;
        const response = await fetch(plan.url, {
          method: plan.method,
          headers: { authorization: `Bearer ${token}`, 'content-type': request.contentType },
          body: request.body,
        });
        const text = await response.text();
        counts.requests += 1;
        plan.sent += 1;
        counts.byKind[request.kind] = (counts.byKind[request.kind] ?? 0) + 1;
        if (response.status >= 500) counts.serverErrors += 1;
        if (response.status < 400) counts.successes += 1;
        const list = parsed<ErrorList>(text);
        const inFormat =
          response.status >= 400 &&
          response.status < 500 &&
          Array.isArray(list?.errors) &&
          list.errors.length > 0 &&
          list.errors.every((item) => typeof item.message === 'string' && CODES.has(item.errorCode));
        if (inFormat) counts.inFormat += 1;
        else if (failures.length < 20)
          failures.push(
            `${plan.label} [${request.kind}] ${request.body.slice(0, 120)} → ${response.status} ${text.slice(0, 160)}`,
          );
      }
    }
    console.log(
      `API fuzz (seed ${SEED}): ${counts.operations} operations, ${counts.requests} requests in ${Date.now() - started} ms, ` +
        `${counts.inFormat} answered 4xx in the error list, ${counts.serverErrors} 5xx, ${counts.successes} 2xx/3xx; ` +
        `by kind ${JSON.stringify(counts.byKind)}`,
    );
    expect(failures).toEqual([]);
    expect(counts.serverErrors).toBe(0);
    expect(counts.successes).toBe(0);
    expect(counts.inFormat).toBe(counts.requests);
    expect(counts.operations).toBeGreaterThan(40);
    // Every operation was fed several breaking requests: the time budget did not cut the run short.
    expect(plans.filter((plan) => plan.sent < 4).map((plan) => plan.label)).toEqual([]);
    expect(await balances()).toEqual(moneyBefore);
    expect(await rowCounts()).toEqual(rowsBefore);
  }, 120_000);
});
