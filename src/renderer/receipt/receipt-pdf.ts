/** spec 001 §7: A4 portrait, the rendered receipt 190 mm wide with its height scaled 694/498, 6 mm margin. */
const PAGE_MARGIN_MM = 6;
const IMAGE_WIDTH_MM = 190;
const HEIGHT_RATIO = 694 / 498;

export interface ReceiptPdfText {
  title: string;
  /** Lines written under the image as text, so the file can be searched and read by a screen reader. */
  lines: string[];
}

/**
 * Makes the receipt's PDF in the browser and saves it as `{transactionId}.pdf`. jspdf and
 * html2canvas are imported here, on click, so no page loads them before (DESIGN.md: heavy code loads
 * when it is used).
 */
export async function downloadReceiptPdf(element: HTMLElement, transactionId: string, text: ReceiptPdfText): Promise<void> {
  const [{ jsPDF }, { default: html2canvas }] = await Promise.all([import('jspdf'), import('html2canvas')]);
  const canvas = await html2canvas(element, { backgroundColor: '#ffffff', scale: 2, logging: false });
  // A compressed JPEG of the receipt keeps the file small enough to send (tens of KB, not megabytes of PNG).
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: true });
  const imageHeight = IMAGE_WIDTH_MM * HEIGHT_RATIO;
  const pageHeight = pdf.internal.pageSize.getHeight();
  const fitted = Math.min(imageHeight, pageHeight - 2 * PAGE_MARGIN_MM - 4 * text.lines.length);
  const width = (fitted / imageHeight) * IMAGE_WIDTH_MM;
  pdf.setProperties({ title: text.title, subject: text.lines.join(' | ') });
  pdf.addImage(canvas.toDataURL('image/jpeg', 0.85), 'JPEG', PAGE_MARGIN_MM, PAGE_MARGIN_MM, width, fitted);
  pdf.setFontSize(8);
  pdf.setTextColor(90);
  text.lines.forEach((lineText, index) => pdf.text(lineText, PAGE_MARGIN_MM, PAGE_MARGIN_MM + fitted + 4 * (index + 1)));
  pdf.save(`${transactionId}.pdf`);
}
