import { maskAccount, formatBranch } from './account.ts';
import { formatTaxId } from './tax-id-format.ts';

/** spec 001 §3: a party of a movement as the statement's metadata carries it. */
export interface ReceiptParty {
  name?: string | null;
  personType?: string | null;
  taxId?: string | null;
  key?: string | null;
  ispb?: string | null;
  bank?: string | null;
  compe?: string | null;
  branch?: string | number | null;
  account?: string | null;
  accountType?: string | null;
}

/** spec 001 §3: the metadata fields a receipt reads. */
export interface ReceiptMetadata {
  dueDate?: string | null;
  digitableLine?: string | null;
  key?: string | null;
  payer?: ReceiptParty | null;
  debtor?: ReceiptParty | null;
  receiver?: ReceiptParty | null;
  endToEndId?: string | null;
  movementId?: string | null;
  auth?: string | null;
  percentage?: number | string | null;
  amount?: number | null;
  emv?: string | null;
}

export type ReceiptBodyKind = 'transfer' | 'payment' | 'billing' | 'paymentFee' | 'receiveFee' | 'receive';

/** spec 001 §3: the entity of a statement entry selects the receipt body. */
export function receiptBodyKind(entity: string): ReceiptBodyKind | null {
  if (entity.startsWith('TRANSFER_')) return 'transfer';
  if (entity === 'PAYMENT_FEE') return 'paymentFee';
  if (entity.startsWith('PAYMENT_')) return 'payment';
  if (entity.startsWith('BILLING_')) return 'billing';
  if (entity === 'RECEIVE_FEE') return 'receiveFee';
  if (entity === 'RECEIVE_PIX') return 'receive';
  return null;
}

/** A line of a receipt: an i18n key for its label and the value; `valueKey` when the value is itself a key. */
export interface ReceiptLine {
  label: string;
  value: string;
  valueKey?: boolean;
}

export interface ReceiptBlock {
  /** i18n key of the block's heading, or null for the lines that close the receipt. */
  title: string | null;
  lines: ReceiptLine[];
}

export interface ReceiptOptions {
  /** The bank's name for an ISPB (the STR participants lookup); undefined when unknown or failed. */
  bankName?: (ispb: string) => string | undefined;
  /** The visibility flag: hidden tax ids keep only their middle groups (spec 001 §5). */
  hidden?: boolean;
  /** The amount of a fee, formatted by the caller. */
  formatAmount?: (amount: number) => string;
}

const present = (value: unknown): value is string | number => value !== null && value !== undefined && value !== '';

function line(label: string, value: unknown, valueKey = false): ReceiptLine[] {
  return present(value) ? [{ label, value: String(value), ...(valueKey ? { valueKey } : {}) }] : [];
}

/** spec 001 §3: N is shown as CPF, J as CNPJ. */
function taxIdLabel(party: ReceiptParty): string {
  return party.personType === 'J' ? 'receipt.cnpj' : 'receipt.cpf';
}

function taxId(party: ReceiptParty, options: ReceiptOptions): string | null {
  return present(party.taxId) ? formatTaxId(String(party.taxId), { hidden: options.hidden ?? false }) : null;
}

/** Payer block: name, CPF/CNPJ, PIX key, bank by ISPB (else blank), branch, account. */
function payerBlock(party: ReceiptParty, options: ReceiptOptions): ReceiptBlock {
  const bank = present(party.ispb) ? options.bankName?.(String(party.ispb)) : undefined;
  return {
    title: 'receipt.payer',
    lines: [
      ...line('receipt.name', party.name),
      ...line(taxIdLabel(party), taxId(party, options)),
      ...line('receipt.pixKey', party.key),
      ...line('receipt.bank', bank),
      ...line('receipt.branch', present(party.branch) ? formatBranch(party.branch) : null),
      ...line('receipt.account', present(party.account) ? maskAccount(party.account) : null),
    ],
  };
}

