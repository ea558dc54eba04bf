/** The lists of GET /api/Common/{name} (spec 000 §7) a select or a filter may name. */
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
