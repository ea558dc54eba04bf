import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** axe-core's browser script, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Puts axe in the frame's document, once: a page keeps it while the site moves between its routes
 * and tabs (no new document). Putting its 580 KB in again for every check, and finishing each run in
 * a page of its own (@axe-core/playwright), cost a second of a busy machine's time per check.
 */
async function withAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
  if (!present) await frame.evaluate(AXE_SOURCE);
}

/**
 * WCAG 2.1 A and AA rules, on the page and its frames; answers the serious and critical findings,
 * each with the elements it names. The page is judged settled: a route's fade-in still running would
 * be read as faint text.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Spinners turn for ever: only the animations that end are waited for, and a paused one for 2 s at most.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  // Frames first, so the top document's run can ask each of them for its part.
  for (const frame of [...page.frames()].reverse()) await withAxe(frame);
  const results = await page.evaluate(
    ([tags, selector]) => {
      const { axe } = window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } };
      return axe.run(selector ? { include: [selector] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    },
    [TAGS, include] as const,
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
