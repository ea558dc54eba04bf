/**
 * The TypeScript face of schemas/screen.schema.json, which `npm run check` validates every screen
 * file against (the meta-schema's if/then branches do not generate useful types, so they are written here).
 */
import type { UiSchema } from '@rjsf/utils';
import type { LookupName, OperationName } from '../catalog.ts';

export type ScreenKind = 'form' | 'grid' | 'detail' | 'modal' | 'page';
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
  role?: string[];
  feature?: FeatureName;
  all?: Condition[];
  any?: Condition[];
  not?: Condition;
}

export type StepAction = 'api' | 'confirm' | 'dialog' | 'navigate' | 'reload' | 'close' | 'toast' | 'send';

export interface Step {
  action: StepAction;
  operation?: OperationName;
  params?: Params;
  body?: ParamValue;
  message?: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  level?: 'success' | 'info' | 'warning' | 'error';
  screen?: string;
  to?: string;
  query?: Params;
  machine?: string;
  event?: string;
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
  | 'translate';

export interface DisplayedField extends Access {
  field: string;
  label: string;
  format?: ColumnFormat;
  prefix?: string;
  currencyField?: string;
  align?: 'start' | 'center' | 'end';
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
  rule: 'sameAs' | 'cpf' | 'cnpj' | 'taxId';
  field: string;
  other?: string;
  message: string;
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
  emptyText?: string;
}

export interface DetailSpec {
  schema: string;
  data: DataSource;
  fields: DisplayedField[];
  actions?: ActionSpec[];
}

export interface ModalSpec {
  screen: string;
  size?: 'sm' | 'md' | 'lg';
  hint?: string;
}

export interface PageSpec {
  sections: ({ screen: string } & Access)[];
}

interface ScreenBase<K extends ScreenKind, S> extends Access {
  kind: K;
  id: string;
  title: string;
  note?: string;
  spec: S;
}

export type FormScreen = ScreenBase<'form', FormSpec>;
export type GridScreen = ScreenBase<'grid', GridSpec>;
export type DetailScreen = ScreenBase<'detail', DetailSpec>;
export type ModalScreen = ScreenBase<'modal', ModalSpec>;
export type PageScreen = ScreenBase<'page', PageSpec>;
export type ScreenFile = FormScreen | GridScreen | DetailScreen | ModalScreen | PageScreen;

/** What the screen plugin serves for each file: the file, its bundled schema and a form's precompiled validators. */
export interface ScreenModule {
  screen: ScreenFile;
  schema: Record<string, unknown> | null;
  validateFns: Record<string, unknown> | null;
}
