import * as OTPAuth from 'otpauth';
import type { Page, Request, Route, WebSocket } from '@playwright/test';
import type { CurrentUser } from '../../src/generated/schemas.ts';
import type { SessionContext } from '../../src/machines/session.machine.ts';
import { DEMO_PASSWORD_CHANGE_OPERATOR as carla } from '../../src/sandbox/seed/demo-data.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import {
  describePath,
  describeStimulus,
  longestPaths,
  statesAlong,
  type ModelPath,
  type ModelState,
  type Stimulus,
} from '../model/harness/explore.ts';
import { exploredModel } from '../model/harness/explored.ts';
import { sessionModel } from '../model/machines/session.model.ts';
import { demoHolder, expect, test } from './support/fixtures.ts';
import { walkInBrowser } from './support/model-walk.ts';
import { settle, watchRequests } from './support/settle.ts';

/**
 * The session machine's generated paths (tests/model) walked in Chromium against the real sandbox:
 * each event is what a person does (or what the bank does to the session), each answer of an invoked
 * call is the bank's real answer to a request the page made, held until the path says how the bank
 * answers, and the page is checked against the state the machine is in after every step.
 */
const coverage = await exploredModel(sessionModel as never);

/** An event with its variant (`SIGN_OUT forced`), or an invoked call's answer (`signOut reject`). */
function stimulusName(step: Stimulus): string {
  if (step.kind === 'wait') return 'wait';
  if (step.kind !== 'event') return `${step.src} ${step.kind}`;
  const reason = (step.event as { reason?: string }).reason;
  return reason ? `${step.event.type} ${reason}` : step.event.type;
}

/**
 * The path, then the path again with each other variant the model lists of an event it sends, one at
 * a time: the harness keeps one path per transition, and a sign-out for inactivity or by the hub
 * takes the same transition as the person's own.
 */
function withVariants(path: ModelPath): ModelPath[] {
  const variants = path.steps.flatMap((step, index) =>
    step.kind !== 'event'
      ? []
      : sessionModel.events
          .filter((event) => event.type === step.event.type && stimulusName({ kind: 'event', event }) !== stimulusName(step))
          .map((event) => ({
            ...path,
            steps: path.steps.map((other, at) => (at === index ? { kind: 'event' as const, event } : other)),
          })),
  );
  return [path, ...variants];
}

const contextOf = (state: ModelState) => state.context as SessionContext;

/** Whether a page can take this step in this state; the model tests take the others with doubles. */
function provokable(state: ModelState, step: Stimulus): boolean {
  const name = stimulusName(step);
  // While the code is awaited the site sends nothing with the session's token: the code step asks the
  // bank nothing until the code is sent, and a sent code is `confirmingCode`, where an expiry comes
  // back as the code's own answer (AU10003), which ends the sign-in.
  if (state.value === 'awaitingCode' && name === 'SESSION_EXPIRED') return false;
  // The inactivity watch and the hub connection run in the account area only (MainLayout).
  if ((name === 'SIGN_OUT inactivity' || name === 'SIGN_OUT forced') && state.value !== 'signedIn') return false;
  // The hub's Logout follows the bank closing the session, so the sign-out that follows is answered CH30019.
  if (name === 'signOut resolve' && contextOf(state).endReason === 'forced') return false;
  return true;
}

interface Walked {
  path: ModelPath;
  /** The machine's state at the start and after each step. */
  states: ModelState[];
}

const ALL: Walked[] = await Promise.all(
  coverage.paths.flatMap(withVariants).map(async (path) => ({ path, states: await statesAlong(sessionModel as never, path) })),
);
const walkable = ({ path, states }: Walked) => path.steps.every((step, index) => provokable(states[index]!, step));
const WALKED = ALL.filter(walkable);
/**
 * What Chromium walks: the paths no other path extends (`longestPaths`), each with its states; a path
 * that is the start of another is walked as that start, its states checked step by step as its own.
 */
const LONGEST: Walked[] = longestPaths(WALKED.map(({ path }) => path)).map((path) => ({
  path,
  states: WALKED.find((walked) => walked.path.steps === path.steps)!.states,
}));

/** A code the sandbox's authenticator secret gives; any operator with two-factor on here uses it. */
const TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
const maria = demoHolder('maria');
const ana = demoHolder('ana');
const company = demoHolder('company');

/** Who signs in for a model user: a demo operator with the same flags (two-factor switched on for the path). */
interface Subject {
  userId: string;
  accountId: string;
  account: string;
  userName: string;
  password: string;
  name: string;
  twoFactor: boolean;
}

