import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  accountDraftGaps,
  accountRequestOf,
  answerableDraftGaps,
  answerableRequestOf,
  draftAddressType,
  draftContact,
  draftPhone,
  enteredPhone,
  initialRegistrationDraft,
  isFullyValidated,
  isRegistrationTaxIdValid,
  missingDocumentTypes,
  newAccountDraft,
  newAnswerableDraft,
  referralIdFrom,
  registrationStage,
  representativesReady,
  documentsComplete,
  PERSON_DOCUMENT_TYPES,
  requiredDocumentTypes,
  type AccountDraft,
  type RegistrationDraft,
  type DraftAddress,
} from '../../../src/domain/registration-draft.ts';
import { validAlphanumericCnpj, validCpf, validNumericCnpj } from './tax-id-arbitraries.ts';

const SETTINGS = {
  branchId: 'b-1',
  productAccountNaturalId: 'p-natural',
  productAccountJuridicalId: 'p-juridical',
};

const ADDRESS: DraftAddress = {
  type: 'RESIDENTIAL',
  zipCode: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: null,
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'BR',
};

function completeNatural(): AccountDraft {
  return {
    ...newAccountDraft('N', SETTINGS, 'convite-1'),
    taxId: '52998224725',
    name: 'Joana Prado',
    birth: '1990-04-12',
    gender: 'F',
    phones: [draftPhone('(11) 98765-0001', 'natural')],
    contacts: [draftContact(' joana@exemplo.com.br ', 'natural')],
    addresses: [ADDRESS],
  };
}

/** Digits with mask characters between them, as a person types a phone. */
const maskedPhone = fc
  .array(fc.constantFrom(...'0123456789'), { minLength: 10, maxLength: 11 })
  .chain((digits) =>
    fc
      .array(fc.constantFrom('', ' ', '(', ')', '-', '.'), { minLength: digits.length, maxLength: digits.length })
      .map((separators) => ({ digits: digits.join(''), typed: digits.map((digit, index) => separators[index] + digit).join('') })),
  );

describe('the registration draft (spec 000 §3)', () => {
  test('cleared, it is loading with nothing authorised nor accepted, and nothing of anyone', () => {
    expect(initialRegistrationDraft()).toEqual({
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
    });
  });

  test('a phone is ddi 055, a zero and the first two digits as ddd, the rest as number, whatever the mask', () => {
    fc.assert(
      fc.property(maskedPhone, ({ digits, typed }) => {
        const phone = draftPhone(typed, 'natural');
        expect(phone).toEqual({ ddi: '055', ddd: `0${digits.slice(0, 2)}`, number: digits.slice(2), type: 'CELLPHONE', isMain: true });
        expect(enteredPhone(phone)).toBe(digits);
      }),
    );
  });

  test('a company has commercial phone, contact and address; a person and a representative residential ones', () => {
    expect(draftPhone('1133330001', 'juridical').type).toBe('COMMERCIAL');
    expect(draftPhone('21987650002', 'answerable').type).toBe('CELLPHONE');
    expect(draftContact('a@b.com', 'juridical')).toEqual({ email: 'a@b.com', type: 'COMMERCIAL', isMain: true });
    expect(draftContact('a@b.com', 'answerable').type).toBe('PERSONAL');
    expect(draftAddressType('juridical')).toBe('COMMERCIAL');
    expect(draftAddressType('natural')).toBe('RESIDENTIAL');
    expect(draftAddressType('answerable')).toBe('RESIDENTIAL');
  });

  test('a new account takes the product of its person type, the branch, type CC, tags internetbank and nationality BR', () => {
    expect(newAccountDraft('N', SETTINGS, 'convite-1')).toMatchObject({
      productId: 'p-natural',
      branchId: 'b-1',
      type: 'CC',
      personType: 'N',
      tags: ['internetbank'],
      nationality: 'BR',
      referralId: 'convite-1',
    });
    expect(newAccountDraft('J', SETTINGS, null)).toMatchObject({
      productId: 'p-juridical',
      personType: 'J',
      acceptedTerm: false,
      personId: null,
      referralId: null,
    });
    expect(newAccountDraft('J', {}, null)).toMatchObject({ productId: '', branchId: null });
    expect(newAnswerableDraft('acc-1')).toMatchObject({ accountId: 'acc-1', nationality: 'BR', authorize: true, pep: false });
  });

  test("an invitation link's referral id is kept only when it is plain letters, digits, _ and -", () => {
    expect(referralIdFrom('?referralId=convite-maria')).toBe('convite-maria');
    expect(referralIdFrom('?indicacao=ABC_123')).toBe('ABC_123');
    expect(referralIdFrom('?referralId=<script>')).toBeNull();
    expect(referralIdFrom('')).toBeNull();
    fc.assert(
      fc.property(fc.string(), (value) => {
        const found = referralIdFrom(`?referralId=${encodeURIComponent(value)}`);
        return found === null || /^[0-9A-Za-z_-]{1,64}$/.test(found);
      }),
    );
  });

  test('a person needs a valid CPF and a company a valid CNPJ, numeric or alphanumeric', () => {
    fc.assert(
      fc.property(validCpf, validNumericCnpj, validAlphanumericCnpj, (cpf, cnpj, alphanumeric) => {
        expect(isRegistrationTaxIdValid('N', cpf)).toBe(true);
        expect(isRegistrationTaxIdValid('J', cpf)).toBe(false);
        expect(isRegistrationTaxIdValid('J', cnpj)).toBe(true);
        expect(isRegistrationTaxIdValid('J', alphanumeric)).toBe(true);
        expect(isRegistrationTaxIdValid('N', cnpj)).toBe(false);
      }),
    );
  });
});

