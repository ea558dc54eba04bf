import axios from 'axios';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { OutboxPage } from '../../src/generated/schemas.ts';
import { getBankConfiguration } from '../../src/api/authentication.ts';
import { loadAppConfig } from '../../src/api/config.ts';
import { http as client } from '../../src/api/http-client.ts';
import {
  deletePersonFile,
  getRegistration,
  listAnswerables,
  listPersonFiles,
  startOnboarding,
  uploadPersonFile,
} from '../../src/api/registration.ts';
import { loadRegistrationDraft } from '../../src/api/registration-draft-store.ts';
import { openSecureStorage } from '../../src/api/secure-storage.ts';
import { registrationStage, type OpeningSettings, type RegistrationDraft } from '../../src/domain/registration-draft.ts';
import { STATUS_POLL_MS } from '../../src/machines/registration.machine.ts';
import {
  continuedDraft,
  createRegistrationHandle,
  type RegistrationPerson,
} from '../../src/renderer/host/registration-handle.ts';
import { DEMO_ACCOUNTS } from '../../src/sandbox/seed/demo-data.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';
import { cnpjFrom, cpfFrom, files } from './account-opening-harness.ts';

/**
 * The registration machine as /register runs it: the handle the register screens read and send to
 * (src/renderer/host/registration-handle.ts), the machine's calls the site's own (src/api), against
 * a real sandbox, with the draft kept in an IndexedDB of the test's device (fake-indexeddb: a new
 * device is a new database, a reload a new handle on the same one). Each step checks what the page
 * shows (the step, the people and their items, the refusal or the reason it may not go on) and what
 * the bank holds. The browser's walk of the same machine is tests/e2e/register-model.spec.ts; this
 * one is quick enough to run for every mutant of the machine (npm run test:model:mutation --
 * --machine registration).
 */
type Handle = ReturnType<typeof createRegistrationHandle>;

let sandbox: RunningSandbox;
let settings: OpeningSettings;
const handles: Handle[] = [];
const maria = DEMO_ACCOUNTS.find((holder) => holder.key === 'maria')!;

