import { defineKind } from '../define.ts';

export default defineKind({
  name: 'graph',
  doc: "A workflow definition drawn as a graph: activities as boxes in layers from the START (marked, as the ENDs are), transitions as arrows labelled with their action, in a box that scrolls sideways on a phone; the same graph as a list of 'activity → action → next activity' for screen readers.",
  spec: {
    type: 'object',
    required: ['data', 'caption'],
    additionalProperties: false,
    properties: {
      schema: {
        $ref: '#/$defs/schemaFile',
        description: "The answer's schema (the studio previews the graph with sample data of it).",
      },
      data: {
        $ref: '#/$defs/dataSource',
        description: 'The call answering the definition: `activities` (id, name, type) and `transitions` (from, to, action, name).',
      },
      definition: {
        $ref: '#/$defs/fieldPath',
        description: 'Where the definition is in the answer (`definition` of a workflow version); the answer itself when absent.',
      },
      caption: { $ref: '#/$defs/textKey', description: "What the graph shows: the figure's caption, and the name of the drawing and of the list." },
      emptyText: { $ref: '#/$defs/textKey' },
    },
  },
  view: () => import('../../graph/GraphView.tsx').then((module) => module.GraphView),
});
