import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { HUB_EVENTS } from '../../src/api/hub-client.ts';
import type { JsonSchema, Parameters, Vocabulary } from '../../src/renderer/vocabulary/define.ts';
import {
  COMMON_UI_OPTIONS,
  DISPLAYED_FIELD_PROPERTIES,
  ENVELOPE_PROPERTIES,
  GRAMMAR_DEFS,
} from '../../src/renderer/vocabulary/grammar.ts';
import { LOOKUPS } from '../../src/renderer/vocabulary/lookups.ts';

/** The meta-schema's file, the screen format's types and the reference of the words in the docs. */
export const META_SCHEMA_PATH = 'schemas/screen.schema.json';
export const SCREEN_TYPES_PATH = 'src/generated/screen-format.ts';
export const DOCS_PATH = 'docs/screens.md';
export const REFERENCE_START = '<!-- vocabulary reference: written by npm run gen:types -->';
export const REFERENCE_END = '<!-- end of the vocabulary reference -->';

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function enumDef(values: readonly string[], description: string): JsonSchema {
  return { type: 'string', enum: [...values], description };
}

/** The properties several words add to one object (the formats' to a column, the widgets' to ui:options). */
function merged(sources: { name: string; options?: Parameters }[], what: string): Record<string, JsonSchema> {
  const properties: Record<string, JsonSchema> = {};
  for (const source of sources) {
    for (const [name, schema] of Object.entries(source.options?.properties ?? {})) {
      const known = properties[name];
      if (known && JSON.stringify(known) !== JSON.stringify(schema))
        throw new Error(`${what} "${source.name}" declares the option "${name}" differently from another ${what}`);
      properties[name] = schema;
    }
  }
  return properties;
}

function stepDef(vocabulary: Vocabulary): JsonSchema {
  return {
    type: 'object',
    required: ['action'],
    description: 'One step of an action, by the name of its action (src/renderer/vocabulary/actions).',
    properties: { action: { $ref: '#/$defs/actionName' } },
    discriminator: { propertyName: 'action' },
    oneOf: vocabulary.actions.map((word) => ({
      title: `${pascal(word.name)}Step`,
      type: 'object',
      additionalProperties: false,
      required: ['action', ...(word.step.required ?? [])],
      properties: { action: { const: word.name, description: word.doc }, ...word.step.properties },
    })),
  };
}

/** schemas/screen.schema.json: the grammar with the words' lists, and one branch per screen kind. */
export function buildMetaSchema(vocabulary: Vocabulary): JsonSchema {
  const formatOptions = merged(vocabulary.formats, 'format');
  const displayed = { ...DISPLAYED_FIELD_PROPERTIES, ...formatOptions };
  const defs: Record<string, JsonSchema> = {
    ...GRAMMAR_DEFS,
    operation: enumDef(
      vocabulary.operations.map((word) => word.name),
      'A server call, by name (src/renderer/vocabulary/operations).',
    ),
    operationParameters: {
      description: 'Read by npm run check: the parameters each operation needs.',
      type: 'object',
      properties: Object.fromEntries(
        vocabulary.operations.map((word) => [
          word.name,
          { type: 'object', required: [...(word.params.required ?? [])], properties: word.params.properties },
        ]),
      ),
    },
    actionName: enumDef(
      vocabulary.actions.map((word) => word.name),
      'A step, by the name of its action (src/renderer/vocabulary/actions).',
    ),
    step: stepDef(vocabulary),
    flag: enumDef(
      vocabulary.flags.map((word) => word.name),
      'A feature flag of the account configuration (src/renderer/vocabulary/flags).',
    ),
    format: enumDef(
      vocabulary.formats.map((word) => word.name),
      'How a value is shown (src/renderer/vocabulary/formats).',
    ),
    widget: enumDef(
      vocabulary.widgets.filter((word) => word.slot === 'widget').map((word) => word.name),
      'A widget of the form theme (src/renderer/vocabulary/widgets).',
    ),
    uiField: enumDef(
      vocabulary.widgets.filter((word) => word.slot === 'field').map((word) => word.name),
      'A field that renders a whole block (src/renderer/vocabulary/widgets).',
    ),
    uiOptions: {
      type: 'object',
      additionalProperties: false,
      description: "The options a field's widget reads.",
      properties: { ...COMMON_UI_OPTIONS, ...merged(vocabulary.widgets, 'widget') },
    },
    mask: enumDef(
      vocabulary.masks.map((word) => word.name),
      'A mask of the masked and password widgets (src/renderer/vocabulary/masks).',
    ),
    lookupName: enumDef(LOOKUPS, 'A list of GET /api/Common/{name}.'),
    hubEvent: enumDef(HUB_EVENTS, 'An event of the notification hub (spec 000 §7).'),
    machine: enumDef(
      vocabulary.machines.map((word) => word.name),
      'A machine a screen can talk to (src/renderer/vocabulary/machines).',
    ),
    machineEvents: {
      description: 'Read by npm run check: the events each machine takes.',
      type: 'object',
      properties: Object.fromEntries(vocabulary.machines.map((word) => [word.name, { enum: [...word.events] }])),
    },
    column: {
      type: 'object',
      required: ['field', 'label'],
      additionalProperties: false,
      properties: displayed,
    },
    detailField: {
      type: 'object',
      required: ['field', 'label'],
      additionalProperties: false,
      properties: {
        ...displayed,
        when: { $ref: '#/$defs/condition', description: 'Shown only when this holds over the record.' },
        toggle: {
          title: 'DetailToggle',
          type: 'object',
          required: ['on', 'off'],
          additionalProperties: false,
          description:
            'A boolean field shown as a switch: turning it on runs `on`, off runs `off` (the record loads again after).',
          properties: { on: { $ref: '#/$defs/steps' }, off: { $ref: '#/$defs/steps' } },
        },
      },
    },
  };
  for (const kind of vocabulary.kinds) {
    defs[`${kind.name}Spec`] = kind.spec;
    for (const [name, schema] of Object.entries(kind.defs ?? {})) {
      if (defs[name]) throw new Error(`the kind "${kind.name}" declares "${name}", which the format already has`);
      defs[name] = schema;
    }
  }
  for (const [name, schema] of Object.entries(defs)) {
    if (schema.title === undefined && !name.endsWith('Parameters') && name !== 'machineEvents') schema.title = pascal(name);
  }
  defs.uiSchema = { ...defs.uiSchema, tsType: "import('@rjsf/utils').UiSchema" };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'screen.schema.json',
    title: 'Screen',
    description:
      'The format of a screen file in screens/: a kind, an id equal to the file name, a title key and the spec of that kind. Written by npm run gen:types from src/renderer/vocabulary: do not edit.',
    type: 'object',
    required: ['kind'],
    properties: { kind: { $ref: '#/$defs/screenKind' } },
    discriminator: { propertyName: 'kind' },
    oneOf: vocabulary.kinds.map((kind) => ({
      title: `${pascal(kind.name)}Screen`,
      type: 'object',
      required: ['kind', 'id', 'title', 'spec'],
      additionalProperties: false,
      properties: {
        kind: { const: kind.name, description: kind.doc },
        ...ENVELOPE_PROPERTIES,
        spec: { $ref: `#/$defs/${kind.name}Spec` },
      },
    })),
    $defs: {
      screenKind: {
        title: 'ScreenKind',
        ...enumDef(
          vocabulary.kinds.map((kind) => kind.name),
          'What the file describes (src/renderer/vocabulary/kinds).',
        ),
      },
      ...defs,
    },
  };
}

