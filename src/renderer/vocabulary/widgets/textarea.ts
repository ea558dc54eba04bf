import { TextareaWidget } from '../../forms/widgets/TextWidget.tsx';
import { defineWidget } from '../define.ts';

export default defineWidget({
  name: 'textarea',
  slot: 'widget',
  registryKey: 'TextareaWidget',
  doc: 'A text area.',
  options: {
    properties: {
      rows: { type: 'integer', minimum: 2, maximum: 40, description: 'textarea: its height in lines.' },
    },
  },
  component: TextareaWidget,
});
