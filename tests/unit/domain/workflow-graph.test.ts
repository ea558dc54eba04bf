import { describe, expect, test } from 'vitest';
import {
  breakLines,
  graphLayers,
  graphSentences,
  layoutWorkflowGraph,
  pathData,
  type GraphDefinition,
  type GraphLayout,
} from '../../../src/domain/workflow-graph.ts';
import { accountOpeningDefinition } from '../../../src/sandbox/workflows/account-opening-definition.ts';

const activity = (id: string, type = 'TASK') => ({ id, name: id, type });
const go = (from: string, to: string, action = 'GO') => ({ from, to, action });

/** Whether the straight box of a node and a point overlap (a label or a lane inside a box). */
const inside = (layout: GraphLayout, point: { x: number; y: number }, except: string[]) =>
  layout.nodes.some(
    (node) =>
      !except.includes(node.id) &&
      point.x > node.x &&
      point.x < node.x + node.width &&
      point.y > node.y &&
      point.y < node.y + node.height,
  );

describe('the workflow graph layout', () => {
  test('an activity stands at the longest path from the START; a loop back does not push its target on', () => {
    const layers = graphLayers(accountOpeningDefinition('Abertura'));
    expect(Object.fromEntries(layers)).toEqual({
      submitted: 0,
      'face-match': 1,
      analysis: 2,
      // From face-match (2) and from analysis (3): the longest.
      'pending-documents': 3,
      approved: 3,
      // From analysis (3) and from pending-documents (4).
      rejected: 4,
    });
  });

  test('activities keep the definition order within a layer, and the same definition gives the same drawing', () => {
    const definition: GraphDefinition = {
      activities: [activity('start', 'START'), activity('b'), activity('a'), activity('end', 'END')],
      transitions: [go('start', 'a'), go('start', 'b', 'OTHER'), go('a', 'end'), go('b', 'end')],
    };
    const layout = layoutWorkflowGraph(definition);
    const at = (id: string) => layout.nodes.find((node) => node.id === id)!;
    expect([at('b').layer, at('b').row, at('a').layer, at('a').row]).toEqual([1, 0, 1, 1]);
    expect(at('b').y).toBeLessThan(at('a').y);
    expect(at('start').x).toBeLessThan(at('a').x);
    expect(at('a').x).toBeLessThan(at('end').x);
    expect(layoutWorkflowGraph(structuredClone(definition))).toEqual(layout);
  });

  test('START and END are marked; every transition is an arrow labelled with its name, else its action', () => {
    const layout = layoutWorkflowGraph(accountOpeningDefinition('Abertura'));
    expect(layout.nodes.filter((node) => node.mark === 'start').map((node) => node.id)).toEqual(['submitted']);
    expect(layout.nodes.filter((node) => node.mark === 'end').map((node) => node.id)).toEqual(['approved', 'rejected']);
    expect(layout.edges).toHaveLength(8);
    expect(layout.edges.find((edge) => edge.action === 'APPROVE')).toMatchObject({
      from: 'analysis',
      to: 'approved',
      label: 'Aprovar',
      direction: 'forward',
    });
    expect(layout.edges.find((edge) => edge.action === 'RESUBMIT')).toMatchObject({ direction: 'back' });
    const unnamed = layoutWorkflowGraph({ activities: [activity('s', 'START'), activity('e', 'END')], transitions: [go('s', 'e', 'FINISH')] });
    expect(unnamed.edges[0]!.label).toBe('FINISH');
  });

  test('arrows start at their source and end at their target; none runs or is labelled through another box', () => {
    const layout = layoutWorkflowGraph(accountOpeningDefinition('Abertura'));
    for (const edge of layout.edges) {
      const from = layout.nodes.find((node) => node.id === edge.from)!;
      const to = layout.nodes.find((node) => node.id === edge.to)!;
      const first = edge.path[0]!;
      const last = edge.path.at(-1)!;
      expect(edge.path.length % 3, edge.action).toBe(1);
      expect(first.x >= from.x && first.x <= from.x + from.width && first.y >= from.y && first.y <= from.y + from.height).toBe(true);
      expect(last.x >= to.x && last.x <= to.x + to.width && last.y >= to.y && last.y <= to.y + to.height).toBe(true);
      // Sampled along every segment.
      for (let index = 0; index + 3 < edge.path.length; index += 3) {
        const [a, b, c, d] = edge.path.slice(index, index + 4);
        for (let t = 0.05; t < 1; t += 0.05) {
          const u = 1 - t;
          const point = {
            x: u ** 3 * a!.x + 3 * u * u * t * b!.x + 3 * u * t * t * c!.x + t ** 3 * d!.x,
            y: u ** 3 * a!.y + 3 * u * u * t * b!.y + 3 * u * t * t * c!.y + t ** 3 * d!.y,
          };
          expect(inside(layout, point, [edge.from, edge.to]), `${edge.from} → ${edge.to} at ${t}`).toBe(false);
        }
      }
      expect(inside(layout, edge.labelAt, []), `label of ${edge.action}`).toBe(false);
    }
    // Everything is inside the drawing.
    const points = [...layout.edges.flatMap((edge) => edge.path), ...layout.nodes.map((node) => ({ x: node.x + node.width, y: node.y + node.height }))];
    expect(Math.max(...points.map((point) => point.x))).toBeLessThanOrEqual(layout.width);
    expect(Math.max(...points.map((point) => point.y))).toBeLessThanOrEqual(layout.height);
  });

  test('activities no path reaches come after the last layer; a transition to itself is a loop over its box', () => {
    const layout = layoutWorkflowGraph({
      activities: [activity('s', 'START'), activity('orphan'), activity('e', 'END')],
      transitions: [go('s', 'e'), go('s', 's', 'AGAIN'), go('orphan', 'e')],
    });
    expect(layout.nodes.map((node) => [node.id, node.layer])).toEqual([
      ['s', 0],
      ['orphan', 2],
      ['e', 1],
    ]);
    const loop = layout.edges.find((edge) => edge.action === 'AGAIN')!;
    expect(loop.direction).toBe('self');
    expect(loop.labelAt.y).toBeGreaterThanOrEqual(0);
    expect(layout.edges.find((edge) => edge.from === 'orphan')!.direction).toBe('back');
  });

  test('the text alternative says each transition as "activity → action → next activity"', () => {
    const sentences = graphSentences(layoutWorkflowGraph(accountOpeningDefinition('Abertura')));
    expect(sentences).toContain('Análise do cadastro → Aprovar → Conta aberta');
    expect(sentences).toContain('Documentos pendentes → Reenviar o cadastro → Comparação facial da selfie com o documento');
    expect(sentences).toHaveLength(8);
  });

  test('names are broken at spaces into the lines of a box, the last shown line ending in … when more is left', () => {
    expect(breakLines('Comparação facial da selfie com o documento')).toEqual(['Comparação facial da', 'selfie com o documento']);
    expect(breakLines('Cadastro enviado')).toEqual(['Cadastro enviado']);
    expect(breakLines('um dois três quatro cinco seis sete oito nove dez onze doze treze', 10, 2)).toEqual(['um dois', 'três…']);
    expect(breakLines('Supercalifragilisticexpialidocious', 10)).toEqual(['Supercali…']);
  });

  test('a path of cubic segments as SVG path data', () => {
    expect(
      pathData([
        { x: 0, y: 0 },
        { x: 1, y: 2 },
        { x: 3.14159, y: 4 },
        { x: 5, y: 6 },
      ]),
    ).toBe('M0,0 C1,2 3.1,4 5,6');
  });
});
