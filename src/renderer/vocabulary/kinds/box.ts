import { defineKind } from '../define.ts';

export default defineKind({
  name: 'box',
  doc: 'A light box a machine drives, drawn without react-jsonschema-form so it can be the first thing a visit paints (the sign-in, its code step, the forced password change): its texts, its fields and the events its buttons send.',
  spec: {
    type: 'object',
    required: ['machine'],
    additionalProperties: false,
    properties: {
      machine: { $ref: '#/$defs/machine', description: 'The machine the box shows and sends its events to.' },
      subtitle: { $ref: '#/$defs/textKey' },
      notices: {
        type: 'array',
        items: {
          title: 'BoxNotice',
          type: 'object',
          required: ['when', 'text'],
          additionalProperties: false,
          description: "A notice shown while a condition over the machine's context holds (why the last session ended).",
          properties: { when: { $ref: '#/$defs/condition' }, text: { $ref: '#/$defs/textKey' } },
        },
      },
      fields: {
        type: 'array',
        items: {
          title: 'BoxField',
          type: 'object',
          required: ['name', 'label', 'input'],
          additionalProperties: false,
          properties: {
            name: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*$' },
            label: { $ref: '#/$defs/textKey' },
            input: {
              type: 'string',
              enum: ['text', 'digits', 'account', 'password', 'token'],
              description:
                'text; digits (nothing else goes in); account (letters and digits, shown with the hyphen before the check digit); password (with a show/hide button); token (six boxes, one digit each).',
            },
            default: { type: 'string', description: 'The first value (a saved value wins).' },
            maxLength: { type: 'integer', minimum: 1 },
            autocomplete: { type: 'string' },
            width: { type: 'string', enum: ['short'], description: 'A short field, beside the next one in its row.' },
            row: { type: 'integer', minimum: 1, description: 'Fields with the same row number stand side by side.' },
            required: { type: 'boolean' },
            minLength: { type: 'integer', minimum: 1, description: 'Letters and digits it needs at least.' },
            pattern: { type: 'string', description: 'A regular expression the value must match.' },
            error: {
              $ref: '#/$defs/textKey',
              description: 'What is wrong when the value does not pass, shown once the person sent the box.',
            },
            clearIn: {
              type: 'array',
              items: { type: 'string' },
              description: 'States of the machine that empty the field once the box was sent (a refused sign-in keeps nothing of the password).',
            },
            showLabel: { $ref: '#/$defs/textKey', description: "password: the show button's text." },
            hideLabel: { $ref: '#/$defs/textKey', description: "password: the hide button's text." },
          },
        },
      },
      remember: {
        type: 'object',
        required: ['label', 'fields'],
        additionalProperties: false,
        description:
          'A checkbox that keeps these fields on the device, encrypted, for the next visit (spec 000 §9 saved account).',
        properties: { label: { $ref: '#/$defs/textKey' }, fields: { type: 'array', minItems: 1, items: { type: 'string' } } },
      },
      errorsFrom: {
        $ref: '#/$defs/fieldPath',
        description:
          "The machine's context field holding the last refusal's errors, shown under the fields (and clearing a token).",
      },
      submit: {
        title: 'BoxSubmit',
        type: 'object',
        required: ['label', 'event'],
        additionalProperties: false,
        properties: {
          label: { $ref: '#/$defs/textKey' },
          busyLabel: { $ref: '#/$defs/textKey' },
          event: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$', description: 'The event sent with the values.' },
          payload: {
            type: 'string',
            pattern: '^[a-z][A-Za-z0-9]*$',
            description: 'The values go under this name (credentials); absent, as they are.',
          },
          busyIn: { type: 'array', items: { type: 'string' }, description: 'States of the machine in which the box waits.' },
          holdIn: {
            type: 'array',
            items: { type: 'string' },
            description:
              'States in which the machine cannot take the event yet (the stored session being read): a send waits, then goes once it leaves them.',
          },
          whenComplete: { type: 'boolean', description: 'Sent by itself once every field is filled (the last digit of a code).' },
        },
      },
      buttons: {
        type: 'array',
        items: {
          title: 'BoxButton',
          type: 'object',
          required: ['label'],
          additionalProperties: false,
          properties: {
            label: { $ref: '#/$defs/textKey' },
            style: { type: 'string', enum: ['primary', 'secondary'] },
            event: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' },
            steps: { $ref: '#/$defs/steps' },
            to: {
              $ref: '#/$defs/route',
              description: 'A link to this route instead of a button (the sign-in\'s "Abrir conta").',
            },
            features: {
              $ref: '#/$defs/features',
              description: "Shown only when every flag is on: before a sign-in, the bank's flags (openAccountEnabled).",
            },
          },
        },
      },
      onShow: { $ref: '#/$defs/steps', description: 'Steps run once when the box shows (a warning, a dialog).' },
      states: {
        type: 'object',
        additionalProperties: { $ref: '#/$defs/screenId' },
        description:
          'The box shown instead while the machine is in each of these states (the code step while it awaits the code).',
      },
    },
  },
  view: () => import('../../box/BoxPreview.tsx').then((module) => module.BoxPreview),
});
