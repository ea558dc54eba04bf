import PDFDocument from 'pdfkit';
import type { AccountTransaction } from '../../generated/schemas.ts';
import { formatBranch, formatMoney, maskAccount } from '../../domain/index.ts';
import { formatBankDateTime, formatBankDay } from './brazilian-format.ts';
import type { StatementFilter } from './statement-filter.ts';

export interface StatementHeader {
  bankName: string;
  holderName: string;
  branch: string;
  number: string;
  issuedAt: Date;
  filter: StatementFilter;
}

// A4 in points, with fixed row heights so the page count follows from the number of entries.
const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const ROW_HEIGHT = 16;
const TABLE_HEADER_HEIGHT = 20;
const FIRST_TABLE_TOP = 170;
const NEXT_TABLE_TOP = 70;
const TABLE_BOTTOM = PAGE.height - PAGE.margin - 24;

export const PDF_ROWS_ON_FIRST_PAGE = Math.floor((TABLE_BOTTOM - FIRST_TABLE_TOP - TABLE_HEADER_HEIGHT) / ROW_HEIGHT);
export const PDF_ROWS_ON_NEXT_PAGES = Math.floor((TABLE_BOTTOM - NEXT_TABLE_TOP - TABLE_HEADER_HEIGHT) / ROW_HEIGHT);

/** How many pages the statement PDF of `rows` entries has. */
export function statementPdfPageCount(rows: number): number {
  return 1 + Math.ceil(Math.max(0, rows - PDF_ROWS_ON_FIRST_PAGE) / PDF_ROWS_ON_NEXT_PAGES);
}

const COLUMNS = [
  { title: 'Data', width: 95, align: 'left' },
  { title: 'Descrição', width: 240, align: 'left' },
  { title: 'Valor', width: 90, align: 'right' },
  { title: 'Saldo', width: 90, align: 'right' },
] as const;

const COLOURS = { text: '#1f2933', muted: '#616e7c', line: '#cbd2d9', credit: '#1e7d32', debit: '#c62828' };

/**
 * The standard PDF fonts draw WinAnsi (Latin-1 and a few signs), which covers Portuguese; anything
 * else is shown as "?" rather than as a missing glyph.
 */
function winAnsi(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/g, '?');
}

function periodText(filter: StatementFilter): string {
  if (filter.firstDay && filter.lastDay) return `${formatBankDay(filter.firstDay)} a ${formatBankDay(filter.lastDay)}`;
  if (filter.firstDay) return `a partir de ${formatBankDay(filter.firstDay)}`;
  if (filter.lastDay) return `até ${formatBankDay(filter.lastDay)}`;
  return 'todos os lançamentos';
}

function filterText(filter: StatementFilter): string {
  const parts = [filter.launch === 'CREDIT' ? 'só créditos' : filter.launch === 'DEBIT' ? 'só débitos' : 'créditos e débitos'];
  if (filter.search) parts.push(`descrição com "${filter.search}"`);
  return parts.join('; ');
}

/** The statement as a real PDF: heading, account, period, and a table that runs over as many pages as needed. */
export async function statementPdf(header: StatementHeader, entries: readonly AccountTransaction[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: 'Extrato de conta', Author: header.bankName, Subject: winAnsi(header.holderName) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawHeading(doc, header);
  let y = tableHeader(doc, FIRST_TABLE_TOP);
  let rowsLeft = PDF_ROWS_ON_FIRST_PAGE;
  if (entries.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(COLOURS.muted)
      .text('Nenhum lançamento no período.', PAGE.margin, y + 4);
  }
  for (const entry of entries) {
    if (rowsLeft === 0) {
      doc.addPage();
      y = tableHeader(doc, NEXT_TABLE_TOP);
      rowsLeft = PDF_ROWS_ON_NEXT_PAGES;
    }
    drawRow(doc, entry, y);
    y += ROW_HEIGHT;
    rowsLeft -= 1;
  }
  drawFooters(doc, header);
  doc.end();
  return done;
}

function drawHeading(doc: PDFKit.PDFDocument, header: StatementHeader): void {
  const x = PAGE.margin;
  doc.fillColor(COLOURS.text).font('Helvetica-Bold').fontSize(18).text('Extrato de conta', x, PAGE.margin);
  doc.font('Helvetica').fontSize(10).fillColor(COLOURS.muted).text(winAnsi(header.bankName), x, 66);
  doc.fillColor(COLOURS.text).font('Helvetica-Bold').fontSize(11).text(winAnsi(header.holderName), x, 92);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Agência ${formatBranch(header.branch)}   Conta ${maskAccount(header.number)}`, x, 108)
    .text(`Período: ${periodText(header.filter)}   (${winAnsi(filterText(header.filter))})`, x, 124)
    .fillColor(COLOURS.muted)
    .text(`Emitido em ${formatBankDateTime(header.issuedAt)} (horário de Brasília)`, x, 140);
}

function tableHeader(doc: PDFKit.PDFDocument, top: number): number {
  let x = PAGE.margin;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(COLOURS.text);
  for (const column of COLUMNS) {
    doc.text(column.title, x + 2, top + 6, { width: column.width - 4, align: column.align, lineBreak: false });
    x += column.width;
  }
  const bottom = top + TABLE_HEADER_HEIGHT;
  doc
    .moveTo(PAGE.margin, bottom)
    .lineTo(PAGE.width - PAGE.margin, bottom)
    .strokeColor(COLOURS.line)
    .stroke();
  return bottom;
}

function fitted(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let kept = text;
  while (kept.length > 1 && doc.widthOfString(`${kept}…`) > width) kept = kept.slice(0, -1);
  return `${kept.trimEnd()}…`;
}

function drawRow(doc: PDFKit.PDFDocument, entry: AccountTransaction, top: number): void {
  const signed = entry.launch === 'DEBIT' ? -entry.amount : entry.amount;
  const cells = [
    formatBankDateTime(entry.executedAt).slice(0, 16),
    winAnsi(entry.description),
    formatMoney(signed),
    formatMoney(entry.balance),
  ];
  doc.font('Helvetica').fontSize(8.5);
  let x = PAGE.margin;
  cells.forEach((value, index) => {
    const column = COLUMNS[index]!;
    const colour = index === 2 ? (entry.launch === 'DEBIT' ? COLOURS.debit : COLOURS.credit) : COLOURS.text;
    doc.fillColor(colour).text(fitted(doc, value, column.width - 4), x + 2, top + 4, {
      width: column.width - 4,
      align: column.align,
      lineBreak: false,
    });
    x += column.width;
  });
}

function drawFooters(doc: PDFKit.PDFDocument, header: StatementHeader): void {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    // Writing below the bottom margin would open a new page; the footer sits in the margin on purpose.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(COLOURS.muted)
      .text(
        `${winAnsi(header.bankName)} · Extrato de ${winAnsi(header.holderName)} · Página ${index + 1} de ${range.count}`,
        PAGE.margin,
        PAGE.height - PAGE.margin + 6,
        { width: PAGE.width - 2 * PAGE.margin, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = margin;
  }
}
