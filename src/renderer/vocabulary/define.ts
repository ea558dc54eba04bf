/**
 * The shape of a word of the screen language. Each operation, action, format, widget, mask, flag,
 * machine and screen kind is one default export of one file in the folder of its sort; its name,
 * parameters (JSON Schema) and documentation line feed `npm run gen:types`, which writes the
 * meta-schema, the screen format's TypeScript types and the reference of docs/screens.md.
 */
import type { ComponentType, ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { FactoryOpts } from 'imask';
import type { WidgetProps } from '@rjsf/utils';
import type { AccountConfig } from '../../generated/schemas.ts';
import type { DisplayedField, ScreenModule, Step } from '../screens/types.ts';
import type { ActionContext, StepOutcome } from '../actions/action-context.ts';
import type { CallOptions, MachineHandle } from '../host/screen-host.ts';

/** A piece of JSON Schema, as the meta-schema holds it; `#/$defs/…` references the grammar (grammar.ts). */
export type JsonSchema = { [keyword: string]: unknown };

/** What a word adds to the screen format: the properties of an object, and which of them are required. */
export interface Parameters {
  required?: readonly string[];
  properties: Record<string, JsonSchema>;
}

interface Word<N extends string = string> {
  name: N;
  /** One line for the reference of docs/screens.md. */
  doc: string;
}

/** A server call (src/api): a query react-query caches under [name, params], or a mutation. */
export interface OperationWord extends Word {
  kind: 'query' | 'mutation';
  params: Parameters;
  /** A query whose answer is good once only (an address with a single-use ticket): never cached. */
  fresh?: boolean;
  /** A mutation: the queries, by operation name, whose answers it makes stale. */
  invalidates?: readonly string[];
  run(params: Record<string, unknown>, body?: unknown, options?: CallOptions): Promise<unknown>;
}

/** A step of an action: the step's own properties, and what it does. */
export interface ActionWord<S = Step> extends Word {
  step: Parameters;
  /** The step opens a dialog: a button starting with it says so (aria-haspopup). */
  opensDialog?: boolean;
  /** A check that shows nothing when it passes: a button starting with it is described by the step after it. */
  check?: boolean;
  perform(step: S, context: ActionContext): Promise<StepOutcome>;
}

export interface FormatContext {
  field: DisplayedField;
  record: unknown;
  t: TFunction;
  /** Amounts and tax ids shown in full (the eye toggle). */
  visible: boolean;
}

/** How a column or a detail field shows its value; `options` are the properties it adds to them. */
export interface FormatWord extends Word {
  options?: Parameters;
  render(value: unknown, context: FormatContext): ReactNode;
}

/** An rjsf widget (`ui:widget`) or field (`ui:field`) of the project's theme, with the `ui:options` it reads. */
export interface WidgetWord extends Word {
  slot: 'widget' | 'field';
  /** Where rjsf looks it up, when not by its name (rjsf's own names: text is TextWidget). */
  registryKey?: string;
  options?: Parameters;
  component: ComponentType<never>;
}

/** A react-imask mask (`ui:options.mask`), and how the typed text is kept. */
export interface MaskWord extends Word {
  options: FactoryOpts;
  /** The value kept for the unmasked text; the text itself, absent when empty, by default. */
  store?(unmasked: string): unknown;
  /** The keyboard a phone shows: numeric unless the mask takes letters. */
  inputMode?: 'text' | 'numeric';
  /** The mask sets no length of its own: the schema's maxLength holds. */
  freeLength?: boolean;
  /** Turned to upper case again when the field is left (a pasted value). */
  upperCase?: boolean;
  /** An input of its own instead of react-imask's, for a mask whose keys do more than place characters. */
  input?: ComponentType<WidgetProps>;
}

/** A feature flag of the account configuration: where it is read. */
export interface FlagWord extends Word {
  /** Whose configuration holds it: the account's (default), or the bank's, for the pages before a sign-in. */
  source?: 'account' | 'bank';
  read(config: AccountConfig): boolean;
}

/** A machine a screen can send events to and ask `can` of; `useHandle` makes one for the page that asks for it. */
export interface MachineWord extends Word {
  events: readonly string[];
  useHandle?: () => MachineHandle;
}

/** A screen kind: the schema of its `spec`, and the view that shows it (none for the site manifest). */
export interface KindWord extends Word {
  spec: JsonSchema;
  /** Definitions its spec refers to as #/$defs/<name>. */
  defs?: Record<string, JsonSchema>;
  /** Loads the kind's view (its own chunk: a page of grids does not load the form's code). */
  view?: () => Promise<ComponentType<{ module: ScreenModule }>>;
  /**
   * Pieces of the view a screen loads only when its spec holds the property named (a dotted path of
   * `spec`), with the view: a grid without filters does not load the date picker. The view reads them
   * with kindPart (registry/kind-views.ts); `npm run size` and each route's page count them.
   */
  parts?: Record<string, () => Promise<unknown>>;
}

/**
 * Whether a screen's spec names a part of its kind's view (KindWord.parts) at a dotted path: a value
 * there that is not an empty list, not false. The page loads the part by it, `npm run size` counts it.
 */
export function namesPart(spec: unknown, at: string): boolean {
  let value = spec;
  for (const segment of at.split('.'))
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[segment] : undefined;
  return value !== undefined && value !== null && value !== false && !(Array.isArray(value) && value.length === 0);
}

export type AnyWord = OperationWord | ActionWord | FormatWord | WidgetWord | MaskWord | FlagWord | MachineWord | KindWord;

/** The folders of src/renderer/vocabulary, one per sort of word. */
export const WORD_FOLDERS = ['operations', 'actions', 'formats', 'widgets', 'masks', 'flags', 'machines', 'kinds'] as const;
export type WordFolder = (typeof WORD_FOLDERS)[number];

export interface Vocabulary {
  operations: OperationWord[];
  actions: ActionWord[];
  formats: FormatWord[];
  widgets: WidgetWord[];
  masks: MaskWord[];
  flags: FlagWord[];
  machines: MachineWord[];
  kinds: KindWord[];
}

/** The words of a glob, by name, in name order. */
export function byName<W extends { name: string }>(modules: Record<string, W>): Record<string, W> {
  return Object.fromEntries(
    Object.values(modules)
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((word) => [word.name, word]),
  );
}

/**
 * What each sort of word holds for the grammar only (`npm run gen:types`, the screen check, the
 * reference): its documentation line and the JSON Schema of what it adds to the screen format. The
 * site never reads them; the build leaves them out of its code (scripts/vite/word-grammar-plugin.ts).
 */
export const GRAMMAR_ONLY = {
  defineOperation: ['doc', 'params'],
  defineAction: ['doc', 'step'],
  defineFormat: ['doc', 'options'],
  defineWidget: ['doc', 'options'],
  defineMask: ['doc'],
  defineFlag: ['doc'],
  defineMachine: ['doc'],
  defineKind: ['doc', 'spec', 'defs'],
} as const satisfies Record<string, readonly string[]>;

export const defineOperation = (word: OperationWord): OperationWord => word;
export const defineFormat = (word: FormatWord): FormatWord => word;
export const defineWidget = <P>(word: Omit<WidgetWord, 'component'> & { component: ComponentType<P> }): WidgetWord =>
  word as unknown as WidgetWord;
export const defineMask = (word: MaskWord): MaskWord => word;
export const defineFlag = (word: FlagWord): FlagWord => word;
export const defineMachine = (word: MachineWord): MachineWord => word;
export const defineKind = (word: KindWord): KindWord => word;

/** An action, its `perform` typed by the step of its own name (src/generated/screen-format.ts). */
export function defineAction<N extends Step['action']>(
  word: Word<N> & {
    step: Parameters;
    opensDialog?: boolean;
    check?: boolean;
    perform(step: Extract<Step, { action: N }>, context: ActionContext): Promise<StepOutcome>;
  },
): ActionWord {
  return word as unknown as ActionWord;
}
