/**
 * The grammar of the screen format: the parts every kind shares (the envelope, text keys, bindings,
 * data sources, conditions, buttons, displayed fields, the uiSchema). The words (the folders beside
 * this file) fill its lists; scripts/lib/screen-format.ts puts both together into schemas/screen.schema.json.
 */
import type { JsonSchema } from './define.ts';

const ref = (name: string): JsonSchema => ({ $ref: `#/$defs/${name}` });

/** The envelope's properties, beside `kind` and `spec`. */
export const ENVELOPE_PROPERTIES: Record<string, JsonSchema> = {
  $schema: { type: 'string', description: 'Lets an editor check the file as it is typed.' },
  id: ref('screenId'),
  title: ref('textKey'),
  titleValues: {
    $ref: '#/$defs/params',
    description:
      'Values put into the title\'s text by name: {"name": "@route.displayName"} fills {{name}} in the text. A value the dialog was not given is left out.',
  },
  hint: { $ref: '#/$defs/textKey', description: "A text shown under the title, before the screen (a dialog's advice)." },
  note: { type: 'string', description: 'A note for the people who edit the file; never shown.' },
  roles: ref('roles'),
  features: ref('features'),
};

/** Options every widget reads from `ui:options`, beside the ones each widget adds (its word's `options`). */
export const COMMON_UI_OPTIONS: Record<string, JsonSchema> = {
  title: ref('textKey'),
  description: ref('textKey'),
  label: { type: 'boolean', description: 'false: the field shows without its label.' },
  placeholder: ref('textKey'),
  help: { $ref: '#/$defs/textKey', description: 'A text under the field.' },
  messages: {
    type: 'object',
    additionalProperties: ref('textKey'),
    description:
      'The text key of each validation rule (required, minLength, maxLength, pattern, format, minimum, maximum, enum).',
  },
  showErrors: {
    type: 'string',
    enum: ['dirtyOrTouched', 'touched'],
    description: 'When errors start to show: once changed or left (default), or once left only (spec 001 §5).',
  },
  autocomplete: { type: 'string', description: "The input's autocomplete attribute." },
  wide: { type: 'boolean', description: 'The field takes the whole row.' },
  columns: { type: 'integer', minimum: 1, maximum: 4, description: 'An object block: its fields in this many columns.' },
  optionalFields: {
    type: 'array',
    items: ref('fieldPath'),
    description: "A block's optional fields this host form shows (required ones always show).",
  },
  addLabel: { $ref: '#/$defs/textKey', description: "A list of blocks: the add button's text." },
  itemLabel: { $ref: '#/$defs/textKey', description: "A list of blocks: each row's title ({{number}} is the row's)." },
  removeLabel: { $ref: '#/$defs/textKey', description: "A list of blocks: each row's remove button ({{number}})." },
};

const UI_TEXT_KEYWORDS = ['ui:title', 'ui:description', 'ui:help', 'ui:placeholder'];

/** The uiSchema keywords the renderer reads; any other `ui:` keyword is a typo. */
const UI_KEYWORDS: Record<string, JsonSchema> = {
  ...Object.fromEntries(UI_TEXT_KEYWORDS.map((keyword) => [keyword, ref('textKey')])),
  'ui:widget': ref('widget'),
  'ui:field': ref('uiField'),
  'ui:options': ref('uiOptions'),
  'ui:order': { type: 'array', items: { type: 'string' } },
  'ui:enumNames': { type: 'array', items: ref('textKey') },
  'ui:autofocus': { type: 'boolean' },
  'ui:disabled': { type: 'boolean' },
  'ui:readonly': { type: 'boolean' },
  'ui:classNames': { type: 'string' },
  'ui:emptyValue': {},
  'ui:label': { type: 'boolean' },
  'ui:submitButtonOptions': { type: 'object' },
  'ui:block': {
    $ref: '#/$defs/screenId',
    description: "The uiSchema of a form screen (a block) for this object field; keys beside it override the block's.",
  },
};

