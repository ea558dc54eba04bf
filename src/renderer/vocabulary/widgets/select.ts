import { SelectWidget } from '../../forms/widgets/SelectWidget.tsx';
import { defineWidget } from '../define.ts';

export default defineWidget({
  name: 'select',
  slot: 'widget',
  registryKey: 'SelectWidget',
  doc: "A select over a lookup list, the file's own options, or the schema's enum (each value's text prefix + value).",
  options: {
    properties: {
      lookup: { $ref: '#/$defs/lookupName', description: 'select: a GET /api/Common list.' },
      options: {
        type: 'array',
        description: "select: the file's own options.",
        items: {
          type: 'object',
          required: ['value', 'label'],
          additionalProperties: false,
          properties: { value: { type: 'string' }, label: { $ref: '#/$defs/textKey' } },
        },
      },
      enumPrefix: {
        type: 'string',
        pattern: '^[A-Za-z][A-Za-z0-9_-]*(\\.[A-Za-z0-9_-]+)*\\.$',
        description: 'select: the text key of each enum value is this prefix + the value.',
      },
      emptyOption: { $ref: '#/$defs/textKey', description: "select: the empty option's text." },
      clearable: { type: 'boolean', description: 'select: false leaves out the empty option.' },
    },
  },
  component: SelectWidget,
});
