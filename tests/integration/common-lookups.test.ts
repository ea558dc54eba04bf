import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AuthData, ErrorList, LookupList, ParticipantList, PersonLookup, TermsOfUse } from '../../src/generated/schemas.ts';
import { LOOKUP_LISTS } from '../../src/sandbox/lookups/lookup-lists.ts';
import { DEMO_BANK, DEMO_MERCHANT } from '../../src/sandbox/seed/demo-data.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient } from '../support/api-client.ts';
import { backendsOf } from '../support/backends.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';

/** Every list of spec 000 §7 "Common lookups" answered as key/value items. */
const LISTS = [
  'AccountTypes',
  'AddressTypes',
  'CardTypes',
  'ContactTypes',
  'Currencies',
  'Genders',
  'LegalNatures',
  'Modules',
  'Nationalities',
  'PeopleTypes',
  'PhoneTypes',
  'TaxRegimes',
  'DDIs',
  'ProductTypes',
  'DaysOfWeek',
  'RecurrenceTypes',
  'ChargeTypes',
  'BillingTypes',
  'PaymentTypes',
  'TransferTypes',
  'BillingStatus',
  'PaymentStatus',
  'TransferStatus',
  'LaunchTypes',
  'ReverseReasons',
];

describe.each(backendsOf(import.meta.url))('common lookups on $name', ({ databaseUrl }) => {
  let sandbox: RunningSandbox;
  let api: ReturnType<typeof apiClient>;
  let userToken: string;
  let bankToken: string;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ databaseUrl });
    api = apiClient(sandbox.url);
    userToken = (await api.signIn('maria')).body.access_token;
    bankToken = (await api.call<AuthData>('GET', `/api/Merchants/${DEMO_MERCHANT.id}/Bank/Auth`)).body.access_token;
  });
  afterAll(() => sandbox.close());

  const lookup = <T>(path: string, token = userToken) => api.call<T>('GET', `/api/Common/${path}`, { token });

  test.each(LISTS)('%s answers key/value items with Portuguese labels', async (name) => {
    const answer = await lookup<LookupList>(name);
    expect(answer.status).toBe(200);
    expect(answer.body.items.length).toBeGreaterThan(1);
    for (const item of answer.body.items) expect(item).toEqual({ key: expect.any(String), value: expect.any(String) });
  });

  test('the lookups answer the bank token too, before anyone signs in', async () => {
    const answer = await lookup<LookupList>('Genders', bankToken);
    expect(answer.status).toBe(200);
  });

  test('the lookups need a valid token', async () => {
    const answer = await api.call<ErrorList>('GET', '/api/Common/Genders');
    expect(answer.status).toBe(401);
    expect(answer.body.errors[0]!.errorCode).toBe('AU10003');
  });

  test('launch types are CREDIT and DEBIT, the values the statement filter takes', async () => {
    expect((await lookup<LookupList>('LaunchTypes')).body.items).toEqual([
      { key: 'CREDIT', value: 'Crédito' },
      { key: 'DEBIT', value: 'Débito' },
    ]);
  });

  test("reverse reasons carry the label as key and BACEN's return code as value (spec 001 §3)", async () => {
    const items = (await lookup<LookupList>('ReverseReasons')).body.items;
    expect(items.map((item) => item.value)).toEqual(['BE08', 'FR01', 'MD06', 'SL02']);
    expect(items.find((item) => item.value === 'MD06')!.key).toContain('cliente');
  });

  test('the phone types are the ones a phone may have', async () => {
    const keys = (await lookup<LookupList>('PhoneTypes')).body.items.map((item) => item.key);
    expect(keys).toEqual(['CELLPHONE', 'COMMERCIAL', 'RESIDENTIAL']);
  });

  test('every product type has its sub-types', async () => {
    for (const { key } of LOOKUP_LISTS.ProductTypes!) {
      const answer = await lookup<LookupList>(`ProductTypes/${key}/Subs`);
      expect(answer.status, key).toBe(200);
      expect(answer.body.items.length, key).toBeGreaterThan(0);
    }
  });

  test('an unknown product type has no sub-types', async () => {
    const answer = await lookup<ErrorList>('ProductTypes/LOAN/Subs');
    expect(answer.status).toBe(404);
    expect(answer.body.errors[0]!.errorCode).toBe('CM10004');
  });

  test('STR participants are found by name, whatever the capitals and accents', async () => {
    const items = (await lookup<ParticipantList>('ParticipantsSTR?search=itau')).body.items;
    expect(items).toEqual([
      { ispb: '60701190', compe: '341', name: 'Itaú Unibanco S.A.', shortName: 'ITAÚ UNIBANCO S.A.', isCompe: true },
    ]);
    const bradesco = (await lookup<ParticipantList>('ParticipantsSTR?search=BRADESCO')).body.items;
    expect(bradesco.map((item) => item.compe)).toEqual(['237']);
  });

  test('STR participants are found by ISPB and by COMPE code', async () => {
    expect((await lookup<ParticipantList>('ParticipantsSTR?search=18236120')).body.items[0]!.name).toBe(
      'Nu Pagamentos S.A. - Instituição de Pagamento',
    );
    expect((await lookup<ParticipantList>('ParticipantsSTR?search=104')).body.items.map((item) => item.ispb)).toContain(
      '00360305',
    );
    expect((await lookup<ParticipantList>('ParticipantsSTR?search=1')).body.items.map((item) => item.compe)).toContain('001');
  });

  test('IsCompe keeps only the participants with, or without, a COMPE code', async () => {
    const withCode = (await lookup<ParticipantList>('ParticipantsSTR?IsCompe=true')).body.items;
    const withoutCode = (await lookup<ParticipantList>('ParticipantsSTR?IsCompe=false')).body.items;
    expect(withCode.length).toBeGreaterThan(30);
    expect(withCode.every((item) => /^\d{3}$/.test(item.compe!))).toBe(true);
    expect(withoutCode.map((item) => item.name)).toContain('Banco Central do Brasil');
    expect(withoutCode.every((item) => item.compe === null)).toBe(true);
  });

  test('the sandbox bank is a participant too, so receipts can name it', async () => {
    const answer = await lookup<ParticipantList>(`ParticipantsSTR/${DEMO_BANK.ispb}/ISPB`);
    expect(answer.body.items[0]).toMatchObject({ name: DEMO_BANK.name, compe: DEMO_BANK.compe });
  });

  test('the participant of an ISPB comes as a one-item list whose first item names the bank', async () => {
    const answer = await lookup<ParticipantList>('ParticipantsSTR/00000000/ISPB');
    expect(answer.body.items).toHaveLength(1);
    expect(answer.body.items[0]!.name).toBe('Banco do Brasil S.A.');
  });

  test('an ISPB nobody has is not found, and one that is not eight digits is refused', async () => {
    expect((await lookup<ErrorList>('ParticipantsSTR/12345678/ISPB')).body.errors[0]!.errorCode).toBe('CM10003');
    expect((await lookup<ErrorList>('ParticipantsSTR/123/ISPB')).status).toBe(400);
  });

  test('People answers the name of a person the bank knows, with the tax id partly hidden', async () => {
    const answer = await lookup<PersonLookup>('People?taxId=390.533.447-05');
    expect(answer.body).toEqual({ taxId: '***.533.447-**', personType: 'N', name: 'Ana Beatriz Costa' });
  });

  test('People does not say anything about a valid tax id the bank does not know', async () => {
    const answer = await lookup<ErrorList>('People?taxId=74682489070');
    expect(answer.status).toBe(404);
    expect(answer.body.errors[0]!.errorCode).toBe('CM10001');
  });

  test('People refuses a tax id with wrong check digits', async () => {
    const answer = await lookup<ErrorList>('People?taxId=11144477736');
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]!.errorCode).toBe('CM10002');
  });

  test('the terms of use point to a PDF document the sandbox serves', async () => {
    const answer = await lookup<TermsOfUse>('TermsOfUse');
    expect(answer.body).toMatchObject({ title: 'Termo de Uso', contentType: 'application/pdf' });
    const document = await fetch(sandbox.url + answer.body.url);
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await document.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });
});
