import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { describePath, longestPaths, type ModelPath } from './harness/explore.ts';
import { exploredModel } from './harness/explored.ts';
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
    const coverage = await exploredModel(model, { fresh: true });
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

    // What Chromium walks (longestPaths): every transition still, each walk the start of no other.
    const longest = longestPaths(coverage.paths);
    const taken = (paths: ModelPath[]) => [...new Set(paths.flatMap((path) => path.covers))].sort();
    expect(taken(longest)).toEqual(taken(coverage.paths));
    const stepsOf = (path: ModelPath) => JSON.stringify([path.input, path.steps]);
    expect(longest.every((path) => coverage.paths.some((generated) => stepsOf(generated) === stepsOf(path)))).toBe(true);
    const startOf = (path: ModelPath, other: ModelPath) =>
      path !== other && stepsOf({ ...other, steps: other.steps.slice(0, path.steps.length) }) === stepsOf(path);
    expect(longest.filter((path) => longest.some((other) => startOf(path, other))).map(describePath)).toEqual([]);
  });
});

test('a path that is the start of another is walked as part of it, which takes over what it covered', () => {
  const step = (type: string) => ({ kind: 'event' as const, event: { type } });
  const longest = longestPaths([
    { input: 1, steps: [step('A')], covers: ['a'] },
    { input: 1, steps: [step('B')], covers: ['b'] },
    { input: 1, steps: [step('A'), step('C')], covers: ['c', 'a'] },
    { input: 2, steps: [step('A'), step('C'), step('D')], covers: ['d'] },
    { input: 1, steps: [step('A'), step('C'), step('E')], covers: ['e'] },
  ]);
  expect(
    longest.map((path) => [
      path.input,
      path.steps.map((each) => (each.kind === 'event' ? each.event.type : '')).join(''),
      path.covers,
    ]),
  ).toEqual([
    [1, 'B', ['b']],
    [2, 'ACD', ['d']],
    [1, 'ACE', ['e', 'a', 'c']],
  ]);
});
