import { formatDigitableLine } from '../../../domain/digitable-line.ts';
import { defineFormat } from '../define.ts';

export default defineFormat({
  name: 'digitableLine',
  doc: "A bank slip's or utility bill's line as printed.",
  render: (value) => formatDigitableLine(String(value)),
});
