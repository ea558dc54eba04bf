import { Ajv, type ErrorObject } from 'ajv';
import { isObject } from './schema-bundle.ts';
import { META_SCHEMA_FILE, type Problem, type Project } from './screen-check-project.ts';

function quote(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
}

function lastSegment(pointer: string): string {
  return pointer.split('/').pop() ?? '';
}

/** An ajv error of the screen format as a sentence an analyst understands. */
export function describeError(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const described = (error.parentSchema as { description?: string } | undefined)?.description;
  switch (error.keyword) {
    case 'required':
      return `"${String(params.missingProperty)}" is missing`;
    case 'additionalProperties':
      return `"${String(params.additionalProperty)}" is not part of the screen format here (a typo?)`;
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(quote).join(', ');
      if (lastSegment(error.instancePath) === 'format') return `unknown format ${quote(error.data)}; the formats are ${allowed}`;
      if (lastSegment(error.instancePath) === 'operation')
        return `unknown operation ${quote(error.data)}; the operations are ${allowed}`;
      return `${quote(error.data)} is not allowed here; use one of ${allowed}`;
    }
    case 'type':
      return `must be ${String(params.type).replace(/,/g, ' or ')}, not ${quote(error.data)}`;
    case 'pattern':
      return `${quote(error.data)} is not valid here${described ? `: ${described}` : ''}`;
    case 'minItems':
      return `needs at least ${String(params.limit)} item(s)`;
    case 'minProperties':
      return 'must not be empty';
    case 'uniqueItems':
      return 'lists the same value twice';
    case 'dependencies':
      return `"${String(params.property)}" needs "${String(params.missingProperty)}" beside it`;
    case 'minimum':
    case 'maximum':
      return `must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${String(params.limit)}`;
    default:
      return error.message ?? 'does not follow the screen format';
  }
}

/** Every screen file against schemas/screen.schema.json, one sentence per problem. */
export function checkScreenFormat(project: Project): Problem[] {
  const meta = project.schemas.get(META_SCHEMA_FILE);
  if (!isObject(meta)) return [{ file: `schemas/${META_SCHEMA_FILE}`, pointer: '', message: 'the screen format is missing' }];
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
  const validate = ajv.compile(meta);
  const problems: Problem[] = [];
  for (const [id, screen] of project.screens) {
    if (validate(screen)) continue;
    const seen = new Set<string>();
    for (const error of validate.errors ?? []) {
      // "must match then" only repeats the errors of the branch it chose.
      if (error.keyword === 'if') continue;
      const problem = { file: `screens/${id}.json`, pointer: error.instancePath, message: describeError(error) };
      const key = `${problem.pointer} ${problem.message}`;
      if (!seen.has(key)) problems.push(problem);
      seen.add(key);
    }
  }
  return problems;
}