const ADDRESS = {
  zipCode: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

const personValues = (taxId: string, name = 'Joana Prado Antunes', email = 'joana@exemplo.com.br', phone = '11987650001') => ({
  taxId,
  person: { name, birth: '1990-04-12', gender: 'F', mother: 'Lúcia Prado' },
  phone,
  email,
  address: ADDRESS,
});

const companyValues = (taxId: string) => ({
  taxId,
  company: { name: 'Oficina Raio de Sol Ltda', birth: '2015-08-01', taxRegime: 'SIMPLES_NACIONAL', legalNature: '2062' },
  phone: '1133330001',
  email: 'contato@oficina.com.br',
  address: ADDRESS,
});

const representativeValues = (taxId: string, name: string, phone: string, email: string) => ({
  taxId,
  person: { name, birth: '1978-02-20', gender: 'M', mother: 'Maria Sol' },
  phone,
  email,
  address: ADDRESS,
});

/** A person's document as the page picks it: its bytes, content type and file name. */
const documentFile = (name: string, mark: string) =>
  name === 'proof_residence'
    ? new File([new Uint8Array(files.pdf())], 'conta.pdf', { type: 'application/pdf' })
    : new File([new Uint8Array(files.jpeg(`${name}-${mark}`))], `${name}.jpg`, { type: 'image/jpeg' });

beforeAll(async () => {
  // In a browser axios goes over XMLHttpRequest, which drops the content type of a call without a
  // body (the registration's POSTs without one); in node its adapter sends form-urlencoded instead.
  const nodeAdapter = axios.getAdapter('http');
  client.defaults.adapter = (config) => {
    if (config.data === undefined) config.headers.delete('Content-Type');
    return nodeAdapter(config);
  };
  sandbox = await startTestSandbox();
  vi.stubGlobal('fetch', async () => Response.json({ apiBaseUrl: sandbox.url }));
  const config = await loadAppConfig();
  vi.unstubAllGlobals();
  await openSecureStorage({ secret: config.storageSecret, prefix: config.storagePrefix });
  settings = await getBankConfiguration();
}, 120_000);
afterAll(async () => {
  client.defaults.adapter = undefined;
  vi.useRealTimers();
  vi.stubGlobal('fetch', async () => Response.json({}));
  await loadAppConfig();
  vi.unstubAllGlobals();
  await sandbox?.close();
});
afterEach(() => {
  for (const handle of handles.splice(0)) handle.stop();
  vi.useRealTimers();
  sandbox.ctx.clock.reset();
  vi.unstubAllGlobals();
});

/** A device of its own: an empty browser database. */
function newDevice(): void {
  vi.stubGlobal('indexedDB', new IDBFactory());
}

async function until(check: () => boolean, what: string, timeout = 15_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeout) throw new Error(`still waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const view = (handle: Handle) => handle.view!()!;
const data = (handle: Handle) =>
  view(handle).data as {
    personType: string | null;
    accountId: string | null;
    credential: string | null;
    people: RegistrationPerson[];
    representatives: RegistrationPerson[];
    token: { itemId: string; waitSeconds: number } | null;
    termofuse: boolean;
    status: string | null;
    statusMessage: string | null;
    summary: Record<string, unknown>;
    values: Record<string, unknown>;
    error: string | null;
    gaps: string[];
    blocked: string | null;
    canNext: boolean;
  };
const idle = (handle: Handle) => !view(handle).busy && !['loading', 'resuming'].includes(view(handle).state);

/** /register opened on this device (a reload is another open): the step it shows once it has read the draft. */
async function openPage(continued: Parameters<typeof createRegistrationHandle>[2] = null): Promise<Handle> {
  const handle = createRegistrationHandle(settings, 'convite-7', continued);
  handles.push(handle);
  await until(() => idle(handle), 'the page to read its draft');
  // Opening the page sends nothing and shows no refusal.
  expect(data(handle).error).toBeNull();
  return handle;
}

/** What a person does on the page; answers what the page said (false: it stopped there). */
async function act(handle: Handle, event: { type: string } & Record<string, unknown>): Promise<boolean | void> {
  const answer = await handle.send(event);
  await until(() => idle(handle), `the page to settle after ${event.type}`);
  return answer;
}

/** Waits until the draft the device keeps is as expected: it is written as the page changes. */
async function kept(expected: (draft: RegistrationDraft | null) => boolean): Promise<void> {
  const started = Date.now();
  while (!expected(await loadRegistrationDraft())) {
    if (Date.now() - started > 15_000) throw new Error('still waiting: the draft the device keeps');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The page is closed and opened again, once the draft it kept reads the step it shows. */
async function reload(handle: Handle, expected?: (draft: RegistrationDraft | null) => boolean): Promise<Handle> {
  const step = view(handle).state;
  await kept(expected ?? ((draft) => !!draft && registrationStage(draft) === step));
  handle.stop();
  return openPage();
}

/** The sandbox's tester controls, as a tester calls them. */
async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/** The newest code the bank sent to a phone or an e-mail address (its outbox). */
async function codeSentTo(item: { target: 'Phone' | 'Contact'; text: string }): Promise<string> {
  const to = item.target === 'Phone' ? `55${item.text}` : item.text;
  const purpose = item.target === 'Phone' ? 'PHONE_TOKEN' : 'CONTACT_TOKEN';
  const outbox = await control<OutboxPage>('GET', `/api/Sandbox/Outbox?to=${encodeURIComponent(to)}&purpose=${purpose}`);
  return /\b(\d{6})\b/.exec(outbox.items[0]?.body ?? '')![1]!;
}

/** The person of the page by role and name, as the validation and documents steps list them. */
const personOf = (handle: Handle, name: string) => data(handle).people.find((person) => person.name === name)!;

/** Asks for a code for each item of the person not yet validated and types the one the bank sent. */
async function validateEverything(handle: Handle, name: string): Promise<void> {
  for (const item of personOf(handle, name).items.filter((entry) => !entry.validated)) {
    await act(handle, { type: 'REQUEST_TOKEN', target: item.target, itemId: item.id });
    expect(data(handle).token?.itemId).toBe(item.id);
    await act(handle, { type: 'CONFIRM_TOKEN', code: await codeSentTo(item) });
    expect(data(handle).error).toBeNull();
  }
}

async function uploadAll(handle: Handle, personId: string, names: readonly string[], mark: string): Promise<void> {
  for (const name of names) await act(handle, { type: 'UPLOAD', personId, name, file: documentFile(name, mark) });
}

const PERSON_DOCUMENTS = ['document_front', 'document_verse', 'selfie', 'proof_residence'] as const;

/** The registration as the bank keeps it, read with the page's credential. */
const bank = (handle: Handle) => getRegistration(data(handle).credential!, data(handle).accountId!);

/** The sendings the bank holds, in order: each runs the face match once (the first by ANALYZE, a resend by RESUBMIT). */
const sendings = async (handle: Handle) =>
  (
    await sandbox.ctx.db.query<{ action: string }>(
      `select s.action from workflow_steps s join workflow_instances i on i.id = s.instance_id
        where i.subject_type = 'ACCOUNT' and i.subject_id = $1 and s.to_activity = 'face-match' order by s.seq`,
      [data(handle).accountId],
    )
  ).map((step) => step.action);

/** The poll of a sent registration's status comes round (the sandbox's decision is read then). */
async function nextPoll(handle: Handle): Promise<void> {
  await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
  await until(() => idle(handle) && view(handle).state !== 'checkingStatus', 'the status poll');
}

describe('the registration machine against the sandbox', () => {
  test('a person: data refused and corrected, phone and e-mail validated, documents, terms, analysis, documents asked again, approval', async () => {
    newDevice();
    let page = await openPage();
    expect(view(page).state).toBe('personType');
    expect(data(page).people).toEqual([]);

    await act(page, { type: 'CHOOSE_PERSON_TYPE', personType: 'N' });
    expect(view(page).state).toBe('data');
    expect(data(page).personType).toBe('N');
    expect(data(page).error).toBeNull();

    // A form with gaps is not sent; the page names them.
    expect(await act(page, { type: 'SAVE_DATA', values: { ...personValues(cpfFrom('123123123')), email: '' } })).toBe(false);
    expect(view(page).state).toBe('data');
    expect(data(page).gaps).toEqual(['contacts']);
    expect(data(page).accountId).toBeNull();

    // A CPF the bank already has: its refusal shows, nothing is opened.
    expect(await act(page, { type: 'SAVE_DATA', values: personValues(maria.taxId) })).toBe(false);
    expect(view(page).state).toBe('data');
    expect(data(page).error).toBe('Este CPF ou CNPJ já tem uma conta ou um cadastro neste banco.');
    expect(data(page).accountId).toBeNull();

    // Typed values are kept on the device as they are typed: a reload shows them on the data step.
    const taxId = cpfFrom('231231231');
    await act(page, { type: 'KEEP_DATA', values: personValues(taxId, 'Joana Prado') });
    page = await reload(page, (draft) => draft?.account?.name === 'Joana Prado');
    expect(view(page).state).toBe('data');
    expect(data(page).values).toMatchObject({ taxId, person: { name: 'Joana Prado' } });

    expect(await act(page, { type: 'SAVE_DATA', values: personValues(taxId, 'Joana Prado') })).toBe(true);
    expect(view(page).state).toBe('validations');
    expect(data(page).error).toBeNull();
    expect(await bank(page)).toMatchObject({ taxId, name: 'Joana Prado', status: 'REGISTERING', referralId: 'convite-7' });
    const joana = () => personOf(page, 'Joana Prado Antunes');

    // "Corrigir dados" goes back to the form with what was sent; sending again changes the same registration.
    await act(page, { type: 'EDIT_DATA' });
    expect(view(page).state).toBe('data');
    expect(data(page).values).toMatchObject({ taxId, person: { name: 'Joana Prado' } });
    const accountId = data(page).accountId;
    expect(await act(page, { type: 'SAVE_DATA', values: personValues(taxId) })).toBe(true);
    expect(view(page).state).toBe('validations');
    expect(data(page).accountId).toBe(accountId);
    expect(await bank(page)).toMatchObject({ name: 'Joana Prado Antunes', status: 'REGISTERING' });
    page = await reload(page);
    expect(view(page).state).toBe('validations');
    const [phone, email] = joana().items;
    expect([phone, email].map((item) => [item!.target, item!.validated])).toEqual([
      ['Phone', false],
      ['Contact', false],
    ]);

    // A code asked for: the boxes show; a code that is not six digits never goes; a wrong one is refused and the boxes stay.
    await act(page, { type: 'REQUEST_TOKEN', target: 'Phone', itemId: phone!.id });
    expect(data(page).token).toMatchObject({ itemId: phone!.id, waitSeconds: 60 });
    expect(await act(page, { type: 'CONFIRM_TOKEN', code: '12a456' })).toBe(true);
    expect(data(page).token?.itemId).toBe(phone!.id);
    expect(data(page).error).toBeNull();
    const right = await codeSentTo(phone!);
    await act(page, { type: 'CONFIRM_TOKEN', code: right === '000000' ? '111111' : '000000' });
    expect(data(page).error).toMatch(/^Token de validação incorreto\./);
    expect(data(page).token?.itemId).toBe(phone!.id);
    // Asked again before the minute: the bank refuses, the boxes close with its reason.
    await act(page, { type: 'REQUEST_TOKEN', target: 'Phone', itemId: phone!.id });
    expect(data(page).error).toMatch(/^Aguarde para pedir um novo token\./);
    expect(data(page).token).toBeNull();
    expect(view(page).state).toBe('validations');
    // An item that is not the person's, or already validated, asks nothing.
    await act(page, { type: 'REQUEST_TOKEN', target: 'Phone', itemId: 'someone-else' });
    expect(data(page).token).toBeNull();

    sandbox.ctx.clock.advance(61);
    await act(page, { type: 'REQUEST_TOKEN', target: 'Phone', itemId: phone!.id });
    expect(data(page).token?.itemId).toBe(phone!.id);
    expect(data(page).error).toBeNull();
    await act(page, { type: 'CONFIRM_TOKEN', code: await codeSentTo(phone!) });
    expect(data(page).token).toBeNull();
    expect(joana().items.map((item) => item.validated)).toEqual([true, false]);
    expect((await bank(page)).phones[0]!.validated).toBe(true);
    await act(page, { type: 'REQUEST_TOKEN', target: 'Phone', itemId: phone!.id });
    expect(data(page).token).toBeNull();

    // The e-mail's boxes closed without a code ("Cancelar"), then asked again from another box: the same wait applies.
    await act(page, { type: 'REQUEST_TOKEN', target: 'Contact', itemId: email!.id });
    expect(data(page).token?.itemId).toBe(email!.id);
    await act(page, { type: 'CANCEL_TOKEN' });
    expect(data(page).token).toBeNull();
    expect(view(page).state).toBe('validations');
    page = await reload(page);
    expect(view(page).state).toBe('validations');
    sandbox.ctx.clock.advance(61);
    await act(page, { type: 'REQUEST_TOKEN', target: 'Contact', itemId: email!.id });
    await act(page, { type: 'REQUEST_TOKEN', target: 'Contact', itemId: email!.id });
    expect(data(page).error).toMatch(/^Aguarde para pedir um novo token\./);
    sandbox.ctx.clock.advance(61);
    await act(page, { type: 'REQUEST_TOKEN', target: 'Contact', itemId: email!.id });
    await act(page, { type: 'CONFIRM_TOKEN', code: await codeSentTo(email!) });
    // Everything validated: a person goes on to the documents (no representatives).
    expect(view(page).state).toBe('documents');
    expect((await bank(page)).contacts[0]!.validated).toBe(true);
    const personId = joana().personId;
    expect(joana().missing).toEqual([...PERSON_DOCUMENTS]);

    // Documents: none yet, the step may not go on; a file whose bytes are not its type is refused.
    expect(await act(page, { type: 'NEXT' })).toBe(false);
    expect(data(page).blocked).toBe('register.blocked.documents');
    expect(view(page).state).toBe('documents');
    await act(page, {
      type: 'UPLOAD',
      personId,
      name: 'document_front',
      file: new File(['GIF89a'], 'a.jpg', { type: 'image/jpeg' }),
    });
    expect(data(page).error).toMatch(/^O conteúdo do arquivo não corresponde ao tipo informado\./);
    expect(joana().files).toEqual([]);
    await uploadAll(page, personId, PERSON_DOCUMENTS, 'a');
    expect(data(page).error).toBeNull();
    expect(joana().missing).toEqual([]);
    expect((await listPersonFiles(data(page).credential, accountId!, personId)).items).toHaveLength(4);
    // A document removed, and one the bank no longer has: its refusal shows and the page keeps listing it.
    const [front, verse] = joana().files;
    await act(page, { type: 'DELETE_DOCUMENT', fileId: 'not-a-file' });
    expect(joana().files).toHaveLength(4);
    await act(page, { type: 'DELETE_DOCUMENT', fileId: front!.id });
    expect(data(page).error).toBeNull();
    expect(joana().missing).toEqual(['document_front']);
    expect((await listPersonFiles(data(page).credential, accountId!, personId)).items).toHaveLength(3);
    page = await reload(page);
    expect(view(page).state).toBe('documents');
    expect(joana().missing).toEqual(['document_front']);
    await deletePersonFile(data(page).credential, verse!.id);
    await act(page, { type: 'DELETE_DOCUMENT', fileId: verse!.id });
    expect(data(page).error).toBe('Arquivo não encontrado.');
    expect(joana().files.map((file) => file.id)).toContain(verse!.id);
    await uploadAll(page, personId, ['document_front', 'document_verse'], 'b');
    expect(data(page).canNext).toBe(true);
    await act(page, { type: 'NEXT' });
    expect(view(page).state).toBe('terms');
    page = await reload(page);
    expect(view(page).state).toBe('terms');
    expect(data(page).summary).toMatchObject({ name: 'Joana Prado Antunes', taxId, documents: 5 });

    // The terms: not accepted, nothing goes; accepted, then a refusal of the bank (a document gone meanwhile) shows on the same step.
    expect(await act(page, { type: 'SUBMIT' })).toBe(false);
    expect(data(page).blocked).toBe('register.blocked.terms');
    await act(page, { type: 'ACCEPT_TERMS', accepted: true });
    expect(data(page).termofuse).toBe(true);
    const selfie = joana().files.find((file) => file.name === 'selfie')!;
    await deletePersonFile(data(page).credential, selfie.id);
    await act(page, { type: 'SUBMIT' });
    expect(view(page).state).toBe('terms');
    expect(data(page).error).toMatch(/^Faltam documentos obrigatórios:.*selfie/);
    expect((await bank(page)).status).toBe('REGISTERING');
    await uploadPersonFile(data(page).credential, { accountId: accountId!, personId }, 'selfie', documentFile('selfie', 'c'));

    // Sent, the face match fails: the bank asks for documents again, which the page says with the bank's reason.
    await control('POST', `/api/Sandbox/Accounts/${accountId}/FaceMatch`, { score: 40 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await act(page, { type: 'SUBMIT' });
    expect(view(page).state).toBe('pendingDocuments');
    expect(data(page).error).toBeNull();
    expect(data(page).status).toBe('PENDING_DOCUMENTS');
    expect((await bank(page)).status).toBe('PENDING_DOCUMENTS');
    expect(await sendings(page)).toEqual(['ANALYZE']);
    // From now on the face match passes: a reload must not send the registration again by itself.
    await control('POST', `/api/Sandbox/Accounts/${accountId}/FaceMatch`, { score: 90 });
    page = await reload(page);
    expect(view(page).state).toBe('pendingDocuments');
    expect((await bank(page)).status).toBe('PENDING_DOCUMENTS');

    // Sent again, refused (a document gone meanwhile): the refusal shows, still asked for documents.
    const proof = joana().files.find((file) => file.name === 'proof_residence')!;
    await deletePersonFile(data(page).credential, proof.id);
    await act(page, { type: 'DELETE_DOCUMENT', fileId: proof.id });
    expect(data(page).error).toBe('Arquivo não encontrado.');
    await act(page, { type: 'SUBMIT' });
    expect(view(page).state).toBe('pendingDocuments');
    expect(data(page).error).toMatch(/^Faltam documentos obrigatórios:.*proof_residence/);
    // An upload the bank refuses on this step (the credential lapsed) says why and keeps the step.
    sandbox.ctx.clock.advance(8 * 24 * 3600);
    await act(page, { type: 'UPLOAD', personId, name: 'proof_residence', file: documentFile('proof_residence', 'lapsed') });
    expect(view(page).state).toBe('pendingDocuments');
    expect(data(page).error).toBe('Credencial de cadastro inválida ou expirada.');
    sandbox.ctx.clock.reset();
    // A new document, one removed on this step: sent again, the face match fails once more and the bank asks for documents again.
    await uploadAll(page, personId, ['proof_residence', 'selfie'], 'd');
    expect(data(page).error).toBeNull();
    await control('POST', `/api/Sandbox/Accounts/${accountId}/FaceMatch`, { score: 40 });
    await act(page, { type: 'SUBMIT' });
    expect(view(page).state).toBe('pendingDocuments');
    expect(data(page).status).toBe('PENDING_DOCUMENTS');
    expect(await sendings(page)).toEqual(['ANALYZE', 'RESUBMIT']);
    // Then sent again, the face match passes and the bank analyses it.
    await control('POST', `/api/Sandbox/Accounts/${accountId}/FaceMatch`, { score: 90 });
    const extraSelfie = joana()
      .files.filter((file) => file.name === 'selfie')
      .at(-1)!;
    await act(page, { type: 'DELETE_DOCUMENT', fileId: extraSelfie.id });
    expect(joana().files.map((file) => file.id)).not.toContain(extraSelfie.id);
    expect(data(page).error).toBeNull();
    await act(page, { type: 'SUBMIT' });
    expect(view(page).state).toBe('inAnalysis');
    expect(await sendings(page)).toEqual(['ANALYZE', 'RESUBMIT', 'RESUBMIT']);
    expect(data(page).status).toBe('IN_ANALYSIS');
    expect(data(page).error).toBeNull();
    page = await reload(page);
    expect(view(page).state).toBe('inAnalysis');

    // While in analysis the page asks the status now and then: a failed read keeps it waiting; the bank's request of documents shows.
    sandbox.ctx.clock.advance(8 * 24 * 3600);
    await nextPoll(page);
    expect(view(page).state).toBe('inAnalysis');
    sandbox.ctx.clock.reset();
    await control('POST', `/api/Sandbox/Accounts/${accountId}/RequestDocuments`, { note: 'Envie uma selfie mais nítida.' });
    await nextPoll(page);
    expect(view(page).state).toBe('pendingDocuments');
    expect(data(page).statusMessage).toBe('Envie uma selfie mais nítida.');
    await act(page, { type: 'SUBMIT' });
    expect(view(page).state).toBe('inAnalysis');
    await nextPoll(page);
    expect(view(page).state).toBe('inAnalysis');

    // Approved: the page shows it once the poll comes round, the bank opened the account, and the device forgets the draft.
    await control('POST', `/api/Sandbox/Accounts/${accountId}/Approve`);
    await nextPoll(page);
    expect(view(page).state).toBe('approved');
    expect(data(page).status).toBe('ACTIVE');
    expect((await bank(page)).status).toBe('ACTIVE');
    await kept((draft) => draft?.account === null);
    page = await openPage();
    expect(view(page).state).toBe('personType');
  });

  test('a company: validated, representatives refused, added and removed, validated, documents of each, sent and rejected', async () => {
    newDevice();
    let page = await openPage();
    await act(page, { type: 'CHOOSE_PERSON_TYPE', personType: 'J' });
    expect(view(page).state).toBe('data');
    expect(data(page).error).toBeNull();
    const taxId = cnpjFrom('R7K2M9Q4T1B3');
    expect(await act(page, { type: 'SAVE_DATA', values: companyValues(taxId) })).toBe(true);
    expect(view(page).state).toBe('validations');
    expect(await bank(page)).toMatchObject({ personType: 'J', taxId, status: 'REGISTERING' });
    await validateEverything(page, 'Oficina Raio de Sol Ltda');
    // The company's own phone and e-mail validated: its representatives come next.
    expect(view(page).state).toBe('representatives');
    page = await reload(page);
    expect(view(page).state).toBe('representatives');
    const credential = data(page).credential!;
    const accountId = data(page).accountId!;

    // None yet: the step may not go on. One with gaps is not sent; one the bank already has is refused.
    expect(data(page).canNext).toBe(false);
    expect(await act(page, { type: 'NEXT' })).toBe(false);
    expect(data(page).blocked).toBe('register.blocked.representatives');
    expect(
      await act(page, {
        type: 'ADD_REPRESENTATIVE',
        values: { ...representativeValues(cpfFrom('345345345'), 'Rui Sol', '21987650002', 'rui@exemplo.com.br'), person: {} },
      }),
    ).toBe(false);
    expect(data(page).gaps).toEqual(expect.arrayContaining(['name', 'gender']));
    expect(data(page).representatives).toEqual([]);
    expect(
      await act(page, {
        type: 'ADD_REPRESENTATIVE',
        values: representativeValues(maria.taxId, 'Maria', '21987650009', 'm@exemplo.com.br'),
      }),
    ).toBe(false);
    expect(data(page).error).toBe('Este CPF ou CNPJ já tem uma conta ou um cadastro neste banco.');
    expect((await listAnswerables(credential, accountId)).items).toEqual([]);

    const ruiTaxId = cpfFrom('345345345');
    expect(
      await act(page, {
        type: 'ADD_REPRESENTATIVE',
        values: representativeValues(ruiTaxId, 'Rui Sol', '21987650002', 'rui@exemplo.com.br'),
      }),
    ).toBe(true);
    expect(
      await act(page, {
        type: 'ADD_REPRESENTATIVE',
        values: representativeValues(cpfFrom('456456456'), 'Ana Sol', '21987650003', 'ana@exemplo.com.br'),
      }),
    ).toBe(true);
    expect(data(page).error).toBeNull();
    expect(data(page).representatives.map((person) => person.name)).toEqual(['Rui Sol', 'Ana Sol']);
    expect((await listAnswerables(credential, accountId)).items.map((item) => item.name).sort()).toEqual(['Ana Sol', 'Rui Sol']);
    // Not validated yet: the step may not go on.
    expect(await act(page, { type: 'NEXT' })).toBe(false);
    expect(data(page).blocked).toBe('register.blocked.representatives');

    // Removing someone not listed does nothing; a removal the bank refuses (the credential lapsed) keeps the person listed; then removed.
    const ana = personOf(page, 'Ana Sol');
    await act(page, { type: 'REMOVE_REPRESENTATIVE', personId: 'nobody' });
    expect(data(page).representatives).toHaveLength(2);
    sandbox.ctx.clock.advance(8 * 24 * 3600);
    await act(page, { type: 'REMOVE_REPRESENTATIVE', personId: ana.personId });
    expect(data(page).error).toBe('Credencial de cadastro inválida ou expirada.');
    expect(data(page).representatives).toHaveLength(2);
    sandbox.ctx.clock.reset();
    const caio = representativeValues(cpfFrom('567567567'), 'Caio Sol', '21987650004', 'caio@exemplo.com.br');
    expect(await act(page, { type: 'ADD_REPRESENTATIVE', values: caio })).toBe(true);
    expect(data(page).error).toBeNull();
    await act(page, { type: 'REMOVE_REPRESENTATIVE', personId: personOf(page, 'Caio Sol').personId });
    expect(data(page).error).toBeNull();
    expect(data(page).representatives.map((person) => person.name)).toEqual(['Rui Sol', 'Ana Sol']);
    await act(page, { type: 'REMOVE_REPRESENTATIVE', personId: ana.personId });
    expect(data(page).representatives.map((person) => person.name)).toEqual(['Rui Sol']);
    expect((await listAnswerables(credential, accountId)).items.map((item) => item.name)).toEqual(['Rui Sol']);
    page = await reload(page);
    expect(view(page).state).toBe('representatives');

    // A representative's codes, on the same step: a wrong one refused, a resend too soon refused, a cancel, then validated.
    const [ruiPhone, ruiEmail] = personOf(page, 'Rui Sol').items;
    await act(page, { type: 'REQUEST_TOKEN', target: 'Phone', itemId: ruiPhone!.id });
    expect(data(page).token?.itemId).toBe(ruiPhone!.id);
    expect(await act(page, { type: 'CONFIRM_TOKEN', code: '1234' })).toBe(true);
    expect(data(page).error).toBeNull();
    const right = await codeSentTo(ruiPhone!);
    await act(page, { type: 'CONFIRM_TOKEN', code: right === '000000' ? '111111' : '000000' });
    expect(data(page).error).toMatch(/^Token de validação incorreto\./);
    expect(data(page).token?.itemId).toBe(ruiPhone!.id);
    await act(page, { type: 'REQUEST_TOKEN', target: 'Phone', itemId: ruiPhone!.id });
    expect(data(page).error).toMatch(/^Aguarde para pedir um novo token\./);
    expect(data(page).token).toBeNull();
    expect(view(page).state).toBe('representatives');
    await act(page, { type: 'REQUEST_TOKEN', target: 'Phone', itemId: 'someone-else' });
    expect(data(page).token).toBeNull();
    await act(page, { type: 'REQUEST_TOKEN', target: 'Contact', itemId: ruiEmail!.id });
    await act(page, { type: 'CANCEL_TOKEN' });
    expect(data(page).token).toBeNull();
    expect(view(page).state).toBe('representatives');
    sandbox.ctx.clock.advance(61);
    await act(page, { type: 'REQUEST_TOKEN', target: 'Phone', itemId: ruiPhone!.id });
    await act(page, { type: 'CONFIRM_TOKEN', code: await codeSentTo(ruiPhone!) });
    expect(personOf(page, 'Rui Sol').items.map((item) => item.validated)).toEqual([true, false]);
    await act(page, { type: 'REQUEST_TOKEN', target: 'Contact', itemId: ruiEmail!.id });
    await act(page, { type: 'CONFIRM_TOKEN', code: await codeSentTo(ruiEmail!) });
    expect(personOf(page, 'Rui Sol').items.map((item) => item.validated)).toEqual([true, true]);
    expect(view(page).state).toBe('representatives');

    // Everyone validated: documents of the company and of its representative, then the terms, and the bank's refusal after analysis.
    expect(data(page).canNext).toBe(true);
    await act(page, { type: 'NEXT' });
    expect(view(page).state).toBe('documents');
    const company = personOf(page, 'Oficina Raio de Sol Ltda');
    const rui = personOf(page, 'Rui Sol');
    expect([company.missing, rui.missing]).toEqual([['social_contract', 'card_taxid'], [...PERSON_DOCUMENTS]]);
    await uploadAll(page, company.personId, ['social_contract', 'card_taxid'], 'company');
    await uploadAll(page, rui.personId, PERSON_DOCUMENTS, 'rui');
    expect([personOf(page, 'Oficina Raio de Sol Ltda').missing, personOf(page, 'Rui Sol').missing]).toEqual([[], []]);
    expect((await listPersonFiles(credential, accountId, rui.personId)).items).toHaveLength(4);
    const ruiSelfie = personOf(page, 'Rui Sol').files.find((file) => file.name === 'selfie')!;
    await act(page, { type: 'DELETE_DOCUMENT', fileId: ruiSelfie.id });
    expect(personOf(page, 'Rui Sol').missing).toEqual(['selfie']);
    expect(await act(page, { type: 'NEXT' })).toBe(false);
    await uploadAll(page, rui.personId, ['selfie'], 'rui-2');
    await act(page, { type: 'NEXT' });
    expect(view(page).state).toBe('terms');
    await act(page, { type: 'ACCEPT_TERMS', accepted: true });
    await act(page, { type: 'ACCEPT_TERMS', accepted: false });
    expect(await act(page, { type: 'SUBMIT' })).toBe(false);
    expect(data(page).blocked).toBe('register.blocked.terms');
    await act(page, { type: 'ACCEPT_TERMS', accepted: true });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await act(page, { type: 'SUBMIT' });
    expect(view(page).state).toBe('inAnalysis');
    expect((await bank(page)).status).toBe('IN_ANALYSIS');
    await control('POST', `/api/Sandbox/Accounts/${accountId}/Reject`, { note: 'Contrato social ilegível.' });
    await nextPoll(page);
    expect(view(page).state).toBe('rejected');
    expect(data(page).status).toBe('REJECTED');
    expect(data(page).statusMessage).toBe('Contrato social ilegível.');
    await kept((draft) => draft?.account === null);
    page = await openPage();
    expect(view(page).state).toBe('personType');
  });

  test('start again, a device without storage, and a registration continued on a phone', async () => {
    // A device whose browser database cannot open still starts at the first step, and "Começar de novo" works there.
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new Error('IndexedDB is not available');
      },
    });
    let page = await openPage();
    expect(view(page).state).toBe('personType');
    await act(page, { type: 'CHOOSE_PERSON_TYPE', personType: 'N' });
    await act(page, { type: 'START_AGAIN' });
    expect(view(page).state).toBe('personType');
    expect(data(page).personType).toBeNull();

    newDevice();
    page = await openPage();
    await act(page, { type: 'CHOOSE_PERSON_TYPE', personType: 'N' });
    const taxId = cpfFrom('678678678');
    expect(
      await act(page, { type: 'SAVE_DATA', values: personValues(taxId, 'Lia Prado', 'lia@exemplo.com.br', '11987650077') }),
    ).toBe(true);
    expect(view(page).state).toBe('validations');
    const credential = data(page).credential!;
    const accountId = data(page).accountId!;

    // Continued on a phone: the link traded there opens the registration where it stands, on that device's own draft.
    const link = await startOnboarding(credential, accountId);
    const token = new URL(link.url).searchParams.get('continue')!;
    newDevice();
    const phone = await openPage(await continuedDraft(token, settings));
    expect(view(phone).state).toBe('validations');
    expect(personOf(phone, 'Lia Prado').taxId).toBe(taxId);
    await validateEverything(phone, 'Lia Prado');
    expect(view(phone).state).toBe('documents');
    const reopened = await reload(phone);
    expect(view(reopened).state).toBe('documents');

    // "Começar de novo" on the phone: the first step, and a reload stays there.
    await act(reopened, { type: 'START_AGAIN' });
    expect(view(reopened).state).toBe('personType');
    expect(data(reopened).people).toEqual([]);
    page = await openPage();
    expect(view(page).state).toBe('personType');
  });
});
