import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { EXPORT_DIR, loadMachines, toJson, toMermaid } from '../../scripts/lib/machine-export.ts';

test('docs/machines holds the current JSON, Mermaid text and SVG of every machine (run npm run machines:export)', async () => {
  const machines = await loadMachines();
  expect(machines.length).toBeGreaterThan(0);
  for (const { machine } of machines) {
    expect(readFileSync(`${EXPORT_DIR}/${machine.id}.json`, 'utf8'), `${machine.id}.json`).toBe(toJson(machine));
    expect(readFileSync(`${EXPORT_DIR}/${machine.id}.mmd`, 'utf8'), `${machine.id}.mmd`).toBe(toMermaid(machine));
    expect(existsSync(`${EXPORT_DIR}/${machine.id}.svg`), `${machine.id}.svg`).toBe(true);
  }
});
