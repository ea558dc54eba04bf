import { FileWidget } from '../../forms/widgets/FileWidget.tsx';
import { defineWidget } from '../define.ts';

export default defineWidget({
  name: 'file',
  slot: 'widget',
  registryKey: 'FileWidget',
  doc: 'A file chooser; the value is the file as a data URL with its name (a partner file to send).',
  options: {
    properties: {
      accept: { type: 'string', description: "file: the input's accept attribute, as .rem,.txt." },
    },
  },
  component: FileWidget,
});
