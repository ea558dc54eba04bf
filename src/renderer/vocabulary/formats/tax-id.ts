import { formatTaxId } from '../../../domain/tax-id-format.ts';
import { defineFormat } from '../define.ts';

export default defineFormat({
  name: 'taxId',
  doc: 'A CPF or a CNPJ with its punctuation (partly hidden by the eye toggle).',
  render: (value, { visible }) => formatTaxId(String(value), { hidden: !visible }),
});
