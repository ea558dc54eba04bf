import { defineFormat } from '../define.ts';

export default defineFormat({
  name: 'count',
  doc: 'A number of things in words, by the plural forms of a text key ("4 cobranças", "Nenhuma cobrança").',
  options: {
    properties: {
      countKey: {
        $ref: '#/$defs/textKey',
        description: 'For count: the text key whose _one, _other (and _zero) forms take {{count}}.',
      },
    },
  },
  render: (value, { field, t }) => (field.countKey ? t(field.countKey, { count: Number(value) }) : String(value)),
});
