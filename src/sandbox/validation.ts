import { createHash } from 'node:crypto';
import { parse as parseFormText } from 'node:querystring';
import { Ajv, type AnySchema, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * How requests are checked against the routes' schemas (docs/errors.md "Validation"):
 *
 * - JSON bodies strictly, as JSON types them: "1.50" is not a number, 12345 is not a string,
 *   "false" is not false; an object whose schema closes it refuses other properties.
 * - Query strings, path parameters, headers and form bodies (application/x-www-form-urlencoded,
 *   the sign-in, token, refresh, password and two-factor calls of spec 000 §7) are text on the
 *   wire, so their values are read as the numbers and booleans their schemas ask for.
 * - Everywhere, a string holding a control character (U+0000–U+001F, U+007F–U+009F: NUL, line
 *   breaks, tabs, escapes) is refused; no field of this API takes one.
 * - `multipleOf` is decided on the decimal text of the number, so 4.35 is a multiple of 0.01 and
 *   1.0000001 is not (floating-point division says the opposite of both).
 */

const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** Bodies read from a form: their values are text, like a query's. */
const formBodies = new WeakSet<object>();

/**
 * The parser @fastify/formbody runs for application/x-www-form-urlencoded (spec 000 §7 sends the
 * sign-in, token, refresh, password and two-factor calls as forms); it remembers what it parsed.
 */
export function parseFormBody(text: string): Record<string, unknown> {
  const body = parseFormText(text);
  formBodies.add(body);
  return body;
}

/** Places after the point of a number as JavaScript writes it shortest: 4.35 → 2, 1e-7 → 7, 1e21 → 0. */
function decimalPlaces(value: number): number {
  const [, fraction = '', exponent = '0'] = /^\d+(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(Math.abs(value))) ?? [];
  return Math.max(0, fraction.length - Number(exponent));
}

function isMultipleOf(value: number, step: number): boolean {
  const places = decimalPlaces(step);
  // A step of 0.01, 0.1, 1…: a multiple has no more decimals than the step.
  if (Number(`1e-${places}`) === step) return Number.isFinite(value) && decimalPlaces(value) <= places;
  return Number.isInteger(value / step);
}

function newAjv(coerce: boolean, schemas: AnySchema[]): Ajv {
  const ajv = new Ajv({
    coerceTypes: coerce,
    useDefaults: true,
    removeAdditional: false,
    allErrors: true,
    strict: false,
  });
  addFormats(ajv);
  ajv.removeKeyword('multipleOf');
  ajv.addKeyword({
    keyword: 'multipleOf',
    type: 'number',
    schemaType: 'number',
    error: { message: ({ schemaCode }) => `must be a multiple of ${String(schemaCode)}` },
    validate: (step: number, value: number) => isMultipleOf(value, step),
  });
  for (const schema of schemas) ajv.addSchema(schema);
  return ajv;
}

/** Where in `data` a string holds a control character, as ajv error objects (JSON pointers). */
function controlCharacterErrors(data: unknown, path = ''): ErrorObject[] {
  if (typeof data === 'string') {
    return CONTROL_CHARACTER.test(data)
      ? [{ keyword: 'controlCharacter', instancePath: path, schemaPath: '', params: {}, message: 'control character' }]
      : [];
  }
  if (typeof data !== 'object' || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) =>
    controlCharacterErrors(value, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`),
  );
}

/** The validator Fastify calls: ajv's rules, then the control-character rule; Fastify reads `.errors` on false. */
function validatorOf(pick: (data: unknown) => ValidateFunction): ReturnType<FastifySchemaCompiler<unknown>> {
  const check = (data: unknown) => {
    const validate = pick(data);
    const errors = [...(validate(data) ? [] : (validate.errors ?? [])), ...controlCharacterErrors(data)];
    check.errors = errors.length ? errors : null;
    return errors.length === 0;
  };
  check.errors = null as ErrorObject[] | null;
  return check;
}

interface Compilers {
  strict: Ajv;
  lenient: Ajv;
  /** Compiled checks by the ajv that made them and the schema's JSON. */
  compiled: Map<Ajv, Map<string, ValidateFunction>>;
}

/**
 * The ajv instances and their compiled checks, kept for the life of the process by the shared
 * schemas' text: the sandboxes a test process starts one after the other reuse them, as they reuse
 * the serializers (serialization.ts). A check is a function of its schema alone.
 */
const compilersBySchemas = new Map<string, Compilers>();

function compilersFor(schemas: AnySchema[]): Compilers {
  const key = createHash('sha256').update(JSON.stringify(schemas)).digest('base64url');
  let compilers = compilersBySchemas.get(key);
  if (!compilers) {
    const [strict, lenient] = [newAjv(false, schemas), newAjv(true, schemas)];
    compilers = { strict, lenient, compiled: new Map([[strict, new Map()], [lenient, new Map()]]) };
    compilersBySchemas.set(key, compilers);
  }
  return compilers;
}

/**
 * The app's validator compiler: two ajv instances over the shared schemas (schemas/), one that
 * reads text as the types asked for and one that does not.
 */
export function buildValidator(sharedSchemas: Record<string, unknown>): FastifySchemaCompiler<unknown> {
  const { strict, lenient, compiled } = compilersFor(Object.values(sharedSchemas) as AnySchema[]);
  const compile = (ajv: Ajv, schema: AnySchema): ValidateFunction => {
    const id = typeof schema === 'object' && schema.$id ? String(schema.$id) : undefined;
    const fromId = id && ajv.getSchema(id);
    if (fromId) return fromId;
    const checks = compiled.get(ajv)!;
    const key = JSON.stringify(schema);
    let check = checks.get(key);
    if (!check) checks.set(key, (check = ajv.compile(schema)));
    return check;
  };
  return ({ schema, httpPart }) => {
    const asText = compile(lenient, schema as AnySchema);
    if (httpPart !== 'body') return validatorOf(() => asText);
    const asJson = compile(strict, schema as AnySchema);
    return validatorOf((data) => (typeof data === 'object' && data !== null && formBodies.has(data) ? asText : asJson));
  };
}
