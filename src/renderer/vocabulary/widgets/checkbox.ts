import { CheckboxWidget } from '../../forms/widgets/CheckboxWidget.tsx';
import { defineWidget } from '../define.ts';

export default defineWidget({
  name: 'checkbox',
  slot: 'widget',
  registryKey: 'CheckboxWidget',
  doc: 'A checkbox.',
  component: CheckboxWidget,
});
