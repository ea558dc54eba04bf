/**
 * The TypeScript face of schemas/screen.schema.json, which `npm run check` validates every screen
 * file against (the meta-schema's if/then branches do not generate useful types, so they are written here).
 */
import type { UiSchema } from '@rjsf/utils';
import type { LookupName, OperationName } from '../catalog.ts';

export type ScreenKind = 'form' | 'grid' | 'detail' | 'modal' | 'page' | 'receipt';
export type FeatureName =
  | 'cardEnable'
  | 'acquirerEnable'
  | 'consolidationEnable'
  | 'apiEnable'
  | 'pixKeyEnable'
  | 'limitsEnable'
  | 'recommendationEnable';

/** A fixed value, or a binding such as "@account.accountId" or "@row.id". */
export type ParamValue = string | number | boolean | null;
export type Params = Record<string, ParamValue>;

export interface DataSource {
  operation: OperationName;
  params?: Params;
  items?: string;
}

export interface Condition {
  field?: string;
  in?: unknown[];
  notIn?: unknown[];
  equals?: ParamValue;
  notEquals?: ParamValue;
  present?: boolean;
  /** Holds when the field's tax id is of this person type: J (more than 11 characters) or N. */
  personType?: 'N' | 'J';
  role?: string[];
  feature?: FeatureName;
  all?: Condition[];
  any?: Condition[];
  not?: Condition;
  /** With `can`: the host's machine accepts that event in the state the data puts it in. */
  machine?: string;
  can?: string;
}

export type StepAction =
  | 'api'
  | 'confirm'
  | 'dialog'
  | 'navigate'
  | 'reload'
  | 'close'
  | 'toast'
  | 'send'
  | 'copy'
  | 'dismiss'
  | 'approve'
  | 'twoFactor';

export interface Step {
  action: StepAction;
  operation?: OperationName;
  params?: Params;
  body?: ParamValue;
  message?: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** approve: the buttons shown; a button whose label is absent is not shown (spec 001 §2). */
  approveLabel?: string;
  disapproveLabel?: string;
  /** approve: the person may choose password, token or both (the optional radio selector). */
  selectable?: boolean;
  /** approve: the steps run instead when the person disapproves (a list reloads). */
  disapproved?: Step[];
  /** approve: the steps run instead when the dialog closes with no decision (the operation waits). */
  cancelled?: Step[];
  level?: 'success' | 'info' | 'warning' | 'error';
  screen?: string;
  to?: string;
  query?: Params;
  machine?: string;
  event?: string;
  /** What a copy step puts on the clipboard. */
  value?: ParamValue;
}

export interface Access {
  roles?: string[];
  features?: FeatureName[];
}

export interface ActionSpec extends Access {
  id: string;
  label: string;
  icon?: 'lock' | 'unlock' | 'ban' | 'eye' | 'plus' | 'edit' | 'receipt' | 'list' | 'download';
  style?: 'primary' | 'secondary' | 'danger';
  when?: Condition;
  steps: Step[];
}

export type ColumnFormat =
  | 'text'
  | 'date'
  | 'datetime'
  | 'datetimeSeconds'
  | 'money'
  | 'taxId'
  | 'status'
  | 'launch'
  | 'account'
  | 'branch'
  | 'zipCode'
  | 'phone'
  | 'yesNo'
  | 'translate'
  | 'installment'
  | 'image'
  | 'document'
  | 'digitableLine';

export interface DisplayedField extends Access {
  field: string;
  label: string;
  format?: ColumnFormat;
  prefix?: string;
  currencyField?: string;
  /** installment: the field with the number of installments (installments by default). */
  totalField?: string;
  align?: 'start' | 'center' | 'end';
  /** Detail fields: shown only when this holds over the record. */
  when?: Condition;
  /** image and document: the call answering the file, its params bound to the record as @row. */
  operation?: OperationName;
  params?: Params;
  /** document: the download's name before the value and the extension. */
  fileName?: string;
}

/** A bar counting a grid's records by status: the call answers items of {status, quantity, amount}. */
export interface GridSummarySpec {
  operation: OperationName;
  params?: Params;
  label: string;
}

