import { formatDate, formatDigitableLine, formatMoney, formatTaxId, fromCents } from '../../../domain/index.ts';
import { DEMO_BANK } from '../../seed/demo-data.ts';
import type { AccountParty } from '../parties.ts';
import type { BillingRow } from './billing-entity.ts';
import { bankToday } from './billing-status.ts';
import { itf25Bars } from './itf25.ts';

const MM = 72 / 25.4;
/** FEBRABAN's barcode: 103 mm long for the 44 digits, 13 mm high. */
const NARROW = 0.254 * MM;
const BAR_HEIGHT = 13 * MM;

interface Box {
  label: string;
  value: string;
  width: number;
}

/**
 * The bank slip as a PDF (pdfkit, loaded only when a slip is asked for): the payer's receipt, then
 * the payment slip with the digitable line, due date, amount, beneficiary, payer and instructions,
 * and the barcode drawn as ITF bars.
 */
export async function bankSlipPdf(billing: BillingRow, beneficiary: AccountParty): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 36,
    info: {
      Title: `Boleto ${billing.our_number ?? billing.id}`,
      Author: DEMO_BANK.name,
      Subject: billing.description ?? 'Boleto',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const line = formatDigitableLine(billing.digitable_line ?? '');
  const dueDate = billing.due_date ? formatDate(billing.due_date) : '';
  const amount = formatMoney(fromCents(billing.amount_cents));
  const drawee = billing.drawee;
  const instructions = [
    billing.description ?? '',
    billing.penalty ? `Após o vencimento, cobrar multa de ${String(billing.penalty.percentage).replace('.', ',')}%.` : '',
    billing.discount
      ? `Até ${formatDate(billing.discount.date ?? billing.due_date ?? '')}, conceder desconto de ${formatMoney(billing.discount.amount)}.`
      : '',
    billing.overdue_date ? `Não receber após ${formatDate(billing.overdue_date)}.` : '',
  ].filter(Boolean);

  const header = (y: number, title: string) => {
    doc.font('Helvetica-Bold').fontSize(14).text(DEMO_BANK.name, left, y, { width: 200 });
    doc.fontSize(14).text(`${DEMO_BANK.compe}-9`, left + 200, y, { width: 60, align: 'center' });
    doc.fontSize(title ? 9 : 10).text(title || line, left + 260, y + (title ? 4 : 2), { width: width - 260, align: 'right' });
    doc
      .moveTo(left, y + 20)
      .lineTo(left + width, y + 20)
      .lineWidth(1.2)
      .stroke();
    return y + 22;
  };
  const row = (y: number, boxes: Box[], height = 24) => {
    let x = left;
    for (const box of boxes) {
      doc.rect(x, y, box.width, height).lineWidth(0.5).stroke();
      doc
        .font('Helvetica')
        .fontSize(6)
        .text(box.label, x + 3, y + 2, { width: box.width - 6 });
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .text(box.value, x + 3, y + 11, { width: box.width - 6, height: height - 12 });
      x += box.width;
    }
    return y + height;
  };
  const beneficiaryText = `${beneficiary.name} - ${formatTaxId(beneficiary.taxId)}`;
  const draweeText = drawee ? `${drawee.name} - ${formatTaxId(drawee.taxId)}` : '';
  const agency = `${beneficiary.branch}/${beneficiary.account}`;

  // Payer's receipt.
  let y = header(doc.page.margins.top, 'Recibo do Pagador');
  y = row(y, [
    { label: 'Beneficiário', value: beneficiaryText, width: width * 0.6 },
    { label: 'Agência/Código do beneficiário', value: agency, width: width * 0.2 },
    { label: 'Vencimento', value: dueDate, width: width * 0.2 },
  ]);
  y = row(y, [
    { label: 'Pagador', value: draweeText, width: width * 0.6 },
    { label: 'Nosso número', value: billing.our_number ?? '', width: width * 0.2 },
    { label: 'Valor do documento', value: amount, width: width * 0.2 },
  ]);
  y += 14;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .dash(3, { space: 3 })
    .lineWidth(0.5)
    .stroke()
    .undash();
  doc
    .font('Helvetica')
    .fontSize(6)
    .text('Corte na linha pontilhada', left, y + 2, { width, align: 'right' });

  // Payment slip.
  y = header(y + 24, '');
  y = row(y, [
    { label: 'Local de pagamento', value: 'Pagável em qualquer banco até o vencimento.', width: width * 0.75 },
    { label: 'Vencimento', value: dueDate, width: width * 0.25 },
  ]);
  y = row(y, [
    { label: 'Beneficiário', value: beneficiaryText, width: width * 0.75 },
    { label: 'Agência/Código do beneficiário', value: agency, width: width * 0.25 },
  ]);
  y = row(y, [
    { label: 'Data do documento', value: formatDate(bankToday(billing.created_at)), width: width * 0.2 },
    { label: 'Número do documento', value: billing.id.slice(0, 8).toUpperCase(), width: width * 0.2 },
    { label: 'Espécie', value: 'R$', width: width * 0.1 },
    { label: 'Aceite', value: 'N', width: width * 0.1 },
    { label: 'Data do processamento', value: formatDate(bankToday(billing.created_at)), width: width * 0.15 },
    { label: 'Nosso número', value: billing.our_number ?? '', width: width * 0.25 },
  ]);
  y = row(
    y,
    [
      { label: 'Instruções (texto de responsabilidade do beneficiário)', value: instructions.join('\n'), width: width * 0.75 },
      { label: '(=) Valor do documento', value: amount, width: width * 0.25 },
    ],
    60,
  );
  const address = drawee?.address
    ? `${drawee.address.street}, ${drawee.address.number} - ${drawee.address.city}/${drawee.address.state} - CEP ${drawee.address.zipCode}`
    : '';
  y = row(y, [{ label: 'Pagador', value: [draweeText, address].filter(Boolean).join('\n'), width }], 34);

  // The barcode: 44 digits in ITF bars.
  const { bars } = itf25Bars(billing.barcode ?? '');
  const top = y + 12;
  for (const [offset, span] of bars) doc.rect(left + offset * NARROW, top, span * NARROW, BAR_HEIGHT).fill('#000000');
  doc
    .fillColor('#000000')
    .font('Helvetica')
    .fontSize(6)
    .text('Autenticação mecânica - Ficha de Compensação', left, top + BAR_HEIGHT + 4, {
      width,
      align: 'right',
    });
  doc.end();
  return done;
}
