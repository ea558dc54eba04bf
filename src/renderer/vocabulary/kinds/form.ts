import { defineKind } from '../define.ts';

export default defineKind({
  name: 'form',
  doc: 'A form over react-jsonschema-form: its schema, uiSchema, first values, rules, derived fields, validations and submit (spec 001 §5).',
  spec: {
    type: 'object',
    required: ['schema'],
    additionalProperties: false,
    properties: {
      schema: {
        $ref: '#/$defs/schemaFile',
      },
      uiSchema: {
        $ref: '#/$defs/uiSchema',
      },
      data: {
        $ref: '#/$defs/dataSource',
        description: "Where the form's first values come from.",
      },
      submit: {
        title: 'FormSubmit',
        type: 'object',
        required: ['label'],
        additionalProperties: false,
        properties: {
          label: {
            $ref: '#/$defs/textKey',
          },
          operation: {
            $ref: '#/$defs/operation',
          },
          params: {
            $ref: '#/$defs/params',
          },
          body: {
            $ref: '#/$defs/paramValue',
          },
          disableWhileInvalid: {
            type: 'boolean',
          },
          after: {
            type: 'array',
            items: {
              $ref: '#/$defs/step',
            },
            description: 'What happens once the call succeeded.',
          },
        },
      },
      keep: {
        title: 'FormKeep',
        type: 'object',
        required: ['steps'],
        additionalProperties: false,
        description:
          "Steps run with the form's values (@form) once the person pauses typing, without a submit: a draft kept as it is typed.",
        properties: {
          steps: {
            type: 'array',
            minItems: 1,
            items: {
              $ref: '#/$defs/step',
            },
          },
          waitMs: {
            type: 'integer',
            minimum: 100,
            maximum: 5000,
            description: 'The pause, in milliseconds, after the last change (500 unless set).',
          },
        },
      },
      cancel: {
        type: 'object',
        required: ['label'],
        additionalProperties: false,
        properties: {
          label: {
            $ref: '#/$defs/textKey',
          },
        },
      },
      rules: {
        type: 'array',
        items: {
          title: 'Rule',
          type: 'object',
          required: ['field', 'effect', 'when'],
          additionalProperties: false,
          properties: {
            field: {
              $ref: '#/$defs/fieldPath',
            },
            effect: {
              type: 'string',
              enum: ['show', 'hide', 'enable', 'disable', 'readonly'],
            },
            when: {
              $ref: '#/$defs/condition',
            },
          },
        },
      },
      derive: {
        type: 'array',
        description:
          'A field that follows another while the person has not typed a value of their own (spec 001 §5: the display name is the holder name in upper case).',
        items: {
          title: 'Derivation',
          type: 'object',
          required: ['field', 'from'],
          additionalProperties: false,
          properties: {
            field: {
              $ref: '#/$defs/fieldPath',
            },
            from: {
              $ref: '#/$defs/fieldPath',
            },
            transform: {
              type: 'string',
              enum: ['copy', 'uppercase', 'personType'],
              description: 'copy as it is; uppercase; personType: N for up to 11 characters, J above (spec 001 §5).',
            },
          },
        },
      },
      resets: {
        type: 'array',
        description: 'A switch that empties or restores the form (spec 001 §4: the additional-card toggle).',
        items: {
          title: 'Reset',
          type: 'object',
          required: ['field'],
          additionalProperties: false,
          properties: {
            field: {
              $ref: '#/$defs/fieldPath',
              description: 'The boolean field whose change empties or restores the form.',
            },
            keep: {
              type: 'array',
              items: {
                $ref: '#/$defs/fieldPath',
              },
              description: "Turned on: the form becomes blank (the schema's defaults) except these fields, kept as they are.",
            },
          },
        },
      },
      validations: {
        type: 'array',
        items: {
          title: 'Validation',
          type: 'object',
          required: ['rule', 'field', 'message'],
          additionalProperties: false,
          properties: {
            rule: {
              type: 'string',
              enum: ['sameAs', 'cpf', 'cnpj', 'taxId', 'pixKey', 'digitableLine'],
            },
            field: {
              $ref: '#/$defs/fieldPath',
            },
            other: {
              $ref: '#/$defs/fieldPath',
              description: 'For sameAs: the field this one must equal.',
            },
            message: {
              $ref: '#/$defs/textKey',
            },
          },
          if: {
            properties: {
              rule: {
                enum: ['sameAs'],
              },
            },
          },
          then: {
            required: ['other'],
          },
        },
      },
    },
  },
  view: () => import('../../forms/FormView.tsx').then((module) => module.FormView),
});
