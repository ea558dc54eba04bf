import { EmailWidget } from '../../forms/widgets/TextWidget.tsx';
import { defineWidget } from '../define.ts';

export default defineWidget({
  name: 'email',
  slot: 'widget',
  registryKey: 'EmailWidget',
  doc: 'An e-mail input.',
  component: EmailWidget,
});
