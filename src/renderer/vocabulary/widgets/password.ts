import { PasswordWidget } from '../../forms/widgets/PasswordWidget.tsx';
import { defineWidget } from '../define.ts';

export default defineWidget({
  name: 'password',
  slot: 'widget',
  registryKey: 'PasswordWidget',
  doc: 'A password with a show/hide button; mask "digits" lets only digits in.',
  options: { properties: { mask: { $ref: '#/$defs/mask', description: 'masked and password: the mask (react-imask).' } } },
  component: PasswordWidget,
});
