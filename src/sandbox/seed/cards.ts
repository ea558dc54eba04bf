import type { Address } from '../../generated/schemas.ts';
import type { Sql } from '../db/database.ts';
import { startCardWorkflow, decideCard, type CardDecision } from '../cards/card-workflow.ts';
import type { CardRow } from '../cards/card-entity.ts';
import { splitInstallments } from '../cards/installments.ts';
import { demoInvoiceDays, dueDateOf, lastClosing, shiftMonths } from '../cards/invoice-cycle.ts';
import { CARD_PRODUCT_IDS, PRODUCTS, seededProduct } from '../products/catalog.ts';
import { cardIssuingDefinition } from '../workflows/card-issuing-definition.ts';
import { addDays, bankDayOf, bankTime, isoDay, type BankDay } from '../statement/bank-calendar.ts';
import { DEMO_ACCOUNTS } from './demo-data.ts';

/** The decisions that brought a seeded card to its status, from the request's approval. */
const WALKS: Record<'ACTIVE' | 'LOCKED' | 'CANCELED', CardDecision[]> = {
  ACTIVE: ['APPROVE'],
  LOCKED: ['APPROVE', 'LOCK'],
  CANCELED: ['APPROVE', 'CANCEL'],
};

type AccountKey = 'maria' | 'company';
type CardKey = keyof typeof DEMO_CARD_IDS;
type InvoiceIndex = 0 | 1 | 2;