/** The grammar's definitions (the words' lists are added by the generator: operation, flag, format…). */
export const GRAMMAR_DEFS: Record<string, JsonSchema> = {
  screenId: {
    type: 'string',
    pattern: '^[a-z][a-z0-9]*(-[a-z0-9]+)*$',
    description: "A screen's name: lower-case words joined by hyphens, the same as its file name without .json.",
  },
  textKey: {
    type: 'string',
    textKey: true,
    pattern: '^[A-Za-z][A-Za-z0-9_-]*(\\.[A-Za-z0-9_-]+)+$',
    description: 'A text key of public/locales (such as grid.refresh), never the text itself.',
  },
  schemaFile: {
    type: 'string',
    pattern: '^[a-z0-9]+(-[a-z0-9]+)*\\.schema\\.json$',
    description: 'A file of schemas/, such as address.schema.json.',
  },
  fieldPath: {
    type: 'string',
    pattern: '^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$',
    description: 'A field of the data, with dots for fields inside fields (metadata.dueDate).',
  },
  route: { type: 'string', pattern: '^/', description: 'A route of the site, such as /account/home.' },
  roles: {
    type: 'array',
    items: { type: 'string', minLength: 1 },
    uniqueItems: true,
    description: 'Shown only to a user holding one of these roles; an empty list lets everyone in.',
  },
  features: {
    type: 'array',
    items: ref('flag'),
    uniqueItems: true,
    description: 'Shown only when every one of these feature flags is on.',
  },
  paramValue: {
    type: ['string', 'number', 'boolean', 'null'],
    pattern: '^(?:[^@].*|@(?:route|query|account|form|row|filters|result)(?:\\.[A-Za-z0-9_]+)*|)$',
    description:
      "A fixed value, or a value taken from @route, @query, @account, @form, @row, @filters or @result, the answer of the run's last api or approve step (such as @account.accountId, @row.id or @result.id).",
  },
  params: {
    type: 'object',
    additionalProperties: ref('paramValue'),
    description: "The call's parameters by name.",
  },
  dataSource: {
    type: 'object',
    required: ['operation'],
    additionalProperties: false,
    properties: {
      operation: ref('operation'),
      params: ref('params'),
      items: {
        $ref: '#/$defs/fieldPath',
        description: "Where the rows are in the answer (items by default; addresses for an account's addresses).",
      },
      required: {
        type: 'array',
        items: { type: 'string' },
        uniqueItems: true,
        description:
          'Parameters without which nothing is asked (a holder id from the address): the screen says what is missing instead of calling with no value.',
      },
      refreshOn: {
        type: 'array',
        items: ref('hubEvent'),
        uniqueItems: true,
        description: 'Hub events that make the data stale: the screen loads it again when one arrives (spec 000 §7).',
      },
    },
  },
  condition: {
    type: 'object',
    minProperties: 1,
    additionalProperties: false,
    description: "A rule over a field's value, the user's roles or a feature flag. Combine with all, any and not.",
    properties: {
      field: ref('fieldPath'),
      in: { type: 'array', minItems: 1 },
      notIn: { type: 'array', minItems: 1 },
      equals: { type: ['string', 'number', 'boolean', 'null'] },
      notEquals: { type: ['string', 'number', 'boolean', 'null'] },
      present: { type: 'boolean', description: 'true: the field has a value; false: it has none.' },
      includes: {
        type: ['string', 'number', 'boolean'],
        description: 'Holds when the field holds a list with this value in it (an item\'s actions: APPROVE, say).',
      },
      personType: {
        type: 'string',
        enum: ['N', 'J'],
        description:
          "Holds when the field holds a tax id of this person type: J, a company's (more than 11 characters, spec 001 §5), or N, a person's. An empty field is neither.",
      },
      role: ref('roles'),
      feature: ref('flag'),
      all: { type: 'array', minItems: 1, items: ref('condition') },
      any: { type: 'array', minItems: 1, items: ref('condition') },
      not: ref('condition'),
      machine: { $ref: '#/$defs/machine', description: 'A machine the host provides (cardLifecycle on the card page).' },
      can: {
        type: 'string',
        pattern: '^[A-Z][A-Z0-9_]*$',
        description:
          'With machine: holds when that machine, in the state the data (a row) puts it in, accepts this event (LOCK, say).',
      },
    },
    dependencies: {
      can: ['machine'],
      machine: ['can'],
      in: ['field'],
      notIn: ['field'],
      equals: ['field'],
      notEquals: ['field'],
      present: ['field'],
      includes: ['field'],
      personType: ['field'],
    },
  },
  steps: { type: 'array', minItems: 1, items: ref('step') },
  action: {
    type: 'object',
    required: ['id', 'label', 'steps'],
    additionalProperties: false,
    description: 'A button: its label, when it shows, and the steps it runs in order (a refused confirm stops them).',
    properties: {
      id: { type: 'string', pattern: '^[a-z][A-Za-z0-9-]*$' },
      label: ref('textKey'),
      icon: {
        type: 'string',
        enum: ['lock', 'unlock', 'ban', 'eye', 'plus', 'edit', 'receipt', 'list', 'download', 'check', 'trash', 'refresh'],
      },
      style: { type: 'string', enum: ['primary', 'secondary', 'danger'] },
      busyLabel: { $ref: '#/$defs/textKey', description: 'The text shown in its place while its steps run.' },
      roles: ref('roles'),
      features: ref('features'),
      when: ref('condition'),
      steps: ref('steps'),
    },
  },
  uiSchema: {
    type: 'object',
    description: "How each field shows, in react-jsonschema-form's uiSchema format (docs/screens.md).",
    properties: UI_KEYWORDS,
    propertyNames: {
      description: 'A field of the schema, or a uiSchema keyword (ui:title, ui:widget, ui:options…).',
      anyOf: [{ pattern: '^(?!ui:)' }, { enum: Object.keys(UI_KEYWORDS) }],
    },
    // A field's own uiSchema, under the field's name.
    patternProperties: { '^(?!ui:)': ref('uiSchema') },
  },
};

/** The properties of a column and a detail field, beside the ones the formats add (their `options`). */
export const DISPLAYED_FIELD_PROPERTIES: Record<string, JsonSchema> = {
  field: ref('fieldPath'),
  label: ref('textKey'),
  format: ref('format'),
  align: { type: 'string', enum: ['start', 'center', 'end'] },
  emphasis: { type: 'boolean', description: 'Shown large (the available balance).' },
  labelHidden: { type: 'boolean', description: 'The label is read by screen readers only (a document that fills the dialog).' },
  roles: ref('roles'),
  features: ref('features'),
};
