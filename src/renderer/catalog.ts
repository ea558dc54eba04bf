/**
 * The names a screen file may use, as plain data: the renderer implements them and
 * `npm run check` (scripts/lib/screen-check*.ts) reads this list to refuse unknown names.
 */

/** Server calls by name, with the parameters each one needs. */
export const OPERATIONS = {
  account: { params: ['accountId'] },
  accountAddresses: { params: ['accountId'] },
  accountTransactions: { params: ['accountId'] },
  exportAccountTransactions: { params: ['accountId'] },
  cards: { params: ['accountId'] },
  lockCard: { params: ['id'] },
  unlockCard: { params: ['id'] },
  cancelCard: { params: ['id'] },
  changePassword: { params: [] },
  currentUser: { params: [] },
  lookup: { params: ['name'] },
  zipCode: { params: ['zipCode'] },
} as const satisfies Record<string, { params: readonly string[] }>;

export type OperationName = keyof typeof OPERATIONS;

/** `ui:widget` values; rjsf's own names (text, select, date…) map to the project's widgets. */
export const WIDGETS = [
  'text',
  'textarea',
  'email',
  'password',
  'select',
  'date',
  'checkbox',
  'switch',
  'masked',
  'hidden',
] as const;

/** `ui:field` values: fields that render a whole block. */
export const FIELDS = ['addressBlock'] as const;

/** `ui:options.mask` values (react-imask masks, spec 001 §5 and §9). */
export const MASKS = [
  'taxId',
  'cpf',
  'cnpj',
  'zipCode',
  'branch',
  'account',
  'currency',
  'uppercase',
  'digits',
  'ddd',
  'phoneNumber',
  'userPhone',
  'mobilePhone',
] as const;

export type MaskName = (typeof MASKS)[number];

/** GET /api/Common/{name} lists (spec 000 §7). */
export const LOOKUPS = [
  'AccountTypes',
  'AddressTypes',
  'CardTypes',
  'ContactTypes',
  'Currencies',
  'Genders',
  'LegalNatures',
  'Nationalities',
  'PeopleTypes',
  'PhoneTypes',
  'TaxRegimes',
  'DDIs',
  'ProductTypes',
  'BillingTypes',
  'PaymentTypes',
  'TransferTypes',
  'BillingStatus',
  'PaymentStatus',
  'TransferStatus',
  'LaunchTypes',
  'ReverseReasons',
] as const;

export type LookupName = (typeof LOOKUPS)[number];

/** `ui:options` a field may carry; anything else is a typo. */
export const UI_OPTIONS = [
  'mask',
  'lookup',
  'enumPrefix',
  'messages',
  'showErrors',
  'inputType',
  'optionalFields',
  'autocomplete',
  'columns',
  'title',
  'description',
  'label',
  'placeholder',
  'help',
  'emptyOption',
  'clearable',
  'options',
] as const;

/** Where a field's errors start to show (spec 001 §5: dirty or touched; selects once touched). */
export const SHOW_ERRORS = ['dirtyOrTouched', 'touched'] as const;
