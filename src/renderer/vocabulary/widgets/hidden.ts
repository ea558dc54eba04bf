import { HiddenWidget } from '../../forms/widgets/TextWidget.tsx';
import { defineWidget } from '../define.ts';

export default defineWidget({
  name: 'hidden',
  slot: 'widget',
  registryKey: 'HiddenWidget',
  doc: 'Not shown; the value is kept and sent.',
  component: HiddenWidget,
});
