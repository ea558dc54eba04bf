import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { ModelPath } from '../../model/harness/explore.ts';
import type { MachineModel } from '../../model/harness/model-spec.ts';
import { fromStimulus, loadReference, slug, stepText } from '../../model/harness/reference.ts';
import { BROWSER_WALKS_DIR, MODEL_REPORT_DIR, type BrowserWalk } from '../../model/harness/report-files.ts';
import { test } from './fixtures.ts';

const short = (text: string) => (text.length > 140 ? `${text.slice(0, 137)}…` : text);
// eslint-disable-next-line no-control-regex -- the colours of an expect() message
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * Walks a path of a machine's model on the page: each step a Playwright step named as the
 * machine's reference names it ("3. Clicar em Bloquear"), `take(index)` doing it. The walk is
 * recorded for the tester's report, with a screenshot of the page at the step that failed.
 */
export async function walkInBrowser(
  page: Page,
  model: MachineModel,
  modelPath: ModelPath,
  take: (index: number) => Promise<void>,
): Promise<void> {
  const reference = loadReference(model.name);
  const steps = modelPath.steps.map((stimulus) => {
    const step = fromStimulus(model, stimulus);
    return { 'pt-BR': short(stepText(reference, step, 'pt-BR')), en: short(stepText(reference, step, 'en')) };
  });
  const info = test.info();
  const dir = path.join(BROWSER_WALKS_DIR, slug(model.name));
  const name = createHash('sha1').update(info.titlePath.join(' › ')).digest('hex').slice(0, 12);
  const record = (walk: BrowserWalk) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(walk, null, 2));
  };
  for (const [index, step] of steps.entries()) {
    try {
      await test.step(`${index + 1}. ${step['pt-BR']}`, () => take(index));
    } catch (error) {
      const screenshot = `browser/${slug(model.name)}/${name}.png`;
      await page.screenshot({ path: path.join(MODEL_REPORT_DIR, screenshot), timeout: 10_000 }).catch(() => undefined);
      record({
        title: info.title,
        steps,
        failedStep: index,
        error: short(plain(String((error as Error).message ?? error))),
        screenshot,
      });
      throw error;
    }
  }
  record({ title: info.title, steps, failedStep: null, error: null, screenshot: null });
}
