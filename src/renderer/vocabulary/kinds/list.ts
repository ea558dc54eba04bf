import { defineKind } from '../define.ts';

export default defineKind({
  name: 'list',
  doc: 'A short list of records, each a line with an icon, a title, a text, details and a value, and its own buttons (the latest entries of home, the message inbox).',
  spec: {
    type: 'object',
    required: ['schema', 'data', 'item'],
    additionalProperties: false,
    properties: {
      schema: { $ref: '#/$defs/schemaFile', description: 'The schema of one record.' },
      data: { $ref: '#/$defs/dataSource' },
      item: {
        title: 'ListItem',
        type: 'object',
        required: ['title'],
        additionalProperties: false,
        description: "How a record shows: each part is a field in a format; a part's label is read by screen readers only.",
        properties: {
          icon: { $ref: '#/$defs/column' },
          title: { $ref: '#/$defs/column' },
          text: { $ref: '#/$defs/column' },
          meta: {
            type: 'array',
            items: { $ref: '#/$defs/column' },
            description: 'Small details under the text, one after the other.',
          },
          value: { $ref: '#/$defs/column', description: 'At the end of the line (an amount).' },
          emphasisWhen: { $ref: '#/$defs/condition', description: 'The record stands out while this holds (an unread message).' },
        },
      },
      showAll: {
        title: 'ListShowAll',
        type: 'object',
        required: ['label', 'narrow'],
        additionalProperties: false,
        description:
          'A switch that shows every record; off, the parameters of `narrow` narrow the call (the unread messages only).',
        properties: {
          label: { $ref: '#/$defs/textKey' },
          narrow: { $ref: '#/$defs/params' },
          emptyText: { $ref: '#/$defs/textKey', description: 'The text of an empty list while the switch is on.' },
        },
      },
      itemActions: {
        type: 'array',
        items: { $ref: '#/$defs/action' },
        description: "Each record's buttons; while one runs, its busyLabel stands in the record's place.",
      },
      link: {
        type: 'object',
        required: ['label', 'to'],
        additionalProperties: false,
        description: 'A link beside the title (the whole statement).',
        properties: { label: { $ref: '#/$defs/textKey' }, to: { $ref: '#/$defs/route' } },
      },
      emptyText: { $ref: '#/$defs/textKey' },
    },
  },
  view: () => import('../../list/ListView.tsx').then((module) => module.ListView),
});
