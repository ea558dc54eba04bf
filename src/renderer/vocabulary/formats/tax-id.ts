import { formatTaxId } from '../../../domain/tax-id-format.ts';
import { defineFormat } from '../define.ts';

export default defineFormat({
  name: 'taxId',
  doc: 'A CPF or a CNPJ with its punctuation (partly hidden by the eye toggle, or always with `masked`).',
  options: {
    properties: {
      masked: {
        type: 'boolean',
        description: "For taxId: always with the spec's asterisks (someone else's tax id, as a payee's in a review).",
      },
    },
  },
  render: (value, { field, visible }) => formatTaxId(String(value), { hidden: field.masked === true || !visible }),
});
