import { assign, fromPromise, setup } from 'xstate';
import type {
  AccountWorkflow,
  Answerable,
  AnswerableRequest,
  AttachmentType,
  Contact,
  JuridicalAccountRequest,
  NaturalAccountRequest,
  PersonFile,
  Phone,
  Registration,
  TokenSendAnswer,
} from '../generated/schemas.ts';
import {
  accountDraftGaps,
  accountRequestOf,
  answerableDraftGaps,
  answerableRequestOf,
  documentsComplete,
  initialRegistrationDraft,
  isFullyValidated,
  newAccountDraft,
  registrationStage,
  representativesReady,
  type AccountDraft,
  type AnswerableDraft,
  type DraftFile,
  type OpeningSettings,
  type PersonType,
  type RegistrationDraft,
  type RegistrationStage,
} from '../domain/registration-draft.ts';
import {
  acceptTerm,
  addAnswerable,
  confirmValidationToken,
  deletePersonFile,
  getAccountWorkflow,
  openJuridicalAccount,
  openNaturalAccount,
  removeAnswerable,
  sendValidationToken,
  submitRegistration,
  updateJuridicalAccount,
  updateNaturalAccount,
  uploadPersonFile,
  type ValidationTarget,
} from '../api/registration.ts';
import { clearRegistrationDraft, loadRegistrationDraft, saveRegistrationDraft } from '../api/registration-draft-store.ts';

export interface RegistrationInput {
  /** The bank configuration's branch and account products (spec 000 §3). */
  settings: OpeningSettings;
  /** The invitation the person came from (`referralIdFrom` of the page's address). */
  referralId: string | null;
  /**
   * A registration continued on this device from a continuation link (POST
   * /api/Accounts/Onboarding/{token}, see `draftFromRegistration`): it replaces whatever draft the
   * device kept.
   */
  continued?: RegistrationDraft | null;
}

export interface TokenRequest {
  target: ValidationTarget;
  itemId: string;
  /** Seconds before another token may be asked for (spec 001 §4 countdown). */
  waitSeconds: number;
}

export interface RegistrationContext extends RegistrationInput {
  draft: RegistrationDraft;
  token: TokenRequest | null;
  workflow: AccountWorkflow | null;
  /** The stored document being deleted. */
  deletingFileId: string | null;
  /** The last refusal, as the bank worded it, or the fields a step still lacks. */
  error: string | null;
  gaps: string[];
}

export type RegistrationEvent =
  | { type: 'CHOOSE_PERSON_TYPE'; personType: PersonType }
  | { type: 'EDIT_ACCOUNT'; account: AccountDraft }
  | { type: 'SAVE_ACCOUNT' }
  | { type: 'EDIT_DATA' }
  | { type: 'REQUEST_TOKEN'; target: ValidationTarget; itemId: string }
  | { type: 'CONFIRM_TOKEN'; code: string }
  | { type: 'CANCEL_TOKEN' }
  | { type: 'ADD_REPRESENTATIVE'; answerable: AnswerableDraft }
  | { type: 'REMOVE_REPRESENTATIVE'; personId: string }
  | { type: 'UPLOAD'; personId: string; name: AttachmentType; file: Blob }
  | { type: 'DELETE_DOCUMENT'; fileId: string }
  | { type: 'NEXT' }
  | { type: 'ACCEPT_TERMS'; accepted: boolean }
  | { type: 'SUBMIT' }
  | { type: 'START_AGAIN' };

/** How often a sent registration asks the bank for its status. */
export const STATUS_POLL_MS = 15_000;

type Credentialed = { credential: string; accountId: string };

const errorMessage = (error: unknown): string => {
  const items = (error as { response?: { data?: { errors?: { message: string }[] } } }).response?.data?.errors;
  return items?.map((item) => item.message).join(' ') || (error instanceof Error ? error.message : String(error));
};

