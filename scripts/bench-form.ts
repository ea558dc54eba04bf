/**
 * `npm run bench:form`: keystroke-to-paint latency while typing into the largest forms, from the site
 * built from the checkout, served by a sandbox, in headless Chromium with the main thread 4x slower
 * (CDP Emulation.setCPUThrottlingRate):
 * - the large card holder form (screens/cards/card-holder-new.json: person or company fields, and
 *   lists of phones, contacts and addresses, each address with its zip lookup), as Maria opens it
 *   ("Novo portador" on /account/cartao), with two phone rows and an address row added: "Nome ou razão
 *   social" (41 characters), "Nome da mãe" (40), the first phone's "Telefone" (a masked input, 9), the
 *   address's "Logradouro" (24) and "Complemento" (15): 129 keystrokes;
 * - account opening's company form (screens/register/register-company-form.json: the company's data,
 *   its phone and e-mail, its address), as a visitor opens it on /register ("Pessoa jurídica"):
 *   "Razão social", "Nome fantasia", "E-mail", "Logradouro" and "Complemento".
 *
 * Method: the page listens, in the capture phase, for each keydown (its `timeStamp` is when the
 * browser received the key) and for the `input` event that follows it; on that input it asks for the
 * next animation frame, and from inside the frame posts a message to itself, which runs as soon as
 * the frame has been painted. Latency = that moment − the keydown's timeStamp: the React re-render,
 * the validation and the paint of the new character. Keys (ASCII: a key press per character) are pressed one at a time, the next only
 * after the previous one was painted and 40 ms more, like a quick typist.
 *
 * The reference, on the same page in the same run: a plain React controlled input
 * (scripts/bench/reference-input.tsx, built here with the site's React) mounted into the open form's
 * dialog, typed into with the same text as the form's longest field. Printed: median and p95 of
 * each, the target (p95 < 50 ms) checked on the form, and the form's figures over the reference's.
 * It prints the commit measured and builds the site from it; reports/bench-form.json is written only
 * from a clean tree. It measures; it exits 0 whatever the figures.
 */
import path from 'node:path';
import type { Locator, Page } from 'playwright';
import { DEMO_ACCOUNTS } from '../src/sandbox/seed/demo-data.ts';
import { startTestSandbox } from '../tests/support/test-sandbox.ts';
import { CPU_SLOWDOWN, holderUser, launchChromium, median, percentile, signInOnPage, throttle, writeReport } from './lib/bench-browser.ts';
import { describeProvenance, loadAverageNow, loadAverages, provenance } from './lib/bench-provenance.ts';
import { buildSite } from './lib/site-build.ts';

const TARGET_MS = 50;

interface Field {
  /** The list row (a group) the field is in. */
  group?: string;
  label: string;
  text: string;
}

interface FormBench {
  screen: string;
  where: string;
  /** Opens the form from a fresh page (the probe already installed); answers the dialog or page that holds it. */
  open(page: Page, base: string): Promise<Locator>;
  fields: Field[];
}

