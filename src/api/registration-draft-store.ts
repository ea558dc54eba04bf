import { initialRegistrationDraft, type DraftFile, type RegistrationDraft } from '../domain/registration-draft.ts';
import { appConfig } from './config.ts';
import { openSealedValue, sealValue } from './secure-storage.ts';

/**
 * The registration draft, kept as it is typed (spec 000 §9: "a local database has a store for
 * registration, version 1"): an IndexedDB database of the site's storage prefix with the object
 * store `registration`, holding one record, sealed with the storage key like every stored entry.
 * Documents are kept by what they are (id, type, size), never by their bytes.
 */
export const REGISTRATION_DB_VERSION = 1;
export const REGISTRATION_STORE = 'registration';
const DRAFT_KEY = 'draft';

export function registrationDatabaseName(): string {
  return `${appConfig().storagePrefix}registration`;
}

function request<T>(operation: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result);
    operation.onerror = () => reject(operation.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const opening = indexedDB.open(registrationDatabaseName(), REGISTRATION_DB_VERSION);
  opening.onupgradeneeded = () => {
    if (!opening.result.objectStoreNames.contains(REGISTRATION_STORE)) opening.result.createObjectStore(REGISTRATION_STORE);
  };
  return request(opening);
}

async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await openDatabase();
  try {
    return await request(work(database.transaction(REGISTRATION_STORE, mode).objectStore(REGISTRATION_STORE)));
  } finally {
    database.close();
  }
}

/** Only what a document is: a Blob or File that slipped into the draft is never written. */
const fileMetadata = (file: DraftFile): DraftFile => ({
  id: String(file.id),
  personId: String(file.personId),
  name: String(file.name),
  contentType: String(file.contentType),
  length: Number(file.length),
});

/**
 * Every read and write of the draft waits for the ones asked for before it. The machine keeps the
 * draft after each step without waiting, and a seal can take longer than the next one: without a
 * turn each, an older draft sealed last would be written over the newer one.
 */
let lastTurn: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const turn = lastTurn.then(work);
  lastTurn = turn.catch(() => undefined);
  return turn;
}

export function saveRegistrationDraft(draft: RegistrationDraft): Promise<void> {
  return inTurn(() => writeDraft(draft));
}

async function writeDraft(draft: RegistrationDraft): Promise<void> {
  const kept: RegistrationDraft = {
    ...draft,
    files: draft.files.map(fileMetadata),
    answerableFiles: draft.answerableFiles.map(fileMetadata),
  };
  const sealed = await sealValue(kept);
  await withStore('readwrite', (store) => store.put(sealed, DRAFT_KEY));
}

/** The draft as last kept, or null when there is none (or it was sealed under another secret). */
export function loadRegistrationDraft(): Promise<RegistrationDraft | null> {
  return inTurn(readDraft);
}

async function readDraft(): Promise<RegistrationDraft | null> {
  const sealed = await withStore<unknown>('readonly', (store) => store.get(DRAFT_KEY));
  if (typeof sealed !== 'string') return null;
  try {
    return { ...initialRegistrationDraft(), ...((await openSealedValue(sealed)) as Partial<RegistrationDraft>) };
  } catch {
    return null;
  }
}

/** spec 000 §3: "start again" and the end of a registration clear the draft to its initial state. */
export async function clearRegistrationDraft(): Promise<RegistrationDraft> {
  const initial = initialRegistrationDraft();
  await saveRegistrationDraft(initial);
  return initial;
}
