import { isValidCnpj, isValidCpf } from './tax-id.ts';

/**
 * The registration draft of spec 000 §3, and its rules: what the site keeps while a person or a
 * company fills in account opening, and how each part is shaped before it is sent.
 */
export type PersonType = 'N' | 'J';

/** Whose block it is: the person opening an account, the company opening one, or a company's representative. */
export type DraftHolder = 'natural' | 'juridical' | 'answerable';

/** spec 000 §9: phone country code 055, account type CC, tags internetbank; §3: nationality BR. */
export const REGISTRATION_DDI = '055';
export const REGISTRATION_ACCOUNT_TYPE = 'CC';
export const REGISTRATION_TAG = 'internetbank';
export const DEFAULT_NATIONALITY = 'BR';

export interface DraftPhone {
  id?: string;
  ddi: string;
  ddd: string;
  number: string;
  type: 'CELLPHONE' | 'COMMERCIAL';
  isMain: true;
  validated?: boolean;
}

export interface DraftContact {
  id?: string;
  email: string;
  type: 'PERSONAL' | 'COMMERCIAL';
  isMain: true;
  validated?: boolean;
}

export interface DraftAddress {
  id?: string;
  type: 'RESIDENTIAL' | 'COMMERCIAL';
  zipCode: string;
  street: string;
  number: string;
  complement?: string | null;
  neighborhood: string;
  city: string;
  state: string;
  country: 'BR';
}

/** The fields every account draft has (spec 000 §3 natural account draft). */
export interface AccountDraft {
  id: string | null;
  idPerson: string | null;
  status: string | null;
  productId: string;
  branchId: string | null;
  taxId: string;
  type: typeof REGISTRATION_ACCOUNT_TYPE;
  personType: PersonType;
  tags: string[];
  name: string;
  birth: string;
  phones: DraftPhone[];
  contacts: DraftContact[];
  addresses: DraftAddress[];
  referralId: string | null;
  /** Natural account. */
  mother?: string | null;
  nationality?: string;
  gender?: string;
  pep?: boolean;
  /** Juridical account. */
  personId?: string | null;
  acceptedTerm?: boolean;
  tradeName?: string | null;
  taxRegime?: string;
  legalNature?: string;
  registration?: string | null;
}

/** spec 000 §3 answerable draft: a company's legal representative. */
export interface AnswerableDraft {
  taxId: string;
  authorize: boolean;
  accountId: string | null;
  personId: string | null;
  name: string;
  birth: string;
  mother?: string | null;
  nationality: string;
  gender: string;
  pep: boolean;
  phones: DraftPhone[];
  contacts: DraftContact[];
  addresses: DraftAddress[];
}

/** A document as the draft remembers it after upload: what it is, never its bytes. */
export interface DraftFile {
  id: string;
  personId: string;
  name: string;
  contentType: string;
  length: number;
}

/**
 * spec 000 §3 Registration draft: account, answerable, files, answerableFiles, idAccount, idPerson,
 * idPersonAnswerable, referralId, authorize, termofuse; with loading. `answerables` (the
 * representatives already sent) and `credential` (the onboarding credential) let a visit resume.
 */
export interface RegistrationDraft {
  loading: boolean;
  account: AccountDraft | null;
  answerable: AnswerableDraft | null;
  answerables: AnswerableDraft[];
  files: DraftFile[];
  answerableFiles: DraftFile[];
  idAccount: string | null;
  idPerson: string | null;
  idPersonAnswerable: string | null;
  referralId: string | null;
  authorize: boolean;
  termofuse: boolean;
  credential: { token: string; expiresAt: string } | null;
}

/** spec 000 §3: the draft cleared to its initial state: loading true, authorize false, termofuse false. */
export function initialRegistrationDraft(): RegistrationDraft {
  return {
    loading: true,
    account: null,
    answerable: null,
    answerables: [],
    files: [],
    answerableFiles: [],
    idAccount: null,
    idPerson: null,
    idPersonAnswerable: null,
    referralId: null,
    authorize: false,
    termofuse: false,
    credential: null,
  };
}

/**
 * spec 000 §3 draft phone: ddi 055, ddd a zero plus the first two digits entered, number the
 * remaining digits; CELLPHONE for a person and a representative, COMMERCIAL for a company; main.
 */
export function draftPhone(entered: string, holder: DraftHolder): DraftPhone {
  const digits = entered.replace(/\D/g, '');
  return {
    ddi: REGISTRATION_DDI,
    ddd: `0${digits.slice(0, 2)}`,
    number: digits.slice(2),
    type: holder === 'juridical' ? 'COMMERCIAL' : 'CELLPHONE',
    isMain: true,
  };
}

/** The phone as the person typed it back: the ddd without its zero, then the number. */
export function enteredPhone(phone: Pick<DraftPhone, 'ddd' | 'number'>): string {
  return `${phone.ddd.replace(/^0/, '')}${phone.number}`;
}

/** spec 000 §3 draft contact: PERSONAL for a person and a representative, COMMERCIAL for a company; main. */
export function draftContact(email: string, holder: DraftHolder): DraftContact {
  return { email: email.trim(), type: holder === 'juridical' ? 'COMMERCIAL' : 'PERSONAL', isMain: true };
}

