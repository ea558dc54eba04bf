import { randomUUID } from 'node:crypto';
import type { PartnerFile, PartnerFileList, TransferRequest } from '../../generated/schemas.ts';
import { fromCents } from '../../domain/index.ts';
import type { AccountPrincipal } from '../auth/guard.ts';
import type { SandboxContext } from '../context.ts';
import { one, type Sql } from '../db/database.ts';
import { ApiError, Errors } from '../errors.ts';
import { actorOf } from '../money/access.ts';
import { moneyTransaction } from '../money/money-transaction.ts';
import { DEMO_BANK } from '../seed/demo-data.ts';
import { actorName, insertTransfer } from '../money/transfers/create-transfer.ts';
import { pagedList, pageWindow, type PageQuery } from '../paging.ts';
import { readRemittance, type Remittance, type RemittanceError } from './cnab240.ts';

/** A refusal naming each line and field at fault: one error item per problem, under AP10006. */
function refusal(errors: readonly RemittanceError[]): ApiError {
  const error = Errors.partnerFileRefused();
  error.items.push(
    ...errors.map((item) => ({ errorCode: 'AP10006', message: `Linha ${item.line}, campo ${item.field}: ${item.message}` })),
  );
  return error;
}

interface AccountFacts {
  tax_id: string;
  branch: string;
  number: string;
}

/** The header must name the sending account: its CNPJ, branch and account. */
function companyErrors(remittance: Remittance, account: AccountFacts): RemittanceError[] {
  const errors: RemittanceError[] = [];
  const { company } = remittance;
  if (company.taxId !== account.tax_id.padStart(company.taxId.length, '0')) {
    errors.push({ line: 1, field: 'Número de inscrição da empresa (posições 19–32)', message: 'não é o CNPJ desta conta.' });
  }
  if (company.bank !== DEMO_BANK.compe) {
    errors.push({
      line: 1,
      field: 'Código do banco (posições 1–3)',
      message: `deve ser ${DEMO_BANK.compe}, o código deste banco.`,
    });
  }
  if (company.branch !== account.branch || `${company.account}${company.accountDigit}` !== account.number) {
    errors.push({
      line: 1,
      field: 'Número da conta corrente (posições 59–70)',
      message: 'a agência e a conta não são as desta conta.',
    });
  }
  return errors;
}

/** A payment of the file as a transfer request: same bank by branch and account, another bank by COMPE code. */
function transferRequestOf(payment: Remittance['payments'][number]): Omit<TransferRequest, 'accountId'> | RemittanceError {
  const description = (payment.information || payment.yourNumber || 'Remessa CNAB 240').slice(0, 140);
  const account = `${payment.account}${payment.accountDigit}`;
  if (payment.bank === DEMO_BANK.compe) {
    if (payment.chamber !== '000') {
      return {
        line: payment.line,
        field: 'Código da câmara centralizadora (posições 18–20)',
        message: 'use 000 para crédito em conta deste banco.',
      };
    }
    return {
      type: 'INTERNAL',
      amount: fromCents(payment.amountCents),
      description,
      receiver: { branch: payment.branch, account },
    };
  }
  if (payment.chamber === '000') {
    return {
      line: payment.line,
      field: 'Código da câmara centralizadora (posições 18–20)',
      message: '000 é só para contas deste banco; use 018 (TED).',
    };
  }
  if (!payment.taxId) {
    return {
      line: payment.line + 1,
      field: 'Segmento B',
      message: 'um pagamento a outro banco precisa do segmento B com o CPF ou CNPJ do favorecido.',
    };
  }
  return {
    type: 'EXTERNAL',
    amount: fromCents(payment.amountCents),
    description,
    receiver: {
      compe: payment.bank,
      branch: payment.branch,
      account: `${payment.account}-${payment.accountDigit}`,
      name: payment.name,
      taxId: payment.taxId,
    },
  };
}