const accountOf = (key: AccountKey) => DEMO_ACCOUNTS.find((account) => account.key === key)!.accountId;
const operatorOf = (key: AccountKey) => DEMO_ACCOUNTS.find((account) => account.key === key)!.operator.userId;
const id = (n: number) => `cd000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Fixed ids of the demo holders, cards and invoices (tests and docs/sandbox-cards.md name them). */
export const DEMO_HOLDER_IDS = { maria: id(101), pedro: id(102), padaria: id(103), joao: id(104) } as const;
export const DEMO_CARD_IDS = {
  mariaActive: id(201),
  mariaLocked: id(202),
  mariaCanceled: id(203),
  pedroActive: id(204),
  padariaActive: id(205),
  padariaLocked: id(206),
  padariaCanceled: id(207),
  joaoActive: id(208),
} as const;
/** Per holder with invoices: PAID (two closings ago), CLOSED (the last closing), OPEN (the next). */
export const DEMO_INVOICE_IDS = {
  maria: [id(301), id(302), id(303)],
  padaria: [id(304), id(305), id(306)],
} as const;

const address = (commercial: boolean, n: number): Address => ({
  id: id(400 + n),
  type: commercial ? 'COMMERCIAL' : 'RESIDENTIAL',
  zipCode: '01310100',
  street: 'Avenida Paulista',
  number: commercial ? '1000' : '1578',
  complement: commercial ? 'Loja 2' : 'Apto 42',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'BR',
});

const HOLDERS = [
  {
    key: 'maria',
    account: 'maria',
    type: 'N',
    taxId: '52998224725',
    name: 'Maria da Silva Souza',
    birth: '1985-03-14',
    mother: 'Helena da Silva',
    commercial: false,
  },
  {
    key: 'pedro',
    account: 'maria',
    type: 'N',
    taxId: '31847596282',
    name: 'Pedro Souza Lima',
    birth: '2004-08-02',
    mother: 'Maria da Silva Souza',
    commercial: false,
  },
  {
    key: 'padaria',
    account: 'company',
    type: 'J',
    taxId: '11222333000181',
    name: 'Padaria Pão Quente Comércio de Alimentos Ltda',
    birth: '2012-05-21',
    mother: null,
    commercial: true,
  },
  {
    key: 'joao',
    account: 'company',
    type: 'N',
    taxId: '12345678909',
    name: 'João Pereira Lima',
    birth: '1979-11-30',
    mother: 'Rosa Pereira',
    commercial: true,
  },
] as const;

const CARDS: {
  key: CardKey;
  holder: keyof typeof DEMO_HOLDER_IDS;
  displayName: string;
  type: string;
  product: keyof typeof CARD_PRODUCT_IDS;
  status: 'ACTIVE' | 'LOCKED' | 'CANCELED';
  number: string;
  daysAgo: number;
  additional: boolean;
}[] = [
  // Newest first in every list: each holder's ACTIVE card is its most recent.
  {
    key: 'mariaActive',
    holder: 'maria',
    displayName: 'MARIA S SOUZA',
    type: 'CREDIT',
    product: 'credit',
    status: 'ACTIVE',
    number: '222300******4821',
    daysAgo: 80,
    additional: false,
  },
  {
    key: 'mariaLocked',
    holder: 'maria',
    displayName: 'MARIA S SOUZA',
    type: 'VIRTUAL',
    product: 'credit',
    status: 'LOCKED',
    number: '222304******9034',
    daysAgo: 85,
    additional: false,
  },
  {
    key: 'mariaCanceled',
    holder: 'maria',
    displayName: 'MARIA SOUZA',
    type: 'DEBIT',
    product: 'debit',
    status: 'CANCELED',
    number: '222301******1187',
    daysAgo: 88,
    additional: false,
  },
  {
    key: 'pedroActive',
    holder: 'pedro',
    displayName: 'PEDRO S LIMA',
    type: 'CREDIT',
    product: 'credit',
    status: 'ACTIVE',
    number: '222300******7310',
    daysAgo: 70,
    additional: true,
  },
  {
    key: 'padariaActive',
    holder: 'padaria',
    displayName: 'PADARIA PAO QUENTE',
    type: 'CREDIT',
    product: 'credit',
    status: 'ACTIVE',
    number: '222300******5566',
    daysAgo: 75,
    additional: false,
  },
  {
    key: 'padariaLocked',
    holder: 'padaria',
    displayName: 'PADARIA PAO QUENTE',
    type: 'MULTIPLE',
    product: 'credit',
    status: 'LOCKED',
    number: '222302******0042',
    daysAgo: 82,
    additional: false,
  },
  {
    key: 'padariaCanceled',
    holder: 'padaria',
    displayName: 'PADARIA PAO QUENTE',
    type: 'PREPAID',
    product: 'prepaid',
    status: 'CANCELED',
    number: '222303******3901',
    daysAgo: 89,
    additional: false,
  },
  {
    key: 'joaoActive',
    holder: 'joao',
    displayName: 'JOAO P LIMA',
    type: 'CREDIT',
    product: 'credit',
    status: 'ACTIVE',
    number: '222300******2468',
    daysAgo: 60,
    additional: true,
  },
];

/** Purchases: which card, on which invoice the first installment falls, and how many installments. */
const PURCHASES: {
  card: CardKey;
  invoice: 'maria' | 'padaria';
  first: InvoiceIndex;
  day: number;
  description: string;
  merchant: string;
  cents: number;
  installments: number;
  status?: 'CONFIRMED' | 'CANCELED';
}[] = [
  {
    card: 'mariaActive',
    invoice: 'maria',
    first: 0,
    day: 3,
    description: 'Notebook 14 polegadas',
    merchant: 'Magazine Paulista',
    cents: 359_970,
    installments: 3,
  },
  {
    card: 'mariaActive',
    invoice: 'maria',
    first: 0,
    day: 9,
    description: 'Supermercado',
    merchant: 'Pão de Mel Supermercados',
    cents: 48_735,
    installments: 1,
  },
  {
    card: 'mariaLocked',
    invoice: 'maria',
    first: 0,
    day: 12,
    description: 'Assinatura de streaming',
    merchant: 'Tela Plus',
    cents: 3_990,
    installments: 1,
  },
  {
    card: 'mariaActive',
    invoice: 'maria',
    first: 1,
    day: 2,
    description: 'Passagem aérea São Paulo–Recife',
    merchant: 'Voa Brasil Linhas Aéreas',
    cents: 128_400,
    installments: 2,
  },
  {
    card: 'pedroActive',
    invoice: 'maria',
    first: 1,
    day: 6,
    description: 'Livros da faculdade',
    merchant: 'Livraria Cultura Viva',
    cents: 27_350,
    installments: 1,
  },
  {
    card: 'mariaActive',
    invoice: 'maria',
    first: 1,
    day: 10,
    description: 'Jantar',
    merchant: 'Cantina do Bixiga',
    cents: 21_080,
    installments: 1,
    status: 'CANCELED',
  },
  {
    card: 'mariaActive',
    invoice: 'maria',
    first: 2,
    day: 1,
    description: 'Farmácia',
    merchant: 'Drogaria Bela Vista',
    cents: 8_915,
    installments: 1,
  },
  {
    card: 'pedroActive',
    invoice: 'maria',
    first: 2,
    day: 2,
    description: 'Tênis de corrida',
    merchant: 'Esporte Total',
    cents: 59_990,
    installments: 1,
  },
  {
    card: 'padariaActive',
    invoice: 'padaria',
    first: 0,
    day: 4,
    description: 'Forno industrial a gás',
    merchant: 'Equipa Forno Máquinas',
    cents: 1_249_000,
    installments: 3,
  },
  {
    card: 'padariaActive',
    invoice: 'padaria',
    first: 0,
    day: 8,
    description: 'Farinha de trigo (20 sacos)',
    merchant: 'Moinho Santa Clara',
    cents: 184_000,
    installments: 1,
  },
  {
    card: 'joaoActive',
    invoice: 'padaria',
    first: 1,
    day: 3,
    description: 'Combustível da entrega',
    merchant: 'Auto Posto Paulista',
    cents: 32_050,
    installments: 1,
  },
  {
    card: 'padariaActive',
    invoice: 'padaria',
    first: 1,
    day: 7,
    description: 'Embalagens',
    merchant: 'Embala Fácil',
    cents: 76_533,
    installments: 2,
  },
  {
    card: 'padariaLocked',
    invoice: 'padaria',
    first: 1,
    day: 11,
    description: 'Manutenção da câmara fria',
    merchant: 'Frio Sul Refrigeração',
    cents: 95_000,
    installments: 1,
  },
  {
    card: 'padariaActive',
    invoice: 'padaria',
    first: 2,
    day: 1,
    description: 'Leite e laticínios',
    merchant: 'Laticínios Serra Azul',
    cents: 62_740,
    installments: 1,
  },
];

/**
 * The demo's cards (docs/sandbox-cards.md): Maria and the company each have holders, ACTIVE, LOCKED
 * and CANCELED cards, and three invoices (PAID, CLOSED, OPEN) with purchases in installments. Every
 * date follows `now`, so the CLOSED invoice is always a few days closed and not yet due.
 */
export async function seedCards(tx: Sql, now: Date): Promise<void> {
  const today = bankDayOf(now);
  const { closingDay, payDay } = demoInvoiceDays(today);
  const at = (day: BankDay, hour: number) => bankTime(day, hour);
  const ago = (days: number) => bankTime(addDays(today, -days), 10);

  // Each card product publishes the card workflow as its version 1, under the id the product names.
  for (const product of PRODUCTS.filter((item) => item.type === 'CARD')) {
    await tx.query(
      `insert into workflow_definitions (id, product_id, version, definition, published, created_at, published_at)
       values ($1, $2, 1, $3, true, $4, $4)`,
      [product.workflowId, product.id, JSON.stringify(cardIssuingDefinition(`Ciclo de vida do ${product.name}`)), ago(120)],
    );
  }

  for (const holder of HOLDERS) {
    const created = ago(90);
    await tx.query(
      `insert into card_holders (id, account_id, person_type, tax_id, name, birth, mother, nationality, gender,
         invoice_closing_day, invoice_pay_day, has_billing, address, tax_regime, legal_nature, trade_name, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17)`,
      [
        DEMO_HOLDER_IDS[holder.key],
        accountOf(holder.account),
        holder.type,
        holder.taxId,
        holder.name,
        holder.birth,
        holder.mother,
        holder.type === 'N' ? 'BR' : null,
        holder.type === 'N' ? (holder.key === 'maria' ? 'F' : 'M') : null,
        closingDay,
        payDay,
        holder.key === 'padaria',
        JSON.stringify(address(holder.commercial, HOLDERS.indexOf(holder))),
        holder.type === 'J' ? 'SIMPLES_NACIONAL' : null,
        holder.type === 'J' ? '206-2' : null,
        holder.type === 'J' ? 'Padaria Pão Quente' : null,
        new Date(created.getTime() + HOLDERS.indexOf(holder) * 60_000),
      ],
    );
  }

  for (const card of CARDS) {
    const holder = HOLDERS.find((item) => item.key === card.holder)!;
    const created = ago(card.daysAgo);
    const product = seededProduct(CARD_PRODUCT_IDS[card.product])!;
    const approved = new Date(created.getTime() + 3_600_000);
    await tx.query(
      `insert into cards (id, account_id, holder_id, product_id, workflow_id, display_name, number, type, status,
         additional_card, expiry_month, expiry_year, address, created_at, updated_at, approved_at, locked_at, canceled_at, message)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
      [
        DEMO_CARD_IDS[card.key],
        accountOf(holder.account),
        DEMO_HOLDER_IDS[card.holder],
        product.id,
        product.workflowId,
        card.displayName,
        card.number,
        card.type,
        card.status,
        card.additional,
        approved.getUTCMonth() + 1,
        approved.getUTCFullYear() + 5,
        JSON.stringify(address(holder.commercial, HOLDERS.indexOf(holder))),
        created,
        card.status === 'ACTIVE' ? approved : ago(20),
        approved,
        card.status === 'LOCKED' ? ago(20) : null,
        card.status === 'CANCELED' ? ago(20) : null,
        card.status === 'CANCELED' ? 'Cancelado pelo cliente.' : null,
      ],
    );
    // The card's workflow walked to its status, step by step, at the dates the card holds.
    const actor = { kind: 'SUBJECT' as const, id: operatorOf(holder.account) };
    await startCardWorkflow(tx, { cardId: DEMO_CARD_IDS[card.key], productId: product.id, actor, at: created });
    for (const decision of WALKS[card.status]) {
      const [row] = await tx.query<CardRow>('select * from cards where id = $1', [DEMO_CARD_IDS[card.key]]);
      const at = decision === 'APPROVE' ? approved : ago(20);
      await decideCard(tx, row!, decision, actor, at, decision === 'CANCEL' ? 'Cancelado pelo cliente.' : undefined);
    }
  }

  // Invoices: [PAID, CLOSED, OPEN], closing a month apart; the PAID one was paid the day before it was due.
  const closed = lastClosing(today, closingDay);
  const closings = [shiftMonths(closed, -1), closed, shiftMonths(closed, 1)];
  const totals = new Map<string, number>();
  const installmentRows: unknown[][] = [];
  for (const [index, purchase] of PURCHASES.entries()) {
    const card = CARDS.find((item) => item.key === purchase.card)!;
    const holder = HOLDERS.find((item) => item.key === card.holder)!;
    const purchaseId = id(500 + index);
    // Bought during the cycle of its first invoice: `day` days after the closing before it.
    const boughtOn = addDays(shiftMonths(closings[purchase.first]!, -1), purchase.day);
    await tx.query(
      `insert into card_purchases (id, account_id, holder_id, card_id, description, merchant_name, amount_cents, installments, status, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        purchaseId,
        accountOf(holder.account),
        DEMO_HOLDER_IDS[card.holder],
        DEMO_CARD_IDS[card.key],
        purchase.description,
        purchase.merchant,
        purchase.cents,
        purchase.installments,
        purchase.status ?? 'CONFIRMED',
        at(boughtOn, 12 + (index % 8)),
      ],
    );
    // A cancelled purchase stays in the card's purchases but is billed on no invoice.
    if (purchase.status === 'CANCELED') continue;
    for (const [offset, cents] of splitInstallments(purchase.cents, purchase.installments).entries()) {
      const invoiceId = DEMO_INVOICE_IDS[purchase.invoice][purchase.first + offset]!;
      totals.set(invoiceId, (totals.get(invoiceId) ?? 0) + cents);
      installmentRows.push([
        id(600 + installmentRows.length),
        accountOf(holder.account),
        purchaseId,
        invoiceId,
        offset + 1,
        cents,
      ]);
    }
  }

  for (const [holderKey, invoiceIds] of Object.entries(DEMO_INVOICE_IDS) as ['maria' | 'padaria', readonly string[]][]) {
    const holder = HOLDERS.find((item) => item.key === holderKey)!;
    for (const [index, invoiceId] of invoiceIds.entries()) {
      const closing = closings[index]!;
      const due = dueDateOf(closing, payDay);
      const status = (['PAID', 'CLOSED', 'OPEN'] as const)[index]!;
      const monthName = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(Date.UTC(due.year, due.month - 1, 1)),
      );
      await tx.query(
        `insert into card_invoices (id, account_id, holder_id, description, status, amount_cents, closing_date, due_date, paid_at, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          invoiceId,
          accountOf(holder.account),
          DEMO_HOLDER_IDS[holderKey],
          `Fatura de ${monthName}`,
          status,
          totals.get(invoiceId) ?? 0,
          isoDay(closing),
          isoDay(due),
          status === 'PAID' ? at(addDays(due, -1), 9) : null,
          at(addDays(shiftMonths(closing, -1), 1), 0),
        ],
      );
    }
  }
  for (const row of installmentRows) {
    await tx.query(
      `insert into card_installments (id, account_id, purchase_id, invoice_id, installment, amount_cents)
       values ($1, $2, $3, $4, $5, $6)`,
      row,
    );
  }
}
