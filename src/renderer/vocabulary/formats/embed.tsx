import { defineFormat } from '../define.ts';

export default defineFormat({
  name: 'embed',
  doc: 'A document at the address the field holds, shown in the page (the terms of use); the label is its title.',
  render: (value, { field, t }) => <iframe className="embedded-document" src={String(value)} title={t(field.label)} />,
});
