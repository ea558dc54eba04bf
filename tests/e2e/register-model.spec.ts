import type { Locator, Page, Route } from '@playwright/test';
import { openSecureStorage, sealValue } from '../../src/api/secure-storage.ts';
import { STATUS_POLL_MS } from '../../src/machines/registration.machine.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { statesAlong, type ModelPath, type ModelState, type Stimulus } from '../model/harness/explore.ts';
import { exploredModel } from '../model/harness/explored.ts';
import { registrationModel } from '../model/machines/registration.model.ts';
import { expect, test } from './support/fixtures.ts';
import { walkInBrowser } from './support/model-walk.ts';
import { combobox, fillAddress, flow, textbox, typeCode } from './support/registration.ts';

/**
 * The registration machine's generated paths (tests/model), walked in Chromium through /register: the
 * draft a path restores is sealed into the page's IndexedDB store as the site keeps it, each event is
 * what a person does on the flow screen, and each call of the machine is held at the network until the
 * path's step answers it with the model's answer (or a refusal), so the page is seen in the state that
 * waits and in the state the answer leads to. Bank token, configuration, lookups and the terms come
 * from the real sandbox. Walked: the paths that start on this device (not from a continuation link)
 * whose every event a person can make on the page (a six-digit code, an edit sent as it is saved).
 */
const coverage = await exploredModel(registrationModel as never);

const CALLS: Record<string, { method: string; url: RegExp }> = {
  saveAccount: { method: 'POST|PUT', url: /\/api\/Accounts\/(?:[^/]+\/)?(?:Natural|Juridical)$/ },
  saveRepresentative: { method: 'POST', url: /\/api\/Accounts\/[^/]+\/Answerables$/ },
  removeRepresentative: { method: 'DELETE', url: /\/api\/Accounts\/[^/]+\/Answerables\/[^/]+$/ },
  sendToken: { method: 'POST', url: /\/(?:Phone|Contact)\/[^/]+\/Validate$/ },
  confirmToken: { method: 'POST', url: /\/(?:Phone|Contact)\/[^/]+\/Validate\/[^/]+$/ },
  uploadDocument: { method: 'PUT', url: /\/People\/[^/]+\/Files$/ },
  deleteDocument: { method: 'DELETE', url: /\/api\/Accounts\/People\/Files\/[^/]+$/ },
  submit: { method: 'POST', url: /\/api\/Accounts\/[^/]+\/Workflow$/ },
  checkStatus: { method: 'GET', url: /\/api\/Accounts\/[^/]+\/Workflow$/ },
};
/** What the machine does without the network: reading and clearing the draft of the device. */
const LOCAL = new Set(['restoreDraft', 'clearDraft']);

const topState = (state: ModelState) => (typeof state.value === 'string' ? state.value : Object.keys(state.value as object)[0]!);
const nested = (state: ModelState) =>
  typeof state.value === 'string' ? null : String(Object.values(state.value as Record<string, unknown>)[0]);