const ALL_FORMS: FormBench[] = [
  {
    screen: 'card-holder-new-form',
    where: '/account/cartao, "Novo portador"',
    async open(page, base) {
      await signInOnPage(page, base, holderUser(DEMO_ACCOUNTS.find((holder) => holder.key === 'maria')!));
      await page.goto(`${base}/account/cartao`);
      await page.locator('section.grid-screen').getByRole('button', { name: 'Novo portador' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo portador' });
      for (const [list, add, row] of [
        ['Telefones', 'Adicionar telefone', 'Telefone 1'],
        ['Telefones', 'Adicionar telefone', 'Telefone 2'],
        ['Endereços', 'Adicionar endereço', 'Endereço 1'],
      ] as const) {
        await dialog.getByRole('group', { name: list }).getByRole('button', { name: add }).click();
        await dialog.getByRole('group', { name: row }).waitFor();
      }
      return dialog;
    },
    fields: [
      { label: 'Nome ou razão social', text: 'Joana Aparecida Ferreira de Albuquerque ' },
      { label: 'Nome da mãe', text: 'Francisca Helena Ribeiro dos Santos Lima ' },
      { group: 'Telefone 1', label: 'Telefone', text: '987654321' },
      { group: 'Endereço 1', label: 'Logradouro', text: 'Rua Desembargador Otavio' },
      { group: 'Endereço 1', label: 'Complemento', text: 'Bloco B apto 12' },
    ],
  },
  {
    screen: 'register-company-form',
    where: '/register, "Pessoa jurídica"',
    async open(page, base) {
      await page.goto(`${base}/register`);
      await page.getByRole('button', { name: 'Pessoa jurídica' }).click();
      const form = page.locator('main');
      await form.getByRole('textbox', { name: 'Razão social', exact: true }).waitFor();
      return form;
    },
    fields: [
      { label: 'Razão social', text: 'Padaria e Confeitaria Pao Dourado Ltda ' },
      { label: 'Nome fantasia', text: 'Pao Dourado Confeitaria' },
      { label: 'E-mail', text: 'financeiro@paodourado.com.br' },
      { label: 'Logradouro', text: 'Avenida Presidente Vargas' },
      { label: 'Complemento', text: 'Loja 3 sobreloja' },
    ],
  },
];

/** BENCH_FORMS=register-company-form narrows a quick run (no report then). */
const FORMS = ALL_FORMS.filter((form) => process.env.BENCH_FORMS?.split(',').includes(form.screen) ?? true);

/** Kept as text: it runs in the page before the site's own scripts. */
const PROBE = `
  (() => {
    const probe = { latencies: [], pending: null };
    window.__keystrokes = probe;
    const channel = new MessageChannel();
    channel.port1.onmessage = (message) => probe.latencies.push(performance.now() - message.data);
    window.addEventListener('keydown', (event) => { probe.pending = event.timeStamp; }, true);
    window.addEventListener('input', () => {
      const startedAt = probe.pending;
      if (startedAt === null) return;
      probe.pending = null;
      requestAnimationFrame(() => channel.port2.postMessage(startedAt));
    }, true);
  })();
`;

async function typeMeasured(page: Page, input: Locator, text: string): Promise<number[]> {
  await input.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.evaluate('window.__keystrokes.latencies.length = 0; window.__keystrokes.pending = null');
  for (const character of text) {
    const before = (await page.evaluate('window.__keystrokes.latencies.length')) as number;
    await page.keyboard.press(character === ' ' ? 'Space' : character);
    await page.waitForFunction(
      (count) => (window as unknown as { __keystrokes: { latencies: number[] } }).__keystrokes.latencies.length > count,
      before,
    );
    await page.waitForTimeout(40);
  }
  return (await page.evaluate('window.__keystrokes.latencies')) as number[];
}

/** The reference input's script: scripts/bench/reference-input.tsx with React, one IIFE, production build. */
async function buildReference(): Promise<string> {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  // React's production JSX runtime, as the site's: the plugin chooses it by NODE_ENV.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      lib: { entry: path.resolve('scripts/bench/reference-input.tsx'), formats: ['iife'], name: 'benchReference' },
    },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  const first = (Array.isArray(output) ? output[0] : output) as { output: { type: string; code?: string }[] };
  const chunk = first.output.find((item) => item.type === 'chunk');
  if (!chunk?.code) throw new Error('the reference input did not build');
  return chunk.code;
}

interface Figures {
  keystrokes: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}
const figuresOf = (latencies: number[]): Figures => ({
  keystrokes: latencies.length,
  medianMs: median(latencies),
  p95Ms: percentile(latencies, 95),
  maxMs: Math.max(...latencies),
});

interface FormResult {
  screen: string;
  where: string;
  loadAverage: { start: number; end: number };
  form: Figures & { latenciesMs: number[] };
  reference: Figures & { latenciesMs: number[] };
  ratio: { median: number; p95: number };
  /** Each field's keys, and the same text typed into the reference: where the keystrokes cost. */
  fields: { label: string; form: Figures; reference: Figures }[];
}

const round = (values: number[]) => values.map((value) => Math.round(value * 10) / 10);

const source = provenance();
console.log(describeProvenance('bench:form', source));
console.log(`Building the site from it... (load average ${loadAverages()})`);
const buildHash = await buildSite();
const reference = await buildReference();
const sandbox = await startTestSandbox({ withSite: true });
const browser = await launchChromium();
const results: FormResult[] = [];
try {
  for (const bench of FORMS) {
    const start = loadAverageNow();
    // The reference is a script the bench adds to the page: the site's Content-Security-Policy would refuse it.
    const context = await browser.newContext({
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`${bench.screen}: the page threw ${error.message}`));
    await page.addInitScript(PROBE);
    const scope = await bench.open(page, sandbox.url);
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, false);
    const byField: number[][] = [];
    for (const field of bench.fields) {
      const within = field.group ? scope.getByRole('group', { name: field.group }) : scope;
      byField.push(await typeMeasured(page, within.getByRole('textbox', { name: field.label, exact: true }), field.text));
    }
    const form = byField.flat();
    await page.addScriptTag({ content: reference });
    if (process.env.BENCH_DEBUG) console.log(await page.evaluate('document.querySelector(\'[aria-label="Campo de referência"]\')?.outerHTML ?? document.querySelector(\'[role="dialog"]\')?.outerHTML.slice(0, 300)'));
    const referenceInput = page.getByRole('textbox', { name: 'Campo de referência' });
    const plainByField: number[][] = [];
    // As many keystrokes as the form had, in the text of its fields.
    for (const field of bench.fields) plainByField.push(await typeMeasured(page, referenceInput, field.text));
    const plain = plainByField.flat();
    await context.close();
    const formFigures = figuresOf(form);
    const referenceFigures = figuresOf(plain);
    results.push({
      screen: bench.screen,
      where: bench.where,
      loadAverage: { start, end: loadAverageNow() },
      form: { ...formFigures, latenciesMs: round(form) },
      reference: { ...referenceFigures, latenciesMs: round(plain) },
      ratio: { median: formFigures.medianMs / referenceFigures.medianMs, p95: formFigures.p95Ms / referenceFigures.p95Ms },
      fields: bench.fields.map((field, index) => ({
        label: field.group ? `${field.group} › ${field.label}` : field.label,
        form: figuresOf(byField[index]!),
        reference: figuresOf(plainByField[index]!),
      })),
    });
  }
} finally {
  await browser.close();
  await sandbox.close();
}

