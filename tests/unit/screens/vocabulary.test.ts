import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { WORD_FOLDERS } from '../../../src/renderer/vocabulary/define.ts';
import { actionWords } from '../../../src/renderer/vocabulary/registry/actions.ts';
import { flagWords } from '../../../src/renderer/vocabulary/registry/flags.ts';
import { formatWords } from '../../../src/renderer/vocabulary/registry/formats.ts';
import { kindWords } from '../../../src/renderer/vocabulary/registry/kinds.ts';
import { machineWords } from '../../../src/renderer/vocabulary/registry/machines.ts';
import { maskWords } from '../../../src/renderer/vocabulary/registry/masks.ts';
import { operationWords } from '../../../src/renderer/vocabulary/registry/operations.ts';
import { widgetWords } from '../../../src/renderer/vocabulary/registry/widgets.ts';
import { loadVocabulary } from '../../../scripts/lib/vocabulary-loader.ts';
import { filesUnder } from '../../../scripts/lib/screen-check-project.ts';
import { operationFileName } from '../../../src/renderer/vocabulary/registry/operation-loader.ts';
import { machineFileOf } from '../../../src/renderer/vocabulary/registry/machine-handles.ts';

const meta = JSON.parse(readFileSync('schemas/screen.schema.json', 'utf8')) as { $defs: Record<string, { enum?: string[] }> };

/** What the page finds through import.meta.glob, folder by folder. */
const REGISTRIES = {
  operations: operationWords,
  actions: actionWords,
  formats: formatWords,
  widgets: widgetWords,
  masks: maskWords,
  flags: flagWords,
  machines: machineWords,
  kinds: kindWords,
};

describe('the vocabulary: one file per word', () => {
  test('the page and the generator find the same words in every folder', async () => {
    const vocabulary = await loadVocabulary();
    for (const folder of WORD_FOLDERS) {
      const page = Object.keys(REGISTRIES[folder]()).sort();
      expect(page.length, folder).toBeGreaterThan(0);
      expect(vocabulary[folder].map((word) => word.name).sort(), folder).toEqual(page);
    }
  }, 30_000);

  test("the screen format's lists are the words' names", () => {
    expect(meta.$defs.operation!.enum).toEqual(Object.keys(operationWords()).sort());
    expect(meta.$defs.actionName!.enum).toEqual(Object.keys(actionWords()).sort());
    expect(meta.$defs.format!.enum).toEqual(Object.keys(formatWords()).sort());
    expect(meta.$defs.mask!.enum).toEqual(Object.keys(maskWords()).sort());
    expect(meta.$defs.flag!.enum).toEqual(Object.keys(flagWords()).sort());
    expect(meta.$defs.machine!.enum).toEqual(Object.keys(machineWords()).sort());
    expect(meta.$defs.screenKind!.enum).toEqual(Object.keys(kindWords()).sort());
  });

  test('every word has a line of documentation', () => {
    for (const registry of Object.values(REGISTRIES))
      for (const word of Object.values(registry())) expect(word.doc.length, word.name).toBeGreaterThan(3);
  });

  test('the page finds an operation, machine or kind word by its name: the file is the name in kebab case', async () => {
    const named = async (folder: string) =>
      Promise.all(
        filesUnder('.', `src/renderer/vocabulary/${folder}`, '.ts').map(async (file) => {
          const word = ((await import(pathToFileURL(path.resolve(file)).href)) as { default: { name: string } }).default;
          return [word.name, file] as const;
        }),
      );
    for (const [name, file] of await named('operations')) expect(path.basename(file), name).toBe(`${operationFileName(name)}.ts`);
    for (const [name, file] of await named('machines'))
      expect(`../machines/${path.basename(file)}`, name).toBe(machineFileOf(name));
    for (const [name, file] of await named('kinds')) expect(path.basename(file), name).toBe(`${name}.ts`);
    expect(operationFileName('accountTransactions')).toBe('account-transactions');
  }, 30_000);
});
