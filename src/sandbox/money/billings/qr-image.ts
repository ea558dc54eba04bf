import { Errors } from '../../errors.ts';

export const MIN_IMAGE_SIZE = 64;
export const MAX_IMAGE_SIZE = 1024;

/** A PNG of the QR code, exactly `size` pixels square; qrcode loads only when an image is asked for. */
export async function qrPng(text: string, type: string, size: number): Promise<Buffer> {
  if (type.toUpperCase() !== 'PNG') throw Errors.unsupportedImageType();
  if (!Number.isInteger(size) || size < MIN_IMAGE_SIZE || size > MAX_IMAGE_SIZE) throw Errors.imageSizeOutOfRange();
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(text, { type: 'png', width: size, margin: 2, errorCorrectionLevel: 'M' });
}
