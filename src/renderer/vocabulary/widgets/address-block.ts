import { AddressBlockField } from '../../forms/fields/AddressBlockField.tsx';
import { defineWidget } from '../define.ts';

export default defineWidget({
  name: 'addressBlock',
  slot: 'field',
  doc: 'The address block (ui:field) with its zip lookup (src/machines/zip-lookup.machine.ts).',
  component: AddressBlockField,
});
