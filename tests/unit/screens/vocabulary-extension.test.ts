import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

/** A copy of the project's tracked files, sharing its node_modules, to extend without touching the real one. */
function copyProject(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'balcao-vocabulary-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files.filter((name) => existsSync(name))) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    cpSync(file, path.join(root, file));
  }
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}

function run(root: string, command: string, args: string[]): { ok: boolean; output: string } {
  const done = spawnSync(command, args, { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: '' } });
  return { ok: done.status === 0, output: `${done.stdout}\n${done.stderr}` };
}

const npm = (root: string, script: string) => run(root, 'npm', ['run', '--silent', script]);

/**
 * `npm run check` as it judges a change: the screens and the types of the whole copy, and the lint of
 * the files added (the lint of the rest, unchanged, is the check stage's).
 */
function checkChange(root: string, added: string[]): { ok: boolean; output: string } {
  const steps = [
    npm(root, 'check:screens'),
    npm(root, 'check:types'),
    run(root, 'node_modules/.bin/eslint', added),
  ];
  return { ok: steps.every((step) => step.ok), output: steps.map((step) => step.output).join('\n') };
}

const PRINT_ACTION = `import { defineAction } from '../define.ts';

export default defineAction({
  name: 'print',
  doc: 'Prints the page as it is.',
  step: { properties: {} },
  async perform() {
    window.print();
    return true;
  },
});
`;

const PERCENT_FORMAT = `import { defineFormat } from '../define.ts';

export default defineFormat({
  name: 'percent',
  doc: 'A share as 12,5 %.',
  options: { properties: { decimals: { type: 'integer', minimum: 0, maximum: 4, description: 'percent: the digits after the comma.' } } },
  render: (value, { field }) => \`\${Number(value).toLocaleString('pt-BR', { maximumFractionDigits: field.decimals ?? 1 })} %\`,
});
`;

const ACTION_FILE = 'src/renderer/vocabulary/actions/print.ts';
const FORMAT_FILE = 'src/renderer/vocabulary/formats/percent.ts';
const SCREEN = 'screens/profile/limits.json';

let root = '';
afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('extending the screen language', () => {
  test('a new action and a new format are one file each; without them the check names the screen and the place', () => {
    root = copyProject();
    writeFileSync(path.join(root, ACTION_FILE), PRINT_ACTION);
    writeFileSync(path.join(root, FORMAT_FILE), PERCENT_FORMAT);
    const screen = JSON.parse(readFileSync(path.join(root, SCREEN), 'utf8')) as {
      spec: { columns: object[]; actions?: object[] };
    };
    const column = screen.spec.columns.length;
    screen.spec.columns.push({ field: 'dailyLimit', label: 'limits.columns.dailyLimit', format: 'percent', decimals: 2 });
    screen.spec.actions = [{ id: 'print', label: 'receipt.print', steps: [{ action: 'print' }] }];
    writeFileSync(path.join(root, SCREEN), JSON.stringify(screen, null, 2));

    expect(npm(root, 'gen:types').ok).toBe(true);
    const accepted = checkChange(root, [ACTION_FILE, FORMAT_FILE]);
    expect(accepted.output).toContain('schemas, screens and locales: no problems');
    expect(accepted.output).not.toMatch(/error TS|✖/);
    expect(accepted.ok).toBe(true);

    // A schema changed without gen:types: the check says which generated file is stale and what to run.
    const profile = path.join(root, 'schemas/profile.schema.json');
    const schema = JSON.parse(readFileSync(profile, 'utf8')) as { properties: Record<string, object> };
    schema.properties.nickname = { type: 'string', maxLength: 32 };
    writeFileSync(profile, JSON.stringify(schema, null, 2));
    const stale = npm(root, 'check:screens');
    expect(stale.ok).toBe(false);
    expect(stale.output).toContain(
      'src/generated/schemas.ts: is stale, its sources changed since it was written: run npm run gen:types',
    );

    // The words taken out again, gen:types run: the schema is fresh, and the screen that uses them is refused.
    rmSync(path.join(root, ACTION_FILE));
    rmSync(path.join(root, FORMAT_FILE));
    expect(npm(root, 'gen:types').ok).toBe(true);
    const refused = npm(root, 'check');
    expect(refused.ok).toBe(false);
    expect(refused.output).not.toContain('is stale');
    expect(refused.output).toContain(`${SCREEN}#/spec/columns/${column}/format: unknown format "percent"`);
    expect(refused.output).toContain(`${SCREEN}#/spec/columns/${column}: "decimals" is not part of the screen format here`);
    expect(refused.output).toContain(`${SCREEN}#/spec/actions/0/steps/0/action: unknown action "print"`);
  }, 600_000);
});