/** Whether a person can make the event on the page, in the state before it and with the step after it. */
function doable(steps: Stimulus[], index: number, before: ModelState): boolean {
  const step = steps[index]!;
  if (step.kind === 'wait') return true;
  // The device's own store does not fail on cue; a call of the bank does.
  if (step.kind === 'resolve') return LOCAL.has(step.src) || step.src in CALLS;
  if (step.kind === 'reject') return step.src in CALLS;
  const event = step.event as { type: string; [key: string]: unknown };
  const state = topState(before);
  switch (event.type) {
    case 'EDIT_ACCOUNT': {
      // The form sends its values as it is saved: an edit is walked with the save that follows it.
      const next = steps[index + 1];
      return next?.kind === 'event' && next.event.type === 'SAVE_ACCOUNT' && state === 'data';
    }
    case 'SAVE_ACCOUNT':
      return state === 'data';
    case 'CONFIRM_TOKEN':
      // The boxes take digits only: a code with a letter never leaves the page.
      return event.code === '123456' && nested(before) === 'awaitingToken';
    case 'REQUEST_TOKEN': {
      const context = before.context as {
        draft: {
          account: { contacts: { id?: string; validated?: boolean }[] } | null;
          answerables: { contacts: { id?: string; validated?: boolean }[] }[];
        };
      };
      const items = [context.draft.account, ...context.draft.answerables].flatMap((person) => person?.contacts ?? []);
      return (
        (state === 'validations' || state === 'representatives') &&
        items.some((item) => item.id === event.itemId && !item.validated)
      );
    }
    case 'CANCEL_TOKEN':
      return nested(before) === 'awaitingToken';
    case 'CHOOSE_PERSON_TYPE':
      return state === 'personType';
    case 'EDIT_DATA':
      return state === 'validations' && nested(before) === 'idle';
    case 'ADD_REPRESENTATIVE':
    case 'REMOVE_REPRESENTATIVE':
      return state === 'representatives' && nested(before) === 'idle';
    case 'UPLOAD':
    case 'DELETE_DOCUMENT':
      return (state === 'documents' || state === 'pendingDocuments') && nested(before) === 'idle';
    case 'NEXT':
      return ['representatives', 'documents'].includes(state) && nested(before) === 'idle';
    case 'ACCEPT_TERMS':
      return state === 'terms';
    case 'SUBMIT':
      return state === 'terms' || (state === 'pendingDocuments' && nested(before) === 'idle');
    case 'START_AGAIN':
      return !['loading', 'resuming', 'personType', 'clearing'].includes(state);
    default:
      return false;
  }
}

interface Walk {
  path: ModelPath;
  states: ModelState[];
}

const DOABLE: Walk[] = [];
for (const path of coverage.paths) {
  if ((path.input as { continued?: unknown }).continued) continue;
  const states = await statesAlong(registrationModel as never, path);
  if (path.steps.every((_, index) => doable(path.steps, index, states[index]!))) DOABLE.push({ path, states });
}

/**
 * The walks that, together, show every state the doable paths reach (and a code awaited), greedily:
 * each generated path is a page load of its own, and the model tests already take every transition.
 */
function covering(walks: Walk[]): Walk[] {
  const key = (state: ModelState) => `${topState(state)}${nested(state) === 'awaitingToken' ? '.awaitingToken' : ''}`;
  const missing = new Set(walks.flatMap((walk) => walk.states.map(key)));
  const chosen: Walk[] = [];
  while (missing.size > 0) {
    const best = walks
      .map((walk) => ({ walk, gain: new Set(walk.states.map(key).filter((state) => missing.has(state))).size }))
      .sort((a, b) => b.gain - a.gain)[0]!;
    chosen.push(best.walk);
    best.walk.states.forEach((state) => missing.delete(key(state)));
  }
  return chosen;
}

const WALKS = covering(DOABLE);

/** The page's calls of the registration, held until the path answers them. */
class HeldCalls {
  private held: { src: string; route: Route }[] = [];
  async hold(page: Page): Promise<void> {
    await page.route('**/api/Accounts/**', async (route) => {
      const request = route.request();
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && path.endsWith('/AcceptTerm')) return route.fulfill({ json: { code: 200, errors: [] } });
      const src = Object.entries(CALLS).find(
        ([, call]) => call.method.split('|').includes(request.method()) && call.url.test(path),
      )?.[0];
      if (!src) return route.continue();
      this.held.push({ src, route });
    });
  }
  async answer(src: string, answer: (route: Route) => Promise<void>): Promise<void> {
    await expect.poll(() => this.held.some((entry) => entry.src === src), { message: `the page calls ${src}` }).toBe(true);
    const index = this.held.findIndex((entry) => entry.src === src);
    const [entry] = this.held.splice(index, 1);
    await answer(entry!.route);
  }
}

/** Puts the draft a path restores where the site keeps it: the sealed record of the IndexedDB store "registration". */
async function seedDraft(page: Page, sandbox: RunningSandbox, draft: unknown): Promise<void> {
  const prefix = `balcao.${sandbox.ctx.config.merchantId}.`;
  await openSecureStorage({ secret: sandbox.ctx.config.storageSecret, prefix });
  const sealed = await sealValue(draft);
  await page.goto('/api/Sandbox/Clock');
  await page.evaluate(
    ({ name, sealed }) =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open(name, 1);
        opening.onupgradeneeded = () => opening.result.createObjectStore('registration');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const transaction = opening.result.transaction('registration', 'readwrite');
          transaction.objectStore('registration').put(sealed, 'draft');
          transaction.oncomplete = () => {
            opening.result.close();
            resolve();
          };
        };
      }),
    { name: `${prefix}registration`, sealed },
  );
}