const plain: Subject = { ...maria.operator, accountId: maria.accountId, account: maria.number, twoFactor: false };
const withTwoFactor: Subject = { ...ana.operator, accountId: ana.accountId, account: ana.number, twoFactor: true };
const mustChange: Subject = { ...carla, accountId: company.accountId, account: company.number, twoFactor: false };
const SUBJECT_IDS = [maria.operator.userId, ana.operator.userId, carla.userId];

function subjectFor(user: Pick<CurrentUser, 'a2fEnabled' | 'changePassword'> | null): Subject {
  if (user?.changePassword) return { ...mustChange, twoFactor: user.a2fEnabled };
  return user?.a2fEnabled ? withTwoFactor : plain;
}

/** The model user a path signs in or restores, if any (every path has at most one). */
function userOf(path: ModelPath): CurrentUser | null {
  const answer = path.steps.find((step) => step.kind === 'resolve' && (step.src === 'signIn' || step.src === 'restoreSession'));
  return answer?.kind === 'resolve' ? (answer.output as CurrentUser) : null;
}

/** The bank calls behind the machine's invoked actors. */
const CALLS: Record<string, { method: string; path: RegExp }> = {
  restoreSession: { method: 'GET', path: /^\/api\/Authentication\/Account$/ },
  signIn: { method: 'POST', path: /^\/api\/Authentication\/Account\/[^/]+\/SignIn$/ },
  confirmCode: { method: 'POST', path: /^\/api\/Authentication\/A2F$/ },
  signOut: { method: 'POST', path: /^\/api\/Authentication\/SignOut$/ },
};

/**
 * Holds the page's requests for the machine's calls until a step lets the bank answer, so each
 * in-flight state can be seen. The restore's call is held once, on the reload that restores; the
 * same address later serves the sign-in's user lookup, which is not held.
 */
class HeldCalls {
  private readonly held = new Map<string, Route[]>();
  private restoreArmed = false;

  constructor(private readonly page: Page) {}

  async install(): Promise<void> {
    await this.page.route('**/api/Authentication/**', async (route) => {
      const src = this.srcOf(route.request());
      if (!src) return route.fallback();
      if (src === 'restoreSession') this.restoreArmed = false;
      this.held.set(src, [...(this.held.get(src) ?? []), route]);
    });
  }

  armRestore(): void {
    this.restoreArmed = true;
  }

  private srcOf(request: Request): string | undefined {
    const path = new URL(request.url()).pathname;
    return Object.keys(CALLS).find(
      (src) =>
        (src !== 'restoreSession' || this.restoreArmed) && CALLS[src]!.method === request.method() && CALLS[src]!.path.test(path),
    );
  }

  /** Lets the oldest held request of `src` reach the bank, and gives the bank's status. */
  async release(src: string): Promise<number> {
    await expect.poll(() => this.held.get(src)?.length ?? 0, { message: `a held ${src} request` }).toBeGreaterThan(0);
    const route = this.held.get(src)!.shift()!;
    const answered = this.page.waitForResponse((response) => response.request() === route.request());
    await route.continue();
    return (await answered).status();
  }
}

interface Walk {
  page: Page;
  sandbox: RunningSandbox;
  subject: Subject;
  calls: HeldCalls;
  states: ModelState[];
  /** Statuses of the refresh answers the page received. */
  refreshes: number[];
  /** The page's bank calls still waiting for their answer. */
  pending: Set<Request>;
  /** The page's own hub socket, once the hub has answered its handshake. */
  hub: WebSocket | null;
  /**
   * Counts the times the walk left the site. A socket of a page left behind may never report its
   * close (the browser can drop that page's renderer), so only a socket opened since counts as the hub.
   */
  departures: number;
  /** The access token of the page's last bank call. */
  token: string | null;
}

/**
 * Waits until every call the page made has its answer, so a change on the bank's side (its clock, a
 * closed session) meets only the call the step makes, not one the page was still loading.
 */
async function quiet(walk: Walk): Promise<void> {
  await expect.poll(() => walk.pending.size, { message: "the page's calls answered" }).toBe(0);
}

async function storedNames(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(sessionStorage));
}

/** Session storage holds these entries; they are written encrypted, so a moment after the change. */
async function expectStored(page: Page, names: string[]): Promise<void> {
  await expect.poll(() => storedNames(page)).toEqual(expect.arrayContaining(names));
}

