import { createActor, fromPromise, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AttachmentType, PersonFile } from '../../generated/schemas.ts';
import {
  draftAddressType,
  draftContact,
  draftPhone,
  enteredPhone,
  missingDocumentTypes,
  newAnswerableDraft,
  type AccountDraft,
  type AnswerableDraft,
  type DraftAddress,
  type DraftContact,
  type DraftFile,
  type DraftHolder,
  type DraftPhone,
  type OpeningSettings,
  type PersonType,
  type RegistrationDraft,
} from '../../domain/registration-draft.ts';
import { continueRegistration, listPersonFiles, uploadPersonFile } from '../../api/registration.ts';
import { draftFromRegistration, registrationMachine, type RegistrationEvent } from '../../machines/registration.machine.ts';
import type { MachineHandle, MachineView } from './screen-host.ts';

type RegistrationActor = ActorRefFrom<typeof registrationMachine>;
type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

/** The states in which the machine waits on the bank or the device's storage. */
const BUSY = [
  'loading',
  'savingAccount',
  'savingRepresentative',
  'removingRepresentative',
  'submitting',
  'resubmitting',
  'checkingStatus',
  'clearing',
];

/** A person's block as the registration forms hold it (screens/register): tax id, phone, e-mail, address. */
interface PersonValues {
  taxId?: string;
  phone?: string;
  email?: string;
  address?: Partial<DraftAddress>;
}

interface NaturalValues extends PersonValues {
  person?: { name?: string; birth?: string; gender?: string; nationality?: string; mother?: string; pep?: boolean };
}

interface CompanyValues extends PersonValues {
  company?: {
    name?: string;
    tradeName?: string;
    birth?: string;
    taxRegime?: string;
    legalNature?: string;
    registration?: string;
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const optional = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The phone typed (DDD and number), kept with its id and validation while it is the same number. */
function phoneOf(entered: string, holder: DraftHolder, kept: DraftPhone | undefined): DraftPhone[] {
  if (!entered) return [];
  const phone = draftPhone(entered, holder);
  return [
    kept && kept.ddd === phone.ddd && kept.number === phone.number ? { ...phone, id: kept.id, validated: kept.validated } : phone,
  ];
}

function contactOf(email: string, holder: DraftHolder, kept: DraftContact | undefined): DraftContact[] {
  if (!email) return [];
  const contact = draftContact(email, holder);
  return [kept && kept.email === contact.email ? { ...contact, id: kept.id, validated: kept.validated } : contact];
}

function addressOf(
  address: Partial<DraftAddress> | undefined,
  holder: DraftHolder,
  kept: DraftAddress | undefined,
): DraftAddress[] {
  if (!address?.zipCode) return [];
  return [
    {
      ...(kept?.id ? { id: kept.id } : {}),
      type: draftAddressType(holder),
      zipCode: text(address.zipCode),
      street: text(address.street),
      number: text(address.number),
      complement: optional(address.complement),
      neighborhood: text(address.neighborhood),
      city: text(address.city),
      state: text(address.state).toUpperCase(),
      country: 'BR',
    },
  ];
}

/** The account draft of the data form's values (spec 000 §3 draft rules), keeping what the bank gave it. */
export function accountOfValues(current: AccountDraft, values: NaturalValues & CompanyValues): AccountDraft {
  const holder: DraftHolder = current.personType === 'N' ? 'natural' : 'juridical';
  const lists = {
    taxId: text(values.taxId).toUpperCase(),
    phones: phoneOf(text(values.phone), holder, current.phones[0]),
    contacts: contactOf(text(values.email), holder, current.contacts[0]),
    addresses: addressOf(values.address, holder, current.addresses[0]),
  };
  if (current.personType === 'N') {
    const person = values.person ?? {};
    return {
      ...current,
      ...lists,
      name: text(person.name),
      birth: text(person.birth),
      gender: text(person.gender),
      nationality: text(person.nationality) || 'BR',
      mother: optional(person.mother),
      pep: person.pep === true,
    };
  }
  const company = values.company ?? {};
  return {
    ...current,
    ...lists,
    name: text(company.name),
    birth: text(company.birth),
    tradeName: optional(company.tradeName),
    taxRegime: text(company.taxRegime),
    legalNature: text(company.legalNature),
    registration: optional(company.registration),
  };
}

/** The representative's draft of the representative form's values: a person who will operate the account. */
export function answerableOfValues(accountId: string | null, values: NaturalValues): AnswerableDraft {
  const blank = newAnswerableDraft(accountId);
  const person = values.person ?? {};
  return {
    ...blank,
    taxId: text(values.taxId),
    name: text(person.name),
    birth: text(person.birth),
    gender: text(person.gender),
    nationality: text(person.nationality) || 'BR',
    mother: optional(person.mother),
    pep: person.pep === true,
    phones: phoneOf(text(values.phone), 'answerable', undefined),
    contacts: contactOf(text(values.email), 'answerable', undefined),
    addresses: addressOf(values.address, 'answerable', undefined),
  };
}

/** The data form's values of the account draft (what a reload or "Corrigir dados" shows again). */
export function valuesOfAccount(account: AccountDraft | null): Record<string, unknown> {
  if (!account) return {};
  const address = account.addresses[0];
  const common = {
    taxId: account.taxId,
    ...(account.phones[0] ? { phone: enteredPhone(account.phones[0]) } : {}),
    ...(account.contacts[0] ? { email: account.contacts[0].email } : {}),
    ...(address
      ? {
          address: {
            type: address.type,
            zipCode: address.zipCode,
            street: address.street,
            number: address.number,
            ...(address.complement ? { complement: address.complement } : {}),
            neighborhood: address.neighborhood,
            city: address.city,
            state: address.state,
            country: 'BR',
          },
        }
      : { address: { type: draftAddressType(account.personType === 'N' ? 'natural' : 'juridical'), country: 'BR' } }),
  };
  const defined = <T extends object>(record: T) =>
    Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined && value !== ''));
  if (account.personType === 'N') {
    return {
      ...common,
      person: defined({
        name: account.name,
        birth: account.birth,
        gender: account.gender,
        nationality: account.nationality ?? 'BR',
        mother: account.mother,
        pep: account.pep ?? false,
      }),
    };
  }
  return {
    ...common,
    company: defined({
      name: account.name,
      birth: account.birth,
      tradeName: account.tradeName,
      taxRegime: account.taxRegime,
      legalNature: account.legalNature,
      registration: account.registration,
    }),
  };
}

