/**
 * The names a screen file may use, as plain data: the renderer implements them and
 * `npm run check` (scripts/lib/screen-check*.ts) reads this list to refuse unknown names.
 */

/** The account configuration's feature flags a screen file may ask for (`features`). */
export const FEATURES = [
  'cardEnable',
  'acquirerEnable',
  'consolidationEnable',
  'apiEnable',
  'pixKeyEnable',
  'limitsEnable',
  'recommendationEnable',
] as const;

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
  cardPurchases: { params: ['id'] },
  cardIssueDraft: { params: ['accountId'] },
  issueCard: { params: [] },
  approveCard: { params: ['id'] },
  productWorkflow: { params: ['workflowId'] },
  cardHolders: { params: ['accountId'] },
  cardHolder: { params: ['id'] },
  cardHolderUpdateDraft: { params: ['id'] },
  updateCardHolder: { params: ['id'] },
  cardHolderDraft: { params: ['accountId'] },
  createCardHolder: { params: [] },
  holderPurchases: { params: ['id'] },
  holderInvoices: { params: ['id'] },
  invoice: { params: ['id'] },
  invoicePurchases: { params: ['id'] },
  changePassword: { params: [] },
  currentUser: { params: [] },
  lookup: { params: ['name'] },
  zipCode: { params: ['zipCode'] },
  receiveReverseDraft: { params: ['id'] },
  reverseReceive: { params: ['id'] },
  limits: { params: ['accountId'] },
  limit: { params: ['accountId', 'product'] },
  updateLimit: { params: ['accountId'] },
  transfers: { params: ['accountId'] },
  transfer: { params: ['id'] },
  createTransfer: { params: ['accountId'] },
  cancelTransfer: { params: ['id'] },
  pixKeys: { params: ['accountId'] },
  registerPixKey: { params: ['accountId'] },
  deletePixKey: { params: ['id'] },
  pixDict: { params: ['accountId'] },
  createPixTransfer: { params: ['accountId', 'key'] },
  approveTransfer: { params: ['id'] },
  approvePayment: { params: ['id'] },
  sendToken: { params: ['accountId'] },
  payments: { params: ['accountId'] },
  payment: { params: ['id'] },
  cancelPayment: { params: ['id'] },
  reversePayment: { params: ['id'] },
  payDigitableLine: { params: ['accountId'] },
  payQrCode: { params: ['accountId'] },
  readBrCode: { params: ['accountId', 'emv'] },
  payBrCode: { params: ['accountId', 'emv'] },
  billings: { params: ['accountId'] },
  billing: { params: ['id'] },
  cancelBilling: { params: ['id'] },
  createQrCodeBilling: { params: ['accountId'] },
  createBankSlipBilling: { params: ['accountId'] },
  createPixDynamicBilling: { params: ['accountId'] },
  createPixStaticBilling: { params: ['accountId'] },
  billingQuantities: { params: ['accountId'] },
  billingQrCodeImage: { params: ['id'] },
  billingPixImage: { params: ['id'] },
  bankSlipPdf: { params: ['id'] },
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
  'digitableLine',
  'brCode',
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
  'digitableLine',
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
  'ParticipantsSTR',
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
  'wide',
  'addLabel',
  'itemLabel',
  'removeLabel',
] as const;

/** Where a field's errors start to show (spec 001 §5: dirty or touched; selects once touched). */
export const SHOW_ERRORS = ['dirtyOrTouched', 'touched'] as const;