/** The code the authenticator app shows at the sandbox's time (RFC 6238), or one it shows at no nearby step. */
function codeFor(sandbox: RunningSandbox, right: boolean): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(TOTP_SECRET), algorithm: 'SHA1', digits: 6, period: 30 });
  const now = sandbox.ctx.clock.now().getTime();
  if (right) return totp.generate({ timestamp: now });
  const near = [-30_000, 0, 30_000].map((offset) => totp.generate({ timestamp: now + offset }));
  return ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code))!;
}

/** The newest open session of the walk's operator: the one the page holds, unless the bank closed it. */
/** The session of the access token the page last sent: its tokens name it (src/sandbox/auth/tokens.ts). */
function pageSession(walk: Walk): string {
  if (!walk.token) throw new Error('the page has sent no access token yet');
  const claims = JSON.parse(Buffer.from(walk.token.split('.')[1]!, 'base64url').toString('utf8')) as { sessionId?: string };
  if (!claims.sessionId) throw new Error('the access token names no session');
  return claims.sessionId;
}

/** The bank closes the page's session, as it does after five wrong codes or a copied refresh token. */
async function closeSession(walk: Walk): Promise<void> {
  const id = pageSession(walk);
  await walk.sandbox.ctx.db.query('update sessions set signed_out_at = $2 where id = $1', [id, walk.sandbox.ctx.clock.now()]);
  walk.sandbox.ctx.events.emit('sessionClosed', id);
}

async function fillSignIn(page: Page, subject: Subject, password: string): Promise<void> {
  await page.getByLabel('Agência', { exact: true }).fill('0001');
  await page.getByLabel('Conta', { exact: true }).fill(subject.account);
  await page.getByLabel('Usuário', { exact: true }).fill(subject.userName);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Dígito 1 do token' }).click();
  await page.keyboard.type(code, { delay: 60 });
}

/** The session's tokens in session storage, under the demo merchant's prefix. */
const AUTH_ENTRY = 'balcao.demo.auth';
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const passwordDialog = (page: Page) => page.getByRole('dialog', { name: 'Alterar senha' });
/** spec 000 §9: `downtime`, 3600 s, as the sandbox's /app-config.json serves it. */
const DOWNTIME_MS = 3_600_000;
const EXPIRED_NOTICE = 'Sua sessão expirou. Entre novamente para continuar.';
const INACTIVITY_NOTICE = 'Você foi desconectado por ter ficado um longo tempo sem atividade.';

