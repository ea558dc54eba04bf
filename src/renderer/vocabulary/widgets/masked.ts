import { MaskedWidget } from '../../forms/widgets/MaskedWidget.tsx';
import { defineWidget } from '../define.ts';

export default defineWidget({
  name: 'masked',
  slot: 'widget',
  doc: 'An input with a mask (ui:options.mask); the value is kept unmasked, the currency as a number.',
  options: { properties: { mask: { $ref: '#/$defs/mask', description: 'masked and password: the mask (react-imask).' } } },
  component: MaskedWidget,
});
