import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { withoutGrammar } from '../../../scripts/vite/word-grammar-plugin.ts';
import { GRAMMAR_ONLY } from '../../../src/renderer/vocabulary/define.ts';

const ACTION = `import { defineAction } from '../define.ts';

export default defineAction({
  name: 'print',
  opensDialog: false,
  doc: 'Prints the page as it is.',
  // What the step adds to the format.
  step: { properties: { copies: { type: 'integer', description: 'How many copies.' } } },
  async perform() {
    window.print();
    return true;
  },
});
`;

describe("the build's copy of a word", () => {
  test('keeps what the site runs and drops what only the grammar reads', () => {
    const result = withoutGrammar(ACTION, '/p/src/renderer/vocabulary/actions/print.ts')!;
    expect(result.code).not.toContain('Prints the page');
    expect(result.code).not.toContain('How many copies');
    expect(result.code).not.toContain('What the step adds');
    expect(result.code).toContain("name: 'print'");
    expect(result.code).toContain('opensDialog: false');
    expect(result.code).toContain('window.print()');
    expect(result.map.sources).toEqual(['/p/src/renderer/vocabulary/actions/print.ts']);
  });

  test("keeps a mask's options, which react-imask reads, and drops a kind's spec and defs", () => {
    const mask = `export default defineMask({ name: 'cep', doc: 'A CEP.', options: { mask: '00000-000' } });`;
    expect(withoutGrammar(mask, 'cep.ts')!.code).toBe(`export default defineMask({ name: 'cep', options: { mask: '00000-000' } });`);
    const kind = `export default defineKind({ name: 'x', doc: 'd', spec: { type: 'object' }, defs: { a: {} }, view: () => import('./v.tsx') });`;
    expect(withoutGrammar(kind, 'x.ts')!.code).toBe(`export default defineKind({ name: 'x', view: () => import('./v.tsx') });`);
  });

  test('leaves a file with nothing of the grammar as it is', () => {
    expect(withoutGrammar(`export const a = { doc: 'not a word' };`, 'a.ts')).toBeNull();
  });

  test('names fields each sort of word really declares', () => {
    const define = readFileSync('src/renderer/vocabulary/define.ts', 'utf8');
    for (const name of Object.keys(GRAMMAR_ONLY)) expect(define).toMatch(new RegExp(`export (const|function) ${name}\\b`));
  });
});
