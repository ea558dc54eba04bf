import { defineFormat } from '../define.ts';

export default defineFormat({
  name: 'translate',
  doc: "The text of the key prefix + value (each value of the field's enum needs its text).",
  options: {
    properties: {
      prefix: {
        type: 'string',
        pattern: '^[A-Za-z][A-Za-z0-9_-]*(\\.[A-Za-z0-9_-]+)*\\.$',
        description: 'For the translate format: the start of the text key, such as enums.addressType.',
      },
    },
  },
  render: (value, { field, t }) => t(`${field.prefix ?? ''}${String(value)}`, { defaultValue: String(value) }),
});
