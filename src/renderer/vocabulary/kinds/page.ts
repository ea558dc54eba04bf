import { defineKind } from '../define.ts';

export default defineKind({
  name: 'page',
  doc: 'Screens one under the other, or one at a time behind tabs.',
  spec: {
    type: 'object',
    required: ['sections'],
    additionalProperties: false,
    properties: {
      layout: {
        type: 'string',
        enum: ['stack', 'tabs'],
        description:
          "stack: the sections one under the other (default); tabs: one section at a time, chosen by its tab (the `tab` query parameter names the section's screen).",
      },
      sections: {
        type: 'array',
        minItems: 1,
        items: {
          title: 'PageSection',
          type: 'object',
          required: ['screen'],
          additionalProperties: false,
          properties: {
            screen: {
              $ref: '#/$defs/screenId',
            },
            label: {
              $ref: '#/$defs/textKey',
              description: "The tab's text (tabs layout).",
            },
            roles: {
              $ref: '#/$defs/roles',
            },
            features: {
              $ref: '#/$defs/features',
            },
          },
        },
      },
    },
  },
  view: () => import('../../page/PageView.tsx').then((module) => module.PageView),
});