/** A copy without the words beside each `$ref` (draft-07 ignores them; the type compiler trips on them in a cycle). */
function bareReferences(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(bareReferences);
  if (!node || typeof node !== 'object') return node;
  const object = node as JsonSchema;
  if (typeof object.$ref === 'string') return { $ref: object.$ref };
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, bareReferences(value)]));
}

/** src/generated/screen-format.ts: the TypeScript face of the meta-schema. */
export async function screenFormatTypes(meta: JsonSchema): Promise<string> {
  return compile(bareReferences(meta) as JSONSchema, 'Screen', {
    bannerComment:
      '/* Generated by scripts/gen-types.ts from src/renderer/vocabulary. Do not edit: change the vocabulary and run npm run gen:types. */',
    additionalProperties: false,
    strictIndexSignatures: false,
    format: true,
    ignoreMinAndMaxItems: true,
    unreachableDefinitions: false,
    style: { singleQuote: true, printWidth: 120 },
    $refOptions: {},
  });
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function parametersText(parameters: Parameters | undefined): string {
  const names = Object.keys(parameters?.properties ?? {});
  const required = new Set(parameters?.required ?? []);
  return names.map((name) => (required.has(name) ? `\`${name}\`` : `${name}?`)).join(', ');
}

/** The reference table of docs/screens.md: every word with its parameters and its line of documentation. */
export function vocabularyReference(vocabulary: Vocabulary): string {
  const section = (title: string, header: string, rows: string[][]) =>
    [
      `### ${title}`,
      '',
      `| ${header} |`,
      `| ${header
        .split(' | ')
        .map(() => '---')
        .join(' | ')} |`,
      ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
      '',
    ].join('\n');
  return [
    REFERENCE_START,
    '',
    section(
      'Screen kinds (`kind`)',
      'kind | what it is',
      vocabulary.kinds.map((word) => [`\`${word.name}\``, word.doc]),
    ),
    section(
      'Operations (`operation`)',
      'operation | kind | parameters | what it calls',
      vocabulary.operations.map((word) => [`\`${word.name}\``, word.kind, parametersText(word.params), word.doc]),
    ),
    section(
      'Actions (`steps[].action`)',
      'action | its properties | what it does',
      vocabulary.actions.map((word) => [`\`${word.name}\``, parametersText(word.step), word.doc]),
    ),
    section(
      'Formats (`format` of a column or a detail field)',
      'format | its properties | how it shows',
      vocabulary.formats.map((word) => [`\`${word.name}\``, parametersText(word.options), word.doc]),
    ),
    section(
      'Widgets (`ui:widget`) and fields (`ui:field`)',
      'name | in | its ui:options | what it is',
      vocabulary.widgets.map((word) => [`\`${word.name}\``, `ui:${word.slot}`, parametersText(word.options), word.doc]),
    ),
    section(
      'Masks (`ui:options.mask`)',
      'mask | what it takes',
      vocabulary.masks.map((word) => [`\`${word.name}\``, word.doc]),
    ),
    section(
      'Feature flags (`features`, `feature`)',
      'flag | what it gates',
      vocabulary.flags.map((word) => [`\`${word.name}\``, word.doc]),
    ),
    section(
      'Machines (`machine`)',
      'machine | events | what it is',
      vocabulary.machines.map((word) => [`\`${word.name}\``, word.events.join(', '), word.doc]),
    ),
    REFERENCE_END,
  ].join('\n');
}

/** docs/screens.md with its reference section written anew (placed at the end when the markers are missing). */
export function docsWithReference(docs: string, reference: string): string {
  const start = docs.indexOf(REFERENCE_START);
  const end = docs.indexOf(REFERENCE_END);
  if (start < 0 || end < 0) return `${docs.trimEnd()}\n\n## Reference of the words\n\n${reference}\n`;
  return `${docs.slice(0, start)}${reference}${docs.slice(end + REFERENCE_END.length)}`;
}