describe('what a draft lacks before it is sent', () => {
  test('a complete person lacks nothing; each missing field is named', () => {
    expect(accountDraftGaps(completeNatural())).toEqual([]);
    const empty = newAccountDraft('N', {}, null);
    expect(accountDraftGaps(empty)).toEqual(['taxId', 'name', 'birth', 'productId', 'gender', 'contacts']);
    expect(accountDraftGaps({ ...completeNatural(), contacts: [draftContact('sem-arroba', 'natural')] })).toEqual(['contacts']);
  });

  test('a company also needs its tax regime and legal nature', () => {
    const company = newAccountDraft('J', SETTINGS, null);
    expect(accountDraftGaps(company)).toEqual(['taxId', 'name', 'birth', 'taxRegime', 'legalNature', 'contacts']);
  });

  test('a representative needs a CPF, name, birth, gender, phone, e-mail and address', () => {
    const representative = newAnswerableDraft(null);
    expect(answerableDraftGaps(representative)).toEqual(['taxId', 'name', 'birth', 'gender', 'contacts']);
    expect(
      answerableDraftGaps({
        ...representative,
        taxId: '52998224725',
        name: 'Rui',
        birth: '1978-02-20',
        gender: 'M',
        phones: [draftPhone('21987650002', 'answerable')],
        contacts: [draftContact('rui@exemplo.com.br', 'answerable')],
        addresses: [ADDRESS],
      }),
    ).toEqual([]);
  });

  test('validation is complete only when every phone and e-mail is validated', () => {
    const account = completeNatural();
    expect(isFullyValidated(account)).toBe(false);
    expect(
      isFullyValidated({
        phones: account.phones.map((phone) => ({ ...phone, validated: true })),
        contacts: account.contacts.map((contact) => ({ ...contact, validated: true })),
      }),
    ).toBe(true);
  });

  test('required documents: four for a person, two for a company, missing ones in order', () => {
    expect(requiredDocumentTypes('N')).toEqual(['document_front', 'document_verse', 'selfie', 'proof_residence']);
    expect(missingDocumentTypes('N', [{ name: 'selfie' }, { name: 'others' }])).toEqual([
      'document_front',
      'document_verse',
      'proof_residence',
    ]);
    expect(missingDocumentTypes('J', [{ name: 'social_contract' }, { name: 'card_taxid' }])).toEqual([]);
  });
});

