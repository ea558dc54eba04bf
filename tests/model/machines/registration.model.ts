import { expect } from 'vitest';
import {
  accountDraftGaps,
  documentsComplete,
  draftContact,
  draftPhone,
  initialRegistrationDraft,
  isFullyValidated,
  newAccountDraft,
  newAnswerableDraft,
  type AccountDraft,
  type AnswerableDraft,
  type DraftAddress,
  type DraftFile,
  type RegistrationDraft,
} from '../../../src/domain/registration-draft.ts';
import { registrationMachine } from '../../../src/machines/registration.machine.ts';
import type { MachineModel } from '../harness/model-spec.ts';

const SETTINGS = { branchId: 'branch-1', productAccountNaturalId: 'product-n', productAccountJuridicalId: 'product-j' };
const CREDENTIAL = { token: 'rg_test', expiresAt: '2030-01-01T00:00:00.000Z' };
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

/** A person's data as typed: complete, and one with an invalid CPF. */
const typedPerson: AccountDraft = {
  ...newAccountDraft('N', SETTINGS, 'convite-1'),
  taxId: '52998224725',
  name: 'Joana Prado',
  birth: '1990-04-12',
  gender: 'F',
  phones: [draftPhone('11987650001', 'natural')],
  contacts: [draftContact('joana@exemplo.com.br', 'natural')],
  addresses: [ADDRESS],
};
const mistyped: AccountDraft = { ...typedPerson, taxId: '52998224724' };

const file = (id: string, personId: string, name: string): DraftFile => ({ id, personId, name, contentType: 'image/jpeg', length: 10 });
const PERSON_FILES = [file('f-1', 'per-1', 'document_front'), file('f-2', 'per-1', 'document_verse'), file('f-3', 'per-1', 'selfie')];

/** A sent person's draft: phone validated, e-mail not yet. */
function sentPerson(status = 'REGISTERING'): RegistrationDraft {
  return {
    ...initialRegistrationDraft(),
    loading: false,
    idAccount: 'acc-1',
    idPerson: 'per-1',
    credential: CREDENTIAL,
    account: {
      ...typedPerson,
      id: 'acc-1',
      idPerson: 'per-1',
      status,
      phones: [{ ...typedPerson.phones[0]!, id: 'p-1', validated: true }],
      contacts: [{ ...typedPerson.contacts[0]!, id: 'c-1', validated: false }],
    },
  };
}

function validatedPerson(files: DraftFile[], status = 'REGISTERING'): RegistrationDraft {
  const draft = sentPerson(status);
  return { ...draft, files, account: { ...draft.account!, contacts: [{ ...draft.account!.contacts[0]!, validated: true }] } };
}

const representative: AnswerableDraft = {
  ...newAnswerableDraft('acc-2'),
  taxId: '11144477735',
  name: 'Rui Sol',
  birth: '1978-02-20',
  gender: 'M',
  phones: [draftPhone('21987650002', 'answerable')],
  contacts: [draftContact('rui@exemplo.com.br', 'answerable')],
  addresses: [ADDRESS],
};

/** A company whose own phone and e-mail are validated, with a representative whose e-mail is not. */
const companyDraft: RegistrationDraft = {
  ...initialRegistrationDraft(),
  loading: false,
  idAccount: 'acc-2',
  idPerson: 'per-2',
  credential: CREDENTIAL,
  account: {
    ...newAccountDraft('J', SETTINGS, null),
    id: 'acc-2',
    idPerson: 'per-2',
    status: 'REGISTERING',
    phones: [{ ...draftPhone('1133330001', 'juridical'), id: 'p-2', validated: true }],
    contacts: [{ ...draftContact('loja@exemplo.com.br', 'juridical'), id: 'c-2', validated: true }],
  },
  answerables: [
    {
      ...representative,
      personId: 'rep-1',
      phones: [{ ...representative.phones[0]!, id: 'rp-1', validated: true }],
      contacts: [{ ...representative.contacts[0]!, id: 'rc-1', validated: false }],
    },
  ],
};

/** The same company before its own e-mail was validated (its contact shares the person's id, so one answer fits both). */
const companyToValidate: RegistrationDraft = {
  ...companyDraft,
  answerables: [],
  account: { ...companyDraft.account!, contacts: [{ ...companyDraft.account!.contacts[0]!, id: 'c-1', validated: false }] },
};