/** A phone or e-mail as the validation step lists it. */
export interface ValidationItem {
  target: 'Phone' | 'Contact';
  id: string;
  text: string;
  validated: boolean;
}

/** One person of the registration as the validation and document steps show it. */
export interface RegistrationPerson {
  personId: string;
  personType: PersonType;
  role: 'holder' | 'representative';
  name: string;
  taxId: string;
  items: ValidationItem[];
  files: DraftFile[];
  missing: string[];
}

function itemsOf(person: { phones: DraftPhone[]; contacts: DraftContact[] }): ValidationItem[] {
  return [
    ...person.phones.flatMap((phone) =>
      phone.id
        ? [{ target: 'Phone' as const, id: phone.id, text: enteredPhone(phone), validated: phone.validated === true }]
        : [],
    ),
    ...person.contacts.flatMap((contact) =>
      contact.id
        ? [{ target: 'Contact' as const, id: contact.id, text: contact.email, validated: contact.validated === true }]
        : [],
    ),
  ];
}

/** The people of a draft: the holder (person or company) and each representative, with their files. */
export function peopleOf(draft: RegistrationDraft): RegistrationPerson[] {
  const account = draft.account;
  if (!account || !draft.idPerson) return [];
  const holder: RegistrationPerson = {
    personId: draft.idPerson,
    personType: account.personType,
    role: 'holder',
    name: account.name,
    taxId: account.taxId,
    items: itemsOf(account),
    files: draft.files,
    missing: missingDocumentTypes(account.personType, draft.files),
  };
  const representatives = draft.answerables.flatMap((answerable): RegistrationPerson[] => {
    if (!answerable.personId) return [];
    const files = draft.answerableFiles.filter((file) => file.personId === answerable.personId);
    return [
      {
        personId: answerable.personId,
        personType: 'N',
        role: 'representative',
        name: answerable.name,
        taxId: answerable.taxId,
        items: itemsOf(answerable),
        files,
        missing: missingDocumentTypes('N', files),
      },
    ];
  });
  return [holder, ...representatives];
}

