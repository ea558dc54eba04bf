import { TextareaWidget } from '../../forms/widgets/TextWidget.tsx';
import { defineWidget } from '../define.ts';

export default defineWidget({
  name: 'textarea',
  slot: 'widget',
  registryKey: 'TextareaWidget',
  doc: 'A text area.',
  component: TextareaWidget,
});