/** spec 000 §3 draft address: RESIDENTIAL for a person and a representative, COMMERCIAL for a company. */
export function draftAddressType(holder: DraftHolder): DraftAddress['type'] {
  return holder === 'juridical' ? 'COMMERCIAL' : 'RESIDENTIAL';
}

/** The bank configuration's fields a new account draft takes (spec 000 §3 Bank configuration). */
export interface OpeningSettings {
  branchId?: string | null;
  productAccountNaturalId?: string | null;
  productAccountJuridicalId?: string | null;
}

/**
 * A new account draft: the product of the person type (productAccountNaturalId or
 * productAccountJuridicalId), the bank's branch, type CC, tags internetbank, nationality BR for a
 * person, and the referral of the invitation link.
 */
export function newAccountDraft(personType: PersonType, settings: OpeningSettings, referralId: string | null): AccountDraft {
  const base: AccountDraft = {
    id: null,
    idPerson: null,
    status: null,
    productId: (personType === 'N' ? settings.productAccountNaturalId : settings.productAccountJuridicalId) ?? '',
    branchId: settings.branchId ?? null,
    taxId: '',
    type: REGISTRATION_ACCOUNT_TYPE,
    personType,
    tags: [REGISTRATION_TAG],
    name: '',
    birth: '',
    phones: [],
    contacts: [],
    addresses: [],
    referralId,
  };
  return personType === 'N'
    ? { ...base, mother: null, nationality: DEFAULT_NATIONALITY, gender: '', pep: false }
    : { ...base, personId: null, acceptedTerm: false, tradeName: null, taxRegime: '', legalNature: '', registration: null };
}

/** A blank representative of the company being registered, of Brazilian nationality. */
export function newAnswerableDraft(accountId: string | null): AnswerableDraft {
  return {
    taxId: '',
    authorize: true,
    accountId,
    personId: null,
    name: '',
    birth: '',
    mother: null,
    nationality: DEFAULT_NATIONALITY,
    gender: '',
    pep: false,
    phones: [],
    contacts: [],
    addresses: [],
  };
}

/** The invitation's id from a link's query (`?referralId=` or `?indicacao=`): letters, digits, _ and -, up to 64. */
export function referralIdFrom(search: string): string | null {
  const query = new URLSearchParams(search);
  const value = (query.get('referralId') ?? query.get('indicacao') ?? '').trim();
  return /^[0-9A-Za-z_-]{1,64}$/.test(value) ? value : null;
}

/** The tax id rule of the person type: a CPF for a person, a CNPJ (numeric or alphanumeric) for a company. */
export function isRegistrationTaxIdValid(personType: PersonType, taxId: string): boolean {
  return personType === 'N' ? taxId.length === 11 && isValidCpf(taxId) : taxId.length === 14 && isValidCnpj(taxId);
}

const filled = (value: string | null | undefined) => !!value && value.trim().length > 0;

/** The blocks every holder needs: a phone, an e-mail, an address, each filled. */
function listsComplete(person: { phones: DraftPhone[]; contacts: DraftContact[]; addresses: DraftAddress[] }): boolean {
  return (
    person.phones.length > 0 &&
    person.phones.every((phone) => /^0\d{2}$/.test(phone.ddd) && /^\d{8,9}$/.test(phone.number)) &&
    person.contacts.length > 0 &&
    person.contacts.every((contact) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(contact.email)) &&
    person.addresses.length > 0 &&
    person.addresses.every((address) => /^\d{8}$/.test(address.zipCode) && filled(address.street) && filled(address.city))
  );
}

/** What an account draft still lacks before it can be sent, as the keys of the fields (empty when complete). */
export function accountDraftGaps(account: AccountDraft): string[] {
  const gaps: string[] = [];
  if (!isRegistrationTaxIdValid(account.personType, account.taxId)) gaps.push('taxId');
  if (!filled(account.name)) gaps.push('name');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(account.birth)) gaps.push('birth');
  if (!filled(account.productId)) gaps.push('productId');
  if (account.personType === 'N' && !filled(account.gender)) gaps.push('gender');
  if (account.personType === 'J' && !filled(account.taxRegime)) gaps.push('taxRegime');
  if (account.personType === 'J' && !filled(account.legalNature)) gaps.push('legalNature');
  if (!listsComplete(account)) gaps.push('contacts');
  return gaps;
}

/** The same for a representative: a valid CPF, name, birth, gender and the three blocks. */
export function answerableDraftGaps(answerable: AnswerableDraft): string[] {
  const gaps: string[] = [];
  if (!isRegistrationTaxIdValid('N', answerable.taxId)) gaps.push('taxId');
  if (!filled(answerable.name)) gaps.push('name');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(answerable.birth)) gaps.push('birth');
  if (!filled(answerable.gender)) gaps.push('gender');
  if (!listsComplete(answerable)) gaps.push('contacts');
  return gaps;
}