describe('the bodies sent from the draft', () => {
  test("a person's body has the person's fields and no draft ids, status or validation flags", () => {
    const account = { ...completeNatural(), id: 'acc', idPerson: 'per', status: 'REGISTERING' };
    account.phones = account.phones.map((phone) => ({ ...phone, id: 'ph', validated: true }));
    const body = accountRequestOf(account);
    expect(body).toEqual({
      productId: 'p-natural',
      branchId: 'b-1',
      type: 'CC',
      personType: 'N',
      taxId: '52998224725',
      name: 'Joana Prado',
      birth: '1990-04-12',
      mother: null,
      nationality: 'BR',
      gender: 'F',
      pep: false,
      tags: ['internetbank'],
      referralId: 'convite-1',
      phones: [{ id: 'ph', ddi: '055', ddd: '011', number: '987650001', type: 'CELLPHONE', isMain: true }],
      contacts: [{ email: 'joana@exemplo.com.br', type: 'PERSONAL', isMain: true }],
      addresses: [ADDRESS],
    });
  });

  test("a company's body has the legal-entity fields; a representative's its own", () => {
    const company = { ...newAccountDraft('J', {}, null), taxId: 'AB12345600014', name: ' Oficina ' };
    expect(accountRequestOf(company)).toMatchObject({
      personType: 'J',
      name: 'Oficina',
      tradeName: null,
      taxRegime: '',
      legalNature: '',
      registration: null,
    });
    expect(accountRequestOf(company)).not.toHaveProperty('branchId');
    expect(accountRequestOf({ ...company, personType: 'N' })).toMatchObject({ nationality: 'BR', gender: '', pep: false, mother: null });
    const representative = { ...newAnswerableDraft('acc'), taxId: '52998224725', name: 'Rui ', birth: '1978-02-20', gender: 'M' };
    representative.contacts = [{ ...draftContact('rui@x.com', 'answerable'), validated: true }];
    representative.phones = [{ ...draftPhone('21987650002', 'answerable'), validated: false }];
    expect(answerableRequestOf(representative)).toEqual({
      taxId: '52998224725',
      authorize: true,
      isPartner: false,
      name: 'Rui',
      birth: '1978-02-20',
      mother: null,
      nationality: 'BR',
      gender: 'M',
      pep: false,
      phones: [{ ddi: '055', ddd: '021', number: '987650002', type: 'CELLPHONE', isMain: true }],
      contacts: [{ email: 'rui@x.com', type: 'PERSONAL', isMain: true }],
      addresses: [],
    });
  });
});

describe('where a kept draft resumes', () => {
  const validated = <T extends { validated?: boolean }>(items: T[]) => items.map((item) => ({ ...item, validated: true }));
  const files = (personId: string, names: readonly string[]) =>
    names.map((name, index) => ({ id: `${personId}-${index}`, personId, name, contentType: 'image/jpeg', length: 1 }));

  function sentPerson(): RegistrationDraft {
    const account = { ...completeNatural(), id: 'acc', idPerson: 'per', status: 'REGISTERING' };
    return { ...initialRegistrationDraft(), account, idAccount: 'acc', idPerson: 'per', credential: { token: 'rg_x', expiresAt: '' } };
  }

  test('from the person type through each step not yet done, to the terms', () => {
    expect(registrationStage(initialRegistrationDraft())).toBe('personType');
    expect(registrationStage({ ...initialRegistrationDraft(), account: completeNatural() })).toBe('data');
    const sent = sentPerson();
    expect(registrationStage(sent)).toBe('validations');
    const checked = { ...sent, account: { ...sent.account!, phones: validated(sent.account!.phones), contacts: validated(sent.account!.contacts) } };
    expect(registrationStage(checked)).toBe('documents');
    expect(registrationStage({ ...checked, files: files('per', ['document_front', 'document_verse', 'selfie']) })).toBe('documents');
    expect(registrationStage({ ...checked, files: files('per', ['document_front', 'document_verse', 'selfie', 'proof_residence']) })).toBe(
      'terms',
    );
  });

  test("a company waits for a validated, authorised representative, and for each representative's documents", () => {
    const sent = sentPerson();
    const company = {
      ...sent,
      account: {
        ...newAccountDraft('J', SETTINGS, null),
        idPerson: 'per',
        status: 'REGISTERING',
        phones: validated([draftPhone('1133330001', 'juridical')]),
        contacts: validated([draftContact('a@b.com', 'juridical')]),
      },
      files: files('per', ['social_contract', 'card_taxid']),
    };
    expect(registrationStage(company)).toBe('representatives');
    const representative = {
      ...newAnswerableDraft('acc'),
      personId: 'rep',
      phones: [draftPhone('21987650002', 'answerable')],
      contacts: validated([draftContact('r@b.com', 'answerable')]),
    };
    expect(representativesReady({ answerables: [representative] })).toBe(false);
    const ready = { ...representative, phones: validated(representative.phones) };
    expect(representativesReady({ answerables: [{ ...ready, authorize: false }] })).toBe(false);
    expect(registrationStage({ ...company, answerables: [ready] })).toBe('documents');
    expect(registrationStage({ ...company, answerables: [ready], answerableFiles: files('rep', PERSON_DOCUMENT_TYPES) })).toBe('terms');
    expect(documentsComplete({ account: null, answerables: [], files: [], answerableFiles: [] })).toBe(false);
  });

  test("once sent, the bank's status decides", () => {
    const sent = sentPerson();
    for (const [status, stage] of [
      ['SUBMITTED', 'submitted'],
      ['IN_ANALYSIS', 'inAnalysis'],
      ['PENDING_DOCUMENTS', 'pendingDocuments'],
      ['ACTIVE', 'approved'],
      ['REJECTED', 'rejected'],
    ] as const) {
      expect(registrationStage({ ...sent, account: { ...sent.account!, status } })).toBe(stage);
    }
  });
});
