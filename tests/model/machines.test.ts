import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { describePath, exploreModel } from './harness/explore.ts';
import { MODELS } from './registry.ts';

const REPORT_DIR = 'reports/model';

test('every machine in src/machines has a model', () => {
  const machines = readdirSync('src/machines')
    .filter((file) => file.endsWith('.machine.ts'))
    .map((file) => `src/machines/${file}`);
  expect(MODELS.map((model) => model.file).sort()).toEqual(machines.sort());
});

describe.each(MODELS)('the $name machine', (model) => {
  test('its generated paths reach every state and take every transition, meeting each state’s expectations', async () => {
    const coverage = await exploreModel(model);
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(
      `${REPORT_DIR}/${model.name.replace(/\s+/g, '-')}.json`,
      JSON.stringify(
        { ...coverage, paths: coverage.paths.map((path) => ({ ...path, description: describePath(path) })) },
        null,
        2,
      ),
    );
    const missingStates = coverage.states.total.filter((state) => !coverage.states.covered.includes(state));
    const missingTransitions = coverage.transitions.total.filter((key) => !coverage.transitions.covered.includes(key));
    expect(missingStates, 'states no path reaches').toEqual([]);
    expect(missingTransitions, 'transitions no path takes').toEqual([]);
  });
});