const workflow = (status: string) => ({ accountId: 'acc-1', status, statusMessage: null, acceptedTerm: true, workflow: null });
const WORKFLOW_ANSWERS = ['IN_ANALYSIS', 'SUBMITTED', 'PENDING_DOCUMENTS', 'ACTIVE', 'REJECTED'].map(workflow);

const storedRegistration = {
  id: 'acc-1',
  personId: 'per-1',
  merchantId: 'demo',
  status: 'REGISTERING',
  acceptedTerm: false,
  personType: 'N',
  taxId: '52998224725',
  name: 'Joana Prado',
  tags: ['internetbank'],
  phones: [{ id: 'p-1', type: 'CELLPHONE', ddi: '055', ddd: '011', number: '987650001', validated: false }],
  contacts: [{ id: 'c-1', type: 'PERSONAL', email: 'joana@exemplo.com.br', validated: false }],
  addresses: [ADDRESS],
  credential: { accountId: 'acc-1', personId: 'per-1', token: 'rg_test', tokenType: 'Registration', expiresIn: 604800, expiresAt: CREDENTIAL.expiresAt },
};

export const registrationModel: MachineModel<typeof registrationMachine> = {
  name: 'registration',
  file: 'src/machines/registration.machine.ts',
  machine: registrationMachine,
  inputs: [
    { settings: SETTINGS, referralId: 'convite-1' },
    // Continued on a phone from a continuation link: the company's representative still has an e-mail to validate.
    { settings: SETTINGS, referralId: null, continued: companyDraft },
  ],
  events: [
    { type: 'CHOOSE_PERSON_TYPE', personType: 'N' },
    { type: 'EDIT_ACCOUNT', account: typedPerson },
    { type: 'EDIT_ACCOUNT', account: mistyped },
    { type: 'SAVE_ACCOUNT' },
    { type: 'EDIT_DATA' },
    { type: 'REQUEST_TOKEN', target: 'Contact', itemId: 'c-1' },
    { type: 'REQUEST_TOKEN', target: 'Contact', itemId: 'rc-1' },
    { type: 'CONFIRM_TOKEN', code: '123456' },
    { type: 'CONFIRM_TOKEN', code: '12a' },
    { type: 'CANCEL_TOKEN' },
    { type: 'ADD_REPRESENTATIVE', answerable: representative },
    { type: 'ADD_REPRESENTATIVE', answerable: { ...representative, taxId: '' } },
    { type: 'REMOVE_REPRESENTATIVE', personId: 'rep-1' },
    { type: 'UPLOAD', personId: 'per-1', name: 'proof_residence', file: new Blob(['conta de luz']) },
    { type: 'DELETE_DOCUMENT', fileId: 'f-1' },
    { type: 'NEXT' },
    { type: 'ACCEPT_TERMS', accepted: true },
    { type: 'ACCEPT_TERMS', accepted: false },
    { type: 'SUBMIT' },
    { type: 'START_AGAIN' },
  ],
  actors: {
    restoreDraft: {
      outputs: [
        null,
        { ...initialRegistrationDraft(), account: typedPerson },
        sentPerson(),
        companyToValidate,
        companyDraft,
        validatedPerson(PERSON_FILES),
        validatedPerson([...PERSON_FILES, file('f-4', 'per-1', 'proof_residence')]),
        validatedPerson([...PERSON_FILES, file('f-4', 'per-1', 'proof_residence')], 'IN_ANALYSIS'),
        validatedPerson([...PERSON_FILES, file('f-4', 'per-1', 'proof_residence')], 'PENDING_DOCUMENTS'),
        validatedPerson(PERSON_FILES, 'SUBMITTED'),
        validatedPerson(PERSON_FILES, 'ACTIVE'),
        validatedPerson(PERSON_FILES, 'REJECTED'),
      ],
    },
    clearDraft: { outputs: [initialRegistrationDraft()] },
    saveAccount: { outputs: [storedRegistration] },
    saveRepresentative: {
      outputs: [
        {
          accountId: 'acc-2',
          personId: 'rep-2',
          name: 'Rui Sol',
          taxId: '11144477735',
          authorize: true,
          isPartner: false,
          phones: [{ id: 'rp-2', type: 'CELLPHONE', ddi: '055', ddd: '021', number: '987650002', validated: false }],
          contacts: [{ id: 'rc-2', type: 'PERSONAL', email: 'rui@exemplo.com.br', validated: false }],
          addresses: [ADDRESS],
        },
      ],
    },
    removeRepresentative: { outputs: [undefined] },
    sendToken: { outputs: [{ code: 200, data: 60, errors: [] }] },
    confirmToken: {
      outputs: [
        { id: 'c-1', type: 'PERSONAL', email: 'joana@exemplo.com.br', validated: true },
        { id: 'rc-1', type: 'PERSONAL', email: 'rui@exemplo.com.br', validated: true },
      ],
    },
    uploadDocument: {
      outputs: [{ id: 'f-4', personId: 'per-1', name: 'proof_residence', extension: '.pdf', contentType: 'application/pdf', length: 12, createdAt: '2026-01-01T00:00:00.000Z' }],
    },
    deleteDocument: { outputs: [undefined] },
    submit: { outputs: WORKFLOW_ANSWERS, error: { response: { data: { errors: [{ message: 'Faltam documentos obrigatórios:', errorCode: 'RG10018' }] } } } },
    checkStatus: { outputs: WORKFLOW_ANSWERS },
  },
  recordedActions: ['persist', 'forgetDraft'],
  // What matters of the draft is how far it went, not the values typed.
  fold: (snapshot) => {
    const { draft } = snapshot.context;
    return {
      account: draft.account && {
        type: draft.account.personType,
        gaps: accountDraftGaps(draft.account).length,
        id: draft.account.id,
        status: draft.account.status,
        validated: isFullyValidated(draft.account),
      },
      answerables: draft.answerables.map((item) => [item.personId, isFullyValidated(item)]),
      files: draft.files.length + draft.answerableFiles.length,
      termofuse: draft.termofuse,
      token: snapshot.context.token?.itemId ?? null,
      error: Boolean(snapshot.context.error),
      gaps: snapshot.context.gaps.length,
    };
  },
  expectations: {
    loading: (snapshot) => expect(snapshot.context.draft.loading).toBe(true),
    resuming: (snapshot) => expect(snapshot.context.draft.loading).toBe(false),
    personType: (snapshot) => {
      expect(snapshot.context.draft).toMatchObject({ account: null, authorize: false, termofuse: false, credential: null });
    },
    data: (snapshot) => {
      const account = snapshot.context.draft.account!;
      expect(account).toMatchObject({ type: 'CC', tags: ['internetbank'] });
      expect(account.productId).toBe(account.personType === 'N' ? 'product-n' : 'product-j');
    },
    savingAccount: (snapshot) => expect(accountDraftGaps(snapshot.context.draft.account!)).toEqual([]),
    validations: (snapshot) => {
      expect(snapshot.context.draft.credential).not.toBeNull();
      expect(isFullyValidated(snapshot.context.draft.account!)).toBe(false);
    },
    'validations.awaitingToken': (snapshot) => expect(snapshot.context.token).toMatchObject({ waitSeconds: 60 }),
    'representatives.awaitingToken': (snapshot) => expect(snapshot.context.token).toMatchObject({ target: 'Contact' }),
    representatives: (snapshot) => {
      expect(snapshot.context.draft.account!.personType).toBe('J');
      expect(isFullyValidated(snapshot.context.draft.account!)).toBe(true);
    },
    savingRepresentative: (snapshot) => expect(snapshot.context.draft.answerable).not.toBeNull(),
    documents: (snapshot) => expect(isFullyValidated(snapshot.context.draft.account!)).toBe(true),
    terms: (snapshot) => expect(documentsComplete(snapshot.context.draft)).toBe(true),
    submitting: (snapshot) => expect(snapshot.context.draft.termofuse).toBe(true),
    submitted: (snapshot) => expect(snapshot.context.draft.account!.status).toBe('SUBMITTED'),
    inAnalysis: (snapshot) => expect(['IN_ANALYSIS', 'SUBMITTED']).toContain(snapshot.context.draft.account!.status),
    pendingDocuments: (snapshot) => expect(snapshot.context.draft.account!.status).toBe('PENDING_DOCUMENTS'),
    approved: (snapshot, calls) => {
      expect(snapshot.context.draft.account!.status).toBe('ACTIVE');
      expect(calls.map((call) => call.action)).toContain('forgetDraft');
    },
    rejected: (snapshot, calls) => {
      expect(snapshot.context.draft.account!.status).toBe('REJECTED');
      expect(calls.map((call) => call.action)).toContain('forgetDraft');
    },
  },
};
