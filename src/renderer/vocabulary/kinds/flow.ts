import { defineKind } from '../define.ts';

export default defineKind({
  name: 'flow',
  doc: "Steps a machine walks through (account opening): for the machine's state, the screen, texts, fields, parts and buttons of that state, the progress of its steps above them and the machine's last refusal under them.",
  spec: {
    type: 'object',
    required: ['machine', 'screens'],
    additionalProperties: false,
    properties: {
      machine: { $ref: '#/$defs/machine', description: 'The machine the flow shows and sends its events to.' },
      steps: {
        type: 'array',
        description: 'The progress shown above the screens: each step, and the states of the machine it stands for.',
        items: {
          title: 'FlowStep',
          type: 'object',
          required: ['label', 'states'],
          additionalProperties: false,
          properties: {
            label: { $ref: '#/$defs/textKey' },
            states: { type: 'array', minItems: 1, items: { type: 'string' } },
            when: { $ref: '#/$defs/condition', description: "Shown only while this holds of the machine's data." },
          },
        },
      },
      errorFrom: {
        $ref: '#/$defs/fieldPath',
        description: "The machine's data field holding the last refusal, shown as an alert under the screen.",
      },
      noticeFrom: {
        $ref: '#/$defs/fieldPath',
        description: "The machine's data field holding the text key of why the last button could not go on (a document missing).",
      },
      actions: {
        type: 'array',
        items: { $ref: '#/$defs/action' },
        description: "Buttons under every screen (start again), each shown while its `when` holds of the machine's data.",
      },
      screens: {
        type: 'array',
        minItems: 1,
        items: {
          title: 'FlowState',
          type: 'object',
          required: ['states'],
          additionalProperties: false,
          description:
            "What shows in some states of the machine: every entry whose states hold the machine's state and whose `when` holds of its data, in order.",
          properties: {
            states: { type: 'array', minItems: 1, items: { type: 'string' } },
            when: { $ref: '#/$defs/condition', description: "A condition over the machine's data (its person type, say)." },
            title: { $ref: '#/$defs/textKey' },
            text: { type: 'array', items: { $ref: '#/$defs/textKey' }, description: 'Paragraphs under the title.' },
            screen: {
              $ref: '#/$defs/screenId',
              description:
                "A screen shown here; a form starts from the machine's data at `values`, and its submit sends to the machine.",
            },
            values: { $ref: '#/$defs/fieldPath', description: "Where the form's first values are in the machine's data." },
            resetOn: {
              $ref: '#/$defs/fieldPath',
              description:
                "A field of the machine's data whose change starts the screen afresh (a representative added empties the form).",
            },
            part: {
              type: 'string',
              enum: ['validations', 'representatives', 'documents', 'onboardingLink'],
              description:
                "A part drawn from the machine's data: validations (each phone and e-mail with its token boxes and resend countdown), representatives (the list, each removable), documents (drop or choose, type, upload with progress, the list with view and delete), onboardingLink (a QR code of the link that continues on a phone).",
            },
            fields: {
              type: 'array',
              items: { $ref: '#/$defs/detailField' },
              description: "Fields of the machine's data, in their formats (a summary).",
            },
            checkbox: {
              title: 'FlowCheckbox',
              type: 'object',
              required: ['label', 'field', 'event'],
              additionalProperties: false,
              description: "A checkbox showing a boolean of the machine's data, sending the event with `accepted` when turned.",
              properties: {
                label: { $ref: '#/$defs/textKey' },
                field: { $ref: '#/$defs/fieldPath' },
                event: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' },
              },
            },
            actions: {
              type: 'array',
              items: { $ref: '#/$defs/action' },
              description: "Buttons (steps such as send to the machine; @row is the machine's data).",
            },
          },
        },
      },
    },
  },
  view: () => import('../../flow/FlowView.tsx').then((module) => module.FlowView),
});
