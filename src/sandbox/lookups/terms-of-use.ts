import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SOURCE = fileURLToPath(new URL('./data/termos-de-uso.md', import.meta.url));

export const TERMS_OF_USE = {
  title: 'Termo de Uso',
  version: '1.0',
  /** Where the document is served; the answer of GET /api/Common/TermsOfUse points here. */
  path: '/api/Common/TermsOfUse/Document',
  contentType: 'application/pdf',
} as const;

let rendered: Promise<Buffer> | null = null;

/** The terms of use (data/termos-de-uso.md) as a PDF, made once per process. */
export function termsOfUsePdf(): Promise<Buffer> {
  rendered ??= render(readFileSync(SOURCE, 'utf8'));
  return rendered;
}

async function render(markdown: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: 'Termos de Uso', Author: 'Banco Balcão' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const block of markdown.split(/\n{2,}/)) {
    const text = block.trim();
    if (text.startsWith('# ')) doc.font('Helvetica-Bold').fontSize(18).text(text.slice(2)).moveDown(0.8);
    else if (text.startsWith('## ')) doc.moveDown(0.4).font('Helvetica-Bold').fontSize(12).text(text.slice(3)).moveDown(0.3);
    else if (text) doc.font('Helvetica').fontSize(10).text(text.replace(/\n/g, ' '), { align: 'justify' }).moveDown(0.6);
  }
  doc.end();
  return done;
}
