// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { accountOpeningDefinition } from '../../../src/sandbox/workflows/account-opening-definition.ts';
import { renderScreen, testHost } from './support/render-screen.tsx';
import './support/dom-matchers.ts';

afterEach(cleanup);

const CAPTION =
  'As etapas da versão mais recente e as ações que levam de uma à outra; as setas tracejadas voltam a uma etapa anterior.';

function operatorHost(definition: unknown) {
  const calls: [string, Record<string, unknown>][] = [];
  const host = testHost({
    roles: ['BANK_OPERATOR'],
    data: (operation, params) => {
      calls.push([operation, params]);
      return { id: 'version-1', productId: 'product-1', version: 1, published: true, definition };
    },
  });
  return { host, calls };
}

describe('the graph kind (the workflow page)', () => {
  test("draws the product's definition: a box per activity, START and END marked, an arrow per transition named by its action", async () => {
    const { host, calls } = operatorHost(accountOpeningDefinition('Abertura de conta pessoa física'));
    await renderScreen('bo-workflow-graph', { host, path: '/', url: '/?productId=product-1' });
    const drawing = await screen.findByRole('img', { name: CAPTION });
    expect(drawing.tagName.toLowerCase()).toBe('svg');
    expect(calls).toEqual([['workflowDrawing', { productId: 'product-1' }]]);
    const boxes = drawing.querySelectorAll('[data-activity]');
    expect([...boxes].map((box) => box.getAttribute('data-activity'))).toEqual([
      'submitted',
      'face-match',
      'analysis',
      'pending-documents',
      'approved',
      'rejected',
    ]);
    expect(drawing.querySelector('[data-activity="submitted"]')!.getAttribute('class')).toBe('graph-node graph-node-start');
    expect(drawing.querySelector('[data-activity="approved"]')!.getAttribute('class')).toBe('graph-node graph-node-end');
    expect(drawing.querySelector('[data-activity="analysis"]')!.getAttribute('class')).toBe('graph-node');
    expect(drawing.querySelector('[data-activity="analysis"]')).toHaveTextContent('AprovaçãoAnálise do cadastro');
    expect(drawing.querySelectorAll('path.graph-edge')).toHaveLength(8);
    expect(drawing.querySelectorAll('path.graph-edge-back')).toHaveLength(1);
    expect(drawing.querySelector('[data-action="APPROVE"]')).toHaveTextContent('Aprovar');
    // The drawing keeps its size in a box that scrolls and takes the keyboard's focus.
    const region = screen.getByRole('region', { name: CAPTION });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(Number(drawing.getAttribute('width'))).toBeGreaterThan(1000);
  });

  test('screen readers get the same graph as a list: where it starts, each activity → action → next activity, where it ends', async () => {
    const { host } = operatorHost(accountOpeningDefinition('Abertura'));
    await renderScreen('bo-workflow-graph', { host, path: '/', url: '/?productId=product-1' });
    const drawing = await screen.findByRole('img', { name: CAPTION });
    const list = document.getElementById(drawing.getAttribute('aria-describedby')!)!;
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items[0]).toBe('Começa em Cadastro enviado');
    expect(items).toContain('Análise do cadastro → Aprovar → Conta aberta');
    expect(items).toContain('Documentos pendentes → Recusar → Cadastro recusado');
    expect(items.at(-1)).toBe('Termina em: Conta aberta, Cadastro recusado');
    expect(items).toHaveLength(10);
  });

  test('a product without a definition says so instead of drawing', async () => {
    const { host } = operatorHost(undefined);
    await renderScreen('bo-workflow-graph', { host, path: '/', url: '/?productId=product-1' });
    expect(await screen.findByText('Este produto ainda não tem fluxo: importe um.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
