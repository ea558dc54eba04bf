import { defineKind } from '../define.ts';

export default defineKind({
  name: 'detail',
  doc: "One record's fields as a description list, in their formats, with its actions.",
  spec: {
    type: 'object',
    required: ['schema', 'fields'],
    additionalProperties: false,
    properties: {
      schema: {
        $ref: '#/$defs/schemaFile',
      },
      data: {
        $ref: '#/$defs/dataSource',
      },
      fields: {
        type: 'array',
        minItems: 1,
        items: {
          $ref: '#/$defs/detailField',
        },
      },
      actions: {
        type: 'array',
        items: {
          $ref: '#/$defs/action',
        },
      },
      pdf: {
        type: 'object',
        description:
          "A receipt's PDF: a 'Baixar PDF' button before the actions makes it in the browser from the fields shown, with their text.",
        required: ['name'],
        additionalProperties: false,
        properties: {
          name: { $ref: '#/$defs/paramValue', description: "The file's name without .pdf, e.g. @row.id." },
        },
      },
    },
  },
  view: () => import('../../detail/DetailView.tsx').then((module) => module.DetailView),
  parts: {
    pdf: () => import('../../detail/PdfButton.tsx').then((module) => module.PdfButton),
  },
});
