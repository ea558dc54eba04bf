import { TextWidget } from '../../forms/widgets/TextWidget.tsx';
import { defineWidget } from '../define.ts';

export default defineWidget({
  name: 'text',
  slot: 'widget',
  registryKey: 'TextWidget',
  doc: 'A text input (the default for strings and numbers).',
  options: {
    properties: {
      inputType: {
        type: 'string',
        enum: ['text', 'email', 'tel', 'number', 'url', 'search'],
        description: "text: the input's type attribute.",
      },
    },
  },
  component: TextWidget,
});