const PERSON_FORM = {
  taxId: '52998224725',
  name: 'Joana Prado',
  birth: '12/04/1990',
  gender: 'Feminino',
  phone: '11987650001',
  email: 'joana@exemplo.com.br',
};

async function fillData(page: Page, taxId: string): Promise<void> {
  const form = flow(page);
  await textbox(form, 'CPF').fill(taxId);
  await textbox(form, 'Nome').first().fill(PERSON_FORM.name);
  await textbox(form, 'Data de nascimento').fill(PERSON_FORM.birth);
  await combobox(form, 'Gênero').selectOption({ label: PERSON_FORM.gender });
  await textbox(form, 'Celular').fill(PERSON_FORM.phone);
  await textbox(form, 'E-mail').fill(PERSON_FORM.email);
  await fillAddress(page, form);
}

function itemOf(page: Page, itemId: string): Locator {
  // The representative's items are in their own section; the holder's come first.
  return itemId.startsWith('r')
    ? flow(page).getByTestId('representative').locator('li[data-item="Contact"]')
    : flow(page).locator('li[data-item="Contact"]').first();
}

async function act(page: Page, held: HeldCalls, steps: Stimulus[], index: number): Promise<void> {
  const step = steps[index]!;
  if (step.kind === 'wait') {
    await page.clock.fastForward(STATUS_POLL_MS + 1_000);
    return;
  }
  if (step.kind === 'resolve') {
    if (LOCAL.has(step.src)) return;
    await held.answer(step.src, (route) => route.fulfill({ json: step.output ?? { code: 200, errors: [] } }));
    return;
  }
  if (step.kind === 'reject') {
    const refusal = (registrationModel.actors as Record<string, { error?: { response?: { data?: unknown } } }>)[step.src]?.error;
    const body = refusal?.response?.data ?? { errors: [{ message: 'Recusado pelo banco.', errorCode: 'XX00000' }] };
    await held.answer(step.src, (route) => route.fulfill({ status: 422, json: body }));
    return;
  }
  const event = step.event as { type: string; [key: string]: unknown };
  const section = flow(page);
  switch (event.type) {
    case 'CHOOSE_PERSON_TYPE':
      return section.getByRole('button', { name: 'Pessoa física' }).click();
    case 'EDIT_ACCOUNT': {
      const account = event.account as { taxId: string };
      return fillData(page, account.taxId);
    }
    case 'SAVE_ACCOUNT':
      return section.getByRole('button', { name: 'Continuar', exact: true }).click();
    case 'EDIT_DATA':
      return section.getByRole('button', { name: 'Corrigir dados' }).click();
    case 'REQUEST_TOKEN': {
      const item = itemOf(page, String(event.itemId));
      // A code asked for again: once the countdown is over, the resend button.
      if ((await item.getByTestId('token-countdown').count()) > 0) {
        await page.clock.fastForward(61_000);
        return item.getByRole('button', { name: 'Reenviar código' }).click();
      }
      return item.getByRole('button', { name: 'Enviar código por e-mail' }).click();
    }
    case 'CONFIRM_TOKEN':
      return typeCode(page, section.locator('li.flow-item').filter({ has: page.getByTestId('token-box') }), String(event.code));
    case 'CANCEL_TOKEN':
      return section.getByRole('button', { name: 'Cancelar' }).click();
    case 'ADD_REPRESENTATIVE': {
      const answerable = event.answerable as { taxId: string };
      if (answerable.taxId) {
        await textbox(section, 'CPF').fill(answerable.taxId);
        await textbox(section, 'Nome').first().fill('Rui Sol');
        await textbox(section, 'Data de nascimento').fill('20/02/1978');
        await combobox(section, 'Gênero').selectOption({ label: 'Masculino' });
        await textbox(section, 'Celular').fill('21987650002');
        await textbox(section, 'E-mail').fill('rui@exemplo.com.br');
        await fillAddress(page, section);
      }
      return section.getByRole('button', { name: 'Incluir representante' }).click();
    }
    case 'REMOVE_REPRESENTATIVE':
      return section.getByRole('button', { name: 'Remover representante' }).click();
    case 'UPLOAD': {
      const person = section.getByTestId('person-documents').first();
      await combobox(person, 'Tipo do documento').selectOption({ label: 'Comprovante de residência' });
      return person
        .locator('input[type="file"]')
        .setInputFiles({ name: 'conta.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    }
    case 'DELETE_DOCUMENT':
      return section
        .getByTestId('document')
        .filter({ hasText: 'Documento (frente)' })
        .getByRole('button', { name: 'Excluir' })
        .click();
    case 'NEXT':
      return section.getByRole('button', { name: /^Continuar( para documentos)?$/ }).click();
    case 'ACCEPT_TERMS':
      return section.getByRole('checkbox', { name: 'Li e aceito o termo de uso.' }).setChecked(event.accepted === true);
    case 'SUBMIT':
      return section.getByRole('button', { name: /^(Enviar cadastro|Enviar novamente)$/ }).click();
    case 'START_AGAIN':
      await section.getByRole('button', { name: 'Começar de novo' }).click();
      return page.getByRole('dialog').getByRole('button', { name: 'Começar de novo' }).click();
    default:
      throw new Error(`no page action for ${event.type}`);
  }
}

/** What the page shows in a state: the flow's state, and the token boxes while a code is awaited. */
async function expectState(page: Page, state: ModelState): Promise<void> {
  const top = topState(state);
  // The draft is read from the device before anything shows; the restore is not a state a person sees.
  if (top === 'loading' || top === 'resuming') return;
  await expect(flow(page)).toHaveAttribute('data-state', top);
  if (nested(state) === 'awaitingToken') await expect(flow(page).getByTestId('token-box')).toHaveCount(6);
}

/** A path in a line: the stage its draft restores, then each step by name (describePath has the whole drafts). */
function shortPath(path: ModelPath): string {
  return path.steps
    .map((step) => {
      if (step.kind === 'wait') return 'time passes';
      if (step.kind === 'reject') return `${step.src} fails`;
      if (step.kind === 'resolve') {
        if (step.src !== 'restoreDraft') return `${step.src} answers`;
        const draft = step.output as { account?: { personType?: string; status?: string } | null } | null;
        return draft?.account
          ? `restores a ${draft.account.personType === 'J' ? 'company' : 'person'} ${draft.account.status ?? 'being typed'}`
          : 'restores nothing';
      }
      const event = step.event as { type: string; itemId?: string; accepted?: boolean };
      return [event.type, event.itemId, event.accepted].filter((part) => part !== undefined).join(' ');
    })
    .join(' → ');
}

test('the model has registration paths a person can walk on the page, and they reach every step and outcome', () => {
  expect(DOABLE.length).toBeGreaterThan(10);
  const reached = new Set(WALKS.flatMap((walk) => walk.states.map(topState)));
  expect(new Set(DOABLE.flatMap((walk) => walk.states.map(topState)))).toEqual(reached);
  for (const state of [
    'personType',
    'data',
    'validations',
    'representatives',
    'documents',
    'terms',
    'submitted',
    'inAnalysis',
    'pendingDocuments',
    'approved',
    'rejected',
  ])
    expect(reached).toContain(state);
});

test.describe('the registration page walks the generated paths of its machine', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ sandboxPerTest: false });
  for (const { path, states } of WALKS) {
    test(`${shortPath(path)} (${path.covers.length} new transitions)`, async ({ page, sandbox }) => {
      await page.clock.install();
      const held = new HeldCalls();
      await held.hold(page);
      const first = path.steps[0]!;
      const restored = first.kind === 'resolve' && first.src === 'restoreDraft' ? first.output : null;
      if (restored) await seedDraft(page, sandbox, restored);
      await page.goto('/register');
      await walkInBrowser(page, registrationModel as never, path, async (index) => {
        await act(page, held, path.steps, index);
        await expectState(page, states[index + 1]!);
      });
    });
  }
});