const ok = (value: number) => (value < TARGET_MS ? '  ' : ' ✗');
console.log(`\nKeystroke to paint, CPU ${CPU_SLOWDOWN}x slower; target p95 < ${TARGET_MS} ms on the form.`);
console.log(
  `${'form'.padEnd(24)}${'keys'.padStart(5)}${'median'.padStart(10)}${'p95'.padStart(11)}${'max'.padStart(9)}` +
    `${'ref median'.padStart(12)}${'ref p95'.padStart(9)}${'ratio med'.padStart(11)}${'ratio p95'.padStart(11)}${'load avg'.padStart(14)}`,
);
for (const result of results) {
  const { form, reference: plain, ratio } = result;
  console.log(
    `${result.screen.padEnd(24)}${String(form.keystrokes).padStart(5)}${form.medianMs.toFixed(1).padStart(10)}` +
      `${`${form.p95Ms.toFixed(1)}${ok(form.p95Ms)}`.padStart(11)}${form.maxMs.toFixed(1).padStart(9)}` +
      `${plain.medianMs.toFixed(1).padStart(12)}${plain.p95Ms.toFixed(1).padStart(9)}` +
      `${ratio.median.toFixed(2).padStart(11)}${ratio.p95.toFixed(2).padStart(11)}` +
      `${`${result.loadAverage.start.toFixed(1)}–${result.loadAverage.end.toFixed(1)}`.padStart(14)}`,
  );
}
console.log('ratio: the form over the plain React controlled input typed on the same page, in the same run.');
console.log('\nPer field, median / p95 ms of its keys, and of the same text typed into the reference:');
for (const result of results) {
  console.log(`  ${result.screen}`);
  for (const field of result.fields) {
    const pair = (figures: Figures) => `${figures.medianMs.toFixed(1)} / ${figures.p95Ms.toFixed(1)}`;
    console.log(`    ${field.label.padEnd(34)}${String(field.form.keystrokes).padStart(4)} keys  ${pair(field.form).padStart(13)}   reference ${pair(field.reference)}`);
  }
}
console.log(`Measured ${source.commit} (load average at the end ${loadAverages()}).`);
if (FORMS.length < ALL_FORMS.length) {
  console.log('Report not written: a narrowed run (BENCH_FORMS).');
} else if (source.dirty.length) {
  console.log(`Report not written: the tree has uncommitted changes (${source.dirty.slice(0, 5).join(', ')}${source.dirty.length > 5 ? ', …' : ''}).`);
} else {
  const file = writeReport('bench-form', { ...source, buildHash, cpuSlowdown: CPU_SLOWDOWN, targetP95Ms: TARGET_MS, forms: results });
  console.log(`Written to ${file}`);
}