/** The account draft as the bank answered it: its ids, status and stored phones, e-mails and addresses. */
function accountFromRegistration(current: AccountDraft, registration: Registration): AccountDraft {
  return {
    ...current,
    id: registration.id,
    idPerson: registration.personId,
    status: registration.status,
    phones: registration.phones.map((phone) => ({
      id: phone.id,
      ddi: phone.ddi ?? '055',
      ddd: phone.ddd,
      number: phone.number,
      type: phone.type === 'COMMERCIAL' ? 'COMMERCIAL' : 'CELLPHONE',
      isMain: true,
      validated: phone.validated ?? false,
    })),
    contacts: registration.contacts.map((contact) => ({
      id: contact.id,
      email: contact.email,
      type: contact.type,
      isMain: true,
      validated: contact.validated ?? false,
    })),
    addresses: registration.addresses.map(({ createdAt: _created, updatedAt: _updated, ...address }) => ({
      ...address,
      complement: address.complement ?? null,
    })),
  };
}

/**
 * The draft of a registration continued from a continuation link: the bank's data of the holder and
 * the credential the link was traded for. Representatives and documents are read again by the page.
 */
export function draftFromRegistration(registration: Registration, settings: OpeningSettings): RegistrationDraft {
  const base = newAccountDraft(registration.personType, settings, registration.referralId ?? null);
  const account = accountFromRegistration(
    {
      ...base,
      taxId: registration.taxId,
      name: registration.name,
      birth: registration.birth ?? '',
      productId: registration.productId ?? base.productId,
    },
    registration,
  );
  return {
    ...initialRegistrationDraft(),
    loading: false,
    account,
    idAccount: registration.id,
    idPerson: registration.personId,
    referralId: registration.referralId ?? null,
    termofuse: registration.acceptedTerm,
    credential: registration.credential
      ? { token: registration.credential.token, expiresAt: registration.credential.expiresAt }
      : null,
  };
}

function answerableFromStored(draft: AnswerableDraft, stored: Answerable): AnswerableDraft {
  return {
    ...draft,
    accountId: stored.accountId,
    personId: stored.personId,
    phones: stored.phones.map((phone) => ({
      id: phone.id,
      ddi: phone.ddi ?? '055',
      ddd: phone.ddd,
      number: phone.number,
      type: 'CELLPHONE',
      isMain: true,
      validated: phone.validated ?? false,
    })),
    contacts: stored.contacts.map((contact) => ({
      id: contact.id,
      email: contact.email,
      type: contact.type,
      isMain: true,
      validated: contact.validated ?? false,
    })),
  };
}

/** Marks the phone or e-mail of that id validated, wherever it is: the holder's or a representative's. */
function markValidated(draft: RegistrationDraft, itemId: string): RegistrationDraft {
  const mark = <T extends { phones: { id?: string }[]; contacts: { id?: string }[] }>(person: T): T => ({
    ...person,
    phones: person.phones.map((phone) => (phone.id === itemId ? { ...phone, validated: true } : phone)),
    contacts: person.contacts.map((contact) => (contact.id === itemId ? { ...contact, validated: true } : contact)),
  });
  return { ...draft, account: draft.account && mark(draft.account), answerables: draft.answerables.map(mark) };
}

const withStatus = (draft: RegistrationDraft, status: string): RegistrationDraft =>
  draft.account ? { ...draft, account: { ...draft.account, status } } : draft;

const credentialOf = (context: RegistrationContext): Credentialed => ({
  credential: context.draft.credential?.token ?? '',
  accountId: context.draft.idAccount ?? '',
});

const isHolder = (context: RegistrationContext, personId: string) => personId === context.draft.idPerson;

/** spec 001 §4 token boxes: six digits. */
const SIX_DIGITS = /^\d{6}$/;

