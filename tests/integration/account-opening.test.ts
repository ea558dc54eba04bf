import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HubConnectionBuilder, HttpTransportType, LogLevel } from '@microsoft/signalr';
import type {
  AccountWorkflow,
  Answerable,
  AuthData,
  Balance,
  CurrentUser,
  OnboardingLink,
  OutboxPage,
  Registration,
} from '../../src/generated/schemas.ts';
import { isValidCnpj } from '../../src/domain/index.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient } from '../support/api-client.ts';
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
  type ErrorList,
} from './account-opening-harness.ts';

describe.each(backendsOf(import.meta.url))('account opening on $name', ({ databaseUrl }) => {
  let sandbox: RunningSandbox;
  let api: ReturnType<typeof apiClient>;
  let opening: ReturnType<typeof accountOpening>;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ databaseUrl });
    api = apiClient(sandbox.url);
    opening = accountOpening(api, sandbox.url);
  });
  afterAll(() => sandbox.close());

  /** Signs in as the operator the approval created, with the password the SMS carried. */
  async function signInNewOperator(accountId: string, phoneRecipient: string) {
    const sms = await api.call<OutboxPage>('GET', `/api/Sandbox/Outbox?to=${phoneRecipient}&purpose=TEMPORARY_PASSWORD`);
    expect(sms.body.items).toHaveLength(1);
    const text = sms.body.items[0]!.body;
    const password = /senha temporária é (\d{6})/.exec(text)![1]!;
    const operator = /operador (\w+)/.exec(text)![1]!;
    const signIn = await api.call<AuthData>('POST', `/api/Authentication/Account/${accountId}/SignIn`, {
      form: { operator, password },
    });
    expect(signIn.status).toBe(200);
    return { token: signIn.body.access_token, password, operator };
  }

  test('a person registers, validates phone and e-mail, sends documents, accepts the term, is approved and signs in', async () => {
    const taxId = freshCpf();
    const created = await opening.open('Natural', naturalRequest(taxId, { referralId: 'convite-maria' }));
    expect(created.status).toBe(200);
    const registration = created.body;
    expect(registration).toMatchObject({
      status: 'REGISTERING',
      personType: 'N',
      taxId,
      branch: null,
      number: null,
      acceptedTerm: false,
      referralId: 'convite-maria',
      tags: ['internetbank'],
      credential: { tokenType: 'Registration', accountId: registration.id },
    });
    expect(registration.phones[0]).toMatchObject({ ddi: '055', ddd: '011', number: '987650001', validated: false });
    const token = registration.credential!.token;
    const accountId = registration.id;

    // The continuation link reaches the registrant's hub connection as AccountOnboardingUrl.
    const hub = new HubConnectionBuilder()
      .withUrl(`${sandbox.url}/hub/Notification`, { accessTokenFactory: () => token, transport: HttpTransportType.WebSockets })
      .configureLogging(LogLevel.None)
      .build();
    const heard = new Promise<OnboardingLink>((resolve) => hub.on('AccountOnboardingUrl', resolve));
    await hub.start();
    const link = await api.call<OnboardingLink>('POST', `/api/Accounts/${accountId}/Start`, { token });
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/\/register\?continue=ho_/);
    expect(await heard).toMatchObject({ accountId, url: link.body.url });
    await hub.stop();

    // The phone trades the link, once, for a credential of its own.
    const continuation = new URL(link.body.url).searchParams.get('continue')!;
    const bank = await opening.bankToken();
    const onPhone = await api.call<Registration>('POST', `/api/Accounts/Onboarding/${continuation}`, { token: bank });
    expect(onPhone.status).toBe(200);
    expect(onPhone.body).toMatchObject({ id: accountId, credential: { tokenType: 'Registration' } });
    expect(onPhone.body.credential!.token).not.toBe(token);
    const again = await api.call<ErrorList>('POST', `/api/Accounts/Onboarding/${continuation}`, { token: bank });
    expect(again.body.errors[0]!.errorCode).toBe('RG10021');

    await opening.validateAll(token, accountId, registration);
    // The documents go from the phone, as the continuation link means them to.
    await opening.sendPersonDocuments(onPhone.body.credential!.token, accountId, registration.personId);
    expect((await api.call('POST', `/api/Accounts/${accountId}/AcceptTerm`, { token })).status).toBe(200);

    const submitted = await api.call<AccountWorkflow>('POST', `/api/Accounts/${accountId}/Workflow`, { token });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({
      status: 'IN_ANALYSIS',
      workflow: { activity: 'analysis', actions: ['APPROVE', 'REJECT', 'REQUEST_DOCUMENTS'] },
    });
    const faceMatch = submitted.body.workflow!.steps.find((step) => step.fromActivity === 'face-match')!;
    expect(faceMatch.action).toBe('MATCHED');
    expect((faceMatch.data as { threshold: number }).threshold).toBe(75);

    const approved = await api.call<AccountWorkflow>('POST', `/api/Sandbox/Accounts/${accountId}/Approve`, { json: {} });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'ACTIVE', branch: '0001', workflow: { activity: 'approved', actions: [] } });
    expect(approved.body.number).toMatch(/^\d{6}$/);
    // The registrant's credential no longer opens the hub: the open account's events are for its operators.
    const late = new HubConnectionBuilder()
      .withUrl(`${sandbox.url}/hub/Notification`, { accessTokenFactory: () => token, transport: HttpTransportType.WebSockets })
      .configureLogging(LogLevel.None)
      .build();
    await expect(late.start()).rejects.toThrow();
    const read = await api.call<AccountWorkflow>('GET', `/api/Accounts/${accountId}/Workflow`, { token });
    expect(read.body.status).toBe('ACTIVE');

    const mail = await api.call<OutboxPage>('GET', `/api/Sandbox/Outbox?to=joana.${taxId}@exemplo.com.br&purpose=ACCOUNT_OPENED`);
    expect(mail.body.items[0]!.body).toContain(
      `Agência 0001, conta ${approved.body.number!.slice(0, 5)}-${approved.body.number!.slice(5)}`,
    );

    const operator = await signInNewOperator(accountId, '5511987650001');
    expect(operator.operator).toBe('joana');
    const me = await api.call<CurrentUser>('GET', '/api/Authentication/Account', { token: operator.token });
    expect(me.body).toMatchObject({ accountId, changePassword: true, roles: ['ACCOUNT_HOLDER', 'ACCOUNT_ADMIN'] });
    const changed = await api.call('PUT', '/api/Authentication/User', {
      token: operator.token,
      form: { currentpassword: operator.password, newpassword: '481516', confirmpassword: '481516' },
    });
    expect(changed.status).toBe(200);
    const after = await api.call<CurrentUser>('GET', '/api/Authentication/Account', { token: operator.token });
    expect(after.body.changePassword).toBe(false);
    const balance = await api.call<Balance>('GET', `/api/Accounts/${accountId}/Balance`, { token: operator.token });
    expect(balance.body).toMatchObject({ balance: 0, availableBalance: 0, status: 'ACTIVE', branch: '0001' });
  });

  test('a company with an alphanumeric CNPJ and one representative registers and opens its account', async () => {
    const taxId = cnpjFrom(`AB${String(Date.now()).slice(-6)}0001`);
    expect(isValidCnpj(taxId)).toBe(true);
    const created = await opening.open('Juridical', juridicalRequest(taxId));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ personType: 'J', taxId, tradeName: 'Oficina Raio de Sol', status: 'REGISTERING' });
    const token = created.body.credential!.token;
    const accountId = created.body.id;

    const representativeCpf = freshCpf();
    const added = await api.call<Answerable>('POST', `/api/Accounts/${accountId}/Answerables`, {
      token,
      json: answerableRequest(representativeCpf),
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ accountId, taxId: representativeCpf, authorize: true, userName: null });
    const list = await api.call<{ items: Answerable[] }>('GET', `/api/Accounts/${accountId}/Answerables`, { token });
    expect(list.body.items.map((item) => item.personId)).toEqual([added.body.personId]);

    // Without the representative's validations and documents the registration cannot go.
    await opening.validateAll(token, accountId, created.body);
    const early = await api.call<ErrorList>('POST', `/api/Accounts/${accountId}/Workflow`, { token });
    expect(early.status).toBe(422);
    expect(early.body.errors[0]!.message).toContain('valide um telefone de Rui Barbosa Sol');

    await opening.validateAll(token, accountId, added.body);
    const companyFiles = `/api/Accounts/${accountId}/People/${created.body.personId}/Files`;
    for (const name of ['social_contract', 'card_taxid']) {
      const sent = await opening.upload(
        token,
        companyFiles,
        { bytes: files.pdf(), type: 'application/pdf', filename: `${name}.pdf` },
        name,
      );
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({ name, contentType: 'application/pdf', extension: '.pdf' });
    }
    await opening.sendPersonDocuments(token, accountId, added.body.personId);
    await api.call('POST', `/api/Accounts/${accountId}/AcceptTerm`, { token });
    const submitted = await api.call<AccountWorkflow>('POST', `/api/Accounts/${accountId}/Workflow`, { token });
    expect(submitted.body.status).toBe('IN_ANALYSIS');

    const approved = await api.call<AccountWorkflow>('POST', `/api/Sandbox/Accounts/${accountId}/Approve`);
    expect(approved.body.status).toBe('ACTIVE');
    const operator = await signInNewOperator(accountId, '5521987650002');
    expect(operator.operator).toBe('rui');
    const me = await api.call<CurrentUser>('GET', '/api/Authentication/Account', { token: operator.token });
    expect(me.body).toMatchObject({ accountId, personId: added.body.personId, changePassword: true });
    const balance = await api.call<Balance>('GET', `/api/Accounts/${accountId}/Balance`, { token: operator.token });
    expect(balance.body).toMatchObject({ balance: 0, personType: 'J', taxId });
  });

  test('a selfie that does not match sends the registration to pending documents; a new one goes back to analysis', async () => {
    const created = await opening.open(
      'Natural',
      naturalRequest(freshCpf(), { phones: [{ type: 'CELLPHONE', ddd: '031', number: '987650003' }] }),
    );
    const { id: accountId, personId } = created.body;
    const token = created.body.credential!.token;
    await opening.validateAll(token, accountId, created.body);
    await opening.sendPersonDocuments(token, accountId, personId);
    await api.call('POST', `/api/Accounts/${accountId}/AcceptTerm`, { token });

    expect((await api.call('POST', `/api/Sandbox/Accounts/${accountId}/FaceMatch`, { json: { score: 40 } })).status).toBe(200);
    const submitted = await api.call<AccountWorkflow>('POST', `/api/Accounts/${accountId}/Workflow`, { token });
    expect(submitted.body).toMatchObject({ status: 'PENDING_DOCUMENTS', workflow: { activity: 'pending-documents' } });
    expect(submitted.body.statusMessage).toContain('(40 de 75)');
    const mail = await api.call<OutboxPage>('GET', `/api/Sandbox/Outbox?accountId=${accountId}&purpose=REGISTRATION_STATUS`);
    expect(mail.body.items[0]).toMatchObject({ channel: 'EMAIL', subject: 'Seu cadastro precisa de documentos' });

    // Its data are closed now; its documents are not.
    const edit = await api.call<ErrorList>('PUT', `/api/Accounts/${accountId}/Natural`, {
      token,
      json: naturalRequest(created.body.taxId),
    });
    expect(edit.body.errors[0]!.errorCode).toBe('RG10004');
    const approveTooSoon = await api.call<ErrorList>('POST', `/api/Sandbox/Accounts/${accountId}/Approve`);
    expect(approveTooSoon.body.errors[0]!.errorCode).toBe('WF10002');

    await api.call('POST', `/api/Sandbox/Accounts/${accountId}/FaceMatch`, { json: { score: null } });
    const selfie = await opening.upload(
      token,
      `/api/Accounts/${accountId}/People/${personId}/Files`,
      { bytes: files.jpeg('a better selfie'), type: 'image/jpeg', filename: 'selfie2.jpg' },
      'selfie',
    );
    expect(selfie.status).toBe(200);
    const again = await api.call<AccountWorkflow>('POST', `/api/Accounts/${accountId}/Workflow`, { token });
    expect(again.body).toMatchObject({ status: 'IN_ANALYSIS', statusMessage: null });
    expect(again.body.workflow!.steps.map((step) => step.action)).toEqual([
      'START',
      'ANALYZE',
      'NOT_MATCHED',
      'RESUBMIT',
      'MATCHED',
    ]);

    const rejected = await api.call<AccountWorkflow>('POST', `/api/Sandbox/Accounts/${accountId}/Reject`, {
      json: { note: 'Documento ilegível.' },
    });
    expect(rejected.body).toMatchObject({ status: 'REJECTED', statusMessage: 'Documento ilegível.', number: null });
    // The registrant still reads the outcome, and nothing else.
    expect((await api.call<AccountWorkflow>('GET', `/api/Accounts/${accountId}/Workflow`, { token })).body.status).toBe(
      'REJECTED',
    );
    const files_ = await api.call<ErrorList>('GET', `/api/Accounts/${accountId}/People/${personId}/Files`, { token });
    expect(files_.body.errors[0]!.errorCode).toBe('RG10004');
  });
});
