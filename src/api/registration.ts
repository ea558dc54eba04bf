import type { AxiosRequestConfig } from 'axios';
import type {
  AccountWorkflow,
  Answerable,
  AnswerableList,
  AnswerableRequest,
  AttachmentType,
  CallResult,
  Contact,
  JuridicalAccountRequest,
  NaturalAccountRequest,
  OnboardingLink,
  PersonFile,
  PersonFileList,
  Phone,
  Registration,
  TokenSendAnswer,
} from '../generated/schemas.ts';
import { bankAuthorization } from './authentication.ts';
import { http } from './http.ts';

/**
 * Account opening's calls (spec 000 §7 Accounts; docs/account-opening.md). A registration starts with
 * the bank token; every later call carries its onboarding credential (`rg_…`) instead of a session.
 */
const account = (accountId: string) => `/api/Accounts/${encodeURIComponent(accountId)}`;
const person = (accountId: string, personId: string) => `${account(accountId)}/People/${encodeURIComponent(personId)}`;

/**
 * The onboarding credential as the Authorization header. `retried` keeps the session's refresh-on-401
 * out of it: a refused credential is an answer, never a cue to refresh a session.
 */
function asRegistrant(credential: string, config: AxiosRequestConfig = {}): AxiosRequestConfig {
  return { ...config, skipAuth: true, retried: true, headers: { ...config.headers, Authorization: `Bearer ${credential}` } };
}

/** A registrant's credential, or none: the signed-in session's token goes instead (after approval). */
const caller = (credential: string | null | undefined, config: AxiosRequestConfig = {}) =>
  credential ? asRegistrant(credential, config) : config;

export async function openNaturalAccount(body: NaturalAccountRequest): Promise<Registration> {
  const { data } = await http.post<Registration>('/api/Accounts/Natural', body, { headers: await bankAuthorization() });
  return data;
}

export async function openJuridicalAccount(body: JuridicalAccountRequest): Promise<Registration> {
  const { data } = await http.post<Registration>('/api/Accounts/Juridical', body, { headers: await bankAuthorization() });
  return data;
}

export async function updateNaturalAccount(credential: string, accountId: string, body: NaturalAccountRequest): Promise<Registration> {
  const { data } = await http.put<Registration>(`${account(accountId)}/Natural`, body, asRegistrant(credential));
  return data;
}

export async function updateJuridicalAccount(
  credential: string,
  accountId: string,
  body: JuridicalAccountRequest,
): Promise<Registration> {
  const { data } = await http.put<Registration>(`${account(accountId)}/Juridical`, body, asRegistrant(credential));
  return data;
}

export async function getRegistration(credential: string, accountId: string): Promise<Registration> {
  const { data } = await http.get<Registration>(`${account(accountId)}/Registration`, asRegistrant(credential));
  return data;
}

/** A continuation link's token (its `continue` query) traded for a credential of this device. */
export async function continueRegistration(linkToken: string): Promise<Registration> {
  const { data } = await http.post<Registration>(`/api/Accounts/Onboarding/${encodeURIComponent(linkToken)}`, undefined, {
    headers: await bankAuthorization(),
  });
  return data;
}

export async function listAnswerables(credential: string | null, accountId: string): Promise<AnswerableList> {
  const { data } = await http.get<AnswerableList>(`${account(accountId)}/Answerables`, caller(credential));
  return data;
}

export async function addAnswerable(credential: string, accountId: string, body: AnswerableRequest): Promise<Answerable> {
  const { data } = await http.post<Answerable>(`${account(accountId)}/Answerables`, body, asRegistrant(credential));
  return data;
}

export async function getAnswerable(credential: string | null, accountId: string, personId: string): Promise<Answerable> {
  const { data } = await http.get<Answerable>(`${account(accountId)}/Answerables/${encodeURIComponent(personId)}`, caller(credential));
  return data;
}

export async function updateAnswerable(
  credential: string,
  accountId: string,
  personId: string,
  body: AnswerableRequest,
): Promise<Answerable> {
  const path = `${account(accountId)}/Answerables/${encodeURIComponent(personId)}`;
  const { data } = await http.put<Answerable>(path, body, asRegistrant(credential));
  return data;
}

export async function removeAnswerable(credential: string, accountId: string, personId: string): Promise<void> {
  await http.delete<CallResult>(`${account(accountId)}/Answerables/${encodeURIComponent(personId)}`, asRegistrant(credential));
}

