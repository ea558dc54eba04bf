import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  CardHolder,
  CardHolderPage,
  CardPurchasePage,
  Invoice,
  InvoicePage,
  InvoicePurchase,
  InvoicePurchasePage,
  ProductList,
  ProductWorkflow,
} from '../../src/generated/schemas.ts';
import { CARD_PRODUCT_IDS } from '../../src/sandbox/products/catalog.ts';
import { DEMO_BRANCH, DEMO_MERCHANT } from '../../src/sandbox/seed/demo-data.ts';
import { DEMO_HOLDER_IDS, DEMO_INVOICE_IDS } from '../../src/sandbox/seed/cards.ts';
import { backendsOf } from '../support/backends.ts';
import { openMoneyBank, type ErrorList, type MoneyBank } from './money-harness.ts';

const HOLDERS = '/api/CardHolders';

type HolderLists = Required<Pick<CardHolder, 'address' | 'addresses' | 'phones' | 'contacts'>>;

describe.each(backendsOf(import.meta.url))('card holders, invoices and purchases on $name', ({ databaseUrl }) => {
  let bank: MoneyBank;
  let maria: string;
  let company: string;

  beforeAll(async () => {
    bank = await openMoneyBank(databaseUrl);
    maria = bank.accountOf('maria');
    company = bank.accountOf('company');
  });
  afterAll(() => bank.close());

  const db = () => bank.sandbox.ctx.db;
  const holderRowInDb = async (id: string) => (await db().query('select * from card_holders where id = $1', [id]))[0];

  const holderForm = (extra: object = {}) => ({
    operationId: 'internetbank',
    merchantId: DEMO_MERCHANT.id,
    branchId: DEMO_BRANCH.id,
    productId: CARD_PRODUCT_IDS.credit,
    type: 'CREDIT',
    personType: 'N',
    taxId: '45612378955',
    name: 'Beatriz Souza Lima',
    birth: '2001-07-19',
    nationality: 'BR',
    gender: 'F',
    address: {
      type: 'RESIDENTIAL',
      zipCode: '01310100',
      street: 'Avenida Paulista',
      number: '1578',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
    },
    ...extra,
  });

  test("the holder list is the account's holders as the database holds them, newest first", async () => {
    const page = await bank.call<CardHolderPage>('GET', `${HOLDERS}?accountId=${maria}`, { as: 'maria' });
    expect(page.status).toBe(200);
    const rows = await db().query<{ id: string }>(
      'select id from card_holders where account_id = $1 order by created_at desc, id',
      [maria],
    );
    expect(page.body.items.map((holder) => holder.id)).toEqual(rows.map((row) => row.id));
    expect(page.body).toMatchObject({ currentPage: 1, pageSize: 20, totalCount: rows.length, hasPrevious: false });
    const mariaHolder = page.body.items.find((holder) => holder.id === DEMO_HOLDER_IDS.maria)!;
    expect(mariaHolder).toMatchObject({
      holderId: DEMO_HOLDER_IDS.maria,
      name: 'Maria da Silva Souza',
      taxId: '52998224725',
      personType: 'N',
      birth: '1985-03-14',
      cardCount: 2,
      address: { street: 'Avenida Paulista', state: 'SP' },
    });
    expect(mariaHolder.invoiceClosingDay).toBeGreaterThanOrEqual(1);
    expect(mariaHolder.invoiceClosingDay).toBeLessThanOrEqual(28);
  });

  test('the holder list pages and searches by name or by tax id, masked or not', async () => {
    const first = await bank.call<CardHolderPage>('GET', `${HOLDERS}?pageSize=1&sort=name`, { as: 'maria' });
    expect(first.body).toMatchObject({ totalCount: 2, totalPages: 2, hasNext: true });
    expect(first.body.items.map((holder) => holder.name)).toEqual(['Maria da Silva Souza']);
    const byName = await bank.call<CardHolderPage>('GET', `${HOLDERS}?search=pedro`, { as: 'maria' });
    expect(byName.body.items.map((holder) => holder.id)).toEqual([DEMO_HOLDER_IDS.pedro]);
    const byTaxId = await bank.call<CardHolderPage>('GET', `${HOLDERS}?search=${encodeURIComponent('529.982')}`, { as: 'maria' });
    expect(byTaxId.body.items.map((holder) => holder.id)).toEqual([DEMO_HOLDER_IDS.maria]);
    const none = await bank.call<CardHolderPage>('GET', `${HOLDERS}?search=Padaria`, { as: 'maria' });
    expect(none.body).toMatchObject({ totalCount: 0, items: [] });
  });

  test("another account's holders, invoices and purchases are not found, and its list cannot be asked for", async () => {
    const before = await db().query('select * from card_holders where account_id = $1 order by id', [company]);
    for (const path of [
      `${HOLDERS}/${DEMO_HOLDER_IDS.padaria}`,
      `${HOLDERS}/${DEMO_HOLDER_IDS.padaria}/Purchases`,
      `${HOLDERS}/${DEMO_HOLDER_IDS.padaria}/Invoices`,
    ]) {
      const answer = await bank.call<ErrorList>('GET', path, { as: 'maria' });
      expect(answer.status, path).toBe(404);
      expect(answer.body.errors[0], path).toEqual({ errorCode: 'CD10002', message: 'Portador não encontrado.' });
    }
    for (const path of [
      `${HOLDERS}/Invoices/${DEMO_INVOICE_IDS.padaria[1]}`,
      `${HOLDERS}/Invoices/${DEMO_INVOICE_IDS.padaria[1]}/Purchases`,
    ]) {
      const answer = await bank.call<ErrorList>('GET', path, { as: 'maria' });
      expect(answer.status, path).toBe(404);
      expect(answer.body.errors[0]!.errorCode, path).toBe('CD10003');
    }
    const [installment] = await db().query<{ id: string }>('select id from card_installments where account_id = $1 limit 1', [
      company,
    ]);
    const one = await bank.call<ErrorList>('GET', `${HOLDERS}/Invoices/Purchases/${installment!.id}`, { as: 'maria' });
    expect(one.status).toBe(404);
    expect(one.body.errors[0]!.errorCode).toBe('CD10004');
    const list = await bank.call<ErrorList>('GET', `${HOLDERS}?accountId=${company}`, { as: 'maria' });
    expect(list.status).toBe(404);

    const update = await bank.call<ErrorList>('PUT', `${HOLDERS}/${DEMO_HOLDER_IDS.padaria}`, {
      as: 'maria',
      json: { name: 'Tomada', invoiceClosingDay: 2, invoicePayDay: 12, hasBilling: false },
    });
    expect(update.status).toBe(404);
    expect(await db().query('select * from card_holders where account_id = $1 order by id', [company])).toEqual(before);
  });

  test('a holder is read by id', async () => {
    const answer = await bank.call<CardHolder>('GET', `${HOLDERS}/${DEMO_HOLDER_IDS.padaria}`, { as: 'company' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      personType: 'J',
      taxId: '11222333000181',
      tradeName: 'Padaria Pão Quente',
      taxRegime: 'SIMPLES_NACIONAL',
      hasBilling: true,
      addresses: [{ type: 'COMMERCIAL', number: '1000' }],
    });
  });

  test('the large holder form adds a holder to the account, once per tax id', async () => {
    const created = await bank.call<CardHolder>('POST', HOLDERS, { as: 'maria', json: holderForm() });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      accountId: maria,
      name: 'Beatriz Souza Lima',
      taxId: '45612378955',
      gender: 'F',
      invoiceClosingDay: 1,
      invoicePayDay: 11,
      hasBilling: false,
      cardCount: 0,
    });
    expect(await holderRowInDb(created.body.id)).toMatchObject({
      account_id: maria,
      tax_id: '45612378955',
      birth: expect.anything(),
    });

    const again = await bank.call<ErrorList>('POST', HOLDERS, { as: 'maria', json: holderForm() });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]!.errorCode).toBe('CD10012');
  });

  test("the large holder form keeps the holder's phones, contacts and addresses, the first address as the main one", async () => {
    const phone = (number: string) => ({ type: 'CELLPHONE', ddi: '055', ddd: '011', number, isMain: true });
    const second = { ...holderForm().address, type: 'COMMERCIAL', number: '2000' };
    const created = await bank.call<CardHolder>('POST', HOLDERS, {
      as: 'maria',
      json: holderForm({
        taxId: '11144477735',
        address: undefined,
        addresses: [holderForm().address, second],
        phones: [phone('987654321'), phone('33334444')],
        contacts: [{ type: 'PERSONAL', email: 'beatriz@example.com' }],
      }),
    });
    expect(created.status).toBe(200);
    const row = (
      await db().query<HolderLists>('select address, addresses, phones, contacts from card_holders where id = $1', [
        created.body.id,
      ])
    )[0]!;
    // Each new row of the form starts as main: only the first stays so.
    expect(row.phones.map((item) => [item.number, item.isMain])).toEqual([
      ['987654321', true],
      ['33334444', false],
    ]);
    expect(row.contacts).toMatchObject([{ type: 'PERSONAL', email: 'beatriz@example.com', isMain: true }]);
    expect(row.addresses.map((item) => item.number)).toEqual(['1578', '2000']);
    expect(row.address).toEqual(row.addresses[0]);
    expect(created.body.phones).toEqual(row.phones);
    expect(created.body.addresses).toEqual(row.addresses);
  });

  test('a company holder needs no gender; a person does', async () => {
    const company = await bank.call<CardHolder>('POST', HOLDERS, {
      as: 'maria',
      json: holderForm({
        personType: 'J',
        taxId: '11444777000161',
        name: 'Ribeiro Comércio de Flores Ltda',
        gender: undefined,
        taxRegime: 'SIMPLES_NACIONAL',
        legalNature: '206-2',
      }),
    });
    expect(company.status).toBe(200);
    expect(company.body).toMatchObject({ personType: 'J', taxRegime: 'SIMPLES_NACIONAL', legalNature: '206-2', gender: null });
    const person = await bank.call<ErrorList>('POST', HOLDERS, {
      as: 'maria',
      json: holderForm({ taxId: '87654321937', gender: undefined }),
    });
    expect(person.status).toBe(400);
    expect(person.body.errors.map((error) => error.message)).toContain("O campo 'gender' é obrigatório.");
  });

  test('bad holder forms are refused and add nothing', async () => {
    const count = async () => (await db().query<{ n: number }>('select count(*)::int as n from card_holders'))[0]!.n;
    const before = await count();
    const cases: [object, number, string][] = [
      [{ name: undefined }, 400, "O campo 'name' é obrigatório."],
      [{ personType: 'J', taxId: '11444777000161' }, 400, "O campo 'taxRegime' é obrigatório."],
      [{ taxId: '45612378900' }, 422, 'CPF ou CNPJ do portador inválido.'],
      [
        { personType: 'J', taxRegime: 'MEI', legalNature: '206-2' },
        422,
        'CPF ou CNPJ do portador inválido. O tipo de pessoa não confere com o documento.',
      ],
      [{ branchId: '00000000-0000-4000-8000-00000000ffff' }, 422, 'Instituição ou agência diferente da conta.'],
      [{ productId: CARD_PRODUCT_IDS.debit.replace(/2$/, '9') }, 422, 'Produto de cartão não encontrado.'],
    ];
    for (const [change, status, message] of cases) {
      const answer = await bank.call<ErrorList>('POST', HOLDERS, {
        as: 'maria',
        json: holderForm({ taxId: '87654321937', ...change }),
      });
      expect(answer.status, JSON.stringify(change)).toBe(status);
      expect(
        answer.body.errors.map((error) => error.message),
        JSON.stringify(change),
      ).toContain(message);
    }
    expect(await count()).toBe(before);
  });

  test('a holder update changes the name, invoice days and billing, as the database then holds', async () => {
    const updated = await bank.call<CardHolder>('PUT', `${HOLDERS}/${DEMO_HOLDER_IDS.pedro}`, {
      as: 'maria',
      json: { name: 'Pedro Souza Lima Filho', invoiceClosingDay: 5, invoicePayDay: 15, hasBilling: true },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Pedro Souza Lima Filho',
      invoiceClosingDay: 5,
      invoicePayDay: 15,
      hasBilling: true,
    });
    expect(await holderRowInDb(DEMO_HOLDER_IDS.pedro)).toMatchObject({
      name: 'Pedro Souza Lima Filho',
      invoice_closing_day: 5,
      invoice_pay_day: 15,
      has_billing: true,
    });

    const before = await holderRowInDb(DEMO_HOLDER_IDS.pedro);
    for (const body of [
      { name: 'X', invoiceClosingDay: 29, invoicePayDay: 15, hasBilling: true },
      { name: '', invoiceClosingDay: 5, invoicePayDay: 15, hasBilling: true },
      { name: 'X', invoiceClosingDay: 5, invoicePayDay: 15 },
      { name: 'X', invoiceClosingDay: 5, invoicePayDay: 15, hasBilling: true, taxId: '52998224725' },
    ]) {
      const answer = await bank.call<ErrorList>('PUT', `${HOLDERS}/${DEMO_HOLDER_IDS.pedro}`, { as: 'maria', json: body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors[0]!.errorCode).toBe('RQ10001');
    }
    expect(await holderRowInDb(DEMO_HOLDER_IDS.pedro)).toEqual(before);
  });

  test('a holder has three invoices, paid, closed and open, each amounting to the installments billed on it', async () => {
    const page = await bank.call<InvoicePage>('GET', `${HOLDERS}/${DEMO_HOLDER_IDS.maria}/Invoices`, { as: 'maria' });
    expect(page.status).toBe(200);
    expect(page.body.items.map((invoice) => invoice.status)).toEqual(['OPEN', 'CLOSED', 'PAID']);
    expect(page.body.items.map((invoice) => invoice.id)).toEqual([...DEMO_INVOICE_IDS.maria].reverse());
    for (const invoice of page.body.items) {
      const [sum] = await db().query<{ cents: number }>(
        'select coalesce(sum(amount_cents), 0)::bigint as cents from card_installments where invoice_id = $1',
        [invoice.id],
      );
      expect(Math.round(invoice.amount * 100), invoice.status).toBe(sum!.cents);
      expect(invoice.amount).toBeGreaterThan(0);
      expect(invoice.dueDate > invoice.closingDate).toBe(true);
      expect(invoice.payDate === null, invoice.status).toBe(invoice.status !== 'PAID');
    }
    const [open, closed, paid] = page.body.items;
    expect(closed!.closingDate < open!.closingDate && paid!.closingDate < closed!.closingDate).toBe(true);
    // The last closing is a few days back and its invoice not yet due.
    const today = new Date().toISOString().slice(0, 10);
    expect(closed!.closingDate <= today && closed!.dueDate >= today).toBe(true);
  });

  test("an invoice's details and its installments, with n of total, as the database holds them", async () => {
    const closedId = DEMO_INVOICE_IDS.maria[1];
    const invoice = await bank.call<Invoice>('GET', `${HOLDERS}/Invoices/${closedId}`, { as: 'maria' });
    expect(invoice.body).toMatchObject({ id: closedId, status: 'CLOSED', currency: 'BRL', holderId: DEMO_HOLDER_IDS.maria });

    const purchases = await bank.call<InvoicePurchasePage>('GET', `${HOLDERS}/Invoices/${closedId}/Purchases`, { as: 'maria' });
    expect(purchases.status).toBe(200);
    const [rows] = await db().query<{ n: number }>('select count(*)::int as n from card_installments where invoice_id = $1', [
      closedId,
    ]);
    expect(purchases.body.totalCount).toBe(rows!.n);
    const total = purchases.body.items.reduce((sum, item) => sum + Math.round(item.amount * 100), 0);
    expect(total).toBe(Math.round(invoice.body.amount * 100));
    // The notebook, bought in 3 installments two cycles ago, has its second installment here.
    const notebook = purchases.body.items.find((item) => item.description === 'Notebook 14 polegadas')!;
    expect(notebook).toMatchObject({
      purchaseAmount: 3599.7,
      amount: 1199.9,
      installment: 2,
      installments: 3,
      merchantName: 'Magazine Paulista',
      cardNumber: '222300******4821',
    });
    // An additional card's purchases are billed on the account holder's invoice.
    expect(purchases.body.items.some((item) => item.cardNumber === '222300******7310')).toBe(true);

    const one = await bank.call<InvoicePurchase>('GET', `${HOLDERS}/Invoices/Purchases/${notebook.id}`, { as: 'maria' });
    expect(one.status).toBe(200);
    expect(one.body).toEqual(notebook);

    const paged = await bank.call<InvoicePurchasePage>(
      'GET',
      `${HOLDERS}/Invoices/${closedId}/Purchases?pageSize=1&pageNumber=2`,
      {
        as: 'maria',
      },
    );
    expect(paged.body).toMatchObject({ currentPage: 2, pageSize: 1, hasPrevious: true });
    expect(paged.body.items).toHaveLength(1);
  });

  test('a cancelled purchase is listed with its card but billed on no invoice', async () => {
    const purchases = await bank.call<CardPurchasePage>('GET', `${HOLDERS}/${DEMO_HOLDER_IDS.maria}/Purchases?pageSize=50`, {
      as: 'maria',
    });
    const dinner = purchases.body.items.find((item) => item.description === 'Jantar')!;
    expect(dinner.status).toBe('CANCELED');
    const [billed] = await db().query<{ n: number }>('select count(*)::int as n from card_installments where purchase_id = $1', [
      dinner.id,
    ]);
    expect(billed!.n).toBe(0);
  });

  test("a holder's purchases are those of all the holder's cards, newest first, with card numbers masked", async () => {
    const page = await bank.call<CardPurchasePage>('GET', `${HOLDERS}/${DEMO_HOLDER_IDS.maria}/Purchases?pageSize=3`, {
      as: 'maria',
    });
    expect(page.status).toBe(200);
    const rows = await db().query<{ id: string }>(
      'select id from card_purchases where holder_id = $1 order by created_at desc, id',
      [DEMO_HOLDER_IDS.maria],
    );
    expect(page.body.totalCount).toBe(rows.length);
    expect(page.body.items.map((item) => item.id)).toEqual(rows.slice(0, 3).map((row) => row.id));
    const numbers = new Set(
      (
        await bank.call<CardPurchasePage>('GET', `${HOLDERS}/${DEMO_HOLDER_IDS.maria}/Purchases?pageSize=50`, { as: 'maria' })
      ).body.items.map((item) => item.cardNumber),
    );
    expect([...numbers].sort()).toEqual(['222300******4821', '222304******9034']);
  });

  test('the card products come from AutoComplete with productType CARD, each with its workflow', async () => {
    const cards = await bank.call<ProductList>(
      'GET',
      `/api/Products/AutoComplete?merchantId=${DEMO_MERCHANT.id}&productType=CARD`,
      {
        as: 'maria',
      },
    );
    expect(cards.status).toBe(200);
    expect(cards.body.items.map((product) => product.id)).toEqual(Object.values(CARD_PRODUCT_IDS));
    const byName = await bank.call<ProductList>('GET', '/api/Products/AutoComplete?productType=card&name=debito', {
      as: 'maria',
    });
    expect(byName.body.items.map((product) => product.name)).toEqual(['Cartão Balcão Débito']);
    const otherMerchant = await bank.call<ProductList>('GET', '/api/Products/AutoComplete?merchantId=other&productType=CARD', {
      as: 'maria',
    });
    expect(otherMerchant.body.items).toEqual([]);

    const workflow = await bank.call<ProductWorkflow>('GET', `/api/Products/Workflows/${cards.body.items[0]!.workflowId}`, {
      as: 'maria',
    });
    expect(workflow.status).toBe(200);
    expect(workflow.body.activities.map((activity) => activity.status).filter(Boolean)).toEqual([
      'PROCESSING',
      'ACTIVE',
      'LOCKED',
      'CANCELED',
    ]);
    const unknown = await bank.call<ErrorList>('GET', `/api/Products/Workflows/${CARD_PRODUCT_IDS.credit}`, { as: 'maria' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0]!.errorCode).toBe('CD10014');
  });
});