/** True when every phone and e-mail of the person is validated. */
export function isFullyValidated(person: { phones: DraftPhone[]; contacts: DraftContact[] }): boolean {
  return [...person.phones, ...person.contacts].every((item) => item.validated === true);
}

/** Required documents (docs/account-opening.md): a person's four, a company's two (its representatives bring their own four). */
export const PERSON_DOCUMENT_TYPES = ['document_front', 'document_verse', 'selfie', 'proof_residence'] as const;
export const COMPANY_DOCUMENT_TYPES = ['social_contract', 'card_taxid'] as const;

export function requiredDocumentTypes(personType: PersonType): readonly string[] {
  return personType === 'N' ? PERSON_DOCUMENT_TYPES : COMPANY_DOCUMENT_TYPES;
}

/** Each required type a person has not sent, in the order the bank asks for them. */
export function missingDocumentTypes(personType: PersonType, files: Pick<DraftFile, 'name'>[]): string[] {
  const sent = new Set(files.map((file) => file.name));
  return requiredDocumentTypes(personType).filter((type) => !sent.has(type));
}

/**
 * The body of POST/PUT Natural or Juridical from the account draft: what the bank stores, without
 * the draft's own ids and status.
 */
export function accountRequestOf(account: AccountDraft) {
  const common = {
    productId: account.productId,
    ...(account.branchId ? { branchId: account.branchId } : {}),
    type: account.type,
    taxId: account.taxId,
    name: account.name.trim(),
    birth: account.birth,
    tags: account.tags,
    referralId: account.referralId,
    phones: account.phones.map(({ validated: _validated, ...phone }) => phone),
    contacts: account.contacts.map(({ validated: _validated, ...contact }) => contact),
    addresses: account.addresses,
  };
  return account.personType === 'N'
    ? {
        ...common,
        personType: 'N' as const,
        mother: account.mother ?? null,
        nationality: account.nationality ?? DEFAULT_NATIONALITY,
        gender: account.gender ?? '',
        pep: account.pep ?? false,
      }
    : {
        ...common,
        personType: 'J' as const,
        tradeName: account.tradeName ?? null,
        taxRegime: account.taxRegime ?? '',
        legalNature: account.legalNature ?? '',
        registration: account.registration ?? null,
      };
}

/** The body of POST/PUT Answerables from the representative's draft. */
export function answerableRequestOf(answerable: AnswerableDraft) {
  return {
    taxId: answerable.taxId,
    authorize: answerable.authorize,
    isPartner: false,
    name: answerable.name.trim(),
    birth: answerable.birth,
    mother: answerable.mother ?? null,
    nationality: answerable.nationality,
    gender: answerable.gender,
    pep: answerable.pep,
    phones: answerable.phones.map(({ validated: _validated, ...phone }) => phone),
    contacts: answerable.contacts.map(({ validated: _validated, ...contact }) => contact),
    addresses: answerable.addresses,
  };
}

/** Where a registration stands, as the site resumes it: a step to fill in, or a status the bank gave it. */
export type RegistrationStage =
  | 'personType'
  | 'data'
  | 'validations'
  | 'representatives'
  | 'documents'
  | 'terms'
  | 'submitted'
  | 'inAnalysis'
  | 'pendingDocuments'
  | 'approved'
  | 'rejected';

const STATUS_STAGES: Record<string, RegistrationStage> = {
  SUBMITTED: 'submitted',
  IN_ANALYSIS: 'inAnalysis',
  PENDING_DOCUMENTS: 'pendingDocuments',
  ACTIVE: 'approved',
  REJECTED: 'rejected',
};

/** True when the company has a representative who will operate the account, and every representative is validated. */
export function representativesReady(draft: Pick<RegistrationDraft, 'answerables'>): boolean {
  return draft.answerables.some((answerable) => answerable.authorize) && draft.answerables.every(isFullyValidated);
}

/** True when the holder and, for a company, each representative sent every required document. */
export function documentsComplete(draft: Pick<RegistrationDraft, 'account' | 'answerables' | 'files' | 'answerableFiles'>): boolean {
  if (!draft.account) return false;
  const people = [
    { personType: draft.account.personType, personId: draft.account.idPerson, files: draft.files },
    ...draft.answerables.map((answerable) => ({
      personType: 'N' as const,
      personId: answerable.personId,
      files: draft.answerableFiles,
    })),
  ];
  return people.every(
    (person) =>
      missingDocumentTypes(
        person.personType,
        person.files.filter((file) => file.personId === person.personId),
      ).length === 0,
  );
}

/**
 * The stage a kept draft resumes at: the bank's status once it was sent; before that, the first step
 * not yet done (data, then validations, representatives for a company, documents, terms).
 */
export function registrationStage(draft: RegistrationDraft): RegistrationStage {
  const account = draft.account;
  if (!account) return 'personType';
  const byStatus = account.status ? STATUS_STAGES[account.status] : undefined;
  if (byStatus) return byStatus;
  if (!draft.idAccount || !draft.credential) return 'data';
  if (!isFullyValidated(account)) return 'validations';
  if (account.personType === 'J' && !representativesReady(draft)) return 'representatives';
  if (!documentsComplete(draft)) return 'documents';
  return 'terms';
}