/** The steps of registration shared by the first documents and the pending ones: upload and delete. */
function documentStates(next: object) {
  return {
    initial: 'idle',
    states: {
      idle: {
        on: {
          UPLOAD: { target: 'uploading' },
          DELETE_DOCUMENT: { guard: 'isKnownFile', target: 'deleting', actions: 'rememberDeletion' },
          ...next,
        },
      },
      uploading: {
        invoke: {
          src: 'uploadDocument',
          input: ({ context, event }: { context: RegistrationContext; event: RegistrationEvent }) => {
            const upload = event as Extract<RegistrationEvent, { type: 'UPLOAD' }>;
            return { ...credentialOf(context), personId: upload.personId, name: upload.name, file: upload.file };
          },
          onDone: { target: 'idle', actions: ['keepFile', 'clearError', 'persist'] },
          onError: { target: 'idle', actions: 'setError' },
        },
      },
      deleting: {
        invoke: {
          src: 'deleteDocument',
          input: ({ context }: { context: RegistrationContext }) => ({
            ...credentialOf(context),
            fileId: context.deletingFileId!,
          }),
          onDone: { target: 'idle', actions: ['dropFile', 'clearError', 'persist'] },
          onError: { target: 'idle', actions: 'setError' },
        },
      },
    },
  } as const;
}

/** Asking for a token, typing it, confirming it (spec 000 §4: send first, then confirm with a token). */
function tokenStates(next: object) {
  return {
    initial: 'idle',
    states: {
      idle: {
        on: { REQUEST_TOKEN: { guard: 'isItemToValidate', target: 'sending', actions: 'rememberTokenRequest' }, ...next },
      },
      sending: {
        invoke: {
          src: 'sendToken',
          input: ({ context }: { context: RegistrationContext }) => ({
            ...credentialOf(context),
            target: context.token!.target,
            itemId: context.token!.itemId,
          }),
          onDone: { target: 'awaitingToken', actions: ['keepWaitSeconds', 'clearError'] },
          onError: { target: 'idle', actions: ['setError', 'forgetTokenRequest'] },
        },
      },
      awaitingToken: {
        on: {
          CONFIRM_TOKEN: { guard: 'isSixDigits', target: 'confirming' },
          REQUEST_TOKEN: { guard: 'isSameItem', target: 'sending' },
          CANCEL_TOKEN: { target: 'idle', actions: 'forgetTokenRequest' },
        },
      },
      confirming: {
        invoke: {
          src: 'confirmToken',
          input: ({ context, event }: { context: RegistrationContext; event: RegistrationEvent }) => ({
            ...credentialOf(context),
            target: context.token!.target,
            itemId: context.token!.itemId,
            code: (event as Extract<RegistrationEvent, { type: 'CONFIRM_TOKEN' }>).code,
          }),
          onDone: { target: 'idle', actions: ['keepValidated', 'forgetTokenRequest', 'clearError', 'persist'] },
          onError: { target: 'awaitingToken', actions: 'setError' },
        },
      },
    },
  } as const;
}

/** Where an answer of the bank's workflow leads (spec 000 §4 account statuses of docs/account-opening.md). */
const byStatus = [
  { guard: { type: 'hasStatus' as const, params: { status: 'PENDING_DOCUMENTS' } }, target: '#registration.pendingDocuments' },
  { guard: { type: 'hasStatus' as const, params: { status: 'ACTIVE' } }, target: '#registration.approved' },
  { guard: { type: 'hasStatus' as const, params: { status: 'REJECTED' } }, target: '#registration.rejected' },
  { guard: { type: 'hasStatus' as const, params: { status: 'SUBMITTED' } }, target: '#registration.submitted' },
  { target: '#registration.inAnalysis' },
] as const;

const stageTarget = (stage: RegistrationStage) => ({
  guard: { type: 'resumesAt' as const, params: { stage } },
  target: `#registration.${stage}`,
});

