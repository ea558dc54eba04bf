import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { bundleSchema, escapePointer, isObject } from './schema-bundle.ts';
import { problemsOf } from './screen-check-meta.ts';
import { problem, type Problem, type Project } from './screen-check-project.ts';

const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

/** Formats the validators know: ajv-formats' full set and the two react-jsonschema-form adds. */
export const KNOWN_FORMATS = new Set([
  'date',
  'time',
  'date-time',
  'iso-time',
  'iso-date-time',
  'duration',
  'uri',
  'uri-reference',
  'uri-template',
  'url',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'regex',
  'uuid',
  'json-pointer',
  'json-pointer-uri-fragment',
  'relative-json-pointer',
  'byte',
  'int32',
  'int64',
  'float',
  'double',
  'password',
  'binary',
  'data-url',
  'color',
]);

/** Keywords whose values are data, not schemas: nothing inside them is a format or a $ref. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'required']);

function walkFormats(node: unknown, file: string, pointer: string, problems: Problem[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => walkFormats(item, file, `${pointer}/${index}`, problems));
    return;
  }
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    const childPointer = `${pointer}/${escapePointer(key)}`;
    if (key === 'format' && typeof value === 'string' && !KNOWN_FORMATS.has(value)) {
      problems.push(problem(file, childPointer, 'check.unknownSchemaFormat', { value, known: [...KNOWN_FORMATS].join(', ') }));
    } else if (!DATA_KEYWORDS.has(key) && key !== 'properties') {
      walkFormats(value, file, childPointer, problems);
    } else if (key === 'properties' && isObject(value)) {
      for (const [name, property] of Object.entries(value))
        walkFormats(property, file, `${childPointer}/${escapePointer(name)}`, problems);
    }
  }
}

/** The last answer, by the schema files' content: under `npm run dev` a screen's save does not compile them again. */
let last: { content: string; problems: Problem[] } | null = null;

/**
 * Each schema file: valid draft-07, `$id` equal to its file name, a `title` (the generated type's name),
 * known formats, `$ref`s that resolve, and a validator that compiles.
 */
export function checkSchemaFiles(project: Project): Problem[] {
  const content = JSON.stringify([...project.schemas]);
  if (last?.content === content) return last.problems;
  const problems = checkSchemas(project);
  last = { content, problems };
  return problems;
}

function checkSchemas(project: Project): Problem[] {
  const problems: Problem[] = [];
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: true });
  addFormats(ajv);
  for (const [name, schema] of project.schemas) {
    const file = `schemas/${name}`;
    if (!isObject(schema)) {
      problems.push(problem(file, '', 'check.notSchema'));
      continue;
    }
    if (schema.$id !== name) problems.push(problem(file, '/$id', 'check.schemaId', { name }));
    if (typeof schema.title !== 'string' || schema.title === '') problems.push(problem(file, '/title', 'check.schemaTitle'));
    if (!ajv.validateSchema(schema)) problems.push(...problemsOf(file, ajv.errors ?? [], null));
    walkFormats(schema, file, '', problems);
    for (const found of bundleSchema(name, project.schemas).problems) {
      const same = (known: Problem) =>
        known.file === `schemas/${found.file}` && known.pointer === found.pointer && known.key === found.key;
      if (!problems.some(same)) problems.push(problem(`schemas/${found.file}`, found.pointer, found.key, found.values));
    }
  }
  if (problems.length === 0) {
    // Only once every file reads well: compiling reports what remains (a bad pattern, say).
    for (const [name, schema] of project.schemas) {
      try {
        ajv.addSchema(schema as object, name);
      } catch (error) {
        problems.push(problem(`schemas/${name}`, '', 'check.schemaCompile', { reason: (error as Error).message }));
      }
    }
    for (const name of project.schemas.keys()) {
      try {
        ajv.getSchema(name);
      } catch (error) {
        problems.push(problem(`schemas/${name}`, '', 'check.schemaCompile', { reason: (error as Error).message }));
      }
    }
  }
  return problems;
}
