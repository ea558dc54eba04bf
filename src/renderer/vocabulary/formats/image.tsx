import { BlobImage } from '../../formats/BlobView.tsx';
import { defineFormat } from '../define.ts';

/** Shared with the document format: the call that answers the file. */
export const FILE_OPTIONS = {
  operation: {
    $ref: '#/$defs/operation',
    description:
      'image and document: the call that answers the file (a PNG, a PDF, or its address), with params bound to the record as @row.',
  },
  params: { $ref: '#/$defs/params' },
};

/** Shared with the qrCode format: the picture's side. */
export const SIZE_OPTION = {
  type: 'integer',
  minimum: 16,
  maximum: 1024,
  description: 'image and qrCode: its width and height in pixels (256 for an image, 200 for a QR code by default).',
};

export default defineFormat({
  name: 'image',
  doc: "An image the bank answers (a QR code): the operation's file, or the address it answers; the label is its text.",
  options: {
    properties: {
      ...FILE_OPTIONS,
      size: SIZE_OPTION,
    },
  },
  render: (_value, { field, record }) => <BlobImage field={field} record={record} />,
});
