import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { checkProject, formatProblem } from '../../../scripts/lib/screen-check.ts';
import type { FormScreen, GridScreen } from '../../../src/renderer/screens/types.ts';

/** A copy of schemas/, screens/ and the locale files, to break without touching the real ones. */
function copyProject(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'balcao-screens-'));
  for (const folder of ['schemas', 'screens', 'public/locales']) cpSync(folder, path.join(root, folder), { recursive: true });
  return root;
}

function edit<T>(root: string, file: string, change: (json: T) => void): void {
  const full = path.join(root, file);
  const json = JSON.parse(readFileSync(full, 'utf8')) as T;
  change(json);
  writeFileSync(full, JSON.stringify(json, null, 2));
}

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('npm run check on schemas and screens', () => {
  test('every schema and screen file of the project passes', () => {
    expect(checkProject(process.cwd()).map(formatProblem)).toEqual([]);
  }, 30_000);

  test('a copied screen broken three ways gives three precise messages: file, JSON pointer, plain sentence', () => {
    const root = copyProject();
    roots.push(root);
    edit<GridScreen>(root, 'screens/cards/cards.json', (screen) => {
      screen.spec.columns[3]!.field = 'stauts';
      (screen.spec.columns[4] as { format: string }).format = 'dateTime';
      screen.spec.columns[0]!.label = 'cards.columns.nome';
    });
    expect(checkProject(root).map(formatProblem)).toEqual([
      expect.stringMatching(
        /^screens\/cards\/cards\.json#\/spec\/columns\/4\/format: unknown format "dateTime"; the formats are "account", "branch", .*"date", "datetime", /,
      ),
      'screens/cards/cards.json#/spec/columns/3/field: names the field "stauts", which card.schema.json does not have',
      'screens/cards/cards.json#/spec/columns/0/label: the text key "cards.columns.nome" is missing in pt-BR, en',
    ]);
  }, 30_000);

  test('a $ref that does not resolve and an unknown format in a schema are named where they are', () => {
    const root = copyProject();
    roots.push(root);
    edit<{ properties: Record<string, { $ref?: string; format?: string }> }>(root, 'schemas/card.schema.json', (schema) => {
      schema.properties.address!.$ref = 'adress.schema.json';
      schema.properties.createdAt!.format = 'datetime';
    });
    const messages = checkProject(root).map(formatProblem);
    expect(messages).toContain(
      'schemas/card.schema.json#/properties/address/$ref: the $ref "adress.schema.json" names adress.schema.json, which is not a file of schemas/',
    );
    expect(
      messages.find((message) =>
        message.startsWith('schemas/card.schema.json#/properties/createdAt/format: unknown format "datetime"'),
      ),
    ).toBeDefined();
  }, 30_000);

  test('a key present in pt-BR but missing in en is reported for en alone', () => {
    const root = copyProject();
    roots.push(root);
    edit<{ cards: { actions: Record<string, string> } }>(root, 'public/locales/en/translation.json', (texts) => {
      delete texts.cards.actions.lock;
    });
    expect(checkProject(root).map(formatProblem)).toEqual([
      'screens/cards/cards.json#/spec/rowActions/3/label: the text key "cards.actions.lock" is missing in en',
    ]);
  }, 30_000);

  test('a typo in the format itself, an unknown operation and a misnamed uiSchema field read plainly', () => {
    const root = copyProject();
    roots.push(root);
    edit<FormScreen & { spec: { submitt?: object } }>(root, 'screens/blocks/address-form.json', (screen) => {
      screen.spec.uiSchema!.stret = screen.spec.uiSchema!.street;
      screen.spec.submitt = {};
    });
    edit<GridScreen>(root, 'screens/statement/statement.json', (screen) => {
      (screen.spec.data as { operation: string }).operation = 'transactions';
    });
    expect(checkProject(root).map(formatProblem)).toEqual([
      'screens/blocks/address-form.json#/spec: "submitt" is not part of the screen format here (a typo?)',
      expect.stringMatching(
        /^screens\/statement\/statement\.json#\/spec\/data\/operation: unknown operation "transactions"; the operations are "account", /,
      ),
      'screens/blocks/address-form.json#/spec/uiSchema/stret: names the field "stret", which address.schema.json does not have',
    ]);
  }, 30_000);

  test('each step says what it needs: an api step names an operation, a reload takes none, a machine takes only its events', () => {
    const root = copyProject();
    roots.push(root);
    edit<GridScreen>(root, 'screens/cards/cards.json', (screen) => {
      screen.spec.rowActions![3]!.steps = [
        { action: 'api' },
        { action: 'reload', operation: 'currentUser' },
        { action: 'send', machine: 'cardLifecycle', event: 'LOCKK' },
        { action: 'send', machine: 'cardLifecycel', event: 'LOCK' },
        { action: 'relaod' },
      ] as never;
    });
    expect(checkProject(root).map(formatProblem)).toEqual([
      'screens/cards/cards.json#/spec/rowActions/3/steps/0: "operation" is missing',
      'screens/cards/cards.json#/spec/rowActions/3/steps/1: "operation" is not part of the screen format here (a typo?)',
      'screens/cards/cards.json#/spec/rowActions/3/steps/3/machine: unknown machine "cardLifecycel"; the machines are "cardLifecycle", "registration", "session"',
      expect.stringMatching(
        /^screens\/cards\/cards\.json#\/spec\/rowActions\/3\/steps\/4\/action: unknown action "relaod"; the actions are "api", /,
      ),
      'screens/cards/cards.json#/spec/rowActions/3/steps/2/event: the machine "cardLifecycle" takes no event "LOCKK"; it takes SELECT, LOCK, UNLOCK, CANCEL, ACCEPT, APPROVE, APPROVED, DISMISS',
    ]);
  }, 30_000);

  test('a uiSchema is typed: unknown keywords, widgets and options are named where they are', () => {
    const root = copyProject();
    roots.push(root);
    edit<FormScreen>(root, 'screens/blocks/address-form.json', (screen) => {
      const ui = screen.spec.uiSchema as Record<string, Record<string, unknown>>;
      ui.street = { ...ui.street, 'ui:widgte': 'text' };
      ui.number = { ...ui.number, 'ui:widget': 'numbr' };
      ui.city = { ...ui.city, 'ui:options': { maskk: 'zipCode' } };
    });
    expect(checkProject(root).map(formatProblem)).toEqual([
      'screens/blocks/address-form.json#/spec/uiSchema/street/ui:widgte: unknown uiSchema keyword "ui:widgte"',
      expect.stringMatching(
        /^screens\/blocks\/address-form\.json#\/spec\/uiSchema\/number\/ui:widget: unknown widget "numbr"; the widgets are /,
      ),
      'screens/blocks/address-form.json#/spec/uiSchema/city/ui:options: "maskk" is not part of the screen format here (a typo?)',
    ]);
  }, 30_000);

  test('a file that is not JSON is named with the line and column where it stops being JSON', () => {
    const root = copyProject();
    roots.push(root);
    const file = path.join(root, 'screens/statement/statement.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"kind": "grid",', '"kind": "grid"'));
    const [found] = checkProject(root).filter((item) => item.file === 'screens/statement/statement.json');
    expect(found).toMatchObject({ pointer: '', key: 'check.notJson', values: { line: 4, column: 3 } });
    expect(formatProblem(found!)).toMatch(/^screens\/statement\/statement\.json: is not valid JSON at line 4, column 3: /);
  }, 30_000);
});