/** What the registration screens read (`MachineView.data`), from the machine's snapshot. */
export function registrationView(
  snapshot: RegistrationSnapshot,
  upload: UploadProgress | null,
  blocked: string | null = null,
): MachineView {
  const { draft, token, error, gaps, workflow } = snapshot.context;
  const state = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]!;
  const nested = typeof snapshot.value === 'string' ? null : String(Object.values(snapshot.value)[0]);
  const people = peopleOf(draft);
  return {
    state,
    busy:
      BUSY.includes(state) || nested === 'sending' || nested === 'confirming' || nested === 'uploading' || nested === 'deleting',
    data: {
      personType: draft.account?.personType ?? null,
      accountId: draft.idAccount,
      credential: draft.credential?.token ?? null,
      values: valuesOfAccount(draft.account),
      representativeValues: {
        person: { nationality: 'BR', pep: false },
        address: { type: draftAddressType('answerable'), country: 'BR' },
      },
      account: draft.account,
      people,
      representatives: people.filter((person) => person.role === 'representative'),
      token: token && !['idle', 'sending'].includes(nested ?? '') ? token : null,
      sendingItem: nested === 'sending' ? token?.itemId : null,
      termofuse: draft.termofuse,
      status: workflow?.status ?? draft.account?.status ?? null,
      statusMessage: workflow?.statusMessage ?? null,
      summary: summaryOf(draft),
      canNext: snapshot.can({ type: 'NEXT' }),
      error,
      gaps,
      blocked,
      upload,
    },
  };
}

/** The registration in a few lines, for the summary before it is sent. */
function summaryOf(draft: RegistrationDraft): Record<string, unknown> {
  const account = draft.account;
  if (!account) return {};
  const address = account.addresses[0];
  return {
    name: account.name,
    taxId: account.taxId,
    birth: account.birth,
    phone: account.phones[0] ? enteredPhone(account.phones[0]) : null,
    email: account.contacts[0]?.email ?? null,
    address: address
      ? `${address.street}, ${address.number}${address.complement ? ` ${address.complement}` : ''} – ${address.neighborhood}, ${address.city}/${address.state}`
      : null,
    representatives: draft.answerables.map((answerable) => answerable.name).join(', ') || null,
    documents: draft.files.length + draft.answerableFiles.length,
  };
}

/** The document being sent, and how much of it has gone (spec 001 §4 upload states). */
export interface UploadProgress {
  personId: string;
  name: string;
  fileName: string;
  fraction: number;
  state: 'uploading' | 'done' | 'failed';
}

/** Seconds a finished upload's line stays before it clears (spec 001 §4). */
export const UPLOAD_CLEAR_MS = 5_000;

/**
 * The registration machine (src/machines/registration.machine.ts) for the screens of /register: the
 * flow screen reads its state and data (`view`, `watch`); the forms' values become the draft's
 * account and representatives by the draft rules of spec 000 §3; an upload reports its progress.
 */
