import { BrCodeWidget } from '../../forms/widgets/BrCodeWidget.tsx';
import { defineWidget } from '../define.ts';

export default defineWidget({
  name: 'brCode',
  slot: 'widget',
  doc: 'A PIX copy-and-paste code, typed, pasted or read from a QR image.',
  component: BrCodeWidget,
});
