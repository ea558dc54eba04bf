import type { Invoice, InvoicePage, InvoicePurchase, InvoicePurchasePage } from '../../generated/schemas.ts';
import { fromCents } from '../../domain/index.ts';
import { one, type Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { pageWindow, pagedList, type PageQuery } from '../paging.ts';

interface InvoiceRow {
  id: string;
  account_id: string;
  holder_id: string;
  description: string;
  status: Invoice['status'];
  amount_cents: number;
  currency: 'BRL';
  closing_date: string;
  due_date: string;
  paid_at: Date | null;
}

const INVOICE_COLUMNS = `id, account_id, holder_id, description, status, amount_cents, currency,
  closing_date::text as closing_date, due_date::text as due_date, paid_at`;

function invoiceEntity(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    holderId: row.holder_id,
    description: row.description,
    status: row.status,
    amount: fromCents(row.amount_cents),
    currency: row.currency,
    closingDate: row.closing_date,
    dueDate: row.due_date,
    payDate: row.paid_at ? new Date(row.paid_at).toISOString() : null,
  };
}

/** GET /api/CardHolders/{id}/Invoices: newest closing date first; the caller has checked the holder. */
export async function listInvoices(sql: Sql, holderId: string, query: PageQuery): Promise<InvoicePage> {
  const window = pageWindow(query);
  const [count] = await sql.query<{ total: number }>('select count(*)::int as total from card_invoices where holder_id = $1', [
    holderId,
  ]);
  const rows = await sql.query<InvoiceRow>(
    `select ${INVOICE_COLUMNS} from card_invoices where holder_id = $1 order by closing_date desc, id limit $2 offset $3`,
    [holderId, window.limit, window.offset],
  );
  return pagedList(window, count?.total ?? 0, rows.map(invoiceEntity));
}

/** GET /api/CardHolders/Invoices/{id}; another account's invoice is answered as not found. */
export async function readInvoice(sql: Sql, accountId: string, id: string): Promise<Invoice> {
  const row = await one<InvoiceRow>(sql, `select ${INVOICE_COLUMNS} from card_invoices where id = $1`, [id]);
  if (!row || row.account_id !== accountId) throw Errors.invoiceNotFound();
  return invoiceEntity(row);
}

interface InstallmentRow {
  id: string;
  account_id: string;
  invoice_id: string;
  purchase_id: string;
  card_id: string;
  card_number: string | null;
  created_at: Date;
  description: string;
  merchant_name: string;
  purchase_cents: number;
  currency: 'BRL';
  amount_cents: number;
  installment: number;
  installments: number;
  status: InvoicePurchase['status'];
}

const INSTALLMENT_QUERY = `select i.id, i.account_id, i.invoice_id, i.purchase_id, p.card_id, c.number as card_number, p.created_at,
    p.description, p.merchant_name, p.amount_cents as purchase_cents, p.currency, i.amount_cents, i.installment,
    p.installments, p.status
  from card_installments i join card_purchases p on p.id = i.purchase_id join cards c on c.id = p.card_id`;

function installmentEntity(row: InstallmentRow): InvoicePurchase {
  return {
    id: row.id,
    invoiceId: row.invoice_id,
    purchaseId: row.purchase_id,
    cardId: row.card_id,
    cardNumber: row.card_number,
    createdAt: new Date(row.created_at).toISOString(),
    description: row.description,
    merchantName: row.merchant_name,
    purchaseAmount: fromCents(row.purchase_cents),
    purchaseCurrency: row.currency,
    amount: fromCents(row.amount_cents),
    currency: row.currency,
    installment: row.installment,
    installments: row.installments,
    status: row.status,
  };
}

/** GET /api/CardHolders/Invoices/{id}/Purchases: the installments billed on the invoice, newest purchase first. */
export async function listInvoicePurchases(
  sql: Sql,
  accountId: string,
  invoiceId: string,
  query: PageQuery,
): Promise<InvoicePurchasePage> {
  await readInvoice(sql, accountId, invoiceId);
  const window = pageWindow(query);
  const [count] = await sql.query<{ total: number }>(
    'select count(*)::int as total from card_installments where invoice_id = $1',
    [invoiceId],
  );
  const rows = await sql.query<InstallmentRow>(
    `${INSTALLMENT_QUERY} where i.invoice_id = $1 order by p.created_at desc, i.id limit $2 offset $3`,
    [invoiceId, window.limit, window.offset],
  );
  return pagedList(window, count?.total ?? 0, rows.map(installmentEntity));
}

/** GET /api/CardHolders/Invoices/Purchases/{id}: one installment of an invoice. */
export async function readInvoicePurchase(sql: Sql, accountId: string, id: string): Promise<InvoicePurchase> {
  const row = await one<InstallmentRow>(sql, `${INSTALLMENT_QUERY} where i.id = $1`, [id]);
  if (!row || row.account_id !== accountId) throw Errors.cardPurchaseNotFound();
  return installmentEntity(row);
}