/** What the page shows in each state of the machine; `previous` is the state before the last step. */
async function expectState(walk: Walk, state: ModelState, previous: ModelState | undefined): Promise<void> {
  const { page, subject } = walk;
  const context = contextOf(state);
  switch (state.value) {
    case 'restoring':
      // Back on the site, the page found the stored session and asks the bank whose it is.
      await expectStored(page, [AUTH_ENTRY]);
      if (new URL(page.url()).pathname.startsWith('/account'))
        await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toBeVisible();
      else await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
      return;
    case 'signedOut': {
      await expect(page.getByRole('heading', { name: 'Acesse sua conta' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
      await expect.poll(() => storedNames(page)).toEqual([]);
      // spec 000 §8: only an expiry met in the account carries `redirect` and says why.
      const fromAccount = context.endReason === 'expired' && previous?.value === 'signedIn';
      await expect(page).toHaveURL(fromAccount ? /\/auth\/login\?redirect=%2Faccount%2Fhome$/ : /\/auth\/login$/);
      // The login says the session expired whenever one did in this tab, wherever the person was.
      await expect(page.getByText(EXPIRED_NOTICE)).toHaveCount(context.endReason === 'expired' ? 1 : 0);
      await expect(page.getByText(INACTIVITY_NOTICE)).toHaveCount(context.endReason === 'inactivity' ? 1 : 0);
      return;
    }
    case 'signingIn':
      await expect(page.getByRole('button', { name: 'Entrando...' })).toBeDisabled();
      await expect(page.locator('form[aria-busy="true"]')).toBeVisible();
      return;
    case 'awaitingCode': {
      await expect(page.getByRole('heading', { name: 'Confirme o acesso' })).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/login/);
      const first = page.getByRole('textbox', { name: 'Dígito 1 do token' });
      await expect(first).toBeEnabled();
      await expect(first).toHaveValue('');
      // A refused code is said beside the boxes too, for screen readers.
      if (context.errors) await expect(page.getByRole('group', { name: /Digite o código/ })).toHaveAccessibleDescription(/.+/);
      await expectStored(page, [AUTH_ENTRY]);
      return;
    }
    case 'confirmingCode':
      await expect(page.getByRole('button', { name: 'Confirmando...' })).toBeDisabled();
      await expect(page.getByRole('textbox', { name: 'Dígito 1 do token' })).toBeDisabled();
      return;
    case 'changingPassword':
      await expect(toast(page, 'Por segurança, altere sua senha antes de continuar.')).toBeVisible();
      await expect(passwordDialog(page)).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/login/);
      return;
    case 'signedIn':
      await expect(page).toHaveURL(/\/account\/home$/);
      await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
      await expect(page.getByTestId('available-balance')).toHaveText(/R\$ [\d.]+,\d\d/);
      await expect(page).toHaveTitle(subject.name);
      // spec 000 §4: a confirmed code is kept in session storage with the tokens.
      await expectStored(page, subject.twoFactor ? [AUTH_ENTRY, 'balcao.demo.a2f'] : [AUTH_ENTRY]);
      return;
    case 'signingOut':
      // The bank has not answered the sign-out yet: the tokens are still kept.
      await expectStored(page, [AUTH_ENTRY]);
      if (previous?.value === 'signedIn')
        await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toBeVisible();
      return;
    default:
      throw new Error(`no page check for state ${JSON.stringify(state.value)}`);
  }
}

/** Lets the bank answer a held call, having first made it answer as the step says. */
async function answer(walk: Walk, step: Extract<Stimulus, { kind: 'resolve' | 'reject' }>): Promise<void> {
  const { page, calls } = walk;
  const fails = step.kind === 'reject';
  switch (step.src) {
    case 'restoreSession':
      if (fails) {
        // A new tab: nothing is stored, so the restore fails before asking the bank.
        await page.goto('/auth/login');
        return;
      }
      // Ten minutes after the sign-in the access token has expired: one refresh, and the call again.
      expect(await calls.release('restoreSession')).toBe(401);
      await expect.poll(() => walk.refreshes).toEqual([200]);
      return;
    case 'signIn': {
      const status = await calls.release('signIn');
      if (!fails) expect(status).toBe(200);
      else {
        expect(status).toBe(401);
        await expect(toast(page, 'Operador ou senha inválidos.')).toContainText('AU10001');
      }
      return;
    }
    case 'confirmCode': {
      if (!fails) {
        expect(await calls.release('confirmCode')).toBe(200);
        return;
      }
      const error = sessionModel.actors!.confirmCode!.errors![step.variant ?? 0] as {
        response: { data: { errors: { errorCode: string }[] } };
      };
      const code = error.response.data.errors[0]!.errorCode;
      // The fifth wrong code in a row ends the sign-in: this one follows four.
      if (code === 'AU10018')
        await walk.sandbox.ctx.db.query('update sessions set a2f_failures = 4 where id = $1', [pageSession(walk)]);
      expect(await calls.release('confirmCode')).toBeGreaterThanOrEqual(400);
      await expect(page.getByTestId('toast').filter({ hasText: code })).toBeVisible();
      return;
    }
    case 'signOut':
      // A session the bank closed already answers CH30019; the page signs out all the same (spec 000 §8).
      if (fails) await closeSession(walk);
      expect(await calls.release('signOut')).toBe(fails ? 400 : 200);
      return;
    default:
      throw new Error(`no bank answer for ${describeStimulus(step)}`);
  }
}

/** Two days on the sandbox's clock: the refresh token has expired too, so the next refresh fails. */
function expireRefreshToken(sandbox: RunningSandbox): void {
  sandbox.ctx.clock.advance(2 * 24 * 3600);
}

async function take(walk: Walk, steps: Stimulus[], index: number): Promise<void> {
  const { page, sandbox, subject } = walk;
  const step = steps[index]!;
  if (step.kind === 'resolve' || step.kind === 'reject') return answer(walk, step);
  if (step.kind !== 'event') throw new Error(`no page action for ${describeStimulus(step)}`);
  const state = walk.states[index]!.value;
  const next = steps[index + 1];
  switch (step.event.type) {
    case 'SIGN_IN':
      await fillSignIn(page, subject, next?.kind === 'reject' ? '000000' : subject.password);
      return;
    case 'CONFIRM_CODE':
      await typeCode(page, codeFor(sandbox, next?.kind !== 'reject'));
      return;
    case 'PASSWORD_CHANGED': {
      const dialog = passwordDialog(page);
      await dialog.getByRole('textbox', { name: 'Senha atual', exact: true }).fill(subject.password);
      await dialog.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('135246');
      await dialog.getByRole('textbox', { name: 'Confirme a nova senha', exact: true }).fill('135246');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(toast(page, 'Senha alterada com sucesso.')).toBeVisible();
      return;
    }
    case 'SIGN_OUT':
      if (stimulusName(step) === 'SIGN_OUT inactivity') {
        // The whole downtime with nothing done (spec 000 §8).
        await page.clock.runFor(DOWNTIME_MS + 1_000);
      } else if (stimulusName(step) === 'SIGN_OUT forced') {
        // The bank ends the session and says so through the hub: its Logout event. The page's own
        // socket must be open: a socket of the tab before the restore may still be closing.
        await expect.poll(() => walk.hub !== null, { message: "the page's hub socket open" }).toBe(true);
        await quiet(walk);
        await closeSession(walk);
      } else if (state === 'signedIn') {
        await page.getByRole('button', { name: /Menu do perfil/ }).click();
        await page.getByRole('menuitem', { name: 'Sair' }).click();
      } else if (state === 'awaitingCode') {
        await page.getByRole('button', { name: 'Voltar e sair' }).click();
      } else if (state === 'changingPassword') {
        await page.keyboard.press('Escape');
        await expect(passwordDialog(page)).toBeHidden();
        await page.getByRole('button', { name: 'Sair', exact: true }).click();
      } else throw new Error(`no sign-out on the page in ${state}`);
      return;
    case 'SESSION_EXPIRED':
      // Signed in, the page's hub connects and then fetches again what it refreshes: a call of those made
      // after the clock moves would find the session expired before the person's own.
      if (state === 'signedIn') {
        await expect.poll(() => walk.hub !== null, { message: "the page's hub socket open" }).toBe(true);
        await settle(page);
      }
      await quiet(walk);
      expireRefreshToken(sandbox);
      if (state === 'signedIn') {
        await page.getByRole('button', { name: 'Atualizar saldo' }).click();
      } else if (state === 'changingPassword') {
        // The change is sent with the expired session: its refresh fails.
        const dialog = passwordDialog(page);
        await dialog.getByRole('textbox', { name: 'Senha atual', exact: true }).fill(subject.password);
        await dialog.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('135246');
        await dialog.getByRole('textbox', { name: 'Confirme a nova senha', exact: true }).fill('135246');
        await dialog.getByRole('button', { name: 'Salvar' }).click();
      } else throw new Error(`no expiry on the page in ${state}`);
      return;
    default:
      throw new Error(`no page action for ${step.event.type}`);
  }
}

/**
 * A path that starts from a stored session begins signed in as far as the sign-in takes its user
 * (the account, the code step or the forced change); the person then leaves the tab on another page
 * for ten minutes, and comes back to where they were.
 */
async function storeSession(walk: Walk): Promise<string> {
  const { page, subject } = walk;
  await page.goto('/auth/login');
  await fillSignIn(page, subject, subject.password);
  if (subject.twoFactor) await expect(page.getByRole('heading', { name: 'Confirme o acesso' })).toBeVisible();
  else if (subject.userId === carla.userId) await expect(passwordDialog(page)).toBeVisible();
  else await expect(page).toHaveURL(/\/account\/home$/);
  await expectStored(page, [AUTH_ENTRY]);
  const back = page.url();
  // Away from the site nothing of the page asks the bank while its clock moves.
  await page.goto('about:blank');
  walk.departures += 1;
  walk.hub = null;
  walk.sandbox.ctx.clock.advance(601);
  return back;
}

/** Every operator a path may use, as it was: its password, flags and counters, and no new open session. */
const USER_COLUMNS = [
  'password_hash',
  'change_password',
  'electronic_password_digest',
  'a2f_enabled',
  'a2f_secret',
  'a2f_pending_secret',
  'a2f_enabled_at',
  'a2f_last_step',
  'failed_sign_ins',
  'sign_in_locked_until',
  'updated_at',
];
let savedUsers: { id: string; row: Record<string, unknown> }[] = [];
let savedSessions: string[] = [];

test.beforeEach(async ({ sandbox }) => {
  savedUsers = await sandbox.ctx.db.query<{ id: string; row: Record<string, unknown> }>(
    'select id, to_jsonb(u) as row from users u where id = any($1)',
    [SUBJECT_IDS],
  );
  savedSessions = (
    await sandbox.ctx.db.query<{ id: string }>('select id from sessions where user_id = any($1)', [SUBJECT_IDS])
  ).map((row) => row.id);
});

test.afterEach(async ({ sandbox }) => {
  sandbox.ctx.clock.reset();
  for (const { id, row } of savedUsers) {
    await sandbox.ctx.db.query(
      `update users u set ${USER_COLUMNS.map((column) => `${column} = saved.${column}`).join(', ')}
         from jsonb_populate_record(null::users, $2::jsonb) saved where u.id = $1`,
      [id, JSON.stringify(row)],
    );
  }
  await sandbox.ctx.db.query(
    'update sessions set signed_out_at = coalesce(signed_out_at, now()) where user_id = any($1) and not (id = any($2))',
    [SUBJECT_IDS, savedSessions],
  );
});

test('the walked paths take every transition, reach every state and send every event variant of the session machine, but what no page can provoke', () => {
  const taken = new Set(WALKED.flatMap(({ path }) => path.covers));
  expect(coverage.transitions.total.filter((key) => !taken.has(key))).toEqual([
    'session.awaitingCode --SESSION_EXPIRED--> session.signedOut',
  ]);
  const reached = new Set(WALKED.flatMap(({ states }) => states.map((state) => `session.${String(state.value)}`)));
  expect(coverage.states.total.filter((state) => state !== 'session' && !reached.has(state))).toEqual([]);
  const stimuli = new Set(WALKED.flatMap(({ path }) => path.steps.map(stimulusName)));
  expect([...stimuli].sort()).toEqual([
    'CONFIRM_CODE',
    'PASSWORD_CHANGED',
    'SESSION_EXPIRED',
    'SIGN_IN',
    'SIGN_OUT',
    'SIGN_OUT forced',
    'SIGN_OUT inactivity',
    'confirmCode reject',
    'confirmCode resolve',
    'restoreSession reject',
    'restoreSession resolve',
    'signIn reject',
    'signIn resolve',
    'signOut reject',
    'signOut resolve',
  ]);
});

test.describe('the session walks every path of its machine against the sandbox', () => {
  for (const { path, states } of LONGEST) {
    test(`${describePath(path)} (${path.covers.join('; ')})`, async ({ page, sandbox }) => {
      const user = userOf(path);
      const subject = subjectFor(user);
      if (subject.twoFactor)
        await sandbox.ctx.db.query('update users set a2f_enabled = true, a2f_secret = $2, a2f_last_step = null where id = $1', [
          subject.userId,
          TOTP_SECRET,
        ]);
      const walk: Walk = {
        page,
        sandbox,
        subject,
        calls: new HeldCalls(page),
        states,
        refreshes: [],
        pending: new Set(),
        hub: null,
        departures: 0,
        token: null,
      };
      watchRequests(page);
      page.on('websocket', (socket) => {
        const opened = walk.departures;
        socket.on('framereceived', () => {
          if (opened === walk.departures) walk.hub = socket;
        });
        socket.on('close', () => {
          if (walk.hub === socket) walk.hub = null;
        });
      });
      page.on('response', (response) => {
        if (response.url().endsWith('/api/Authentication/RefreshToken')) walk.refreshes.push(response.status());
      });
      page.on('request', (request) => {
        if (!new URL(request.url()).pathname.startsWith('/api/')) return;
        walk.pending.add(request);
        const bearer = /^Bearer (\S+)$/.exec(request.headers()['authorization'] ?? '');
        if (bearer) walk.token = bearer[1]!;
      });
      page.on('requestfinished', (request) => walk.pending.delete(request));
      page.on('requestfailed', (request) => walk.pending.delete(request));
      // The page's clock stands for the person's idle hour; it must be in place before the page loads.
      if (path.steps.some((step) => stimulusName(step) === 'SIGN_OUT inactivity')) await page.clock.install();
      const [first] = path.steps;
      const restores = first?.kind === 'resolve' && first.src === 'restoreSession';
      const back = restores ? await storeSession(walk) : null;
      await walk.calls.install();
      if (back) {
        walk.calls.armRestore();
        await page.goto(back);
        await expectState(walk, states[0]!, undefined);
      }
      await walkInBrowser(page, sessionModel as never, path, async (index) => {
        await take(walk, path.steps, index);
        await expectState(walk, states[index + 1]!, states[index]);
      });
    });
  }
});
