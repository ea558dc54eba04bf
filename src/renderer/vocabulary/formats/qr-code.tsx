import { QrCodeImage } from '../../formats/QrCodeImage.tsx';
import { defineFormat } from '../define.ts';
import { SIZE_OPTION } from './image.tsx';

export default defineFormat({
  name: 'qrCode',
  doc: 'The value (a link) drawn as a QR code in the browser; the label is the image text.',
  options: {
    properties: {
      size: SIZE_OPTION,
    },
  },
  render: (value, { field, t }) => <QrCodeImage text={String(value)} label={t(field.label)} size={field.size ?? 200} />,
});