/**
 * Receiver block: name, CPF/CNPJ, PIX key, bank (looked-up name, otherwise the party's own bank with
 * COMPE and ISPB), branch as four digits, account with its type or the default label.
 */
function receiverBlock(party: ReceiptParty, options: ReceiptOptions): ReceiptBlock {
  const lookedUp = present(party.ispb) ? options.bankName?.(String(party.ispb)) : undefined;
  const ownBank = [party.bank, party.compe, party.ispb].filter(present).join(' · ');
  return {
    title: 'receipt.receiver',
    lines: [
      ...line('receipt.name', party.name),
      ...line(taxIdLabel(party), taxId(party, options)),
      ...line('receipt.pixKey', party.key),
      ...line('receipt.bank', lookedUp ?? (ownBank || null)),
      ...line('receipt.branch', present(party.branch) ? formatBranch(party.branch) : null),
      ...line('receipt.account', present(party.account) ? maskAccount(party.account) : null),
      ...line('receipt.accountType', present(party.account) ? `accountTypes.${party.accountType || 'CC'}` : null, true),
    ],
  };
}

/** Merchant block: name and CNPJ. */
function merchantBlock(party: ReceiptParty, options: ReceiptOptions): ReceiptBlock {
  return {
    title: 'receipt.merchant',
    lines: [...line('receipt.name', party.name), ...line('receipt.cnpj', taxId(party, options))],
  };
}

function closing(metadata: ReceiptMetadata, withAuthorization = false): ReceiptBlock {
  return {
    title: null,
    lines: [
      ...line('receipt.endToEndId', metadata.endToEndId),
      ...(withAuthorization ? line('receipt.authorization', metadata.auth) : []),
      ...line('receipt.movementId', metadata.movementId),
    ],
  };
}

const keyBlock = (metadata: ReceiptMetadata): ReceiptBlock[] =>
  present(metadata.key) ? [{ title: null, lines: line('receipt.key', metadata.key) }] : [];

/** The body of a receipt (spec 001 §3 "Receipt bodies"): its blocks in order, each line only when present. */
export function receiptBody(
  entity: string,
  metadata: ReceiptMetadata | null | undefined,
  options: ReceiptOptions = {},
): ReceiptBlock[] {
  const kind = receiptBodyKind(entity);
  if (!kind || !metadata) return [];
  const payer = metadata.payer ? [payerBlock(metadata.payer, options)] : [];
  const receiver = metadata.receiver ? [receiverBlock(metadata.receiver, options)] : [];
  let blocks: ReceiptBlock[];
  switch (kind) {
    case 'transfer':
      blocks = [...payer, ...receiver, closing(metadata)];
      break;
    case 'payment':
      blocks = [...keyBlock(metadata), ...payer, ...receiver, closing(metadata, true)];
      break;
    case 'billing': {
      const payerOrDebtor = metadata.payer ?? metadata.debtor;
      blocks = [
        ...keyBlock(metadata),
        ...(payerOrDebtor ? [payerBlock(payerOrDebtor, options)] : []),
        ...receiver,
        closing(metadata),
      ];
      break;
    }
    case 'paymentFee':
      blocks = [...payer, ...(metadata.receiver ? [merchantBlock(metadata.receiver, options)] : []), closing(metadata)];
      break;
    case 'receiveFee': {
      const fee: ReceiptLine[] = [
        ...line(
          'receipt.feeAmount',
          present(metadata.amount) ? (options.formatAmount?.(Number(metadata.amount)) ?? String(metadata.amount)) : null,
        ),
        ...line('receipt.percentage', present(metadata.percentage) ? `${String(metadata.percentage).replace('.', ',')}%` : null),
      ];
      blocks = [...(fee.length ? [{ title: null, lines: fee }] : []), ...payer, ...receiver, closing(metadata)];
      break;
    }
    case 'receive':
      blocks = [...keyBlock(metadata), ...payer, ...receiver, closing(metadata)];
      break;
  }
  return blocks.filter((block) => block.lines.length > 0);
}
