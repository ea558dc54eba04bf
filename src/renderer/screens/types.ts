/**
 * The screen format's types, as the renderer names them. They are generated with the meta-schema
 * from src/renderer/vocabulary (src/generated/screen-format.ts, `npm run gen:types`); only what the
 * format does not describe (a loaded screen module) is written here.
 */
import type { Action, Column, DetailField, Flag, Screen, Step } from '../../generated/screen-format.ts';
import type { KindWord, OperationWord } from '../vocabulary/define.ts';

export type {
  ChartScreen,
  Condition,
  DataSource,
  Derivation as DeriveSpec,
  DetailScreen,
  DetailSpec,
  Filter as FilterSpec,
  FormScreen,
  FormSpec,
  GridExport as GridExportSpec,
  GridScreen,
  GridSelection as GridSelectionSpec,
  GridSpec,
  GridSummary as GridSummarySpec,
  LookupName,
  Machine as MachineName,
  Operation as OperationName,
  PageScreen,
  PageSection,
  PageSpec,
  Params,
  ParamValue,
  ReceiptScreen,
  ReceiptSpec,
  Reset as ResetSpec,
  Rule as RuleSpec,
  ScreenKind,
  Step,
  Validation as ValidationSpec,
} from '../../generated/screen-format.ts';

export type ScreenFile = Screen;
export type FeatureName = Flag;
export type ActionSpec = Action;
export type StepAction = Step['action'];
/** A column of a grid or a field of a detail: both show a record's value in a format. */
export type DisplayedField = Column & Pick<DetailField, 'when'>;

/** Who may see a part of a screen: one of the roles, and every flag on. */
export interface Access {
  roles?: string[];
  features?: FeatureName[];
}

/** The screen file of one kind. */
export type ScreenOf<K extends ScreenFile['kind']> = Extract<ScreenFile, { kind: K }>;

/**
 * What the screen plugin serves for each file: the file, its bundled schema, a form's precompiled
 * validators, its kind's word and the operation words the file names (absent from a module made by
 * hand: those words load when first needed).
 */
export interface ScreenModule {
  screen: ScreenFile;
  schema: Record<string, unknown> | null;
  validateFns: Record<string, unknown> | null;
  kindWord?: KindWord;
  operations?: readonly OperationWord[];
}
