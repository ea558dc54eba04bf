import { defineFormat } from '../define.ts';

export default defineFormat({
  name: 'groups',
  doc: 'A long code in groups of four characters, to type it elsewhere (a two-factor secret).',
  render: (value) => (
    <code className="grouped-code">
      {String(value)
        .replace(/(.{4})/g, '$1 ')
        .trim()}
    </code>
  ),
});
