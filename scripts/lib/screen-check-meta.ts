import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { escapePointer, isObject } from './schema-bundle.ts';
import { fileOf, META_SCHEMA_FILE, problem, type Problem, type Project } from './screen-check-project.ts';
import type { KeyUse } from './screen-check-ui.ts';

/** The lists of words whose unknown values get a sentence of their own (check.unknown.<list>). */
const WORD_LISTS = [
  'Operation',
  'ActionName',
  'Format',
  'Widget',
  'UiField',
  'Mask',
  'Flag',
  'LookupName',
  'HubEvent',
  'Machine',
  'ScreenKind',
];

const quote = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));
const quoteAll = (values: unknown) => (Array.isArray(values) ? values.map(quote).join(', ') : '');

function listKey(title: unknown): string | null {
  return typeof title === 'string' && WORD_LISTS.includes(title)
    ? `check.unknown.${title.charAt(0).toLowerCase()}${title.slice(1)}`
    : null;
}

/** Errors that only repeat what other errors of the same value say. */
function isEcho(error: ErrorObject): boolean {
  return ['if', 'anyOf', 'oneOf', 'not'].includes(error.keyword) || /\/propertyNames\//.test(error.schemaPath);
}

/** An ajv error as one sentence (a text key of check.* and its values) an analyst understands. */
export function describeError(error: ErrorObject, meta: unknown): { pointer: string; key: string; values: Problem['values'] } {
  const params = error.params as Record<string, unknown>;
  const parent = (error.parentSchema ?? {}) as { description?: string; title?: string };
  const at = error.instancePath;
  switch (error.keyword) {
    case 'required':
      return { pointer: at, key: 'check.missing', values: { property: String(params.missingProperty) } };
    case 'additionalProperties':
      return { pointer: at, key: 'check.unknownProperty', values: { property: String(params.additionalProperty) } };
    case 'propertyNames':
      return {
        pointer: `${at}/${escapePointer(String(params.propertyName))}`,
        key: 'check.unknownUiKeyword',
        values: { property: String(params.propertyName) },
      };
    case 'enum': {
      const values = { value: quote(error.data), allowed: quoteAll(params.allowedValues) };
      return { pointer: at, key: listKey(parent.title) ?? 'check.notAllowed', values };
    }
    case 'discriminator': {
      const tag = String(params.tag);
      const list = tag === 'action' ? 'actionName' : 'screenKind';
      const defs = isObject(meta) && isObject(meta.$defs) ? meta.$defs : {};
      const allowed = isObject(defs[list]) ? defs[list].enum : [];
      if (params.error === 'tag') return { pointer: at, key: 'check.missing', values: { property: tag } };
      return {
        pointer: `${at}/${tag}`,
        key: `check.unknown.${list}`,
        values: { value: quote(params.tagValue), allowed: quoteAll(allowed) },
      };
    }
    case 'const':
      return { pointer: at, key: 'check.notAllowed', values: { value: quote(error.data), allowed: quote(params.allowedValue) } };
    case 'type':
      return {
        pointer: at,
        key: 'check.type',
        values: { expected: String(params.type).replace(/,/g, ' | '), value: quote(error.data) },
      };
    case 'pattern':
      return {
        pointer: at,
        key: parent.description ? 'check.patternWhy' : 'check.pattern',
        values: { value: quote(error.data), why: parent.description ?? '' },
      };
    case 'minItems':
      return { pointer: at, key: 'check.minItems', values: { limit: Number(params.limit) } };
    case 'minProperties':
      return { pointer: at, key: 'check.empty', values: {} };
    case 'uniqueItems':
      return { pointer: at, key: 'check.duplicateItems', values: {} };
    case 'dependencies':
      return {
        pointer: at,
        key: 'check.dependency',
        values: { property: String(params.property), missing: String(params.missingProperty) },
      };
    case 'minimum':
    case 'maximum':
    case 'minLength':
    case 'maxLength':
      return { pointer: at, key: `check.${error.keyword}`, values: { limit: Number(params.limit) } };
    default:
      return { pointer: at, key: 'check.invalid', values: { reason: error.message ?? error.keyword } };
  }
}

/** One sentence per distinct problem of a value. */
export function problemsOf(file: string, errors: readonly ErrorObject[], meta: unknown): Problem[] {
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of errors) {
    if (isEcho(error)) continue;
    const { pointer, key, values } = describeError(error, meta);
    const id = `${pointer} ${key} ${JSON.stringify(values)}`;
    if (!seen.has(id)) problems.push(problem(file, pointer, key, values));
    seen.add(id);
  }
  return problems;
}

/** The text keys the last validation met (the `textKey` keyword of the meta-schema records them). */
const found: KeyUse[] = [];
let validator: { meta: string; validate: ValidateFunction } | null = null;

/** The meta-schema's validator, compiled once for each content of it. */
function compiled(meta: object): ValidateFunction {
  const content = JSON.stringify(meta);
  if (validator?.meta === content) return validator.validate;
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true, discriminator: true });
  ajv.addKeyword({
    keyword: 'textKey',
    schemaType: 'boolean',
    errors: false,
    validate: (_schema: boolean, data: unknown, _parent?: unknown, context?: { instancePath: string }) => {
      if (typeof data === 'string' && context) found.push({ pointer: context.instancePath, key: data });
      return true;
    },
  });
  validator = { meta: content, validate: ajv.compile(meta) };
  return validator.validate;
}

/**
 * Every screen file against schemas/screen.schema.json, one sentence per problem; and, by screen id,
 * the text keys the validation met (every value the format calls a textKey), for the locale check.
 */
export function checkScreenFormat(project: Project): { problems: Problem[]; keys: Map<string, KeyUse[]> } {
  const keys = new Map<string, KeyUse[]>();
  const meta = project.schemas.get(META_SCHEMA_FILE);
  if (!isObject(meta)) return { problems: [problem(`schemas/${META_SCHEMA_FILE}`, '', 'check.noMetaSchema')], keys };
  const validate = compiled(meta);
  const problems: Problem[] = [];
  for (const [id, screen] of project.screens) {
    found.length = 0;
    if (!validate(screen)) problems.push(...problemsOf(fileOf(project, id), validate.errors ?? [], meta));
    keys.set(id, [...found]);
  }
  return { problems, keys };
}
