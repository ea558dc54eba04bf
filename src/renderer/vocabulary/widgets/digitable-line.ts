import { DigitableLineWidget } from '../../forms/widgets/DigitableLineWidget.tsx';
import { defineWidget } from '../define.ts';

export default defineWidget({
  name: 'digitableLine',
  slot: 'widget',
  doc: "A bank slip's or utility bill's line, masked as printed; once complete it is checked and decoded under the field.",
  component: DigitableLineWidget,
});