interface FileRow {
  id: string;
  account_id: string;
  name: string;
  layout: 'CNAB240';
  status: 'PROCESSED';
  lines: number;
  total_cents: number;
  transfer_ids: string[];
  user_name: string | null;
  created_at: Date;
}

function fileEntity(row: FileRow): PartnerFile {
  return {
    id: row.id,
    accountId: row.account_id,
    name: row.name,
    layout: row.layout,
    status: row.status,
    lines: row.lines,
    amount: fromCents(Number(row.total_cents)),
    transferCount: row.transfer_ids.length,
    transferIds: row.transfer_ids,
    userName: row.user_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * POST /api/Accounts/{id}/Files/Partner/Send: reads a CNAB 240 remittance and, in one transaction,
 * stores it with a transfer waiting for approval per segment A. Anything wrong, in the file or in a
 * transfer it asks for (an unknown account, a bank that does not exist), refuses the whole file with
 * one error per line and field, and nothing is created.
 */
export async function receivePartnerFile(
  ctx: SandboxContext,
  principal: AccountPrincipal,
  file: { name: string; bytes: Buffer },
): Promise<PartnerFile> {
  const text = file.bytes.toString('latin1');
  const read = readRemittance(text);
  if (!read.ok) throw refusal(read.errors);
  const { remittance } = read;
  const account = await one<AccountFacts>(
    ctx.db,
    `select p.tax_id, b.code as branch, a.number from accounts a join people p on p.id = a.person_id
       join branches b on b.id = a.branch_id where a.id = $1`,
    [principal.accountId],
  );
  if (!account) throw Errors.accountNotFound();
  const headerErrors = companyErrors(remittance, account);
  const requests = remittance.payments.map(transferRequestOf);
  const fieldErrors = [...headerErrors, ...requests.filter((item): item is RemittanceError => 'line' in item)];
  if (fieldErrors.length) throw refusal(fieldErrors);
  const now = ctx.clock.now();
  const userName = await actorName(ctx.db, principal);
  return moneyTransaction(ctx, async (tx: Sql) => {
    const ids: string[] = [];
    const errors: RemittanceError[] = [];
    for (const [index, request] of (requests as Omit<TransferRequest, 'accountId'>[]).entries()) {
      try {
        const transfer = await insertTransfer(
          tx,
          principal.accountId,
          request,
          { userId: actorOf(principal).userId, userName },
          now,
        );
        ids.push(transfer.id);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const line = remittance.payments[index]!.line;
        errors.push({ line, field: 'Segmento A', message: error.items.map((item) => item.message).join(' ') });
      }
    }
    if (errors.length) throw refusal(errors);
    const [row] = await tx.query<FileRow>(
      `insert into partner_files (id, account_id, name, layout, status, size_bytes, lines, total_cents, transfer_ids, content,
         user_id, user_name, created_at)
       values ($1, $2, $3, 'CNAB240', 'PROCESSED', $4, $5, $6, $7, $8, $9, $10, $11) returning *`,
      [
        randomUUID(),
        principal.accountId,
        file.name.slice(0, 255),
        file.bytes.length,
        remittance.lines,
        remittance.payments.reduce((sum, payment) => sum + payment.amountCents, 0),
        ids,
        text,
        actorOf(principal).userId,
        userName,
        now,
      ],
    );
    return fileEntity(row!);
  });
}

/** GET /api/Accounts/{id}/Files/Partner: the files sent, newest first. */
export async function listPartnerFiles(sql: Sql, accountId: string, query: PageQuery): Promise<PartnerFileList> {
  const window = pageWindow(query);
  const [count] = await sql.query<{ total: number }>('select count(*)::int as total from partner_files where account_id = $1', [
    accountId,
  ]);
  const rows = await sql.query<FileRow>(
    `select id, account_id, name, layout, status, lines, total_cents, transfer_ids, user_name, created_at
       from partner_files where account_id = $1 order by created_at desc, id limit ${window.limit} offset ${window.offset}`,
    [accountId],
  );
  return pagedList(window, count?.total ?? 0, rows.map(fileEntity));
}