/** POST Start: the link that continues the registration on a phone (also pushed as AccountOnboardingUrl). */
export async function startOnboarding(credential: string, accountId: string): Promise<OnboardingLink> {
  const { data } = await http.post<OnboardingLink>(`${account(accountId)}/Start`, undefined, asRegistrant(credential));
  return data;
}

export async function acceptTerm(credential: string, accountId: string): Promise<void> {
  await http.post<CallResult>(`${account(accountId)}/AcceptTerm`, undefined, asRegistrant(credential));
}

export async function getAccountWorkflow(credential: string, accountId: string): Promise<AccountWorkflow> {
  const { data } = await http.get<AccountWorkflow>(`${account(accountId)}/Workflow`, asRegistrant(credential));
  return data;
}

/** POST Workflow: sends the registration (or sends it again with new documents). */
export async function submitRegistration(credential: string, accountId: string): Promise<AccountWorkflow> {
  const { data } = await http.post<AccountWorkflow>(`${account(accountId)}/Workflow`, undefined, asRegistrant(credential));
  return data;
}

export type ValidationTarget = 'Phone' | 'Contact';

/** Sends a six-digit token to the phone or e-mail; `data` is the seconds to wait before asking again. */
export async function sendValidationToken(
  credential: string,
  accountId: string,
  target: ValidationTarget,
  itemId: string,
): Promise<TokenSendAnswer> {
  const path = `${account(accountId)}/${target}/${encodeURIComponent(itemId)}/Validate`;
  const { data } = await http.post<TokenSendAnswer>(path, undefined, asRegistrant(credential));
  return data;
}

export async function confirmValidationToken(
  credential: string,
  accountId: string,
  target: ValidationTarget,
  itemId: string,
  token: string,
): Promise<Phone | Contact> {
  const path = `${account(accountId)}/${target}/${encodeURIComponent(itemId)}/Validate/${encodeURIComponent(token)}`;
  const { data } = await http.post<Phone | Contact>(path, undefined, asRegistrant(credential));
  return data;
}

export async function listPersonFiles(credential: string | null, accountId: string, personId: string): Promise<PersonFileList> {
  const { data } = await http.get<PersonFileList>(`${person(accountId, personId)}/Files`, caller(credential));
  return data;
}

/** PUT .../Files: multipart name and file, with the upload's progress from 0 to 1. */
export async function uploadPersonFile(
  credential: string | null,
  target: { accountId: string; personId: string },
  name: AttachmentType,
  file: Blob,
  onProgress?: (fraction: number) => void,
): Promise<PersonFile> {
  const form = new FormData();
  form.append('name', name);
  form.append('file', file, file instanceof File ? file.name : name);
  const { data } = await http.put<PersonFile>(
    `${person(target.accountId, target.personId)}/Files`,
    form,
    caller(credential, {
      onUploadProgress: (event) => onProgress?.(event.total ? event.loaded / event.total : (event.progress ?? 0)),
    }),
  );
  return data;
}

/** A stored document's bytes, for the viewer (the credential or session in the header, never the address). */
export async function personFileBlob(credential: string | null, fileId: string): Promise<Blob> {
  const { data } = await http.get<Blob>(`/api/Accounts/People/Files/${encodeURIComponent(fileId)}`, caller(credential, { responseType: 'blob' }));
  return data;
}

export async function deletePersonFile(credential: string | null, fileId: string): Promise<void> {
  await http.delete<CallResult>(`/api/Accounts/People/Files/${encodeURIComponent(fileId)}`, caller(credential));
}

export async function uploadPersonImage(
  credential: string | null,
  target: { accountId: string; personId: string },
  image: Blob,
): Promise<void> {
  const form = new FormData();
  form.append('file', image, image instanceof File ? image.name : 'perfil');
  await http.put<CallResult>(`${person(target.accountId, target.personId)}/Image`, form, caller(credential));
}

export async function personImageBlob(credential: string, accountId: string, personId: string): Promise<Blob> {
  const { data } = await http.get<Blob>(`${person(accountId, personId)}/Image`, asRegistrant(credential, { responseType: 'blob' }));
  return data;
}

/** DELETE ResetPassword: an ACCOUNT_ADMIN (or a bank operator) gives an operator a temporary password. */
export async function resetOperatorPassword(accountId: string, personId: string): Promise<void> {
  await http.delete<CallResult>(`${person(accountId, personId)}/ResetPassword`);
}
