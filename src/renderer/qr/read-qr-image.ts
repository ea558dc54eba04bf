/**
 * Reads the text of a QR code in a picture (a photo of a PIX QR code, a screenshot of a charge).
 * jsQR is loaded only when a person picks a picture, so no page pays for it otherwise; the picture
 * never leaves the browser.
 */
export async function readQrImage(file: Blob): Promise<string | null> {
  const [{ default: jsQR }, bitmap] = await Promise.all([import('jsqr'), createImageBitmap(file)]);
  // Phone photos are large; 1024 px on the long side keeps a QR code readable and the decode fast.
  const scale = Math.min(1, 1024 / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const image = context.getImageData(0, 0, width, height);
  return jsQR(image.data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}
