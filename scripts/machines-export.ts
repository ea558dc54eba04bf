/**
 * `npm run machines:export`: writes each machine of src/machines to docs/machines as JSON, as Mermaid
 * state-diagram text and as SVG (Mermaid rendered in headless Chromium), so testers read the model
 * without TypeScript. tests/unit/machine-exports.test.ts fails when the JSON or Mermaid text is stale.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from './lib/chromium-args.ts';
import { EXPORT_DIR, loadMachines, toJson, toMermaid } from './lib/machine-export.ts';

const machines = await loadMachines();
mkdirSync(EXPORT_DIR, { recursive: true });
for (const { machine } of machines) {
  writeFileSync(`${EXPORT_DIR}/${machine.id}.json`, toJson(machine));
  writeFileSync(`${EXPORT_DIR}/${machine.id}.mmd`, toMermaid(machine));
}

const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({
  executablePath,
  args: ['--headless', ...CHROMIUM_ARGS],
});
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ path: 'node_modules/mermaid/dist/mermaid.min.js' });
  for (const { machine } of machines) {
    const svg = await page.evaluate(
      async ([id, text]) => {
        const mermaid = (
          window as unknown as {
            mermaid: { initialize(o: object): void; render(id: string, text: string): Promise<{ svg: string }> };
          }
        ).mermaid;
        mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });
        return (await mermaid.render(`diagram-${id}`, text)).svg;
      },
      [machine.id, toMermaid(machine)] as const,
    );
    writeFileSync(`${EXPORT_DIR}/${machine.id}.svg`, `${svg}\n`);
  }
} finally {
  await browser.close();
}
console.log(`exported ${machines.length} machines to ${EXPORT_DIR}: ${machines.map(({ machine }) => machine.id).join(', ')}`);
