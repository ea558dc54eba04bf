import { disableTariff } from '../../../../api/back-office-products.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'disableTariff',
  doc: 'Disables a tariff; it charges nothing from now on (DELETE /api/Products/Tariffs/{id}).',
  kind: 'mutation',
  params: { required: ['id'], properties: { id: ID } },
  invalidates: ['productTariffs'],
  run: ({ id }) => disableTariff(text(id)),
});