export function createRegistrationHandle(
  settings: OpeningSettings,
  referralId: string | null,
  continued: RegistrationDraft | null = null,
) {
  let upload: UploadProgress | null = null;
  let blocked: string | null = null;
  let clearTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const setUpload = (next: UploadProgress | null) => {
    upload = next;
    cached = null;
    notify();
  };
  const machine = registrationMachine.provide({
    actors: {
      uploadDocument: fromPromise<
        PersonFile,
        { credential: string; accountId: string; personId: string; name: AttachmentType; file: Blob }
      >(async ({ input }) => {
        clearTimeout(clearTimer);
        const fileName = input.file instanceof File ? input.file.name : input.name;
        const progress = (fraction: number, state: UploadProgress['state']) =>
          setUpload({ personId: input.personId, name: input.name, fileName, fraction, state });
        progress(0, 'uploading');
        try {
          const stored = await uploadPersonFile(
            input.credential,
            { accountId: input.accountId, personId: input.personId },
            input.name,
            input.file,
            (fraction) => progress(fraction, 'uploading'),
          );
          progress(1, 'done');
          return stored;
        } catch (error) {
          progress(upload?.fraction ?? 0, 'failed');
          throw error;
        } finally {
          clearTimer = setTimeout(() => setUpload(null), UPLOAD_CLEAR_MS);
        }
      }),
    },
  });
  const actor: RegistrationActor = createActor(machine, { input: { settings, referralId, continued } });
  let cached: MachineView | null = null;
  actor.subscribe(() => {
    cached = null;
    notify();
  });
  actor.start();

  const settled = () => waitFor(actor, (snapshot) => !registrationView(snapshot, null).busy);

  const handle: MachineHandle & { stop(): void } = {
    view() {
      return (cached ??= registrationView(actor.getSnapshot(), upload, blocked));
    },
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    can(event) {
      return actor.getSnapshot().can(event as RegistrationEvent);
    },
    async send(event) {
      const snapshot = actor.getSnapshot();
      if (blocked) {
        blocked = null;
        cached = null;
      }
      switch (event.type) {
        case 'SAVE_DATA': {
          const account = snapshot.context.draft.account;
          if (!account) return false;
          actor.send({
            type: 'EDIT_ACCOUNT',
            account: accountOfValues(account, (event.values ?? {}) as NaturalValues & CompanyValues),
          });
          actor.send({ type: 'SAVE_ACCOUNT' });
          const after = await settled();
          return after.context.error === null && after.context.gaps.length === 0;
        }
        case 'KEEP_DATA': {
          // The data form's values as they are typed, kept in the draft (and so in the browser) before "Continuar".
          const account = snapshot.context.draft.account;
          if (!account || !snapshot.can({ type: 'EDIT_ACCOUNT', account })) return false;
          actor.send({
            type: 'EDIT_ACCOUNT',
            account: accountOfValues(account, (event.values ?? {}) as NaturalValues & CompanyValues),
          });
          return true;
        }
        case 'ADD_REPRESENTATIVE': {
          const answerable = answerableOfValues(snapshot.context.draft.idAccount, (event.values ?? {}) as NaturalValues);
          actor.send({ type: 'ADD_REPRESENTATIVE', answerable });
          const after = await settled();
          return after.context.error === null && after.context.gaps.length === 0;
        }
        case 'CHOOSE_PERSON_TYPE':
          actor.send({ type: 'CHOOSE_PERSON_TYPE', personType: event.personType === 'J' ? 'J' : 'N' });
          return true;
        case 'NEXT':
        case 'SUBMIT': {
          // A step that may not go on yet says why (a required document missing, the terms not accepted).
          if (!snapshot.can(event as RegistrationEvent)) {
            blocked = `register.blocked.${registrationView(snapshot, null).state}`;
            cached = null;
            notify();
            return false;
          }
          actor.send(event as RegistrationEvent);
          return true;
        }
        default:
          actor.send(event as RegistrationEvent);
          return true;
      }
    },
    stop() {
      clearTimeout(clearTimer);
      actor.stop();
    },
  };
  return handle;
}

/**
 * The draft of a registration this device continues from a continuation link (the QR code's
 * `?continue=ho_…`): the link traded for a credential of the device, and the holder's documents sent so far.
 */
export async function continuedDraft(linkToken: string, settings: OpeningSettings): Promise<RegistrationDraft> {
  const registration = await continueRegistration(linkToken);
  const draft = draftFromRegistration(registration, settings);
  const credential = draft.credential?.token ?? null;
  const stored =
    credential && draft.idAccount && draft.idPerson ? await listPersonFiles(credential, draft.idAccount, draft.idPerson) : null;
  const files = (stored?.items ?? []).map(({ id, personId, name, contentType, length }) => ({
    id,
    personId,
    name,
    contentType,
    length,
  }));
  return { ...draft, files };
}

/**
 * The registration handle of a page: made once the bank configuration (its branch and account
 * products) is read, and a continuation link, if the address has one, traded; stopped when the page
 * goes. Until then it reads null and takes no event. A link that no longer works starts from what
 * the device kept.
 */
export function deferredRegistrationHandle(
  loadSettings: () => Promise<OpeningSettings | null>,
  referralId: string | null,
  continueToken: string | null = null,
): MachineHandle & { start(): void; stop(): void } {
  let inner: ReturnType<typeof createRegistrationHandle> | null = null;
  let generation = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  let unsubscribe: (() => void) | undefined;
  return {
    start() {
      const mine = ++generation;
      void loadSettings().then(async (settings) => {
        // The link works once: it is traded on the first start only, and the address forgets it.
        const link = continueToken;
        continueToken = null;
        const continued = link ? await continuedDraft(link, settings ?? {}).catch(() => null) : null;
        if (mine !== generation) return;
        inner = createRegistrationHandle(settings ?? {}, referralId, continued);
        unsubscribe = inner.watch!(notify);
        notify();
      });
    },
    stop() {
      generation += 1;
      unsubscribe?.();
      inner?.stop();
      inner = null;
    },
    view: () => inner?.view!() ?? null,
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    can: (event, data) => inner?.can?.(event, data) ?? false,
    send: (event) => inner?.send(event) ?? false,
  };
}