/**
 * Account opening (issue 18; spec 000 §2 /register, §3 draft, §4 validation): person type → data →
 * validations of phone and e-mail → representatives (companies) → documents → terms → submitted →
 * in analysis → approved, rejected or pending documents. The draft is kept as it changes and a
 * later visit resumes where it stood; "start again" and the end of a registration clear it.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: {
    restoreDraft: fromPromise<RegistrationDraft | null>(() => loadRegistrationDraft()),
    clearDraft: fromPromise<RegistrationDraft>(() => clearRegistrationDraft()),
    saveAccount: fromPromise<Registration, { account: AccountDraft; credential: string | null; accountId: string | null }>(
      async ({ input }) => {
        const body = accountRequestOf(input.account);
        if (input.credential && input.accountId) {
          return body.personType === 'N'
            ? updateNaturalAccount(input.credential, input.accountId, body as NaturalAccountRequest)
            : updateJuridicalAccount(input.credential, input.accountId, body as JuridicalAccountRequest);
        }
        return body.personType === 'N'
          ? openNaturalAccount(body as NaturalAccountRequest)
          : openJuridicalAccount(body as JuridicalAccountRequest);
      },
    ),
    saveRepresentative: fromPromise<Answerable, Credentialed & { answerable: AnswerableDraft }>(({ input }) =>
      // The schema bounds the lists (maxItems), which the generated type spells as tuples.
      addAnswerable(input.credential, input.accountId, answerableRequestOf(input.answerable) as AnswerableRequest),
    ),
    removeRepresentative: fromPromise<void, Credentialed & { personId: string }>(({ input }) =>
      removeAnswerable(input.credential, input.accountId, input.personId),
    ),
    sendToken: fromPromise<TokenSendAnswer, Credentialed & { target: ValidationTarget; itemId: string }>(({ input }) =>
      sendValidationToken(input.credential, input.accountId, input.target, input.itemId),
    ),
    confirmToken: fromPromise<Phone | Contact, Credentialed & { target: ValidationTarget; itemId: string; code: string }>(
      ({ input }) => confirmValidationToken(input.credential, input.accountId, input.target, input.itemId, input.code),
    ),
    uploadDocument: fromPromise<PersonFile, Credentialed & { personId: string; name: AttachmentType; file: Blob }>(({ input }) =>
      uploadPersonFile(input.credential, { accountId: input.accountId, personId: input.personId }, input.name, input.file),
    ),
    deleteDocument: fromPromise<void, Credentialed & { fileId: string }>(({ input }) =>
      deletePersonFile(input.credential, input.fileId),
    ),
    submit: fromPromise<AccountWorkflow, Credentialed & { acceptTerm: boolean }>(async ({ input }) => {
      if (input.acceptTerm) await acceptTerm(input.credential, input.accountId);
      return submitRegistration(input.credential, input.accountId);
    }),
    checkStatus: fromPromise<AccountWorkflow, Credentialed>(({ input }) => getAccountWorkflow(input.credential, input.accountId)),
  },
  guards: {
    resumesAt: ({ context }, params: { stage: RegistrationStage }) => registrationStage(context.draft) === params.stage,
    isAccountComplete: ({ context }) => !!context.draft.account && accountDraftGaps(context.draft.account).length === 0,
    isRepresentativeComplete: ({ event }) =>
      event.type === 'ADD_REPRESENTATIVE' && answerableDraftGaps(event.answerable).length === 0,
    isKnownRepresentative: ({ context, event }) =>
      event.type === 'REMOVE_REPRESENTATIVE' && context.draft.answerables.some((item) => item.personId === event.personId),
    isItemToValidate: ({ context, event }) => {
      if (event.type !== 'REQUEST_TOKEN') return false;
      const people = [context.draft.account, ...context.draft.answerables].filter((person) => !!person);
      const items = people.flatMap((person): { id?: string; validated?: boolean }[] =>
        event.target === 'Phone' ? person.phones : person.contacts,
      );
      return items.some((item) => item.id === event.itemId && item.validated !== true);
    },
    isSameItem: ({ context, event }) => event.type === 'REQUEST_TOKEN' && event.itemId === context.token?.itemId,
    isSixDigits: ({ event }) => event.type === 'CONFIRM_TOKEN' && SIX_DIGITS.test(event.code),
    isHolderValidated: ({ context }) => !!context.draft.account && isFullyValidated(context.draft.account),
    isCompanyValidated: ({ context }) =>
      context.draft.account?.personType === 'J' && isFullyValidated(context.draft.account),
    areRepresentativesReady: ({ context }) => representativesReady(context.draft),
    areDocumentsComplete: ({ context }) => documentsComplete(context.draft),
    isKnownFile: ({ context, event }) =>
      event.type === 'DELETE_DOCUMENT' &&
      [...context.draft.files, ...context.draft.answerableFiles].some((file) => file.id === event.fileId),
    areTermsAccepted: ({ context }) => context.draft.termofuse,
    hasStatus: ({ event }, params: { status: string }) => (event as unknown as { output: AccountWorkflow }).output.status === params.status,
  },
  actions: {
    persist: ({ context }) => {
      void saveRegistrationDraft(context.draft).catch(() => undefined);
    },
    // The finished registration's draft is cleared in storage; the page keeps showing its outcome.
    forgetDraft: () => {
      void clearRegistrationDraft().catch(() => undefined);
    },
    setError: assign({ error: ({ event }) => errorMessage((event as unknown as { error: unknown }).error) }),
    clearError: assign({ error: null, gaps: [] }),
    rememberTokenRequest: assign({
      token: ({ event }) =>
        event.type === 'REQUEST_TOKEN' ? { target: event.target, itemId: event.itemId, waitSeconds: 0 } : null,
    }),
    keepWaitSeconds: assign({
      token: ({ context, event }) =>
        context.token && { ...context.token, waitSeconds: (event as unknown as { output: TokenSendAnswer }).output.data },
    }),
    rememberRepresentative: assign({
      draft: ({ context, event }) => (event.type === 'ADD_REPRESENTATIVE' ? { ...context.draft, answerable: event.answerable } : context.draft),
    }),
    rememberDeletion: assign({ deletingFileId: ({ event }) => (event.type === 'DELETE_DOCUMENT' ? event.fileId : null) }),
    dropFile: assign({
      draft: ({ context }) => ({
        ...context.draft,
        files: context.draft.files.filter((file) => file.id !== context.deletingFileId),
        answerableFiles: context.draft.answerableFiles.filter((file) => file.id !== context.deletingFileId),
      }),
      deletingFileId: null,
    }),
    keepWorkflow: assign({
      workflow: ({ event }) => (event as unknown as { output: AccountWorkflow }).output,
      draft: ({ context, event }) => withStatus(context.draft, (event as unknown as { output: AccountWorkflow }).output.status),
    }),
    forgetTokenRequest: assign({ token: null }),
    keepValidated: assign({
      draft: ({ context, event }) => markValidated(context.draft, (event as unknown as { output: Phone | Contact }).output.id ?? ''),
    }),
    keepFile: assign({
      draft: ({ context, event }) => {
        const stored = (event as unknown as { output: PersonFile }).output;
        const file: DraftFile = {
          id: stored.id,
          personId: stored.personId,
          name: stored.name,
          contentType: stored.contentType,
          length: stored.length,
        };
        return isHolder(context, stored.personId)
          ? { ...context.draft, files: [...context.draft.files, file] }
          : { ...context.draft, answerableFiles: [...context.draft.answerableFiles, file] };
      },
    }),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    continued: null,
    ...input,
    draft: initialRegistrationDraft(),
    token: null,
    workflow: null,
    deletingFileId: null,
    error: null,
    gaps: [],
  }),
  initial: 'loading',
  on: { START_AGAIN: { target: '.clearing' } },
  states: {
    loading: {
      // A continued registration needs no kept draft: it is left at once, before the restore starts.
      always: {
        guard: ({ context }) => !!context.continued,
        target: 'resuming',
        actions: [assign({ draft: ({ context }) => ({ ...context.continued!, loading: false }) }), 'persist'],
      },
      invoke: {
        src: 'restoreDraft',
        onDone: {
          target: 'resuming',
          actions: assign({ draft: ({ event }) => ({ ...(event.output ?? initialRegistrationDraft()), loading: false }) }),
        },
        onError: { target: 'personType', actions: assign({ draft: () => ({ ...initialRegistrationDraft(), loading: false }) }) },
      },
    },
    resuming: {
      always: [
        stageTarget('data'),
        stageTarget('validations'),
        stageTarget('representatives'),
        stageTarget('documents'),
        stageTarget('terms'),
        stageTarget('submitted'),
        stageTarget('inAnalysis'),
        stageTarget('pendingDocuments'),
        stageTarget('approved'),
        stageTarget('rejected'),
        { target: 'personType' },
      ],
    },
    personType: {
      on: {
        CHOOSE_PERSON_TYPE: {
          target: 'data',
          actions: [
            assign({
              draft: ({ context, event }) => ({
                ...context.draft,
                loading: false,
                referralId: context.referralId,
                account: newAccountDraft(event.personType, context.settings, context.referralId),
              }),
            }),
            'persist',
          ],
        },
      },
    },
    data: {
      on: {
        EDIT_ACCOUNT: {
          // The person type, its product and the bank's ids and tags stay what they are; the person's fields are the form's.
          actions: [
            assign({
              draft: ({ context, event }) => {
                const kept = context.draft.account!;
                return {
                  ...context.draft,
                  account: {
                    ...event.account,
                    personType: kept.personType,
                    productId: kept.productId,
                    branchId: kept.branchId,
                    type: kept.type,
                    tags: kept.tags,
                    id: kept.id,
                    idPerson: kept.idPerson,
                    status: kept.status,
                  },
                };
              },
            }),
            'persist',
          ],
        },
        SAVE_ACCOUNT: [
          { guard: 'isAccountComplete', target: 'savingAccount', actions: 'clearError' },
          { actions: assign({ gaps: ({ context }) => accountDraftGaps(context.draft.account!) }) },
        ],
      },
    },
    savingAccount: {
      invoke: {
        src: 'saveAccount',
        input: ({ context }) => ({
          account: context.draft.account!,
          credential: context.draft.credential?.token ?? null,
          accountId: context.draft.idAccount,
        }),
        onDone: {
          target: 'validations',
          actions: [
            assign({
              draft: ({ context, event }) => ({
                ...context.draft,
                account: accountFromRegistration(context.draft.account!, event.output),
                idAccount: event.output.id,
                idPerson: event.output.personId,
                credential: event.output.credential
                  ? { token: event.output.credential.token, expiresAt: event.output.credential.expiresAt }
                  : context.draft.credential,
              }),
            }),
            'persist',
          ],
        },
        onError: { target: 'data', actions: 'setError' },
      },
    },
    validations: {
      ...tokenStates({ EDIT_DATA: { target: '#registration.data' } }),
      always: [
        { guard: 'isCompanyValidated', target: 'representatives' },
        { guard: 'isHolderValidated', target: 'documents' },
      ],
    },
    representatives: {
      ...tokenStates({
        ADD_REPRESENTATIVE: [
          {
            guard: 'isRepresentativeComplete',
            target: '#registration.savingRepresentative',
            actions: ['clearError', 'rememberRepresentative'],
          },
          { actions: assign({ gaps: ({ event }) => answerableDraftGaps(event.answerable) }) },
        ],
        REMOVE_REPRESENTATIVE: { guard: 'isKnownRepresentative', target: '#registration.removingRepresentative' },
        NEXT: { guard: 'areRepresentativesReady', target: '#registration.documents' },
      }),
    },
    savingRepresentative: {
      invoke: {
        src: 'saveRepresentative',
        input: ({ context }) => ({ ...credentialOf(context), answerable: context.draft.answerable! }),
        onDone: {
          target: 'representatives',
          actions: [
            assign({
              draft: ({ context, event }) => ({
                ...context.draft,
                answerable: null,
                idPersonAnswerable: event.output.personId,
                answerables: [...context.draft.answerables, answerableFromStored(context.draft.answerable!, event.output)],
              }),
            }),
            'persist',
          ],
        },
        onError: { target: 'representatives', actions: 'setError' },
      },
    },
    removingRepresentative: {
      invoke: {
        src: 'removeRepresentative',
        input: ({ context, event }) => ({
          ...credentialOf(context),
          personId: (event as Extract<RegistrationEvent, { type: 'REMOVE_REPRESENTATIVE' }>).personId,
        }),
        onDone: {
          target: 'representatives',
          actions: [
            assign({
              draft: ({ context }) => {
                const gone = context.draft.idPersonAnswerable;
                return {
                  ...context.draft,
                  answerables: context.draft.answerables.filter((item) => item.personId !== gone),
                  answerableFiles: context.draft.answerableFiles.filter((file) => file.personId !== gone),
                  idPersonAnswerable: null,
                };
              },
            }),
            'persist',
          ],
        },
        onError: { target: 'representatives', actions: 'setError' },
      },
      entry: assign({
        draft: ({ context, event }) => ({
          ...context.draft,
          idPersonAnswerable: (event as Extract<RegistrationEvent, { type: 'REMOVE_REPRESENTATIVE' }>).personId,
        }),
      }),
    },
    documents: {
      ...documentStates({ NEXT: { guard: 'areDocumentsComplete', target: '#registration.terms' } }),
    },
    terms: {
      on: {
        ACCEPT_TERMS: {
          actions: [assign({ draft: ({ context, event }) => ({ ...context.draft, termofuse: event.accepted }) }), 'persist'],
        },
        SUBMIT: { guard: 'areTermsAccepted', target: 'submitting' },
      },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ ...credentialOf(context), acceptTerm: true }),
        onDone: byStatus.map((route) => ({ ...route, actions: ['keepWorkflow', 'clearError', 'persist'] })),
        onError: { target: 'terms', actions: 'setError' },
      },
    },
    submitted: { after: { [STATUS_POLL_MS]: 'checkingStatus' } },
    inAnalysis: { after: { [STATUS_POLL_MS]: 'checkingStatus' } },
    checkingStatus: {
      invoke: {
        src: 'checkStatus',
        input: ({ context }) => credentialOf(context),
        onDone: byStatus.map((route) => ({ ...route, actions: ['keepWorkflow', 'persist'] })),
        onError: { target: 'inAnalysis' },
      },
    },
    pendingDocuments: {
      ...documentStates({ SUBMIT: { guard: 'areDocumentsComplete', target: '#registration.resubmitting' } }),
    },
    resubmitting: {
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ ...credentialOf(context), acceptTerm: false }),
        onDone: byStatus.map((route) => ({ ...route, actions: ['keepWorkflow', 'clearError', 'persist'] })),
        onError: { target: 'pendingDocuments', actions: 'setError' },
      },
    },
    approved: { entry: 'forgetDraft' },
    rejected: { entry: 'forgetDraft' },
    clearing: {
      invoke: {
        src: 'clearDraft',
        onDone: {
          target: 'personType',
          actions: assign({ draft: ({ event }) => ({ ...event.output, loading: false }), token: null, workflow: null, error: null }),
        },
        onError: {
          target: 'personType',
          actions: assign({ draft: () => ({ ...initialRegistrationDraft(), loading: false }), token: null, workflow: null }),
        },
      },
    },
  },
});
