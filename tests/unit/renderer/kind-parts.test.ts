import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { ScreenModule } from '../../../src/renderer/screens/types.ts';

/** A screen module as the screen plugin makes one, without its kind's word: the page loads it by name. */
const module = (kind: string, spec: Record<string, unknown>) =>
  ({
    screen: { kind, id: `${kind}-test`, title: 'app.title', spec },
    schema: null,
    validateFns: null,
  }) as unknown as ScreenModule;

const grid = (spec: Record<string, unknown>) =>
  module('grid', { rowSchema: 'account-transaction.schema.json', data: { operation: 'statement' }, columns: [], ...spec });

// Each test starts from no view and no part loaded (the module keeps them).
beforeEach(() => {
  vi.resetModules();
});

const registry = () => import('../../../src/renderer/vocabulary/registry/kind-views.ts');

describe("the parts of a kind's view come with it to the screens whose spec names them", () => {
  test('a grid without filters, export, summary or visual gets its view and none of them', async () => {
    const { kindPart, kindView, loadKindView } = await registry();
    await loadKindView(grid({ filters: [], selection: { label: 'cards.select', param: 'cardId' } }));
    expect(kindView('grid')).toBe((await import('../../../src/renderer/grid/GridView.tsx')).GridView);
    for (const name of ['filters', 'export', 'summary', 'selection.visual'])
      expect({ name, part: kindPart('grid', name) }).toEqual({ name, part: undefined });
  });

  test('a grid with filters and a card visual gets those two, and the next grid without them keeps them loaded', async () => {
    const { kindPart, loadKindView } = await registry();
    await loadKindView(
      grid({
        filters: [{ type: 'dateRange', label: 'statement.period', startParam: 'startDate', endParam: 'endDate' }],
        selection: { label: 'cards.select', param: 'cardId', visual: 'card' },
      }),
    );
    expect(kindPart('grid', 'filters')).toBe((await import('../../../src/renderer/grid/GridFilters.tsx')).GridFilters);
    expect(kindPart('grid', 'selection.visual')).toBe((await import('../../../src/renderer/grid/GridVisual.tsx')).GridVisual);
    expect(kindPart('grid', 'export')).toBeUndefined();
    expect(kindPart('grid', 'summary')).toBeUndefined();
    await loadKindView(grid({}));
    expect(kindPart('grid', 'filters')).toBeDefined();
  });

  test("a detail gets the PDF button only when it is a receipt with a file's name", async () => {
    const { kindPart, loadKindView } = await registry();
    await loadKindView(module('detail', { fields: [] }));
    expect(kindPart('detail', 'pdf')).toBeUndefined();
    await loadKindView(module('detail', { fields: [], pdf: { name: '@row.id' } }));
    expect(kindPart('detail', 'pdf')).toBe((await import('../../../src/renderer/detail/PdfButton.tsx')).PdfButton);
  });
});
