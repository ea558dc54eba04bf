import type {
  AnswerableRequest,
  JuridicalAccountRequest,
  NaturalAccountRequest,
  OutboxPage,
  PersonFile,
  Registration,
} from '../../src/generated/schemas.ts';
import { DEMO_MERCHANT } from '../../src/sandbox/seed/demo-data.ts';
import type { apiClient, Answer } from '../support/api-client.ts';

type Api = ReturnType<typeof apiClient>;
export type ErrorList = { errors: { message: string; errorCode: string }[] };

const CONFIG = DEMO_MERCHANT.configuration;

/** A valid CPF from nine digits (modulo 11, spec 001 §5). */
export function cpfFrom(base: string): string {
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** A valid CNPJ, numeric or alphanumeric, from its first twelve characters (each counts as its ASCII code minus 48). */
export function cnpjFrom(base: string): string {
  const values = [...base].map((character) => character.charCodeAt(0) - 48);
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const rest = weights.reduce((total, weight, index) => total + weight * values[index]!, 0) % 11;
    values.push(rest < 2 ? 0 : 11 - rest);
  }
  return base + values.slice(12).join('');
}

let serial = 0;
/** A fresh CPF for each call, so registrations of one file never collide. */
export function freshCpf(): string {
  serial += 1;
  return cpfFrom(String(400_000_000 + serial * 7919 + Math.floor(Math.random() * 1000)).slice(0, 9));
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** Small real-looking files: a JPEG of the given mark (different marks, different bytes), a PNG, a PDF. */
export const files = {
  jpeg: (mark: string) => Buffer.concat([JPEG_HEAD, Buffer.from(mark), Buffer.from([0xff, 0xd9])]),
  png: () => PNG,
  pdf: () => PDF,
};

export function phone(number: string, type: 'CELLPHONE' | 'COMMERCIAL' = 'CELLPHONE') {
  return { type, isMain: true, ddi: '055', ddd: `0${number.slice(0, 2)}`, number: number.slice(2) } as const;
}

const address = (type: 'RESIDENTIAL' | 'COMMERCIAL') => ({
  type,
  zipCode: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: null,
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'BR' as const,
});

export function naturalRequest(taxId: string, overrides: Partial<NaturalAccountRequest> = {}): NaturalAccountRequest {
  return {
    productId: CONFIG.productAccountNaturalId,
    branchId: CONFIG.branchId,
    type: 'CC',
    personType: 'N',
    taxId,
    name: 'Joana Prado Antunes',
    birth: '1990-04-12',
    mother: 'Lúcia Prado',
    nationality: 'BR',
    gender: 'F',
    pep: false,
    tags: ['internetbank'],
    referralId: null,
    phones: [phone('11987650001')],
    contacts: [{ type: 'PERSONAL', isMain: true, email: `joana.${taxId}@exemplo.com.br` }],
    addresses: [address('RESIDENTIAL')],
    ...overrides,
  };
}

export function juridicalRequest(taxId: string, overrides: Partial<JuridicalAccountRequest> = {}): JuridicalAccountRequest {
  return {
    productId: CONFIG.productAccountJuridicalId,
    type: 'CC',
    personType: 'J',
    taxId,
    name: 'Oficina Raio de Sol Serviços Automotivos Ltda',
    tradeName: 'Oficina Raio de Sol',
    birth: '2015-08-01',
    taxRegime: 'SIMPLES_NACIONAL',
    legalNature: '2062',
    registration: '35.123.456.789',
    tags: ['internetbank'],
    phones: [phone('1133330001', 'COMMERCIAL')],
    contacts: [{ type: 'COMMERCIAL', isMain: true, email: `contato.${taxId.toLowerCase()}@exemplo.com.br` }],
    addresses: [address('COMMERCIAL')],
    ...overrides,
  };
}

export function answerableRequest(taxId: string, overrides: Partial<AnswerableRequest> = {}): AnswerableRequest {
  return {
    taxId,
    authorize: true,
    isPartner: true,
    name: 'Rui Barbosa Sol',
    birth: '1978-02-20',
    mother: 'Maria Sol',
    nationality: 'BR',
    gender: 'M',
    pep: false,
    phones: [phone('21987650002')],
    contacts: [{ type: 'PERSONAL', isMain: true, email: `rui.${taxId}@exemplo.com.br` }],
    addresses: [address('RESIDENTIAL')],
    ...overrides,
  };
}

/** The steps a registration takes through the API, for one sandbox. */
export function accountOpening(api: Api, baseUrl: string) {
  async function bankToken(): Promise<string> {
    const answer = await api.call<{ access_token: string }>('GET', `/api/Merchants/${DEMO_MERCHANT.id}/Bank/Auth`);
    return answer.body.access_token;
  }

  async function open(kind: 'Natural' | 'Juridical', body: unknown): Promise<Answer<Registration & ErrorList>> {
    return api.call<Registration & ErrorList>('POST', `/api/Accounts/${kind}`, { token: await bankToken(), json: body });
  }

  /** The newest six-digit code the outbox holds for a recipient. */
  async function codeSentTo(recipient: string, purpose: 'PHONE_TOKEN' | 'CONTACT_TOKEN'): Promise<string> {
    const outbox = await api.call<OutboxPage>('GET', `/api/Sandbox/Outbox?to=${encodeURIComponent(recipient)}&purpose=${purpose}`);
    const body = outbox.body.items[0]?.body ?? '';
    const code = /\b(\d{6})\b/.exec(body)?.[1];
    if (!code) throw new Error(`no code sent to ${recipient}: ${JSON.stringify(outbox.body)}`);
    return code;
  }

  /** Validates every phone and e-mail of a person through the outbox. */
  async function validateAll(
    token: string,
    accountId: string,
    person: { phones: { id?: string; ddd: string; number: string }[]; contacts: { id?: string; email: string }[] },
  ): Promise<void> {
    for (const item of person.phones) {
      const sent = await api.call('POST', `/api/Accounts/${accountId}/Phone/${item.id}/Validate`, { token });
      if (sent.status !== 200) throw new Error(`phone validate: ${JSON.stringify(sent.body)}`);
      const code = await codeSentTo(`55${item.ddd.slice(1)}${item.number}`, 'PHONE_TOKEN');
      const confirmed = await api.call('POST', `/api/Accounts/${accountId}/Phone/${item.id}/Validate/${code}`, { token });
      if (confirmed.status !== 200) throw new Error(`phone confirm: ${JSON.stringify(confirmed.body)}`);
    }
    for (const item of person.contacts) {
      const sent = await api.call('POST', `/api/Accounts/${accountId}/Contact/${item.id}/Validate`, { token });
      if (sent.status !== 200) throw new Error(`contact validate: ${JSON.stringify(sent.body)}`);
      const code = await codeSentTo(item.email, 'CONTACT_TOKEN');
      const confirmed = await api.call('POST', `/api/Accounts/${accountId}/Contact/${item.id}/Validate/${code}`, { token });
      if (confirmed.status !== 200) throw new Error(`contact confirm: ${JSON.stringify(confirmed.body)}`);
    }
  }

  /** PUT .../People/{personId}/Files as a browser sends it: multipart with name and file. */
  async function upload(
    token: string,
    path: string,
    file: { bytes: Buffer; type: string; filename: string },
    name?: string,
  ): Promise<Answer<PersonFile & ErrorList>> {
    const form = new FormData();
    if (name !== undefined) form.append('name', name);
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
    const response = await fetch(baseUrl + path, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: form });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : text, headers: response.headers };
  }

  /** A person's four documents: both sides of the document, a selfie different from the front, proof of residence. */
  async function sendPersonDocuments(token: string, accountId: string, personId: string): Promise<void> {
    const path = `/api/Accounts/${accountId}/People/${personId}/Files`;
    for (const [name, file] of [
      ['document_front', { bytes: files.jpeg(`front-${personId}`), type: 'image/jpeg', filename: 'frente.jpg' }],
      ['document_verse', { bytes: files.png(), type: 'image/png', filename: 'verso.png' }],
      ['selfie', { bytes: files.jpeg(`selfie-${personId}`), type: 'image/jpeg', filename: 'selfie.jpg' }],
      ['proof_residence', { bytes: files.pdf(), type: 'application/pdf', filename: 'conta-de-luz.pdf' }],
    ] as const) {
      const answer = await upload(token, path, file, name);
      if (answer.status !== 200) throw new Error(`upload ${name}: ${JSON.stringify(answer.body)}`);
    }
  }

  /** A natural person's registration taken through every step to analysis (status IN_ANALYSIS). */
  async function inAnalysis(taxId: string): Promise<Registration> {
    const created = await open('Natural', naturalRequest(taxId));
    if (created.status !== 200) throw new Error(`open: ${JSON.stringify(created.body)}`);
    const registration = created.body;
    const token = registration.credential!.token;
    await validateAll(token, registration.id, registration);
    await sendPersonDocuments(token, registration.id, registration.personId);
    await api.call('POST', `/api/Accounts/${registration.id}/AcceptTerm`, { token });
    const submitted = await api.call<{ status: string }>('POST', `/api/Accounts/${registration.id}/Workflow`, { token });
    if (submitted.body.status !== 'IN_ANALYSIS') throw new Error(`submit: ${JSON.stringify(submitted.body)}`);
    return registration;
  }

  return { bankToken, open, codeSentTo, validateAll, upload, sendPersonDocuments, inAnalysis };
}
