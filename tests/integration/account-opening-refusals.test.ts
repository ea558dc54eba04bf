import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  AccountSummaryPage,
  JuridicalAccountRequest,
  NaturalAccountRequest,
  AuthData,
  CurrentUser,
  OutboxPage,
  PersonFileList,
  Registration,
  Ticket,
} from '../../src/generated/schemas.ts';
import { DEMO_BANK_OPERATOR } from '../../src/sandbox/seed/account-opening.ts';
import { DEMO_MERCHANT, DEMO_PASSWORD_CHANGE_OPERATOR } from '../../src/sandbox/seed/demo-data.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient, holderOf, type Answer } from '../support/api-client.ts';
import { backendsOf } from '../support/backends.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';
import {
  accountOpening,
  answerableRequest,
  cnpjFrom,
  files,
  freshCpf,
  juridicalRequest,
  naturalRequest,
  phone,
  type ErrorList,
} from './account-opening-harness.ts';

describe.each(backendsOf(import.meta.url))('account opening refusals on $name', ({ databaseUrl }) => {
  let sandbox: RunningSandbox;
  let api: ReturnType<typeof apiClient>;
  let opening: ReturnType<typeof accountOpening>;
  const count = async (sql: string, params: unknown[] = []) =>
    (await sandbox.ctx.db.query<{ total: number }>(`select count(*)::int as total ${sql}`, params))[0]!.total;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ databaseUrl });
    api = apiClient(sandbox.url);
    opening = accountOpening(api, sandbox.url);
  });
  afterAll(() => sandbox.close());

  async function registered(request: NaturalAccountRequest | JuridicalAccountRequest = naturalRequest(freshCpf())) {
    const created = await opening.open(request.personType === 'N' ? 'Natural' : 'Juridical', request);
    expect(created.status).toBe(200);
    return { registration: created.body as Registration, token: created.body.credential!.token };
  }

  test('an invalid CPF or CNPJ and a tax id the bank already has are refused in Portuguese, storing nothing', async () => {
    const before = await count('from people');
    const badCpf = await opening.open('Natural', naturalRequest('52998224724'));
    expect(badCpf.status).toBe(400);
    expect(badCpf.body).toEqual({ errors: [{ message: 'CPF inválido.', errorCode: 'RG10001' }] });
    const badCnpj = await opening.open('Juridical', juridicalRequest('AB1234560001AA'.slice(0, 12) + '00'));
    expect(badCnpj.body.errors[0]).toEqual({ message: 'CNPJ inválido.', errorCode: 'RG10002' });
    const taken = await opening.open('Natural', naturalRequest(holderOf('maria').taxId));
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0]).toEqual({
      message: 'Este CPF ou CNPJ já tem uma conta ou um cadastro neste banco.',
      errorCode: 'RG10003',
    });
    const unknownField = await opening.open('Natural', { ...naturalRequest(freshCpf()), balance: 1000 });
    expect(unknownField.status).toBe(400);
    // A property the request made up is not echoed back (docs/errors.md).
    expect(unknownField.body.errors[0]!.message).toBe("O campo 'body' tem uma propriedade não prevista.");
    expect(await count('from people')).toBe(before);
  });

  test('account opening is off for a bank that does not turn it on, and it refuses to start one', async () => {
    const { openAccountEnabled: _on, ...configuration } = DEMO_MERCHANT.configuration;
    await sandbox.ctx.db.query('update merchants set configuration = $2 where id = $1', [
      DEMO_MERCHANT.id,
      JSON.stringify(configuration),
    ]);
    try {
      const read = await api.call<{ openAccountEnabled: boolean }>('GET', '/api/Merchants/Bank/Configuration', {
        token: await opening.bankToken(),
      });
      expect(read.body.openAccountEnabled).toBe(false);
      const refused = await opening.open('Natural', naturalRequest(freshCpf()));
      expect(refused.status).toBe(403);
      expect(refused.body.errors[0]!.errorCode).toBe('RG10022');
    } finally {
      await sandbox.ctx.db.query('update merchants set configuration = $2 where id = $1', [
        DEMO_MERCHANT.id,
        JSON.stringify(DEMO_MERCHANT.configuration),
      ]);
    }
  });

  test('five wrong tokens end the phone token; a new one comes only after the resend wait', async () => {
    const { registration, token } = await registered(naturalRequest(freshCpf(), { phones: [phone('41987650010')] }));
    const phoneId = registration.phones[0]!.id!;
    const base = `/api/Accounts/${registration.id}/Phone/${phoneId}/Validate`;
    expect((await api.call<{ data: number }>('POST', base, { token })).body).toEqual({ code: 200, data: 60, errors: [] });
    const right = await opening.codeSentTo('5541987650010', 'PHONE_TOKEN');
    const wrong = right === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await api.call<ErrorList>('POST', `${base}/${wrong}`, { token });
      expect(answer.status).toBe(422);
      messages.push(answer.body.errors[0]!.message);
    }
    expect(messages[0]).toBe('Token de validação incorreto. Restam 4 tentativas.');
    expect(messages[3]).toBe('Token de validação incorreto. Restam 1 tentativa.');
    expect(messages[4]).toBe('Token de validação incorreto. Limite de 5 tentativas atingido: peça um novo token.');
    const late = await api.call<ErrorList>('POST', `${base}/${right}`, { token });
    expect(late.body.errors[0]!.errorCode).toBe('RG10009');
    const tooSoon = await api.call<ErrorList>('POST', base, { token });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.errors[0]!.errorCode).toBe('OT10001');
    expect(await count('from phones where id = $1 and validated', [phoneId])).toBe(0);

    await api.call('POST', '/api/Sandbox/Clock', { json: { advanceSeconds: 61 } });
    expect((await api.call('POST', base, { token })).status).toBe(200);
    const fresh = await opening.codeSentTo('5541987650010', 'PHONE_TOKEN');
    expect((await api.call('POST', `${base}/${fresh}`, { token })).status).toBe(200);
    expect(await count('from phones where id = $1 and validated', [phoneId])).toBe(1);
  });

  test('a 20 MB file, bytes of another type and a type the bank does not take are refused, storing nothing', async () => {
    const { registration, token } = await registered();
    const path = `/api/Accounts/${registration.id}/People/${registration.personId}/Files`;
    const big = Buffer.concat([files.pdf(), Buffer.alloc(20 * 1024 * 1024, 0x20)]);
    const tooBig = await opening.upload(
      token,
      path,
      { bytes: big, type: 'application/pdf', filename: 'grande.pdf' },
      'proof_residence',
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.errors[0]).toEqual({ message: 'Arquivo maior que o limite de 10 MB.', errorCode: 'RG10013' });
    const disguised = await opening.upload(
      token,
      path,
      { bytes: files.png(), type: 'image/jpeg', filename: 'frente.jpg' },
      'document_front',
    );
    expect(disguised.status).toBe(415);
    expect(disguised.body.errors[0]!.message).toBe(
      'O conteúdo do arquivo não corresponde ao tipo informado. Os bytes são de image/png, não de image/jpeg.',
    );
    const gif = await opening.upload(
      token,
      path,
      { bytes: Buffer.from('GIF89a....'), type: 'image/gif', filename: 'a.gif' },
      'selfie',
    );
    expect(gif.body.errors[0]!.errorCode).toBe('RG10014');
    const noType = await opening.upload(
      token,
      path,
      { bytes: files.pdf(), type: 'application/pdf', filename: 'a.pdf' },
      'passport',
    );
    expect(noType.body.errors[0]!.errorCode).toBe('RG10016');
    expect(await count('from person_files where account_id = $1', [registration.id])).toBe(0);
  });

  test('a registration without every required document or the term is not sent', async () => {
    const { registration, token } = await registered();
    await opening.validateAll(token, registration.id, registration);
    const path = `/api/Accounts/${registration.id}/People/${registration.personId}/Files`;
    await opening.upload(token, path, { bytes: files.jpeg('front'), type: 'image/jpeg', filename: 'f.jpg' }, 'document_front');
    const list = await api.call<PersonFileList>('GET', path, { token });
    expect(list.body.missing).toEqual(['document_verse', 'selfie', 'proof_residence']);
    const missing = await api.call<ErrorList>('POST', `/api/Accounts/${registration.id}/Workflow`, { token });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toEqual({
      message:
        'Faltam documentos obrigatórios: document_verse (Joana Prado Antunes), selfie (Joana Prado Antunes), proof_residence (Joana Prado Antunes).',
      errorCode: 'RG10018',
    });
    await opening.sendPersonDocuments(token, registration.id, registration.personId);
    const noTerm = await api.call<ErrorList>('POST', `/api/Accounts/${registration.id}/Workflow`, { token });
    expect(noTerm.body.errors[0]!.errorCode).toBe('RG10019');
    expect(await count('from workflow_instances where subject_id = $1', [registration.id])).toBe(0);
  });

  test("another person's registration, files and answerables are refused, and so is a session of another account", async () => {
    const company = await registered(juridicalRequest(cnpjFrom('XY7777770001')));
    const stranger = await registered();
    const answerable = await api.call<{ personId: string }>('POST', `/api/Accounts/${company.registration.id}/Answerables`, {
      token: company.token,
      json: answerableRequest(freshCpf()),
    });
    const filesPath = `/api/Accounts/${company.registration.id}/People/${company.registration.personId}/Files`;
    const stored = await opening.upload(
      company.token,
      filesPath,
      { bytes: files.pdf(), type: 'application/pdf', filename: 'c.pdf' },
      'social_contract',
    );
    const fileId = stored.body.id;

    const maria = (await api.signIn('maria')).body.access_token;
    const id = company.registration.id;
    const attempts: [string, string, unknown?][] = [
      ['PUT', `/api/Accounts/${id}/Juridical`, juridicalRequest(company.registration.taxId)],
      ['GET', `/api/Accounts/${id}/Answerables`],
      ['GET', `/api/Accounts/${id}/Answerables/${answerable.body.personId}`],
      ['DELETE', `/api/Accounts/${id}/Answerables/${answerable.body.personId}`],
      ['GET', filesPath],
      ['GET', `/api/Accounts/People/Files/${fileId}`],
      ['DELETE', `/api/Accounts/People/Files/${fileId}`],
      ['POST', `/api/Accounts/${id}/Phone/${company.registration.phones[0]!.id}/Validate`],
      ['POST', `/api/Accounts/${id}/AcceptTerm`],
      ['GET', `/api/Accounts/${id}/Workflow`],
    ];
    for (const [method, path, json] of attempts) {
      const byStranger = await api.call<ErrorList>(method, path, { token: stranger.token, ...(json ? { json } : {}) });
      expect([method, path, byStranger.status]).toEqual([method, path, 404]);
      const bySession = await api.call<ErrorList>(method, path, { token: maria, ...(json ? { json } : {}) });
      // A session is no onboarding credential (401), and another account's data are not found (404).
      expect([401, 404], `${method} ${path}`).toContain(bySession.status);
      const anonymous = await api.call<ErrorList>(method, path, json ? { json } : {});
      expect(anonymous.status, `${method} ${path}`).toBe(401);
    }
    // Nothing was changed by any of them.
    expect(await count('from answerables where account_id = $1', [id])).toBe(1);
    expect(await count('from person_files where id = $1', [fileId])).toBe(1);
    expect(await count('from accounts where id = $1 and accepted_term', [id])).toBe(0);
    expect(await count('from validation_tokens where account_id = $1', [id])).toBe(0);
    // The stranger's own credential reaches its own registration.
    expect((await api.call('GET', `/api/Accounts/${stranger.registration.id}/Workflow`, { token: stranger.token })).status).toBe(
      200,
    );
    // A person's answerables are a company's only.
    const personal = await api.call<ErrorList>('POST', `/api/Accounts/${stranger.registration.id}/Answerables`, {
      token: stranger.token,
      json: answerableRequest(freshCpf()),
    });
    expect(personal.body.errors[0]!.errorCode).toBe('RG10011');
  });

  test('the profile image is the registrant’s to set, and a ticket of the account’s session reads it', async () => {
    const { registration, token } = await registered();
    const path = `/api/Accounts/${registration.id}/People/${registration.personId}/Image`;
    // None yet: no error, nothing to show.
    expect((await api.call('GET', path, { token })).status).toBe(204);
    const pdf = await opening.upload(token, path, { bytes: files.pdf(), type: 'application/pdf', filename: 'x.pdf' });
    expect(pdf.body.errors[0]!.errorCode).toBe('RG10028');
    expect((await opening.upload(token, path, { bytes: files.png(), type: 'image/png', filename: 'eu.png' })).status).toBe(200);
    const image = await fetch(sandbox.url + path, { headers: { authorization: `Bearer ${token}` } });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(files.png());
    // Maria's ticket does not open this person's image.
    const maria = (await api.signIn('maria')).body.access_token;
    const ticket = (await api.call<Ticket>('POST', '/api/Authentication/Tickets', { token: maria, json: { purpose: 'file' } }))
      .body.ticket;
    expect((await api.call('GET', `${path}?ticket=${ticket}`)).status).toBe(404);
  });

  test('only bank operators list and search accounts, registrations included', async () => {
    const { registration } = await registered();
    const maria = (await api.signIn('maria')).body.access_token;
    const refused = await api.call<ErrorList>('GET', '/api/Accounts', { token: maria });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toEqual({ message: 'Acesso restrito a operadores do banco.', errorCode: 'BO10001' });
    expect((await api.call('GET', '/api/Accounts')).status).toBe(401);

    const signIn = await api.call<AuthData>('POST', `/api/Authentication/Account/${DEMO_BANK_OPERATOR.accountId}/SignIn`, {
      form: { operator: DEMO_BANK_OPERATOR.userName, password: DEMO_BANK_OPERATOR.password },
    });
    const operator = signIn.body.access_token;
    const registering = await api.call<AccountSummaryPage>('GET', '/api/Accounts?status=REGISTERING&pageSize=100', {
      token: operator,
    });
    expect(registering.status).toBe(200);
    expect(registering.body.items.map((item) => item.id)).toContain(registration.id);
    expect(registering.body.items.every((item) => item.status === 'REGISTERING' && item.number === null)).toBe(true);
    const page = await api.call<AccountSummaryPage>('GET', '/api/Accounts?pageSize=2&pageNumber=1', { token: operator });
    expect(page.body).toMatchObject({ currentPage: 1, pageSize: 2, hasPrevious: false, hasNext: true });

    const noMerchant = await api.call<ErrorList>('GET', '/api/Accounts/Search?taxId=52998224725', { token: operator });
    expect(noMerchant.status).toBe(400);
    const found = await api.call<AccountSummaryPage>('GET', `/api/Accounts/Search?merchantId=demo&branch=1&account=12345-6`, {
      token: operator,
    });
    expect(found.body.items).toEqual([
      expect.objectContaining({ id: holderOf('maria').accountId, number: '123456', branch: '0001' }),
    ]);
    const byTaxId = await api.call<AccountSummaryPage>(
      'GET',
      `/api/Accounts/Search?merchantId=demo&taxId=${registration.taxId}`,
      {
        token: operator,
      },
    );
    expect(byTaxId.body.items.map((item) => item.id)).toEqual([registration.id]);
    const otherMerchant = await api.call<AccountSummaryPage>('GET', '/api/Accounts/Search?merchantId=outro', { token: operator });
    expect(otherMerchant.body.totalCount).toBe(0);
    expect((await api.call('GET', '/api/Accounts/Search?merchantId=demo', { token: maria })).status).toBe(403);
  });

  test("an account's admin resets an operator's password, which must be changed at the next sign-in", async () => {
    const company = holderOf('company');
    const maria = (await api.signIn('maria')).body.access_token;
    const path = `/api/Accounts/${company.accountId}/People/${DEMO_PASSWORD_CHANGE_OPERATOR.personId}/ResetPassword`;
    expect((await api.call('DELETE', path, { token: maria })).status).toBe(404);
    const joao = (await api.signIn('company')).body.access_token;
    expect((await api.call('DELETE', path, { token: joao })).status).toBe(200);
    const mail = await api.call<OutboxPage>('GET', `/api/Sandbox/Outbox?to=carla@balcao.example&purpose=PASSWORD_RESET`);
    const password = /Senha temporária: (\d{6})/.exec(mail.body.items[0]!.body)![1]!;
    const signIn = await api.call<AuthData>('POST', `/api/Authentication/Account/${company.accountId}/SignIn`, {
      form: { operator: 'carla', password },
    });
    expect(signIn.status).toBe(200);
    const me = await api.call<CurrentUser>('GET', '/api/Authentication/Account', { token: signIn.body.access_token });
    expect(me.body.changePassword).toBe(true);
  });

  test('one address starts at most 20 registrations an hour', async () => {
    let started = await count(`from accounts where status = 'REGISTERING'`);
    let refused: Answer<ErrorList> | null = null;
    while (!refused && started <= 20) {
      const answer = await opening.open('Natural', naturalRequest(freshCpf()));
      if (answer.status === 429) refused = answer;
      else started += 1;
    }
    expect(started).toBe(20);
    expect(refused!.body.errors[0]!.errorCode).toBe('RG10030');
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    await api.call('POST', '/api/Sandbox/Clock', { json: { advanceSeconds: 3601 } });
    expect((await opening.open('Natural', naturalRequest(freshCpf()))).status).toBe(200);
  });

  test('the OpenAPI document lists every call of account opening with a summary', async () => {
    const doc = await api.call<{ paths: Record<string, Record<string, { summary?: string; tags?: string[] }>> }>(
      'GET',
      '/api/openapi.json',
    );
    const calls = [
      'post /api/Accounts/Natural',
      'post /api/Accounts/Juridical',
      'put /api/Accounts/{id}/Natural',
      'put /api/Accounts/{id}/Juridical',
      'get /api/Accounts/{id}/Answerables',
      'post /api/Accounts/{id}/Answerables',
      'get /api/Accounts/{id}/Answerables/{personId}',
      'put /api/Accounts/{id}/Answerables/{personId}',
      'delete /api/Accounts/{id}/Answerables/{personId}',
      'post /api/Accounts/{id}/Start',
      'post /api/Accounts/{id}/AcceptTerm',
      'get /api/Accounts/{id}/Workflow',
      'post /api/Accounts/{id}/Workflow',
      'post /api/Accounts/{id}/Phone/{phoneId}/Validate',
      'post /api/Accounts/{id}/Phone/{phoneId}/Validate/{token}',
      'post /api/Accounts/{id}/Contact/{contactId}/Validate',
      'post /api/Accounts/{id}/Contact/{contactId}/Validate/{token}',
      'get /api/Accounts/{id}/People/{personId}/Image',
      'put /api/Accounts/{id}/People/{personId}/Image',
      'get /api/Accounts/{id}/People/{personId}/Files',
      'put /api/Accounts/{id}/People/{personId}/Files',
      'get /api/Accounts/People/Files/{fileId}',
      'delete /api/Accounts/People/Files/{fileId}',
      'delete /api/Accounts/{id}/People/{personId}/ResetPassword',
      'get /api/Accounts',
      'get /api/Accounts/Search',
      'post /api/Accounts/Onboarding/{token}',
      'get /api/Sandbox/Outbox',
      'post /api/Sandbox/Accounts/{id}/Approve',
      'post /api/Sandbox/Accounts/{id}/Reject',
      'post /api/Sandbox/Accounts/{id}/FaceMatch',
    ];
    for (const call of calls) {
      const [method, path] = call.split(' ') as [string, string];
      const operation = doc.body.paths[path]?.[method];
      expect(operation?.summary, call).toMatch(/\w{3}/);
    }
    const upload = doc.body.paths['/api/Accounts/{id}/People/{personId}/Files']!.put as { requestBody?: { content: object } };
    expect(Object.keys(upload.requestBody!.content)).toEqual(['multipart/form-data']);
  });
});
