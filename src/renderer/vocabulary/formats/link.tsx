import { defineFormat } from '../define.ts';

export default defineFormat({
  name: 'link',
  doc: "A link to the address the field holds, opened apart; its text is `text` with the record's fields as its values.",
  options: {
    properties: {
      text: { $ref: '#/$defs/textKey', description: "link: the link's text; {{version}} and the like are the record's fields." },
    },
  },
  render: (value, { field, record, t }) => (
    <a href={String(value)} target="_blank" rel="noreferrer">
      {t(field.text ?? field.label, (record ?? {}) as Record<string, unknown>)}
    </a>
  ),
});
