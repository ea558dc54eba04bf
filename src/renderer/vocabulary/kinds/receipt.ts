import { defineKind } from '../define.ts';

export default defineKind({
  name: 'receipt',
  doc: "A statement entry's receipt with its PDF, print and close (spec 001 §2).",
  spec: {
    type: 'object',
    required: ['schema', 'transaction'],
    additionalProperties: false,
    description:
      "spec 001 §2 receipt modal: the theme's receipt logo, the amount, the dates, the digitable line and the body of the entry's entity; PDF download, print and close are always there.",
    properties: {
      schema: {
        $ref: '#/$defs/schemaFile',
      },
      transaction: {
        $ref: '#/$defs/paramValue',
        description: "Where the statement entry is, such as @route.transaction (the dialog step's params).",
      },
      actions: {
        type: 'array',
        items: {
          $ref: '#/$defs/action',
        },
        description: 'Buttons of the footer, before Close; their @row is the entry (Reverse when canReverse).',
      },
    },
  },
  view: () => import('../../receipt/ReceiptView.tsx').then((module) => module.ReceiptView),
});
