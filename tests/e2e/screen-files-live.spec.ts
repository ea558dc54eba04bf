import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { checkProject, formatProblem } from '../../scripts/lib/screen-check.ts';
import { expect, fillSignIn, test, type DemoKey } from './support/fixtures.ts';
import { rowActions } from './support/grid.ts';

/**
 * The analysts' loop, under `npm run dev` on a copy of the project: the site is what the screen
 * files say (a page and a menu entry added to the manifest, home, the inbox, the sign-in box), and an
 * edit shows in the studio and on the signed-in site within two seconds of its save.
 */
test.describe.configure({ mode: 'serial' });

/** What an edit may take to show: the analysts' promise. */
const LIVE_MS = 2_000;

let root = '';
let dev: ViteDevServer | null = null;
let origin = '';
/** The copy's own sandbox: it reads the copy's schemas (the README's new profile field). */
let bank: RunningSandbox | null = null;
/**
 * One browser context for the file's pages, each a tab of its own: a tab keeps its session (session
 * storage) to itself, and all share the HTTP cache, so the dev server's dependencies (8 MB, cached
 * for good) are fetched once, not on every page.
 */
let site: BrowserContext | null = null;
const openPage = () => site!.newPage();

function copyProject(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'balcao-live-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(file));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(file, path.join(copy, file));
  }
  symlinkSync(path.resolve('node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

function editJson<T>(file: string, change: (json: T) => void): void {
  const full = path.join(root, file);
  const json = JSON.parse(readFileSync(full, 'utf8')) as T;
  change(json);
  writeFileSync(full, `${JSON.stringify(json, null, 2)}\n`);
}

/** A page and a sidebar entry the card flag gates, as an analyst adds them: the manifest and the texts. */
function addNewsPage(): void {
  editJson<{ spec: { routes: object[]; sidebar: object[] } }>('screens/site/site.json', (site) => {
    site.spec.routes.push({ path: '/account/novidades', layout: 'main', title: 'routes.news', screen: 'account-details' });
    site.spec.sidebar.splice(2, 0, { key: 'news', label: 'menu.news', to: '/account/novidades', features: ['cardEnable'] });
  });
  for (const [language, text] of [
    ['pt-BR', 'Novidades'],
    ['en', 'News'],
  ] as const) {
    editJson<{ routes: Record<string, string>; menu: Record<string, string> }>(
      `public/locales/${language}/translation.json`,
      (texts) => {
        texts.routes.news = text;
        texts.menu.news = text;
      },
    );
  }
}

/** The three changes of the README's "Changing a screen", as written there. */
function applyReadmeExamples(): void {
  for (const [language, name, nickname] of [
    ['pt-BR', 'Nome no cartão', 'Apelido'],
    ['en', 'Name on card', 'Nickname'],
  ] as const) {
    editJson<{ cards: { columns: Record<string, string> }; fields: Record<string, string> }>(
      `public/locales/${language}/translation.json`,
      (texts) => {
        texts.cards.columns.name = name;
        texts.fields.nickname = nickname;
      },
    );
  }
  editJson<{ properties: Record<string, object> }>('schemas/profile.schema.json', (schema) => {
    schema.properties.nickname = { type: 'string', maxLength: 32 };
  });
  editJson<{ spec: { uiSchema: Record<string, unknown> & { 'ui:order': string[] } } }>(
    'screens/profile/profile-form.json',
    (screen) => {
      screen.spec.uiSchema.nickname = { 'ui:title': 'fields.nickname' };
      screen.spec.uiSchema['ui:order'].splice(2, 0, 'nickname');
    },
  );
  editJson<{ spec: { rowActions: { id: string; roles?: string[] }[] } }>('screens/cards/cards.json', (screen) => {
    screen.spec.rowActions.find((action) => action.id === 'lock')!.roles = ['ACCOUNT_ADMIN'];
  });
}

async function signedIn(key: DemoKey): Promise<Page> {
  const page = await openPage();
  await page.goto('/auth/login');
  await fillSignIn(page, key);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/account\/home$/, { timeout: 60_000 });
  return page;
}

/** Saves an edit and answers how long the page took to show it. */
async function timed(edit: () => void, shown: () => Promise<void>): Promise<number> {
  const started = Date.now();
  edit();
  await shown();
  return Date.now() - started;
}

test.beforeAll(async ({ browser }, testInfo) => {
  // The dev server's first start pre-bundles the dependencies.
  testInfo.setTimeout(180_000);
  root = copyProject();
  addNewsPage();
  applyReadmeExamples();
  const { startTestSandbox } = (await import(pathToFileURL(path.join(root, 'tests/support/test-sandbox.ts')).href)) as {
    startTestSandbox: () => Promise<RunningSandbox>;
  };
  bank = await startTestSandbox();
  const api = bank.url;
  dev = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    cacheDir: path.resolve('node_modules/.vite-screen-files-live'),
    logLevel: 'silent',
    clearScreen: false,
    server: {
      host: '127.0.0.1',
      port: 0,
      proxy: {
        '/api': { target: api },
        '/hub': { target: api, ws: true, headers: { origin: api } },
        '/app-config.json': { target: api },
      },
    },
  });
  await dev.listen();
  origin = dev.resolvedUrls!.local[0]!.replace(/\/$/, '');
  site = await browser.newContext({ baseURL: origin, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
});

test.afterAll(async () => {
  await site?.close();
  await dev?.close();
  await bank?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

test('a page added to the manifest with a menu entry gated by a flag shows for the account with the flag, not for the other', async () => {
  test.setTimeout(180_000);
  const maria = await signedIn('maria');
  const menu = maria.getByRole('navigation', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Novidades' }).click();
  await expect(maria).toHaveURL(/\/account\/novidades$/);
  await expect(maria.getByRole('navigation', { name: 'Você está em' }).locator('[aria-current="page"]')).toHaveText('Novidades');
  await expect(maria.locator('.detail-list')).toContainText('Maria da Silva Souza');
  await maria.close();

  // Ana's account has the card flag off: no entry, and the page is still there for a link to it.
  const ana = await signedIn('ana');
  await expect(ana.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Extrato' })).toBeVisible();
  await expect(ana.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Novidades' })).toHaveCount(0);
  await ana.close();
});

test('home, the inbox and the sign-in are screen files: a save shows on the site, within two seconds where signed in', async () => {
  test.setTimeout(180_000);
  const page = await signedIn('maria');
  await expect(page.getByRole('link', { name: 'Ver extrato completo' })).toBeVisible();
  const home = await timed(
    () =>
      editJson<{ spec: { link: { label: string } } }>('screens/home/recent-entries.json', (screen) => {
        screen.spec.link.label = 'menu.extract';
      }),
    () => expect(page.locator('[data-screen="recent-entries"]').getByRole('link', { name: 'Extrato' })).toBeVisible(),
  );
  expect(home).toBeLessThanOrEqual(LIVE_MS);

  await page.locator('.inbox-button').click();
  const inbox = page.getByRole('dialog', { name: 'Mensagens' });
  await expect(inbox.getByLabel('Mostrar todas as mensagens')).toBeVisible();
  const inboxEdit = await timed(
    () =>
      editJson<{ spec: { showAll: { label: string } } }>('screens/shell/inbox.json', (screen) => {
        screen.spec.showAll.label = 'inbox.empty';
      }),
    () => expect(inbox.getByLabel('Nenhuma mensagem.')).toBeVisible(),
  );
  expect(inboxEdit).toBeLessThanOrEqual(LIVE_MS);
  await page.close();

  const visitor = await openPage();
  await visitor.goto('/auth/login');
  await expect(visitor.getByText('Informe agência, conta e seus dados de acesso.')).toBeVisible({ timeout: 60_000 });
  editJson<{ spec: { subtitle: string } }>('screens/auth/sign-in.json', (screen) => {
    screen.spec.subtitle = 'login.sessionExpired';
  });
  await expect(visitor.getByText('Sua sessão expirou. Entre novamente para continuar.')).toBeVisible({ timeout: 15_000 });
  await visitor.close();
});

test('the studio shows a save within two seconds, and a mistake as one sentence in Portuguese, a JSON one with its line and column', async () => {
  test.setTimeout(180_000);
  const page = await openPage();
  await page.goto('/studio/statement');
  const preview = page.getByTestId('studio-screen');
  await expect(preview.getByRole('heading', { name: 'Extrato' })).toBeVisible({ timeout: 60_000 });
  const file = 'screens/statement/statement.json';
  const original = readFileSync(path.join(root, file), 'utf8');

  const renamed = await timed(
    () =>
      editJson<{ title: string }>(file, (screen) => {
        screen.title = 'menu.payment';
      }),
    () => expect(preview.getByRole('heading', { name: 'Pagamentos' })).toBeVisible(),
  );
  expect(renamed).toBeLessThanOrEqual(LIVE_MS);

  const problems = page.getByTestId('studio-problems');
  const broken = await timed(
    () => writeFileSync(path.join(root, file), original.replace('"kind": "grid",', '"kind": "grid"')),
    () => expect(problems).toContainText(`${file}: não é um JSON válido na linha 4, coluna 3`),
  );
  expect(broken).toBeLessThanOrEqual(LIVE_MS);
  // The preview keeps the last good file meanwhile.
  await expect(preview.getByRole('heading', { name: 'Pagamentos' })).toBeVisible();

  writeFileSync(path.join(root, file), original.replace('"paging": "server"', '"paging": "both"'));
  await expect(problems).toContainText(`${file}#/spec/paging: "both" não é permitido aqui; use um destes: "server", "client"`);

  writeFileSync(path.join(root, file), original);
  await expect(problems).toHaveCount(0);
  await expect(preview.getByRole('heading', { name: 'Extrato' })).toBeVisible();
  await page.close();
});

test("the README's worked examples: a label renamed, a field added that the profile saves, an action behind a role", async () => {
  test.setTimeout(180_000);
  expect(checkProject(root).map(formatProblem)).toEqual([]);
  const studio = await openPage();
  await studio.goto('/studio/cards');
  const preview = studio.getByTestId('studio-screen');
  await expect(preview.getByRole('columnheader', { name: 'Nome no cartão' })).toBeVisible({ timeout: 60_000 });
  // A row's actions are buttons, or items of its "Mais ações" menu when they do not all fit the preview.
  await expect(
    rowActions(preview)
      .filter({ hasText: /^Bloquear$/ })
      .first(),
  ).toBeAttached();
  await studio.getByRole('checkbox', { name: 'Papel ACCOUNT_ADMIN' }).uncheck();
  await expect(rowActions(preview).filter({ hasText: /^Bloquear$/ })).toHaveCount(0);
  await expect(
    rowActions(preview)
      .filter({ hasText: /^Desbloquear$/ })
      .first(),
  ).toBeAttached();
  await studio.close();

  const page = await signedIn('maria');
  await page.goto('/account/profile/details');
  const form = page.locator('[data-screen="profile-form"]');
  await form.getByLabel('Apelido').fill('Mari');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Perfil salvo.' })).toBeVisible();
  const [row] = await bank!.ctx.db.query<{ nickname: string }>(
    "select profile->>'nickname' as nickname from users where user_name = 'maria'",
  );
  expect(row!.nickname).toBe('Mari');
  await page.reload();
  await expect(page.locator('[data-screen="profile-form"]').getByLabel('Apelido')).toHaveValue('Mari', { timeout: 30_000 });
  await page.close();
});