export interface FilterSpec {
  type: 'select' | 'dateRange';
  label: string;
  param?: string;
  startParam?: string;
  endParam?: string;
  placeholder?: string;
  lookup?: LookupName;
  options?: { value: string; label: string }[];
  lastDays?: number;
  maxToday?: boolean;
}

export interface RuleSpec {
  field: string;
  effect: 'show' | 'hide' | 'enable' | 'disable' | 'readonly';
  when: Condition;
}

export interface ValidationSpec {
  rule: 'sameAs' | 'cpf' | 'cnpj' | 'taxId' | 'pixKey' | 'digitableLine';
  field: string;
  other?: string;
  message: string;
}

/** A field that follows another while the person has not typed a value of their own. */
export interface DeriveSpec {
  field: string;
  from: string;
  transform?: 'copy' | 'uppercase' | 'personType';
}

/** A switch that empties the form (keeping some fields) when turned on and restores its first values when turned off. */
export interface ResetSpec {
  field: string;
  keep?: string[];
}

export interface FormSpec {
  schema: string;
  uiSchema?: UiSchema;
  data?: DataSource;
  submit?: {
    label: string;
    operation?: OperationName;
    params?: Params;
    body?: ParamValue;
    disableWhileInvalid?: boolean;
    after?: Step[];
  };
  cancel?: { label: string };
  rules?: RuleSpec[];
  derive?: DeriveSpec[];
  resets?: ResetSpec[];
  validations?: ValidationSpec[];
}

export type ExportFileType = 'CSV' | 'PDF' | 'JSON';

/** A grid's Export dropdown: one item per file type, saved as fileName + today (yyyy-MM-dd) + extension. */
export interface GridExportSpec {
  label: string;
  operation: OperationName;
  params?: Params;
  types: ExportFileType[];
  fileName: string;
}

/** A select marker per row; the selected row drawn by a visual and sent to a machine. */
export interface GridSelectionSpec {
  label: string;
  first?: boolean;
  visual?: 'card';
  machine?: string;
  event?: string;
  param?: string;
}

export interface GridSpec {
  rowSchema: string;
  data: DataSource;
  paging?: 'server' | 'client';
  search?: boolean;
  refresh?: boolean;
  pageSizes?: number[];
  pageSize?: number;
  columns: DisplayedField[];
  rowActions?: ActionSpec[];
  filters?: FilterSpec[];
  actions?: ActionSpec[];
  export?: GridExportSpec;
  selection?: GridSelectionSpec;
  summary?: GridSummarySpec;
  emptyText?: string;
}

export interface DetailSpec {
  schema: string;
  /** Absent: the record is the values the modal was opened with (@route). */
  data?: DataSource;
  fields: DisplayedField[];
  actions?: ActionSpec[];
}

export interface ModalSpec {
  screen: string;
  size?: 'sm' | 'md' | 'lg';
  hint?: string;
}

export interface PageSection extends Access {
  screen: string;
  /** The tab's text key, in the tabs layout. */
  label?: string;
}

export interface PageSpec {
  layout?: 'stack' | 'tabs';
  sections: PageSection[];
}

/** A statement entry's receipt (spec 001 §2): the entry is read from `transaction`, a binding. */
export interface ReceiptSpec {
  schema: string;
  transaction: ParamValue;
  actions?: ActionSpec[];
}

interface ScreenBase<K extends ScreenKind, S> extends Access {
  kind: K;
  id: string;
  title: string;
  /** Values put into the title's text by name, such as {"name": "@route.displayName"}. */
  titleValues?: Params;
  note?: string;
  spec: S;
}

export type FormScreen = ScreenBase<'form', FormSpec>;
export type GridScreen = ScreenBase<'grid', GridSpec>;
export type DetailScreen = ScreenBase<'detail', DetailSpec>;
export type ModalScreen = ScreenBase<'modal', ModalSpec>;
export type PageScreen = ScreenBase<'page', PageSpec>;
export type ReceiptScreen = ScreenBase<'receipt', ReceiptSpec>;
export type ScreenFile = FormScreen | GridScreen | DetailScreen | ModalScreen | PageScreen | ReceiptScreen;

/** What the screen plugin serves for each file: the file, its bundled schema and a form's precompiled validators. */
export interface ScreenModule {
  screen: ScreenFile;
  schema: Record<string, unknown> | null;
  validateFns: Record<string, unknown> | null;
}
