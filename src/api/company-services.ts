import type {
  ApiCredential,
  ApiCredentialList,
  ApiCredentialRequest,
  PartnerFile,
  PartnerFileList,
  Webhook,
  WebhookDeliveryPage,
  WebhookList,
  WebhookRequest,
} from '../generated/schemas.ts';
import { fileOfDataUrl, getBlob } from './files.ts';
import { http } from './http.ts';

const account = (accountId: string) => `/api/Accounts/${encodeURIComponent(accountId)}`;

/** GET /api/Accounts/{id}/Credentials: the API credentials in force. */
export async function getCredentials(accountId: string): Promise<ApiCredentialList> {
  const { data } = await http.get<ApiCredentialList>(`${account(accountId)}/Credentials`);
  return data;
}

/** POST /api/Accounts/{id}/Credentials: a new credential; its clientSecret comes this once. */
export async function createCredential(accountId: string, request: ApiCredentialRequest): Promise<ApiCredential> {
  const { data } = await http.post<ApiCredential>(`${account(accountId)}/Credentials`, { name: request.name });
  return data;
}

/** DELETE /api/Accounts/Credentials/{userId}: the credential stops at once. */
export async function deleteCredential(id: string): Promise<void> {
  await http.delete(`/api/Accounts/Credentials/${encodeURIComponent(id)}`);
}

/** GET /api/Accounts/{id}/Webhooks: one webhook per type of event. */
export async function getWebhooks(accountId: string): Promise<WebhookList> {
  const { data } = await http.get<WebhookList>(`${account(accountId)}/Webhooks`);
  return data;
}

/** One webhook of the account, for its edit form (the API lists them; there is no call for one). */
export async function getWebhook(accountId: string, id: string): Promise<WebhookRequest> {
  const found = (await getWebhooks(accountId)).items.find((item) => item.id === id);
  if (!found) throw new Error(`webhook ${id} not found`);
  return { type: found.type, url: found.url ?? '', mTLS: found.mTLS, isActive: found.isActive };
}

/** PUT /api/Accounts/Webhooks/{id}: type, url, mTLS and isActive. */
export async function updateWebhook(id: string, request: WebhookRequest): Promise<Webhook> {
  const body: WebhookRequest = { type: request.type, url: request.url ?? '', mTLS: request.mTLS, isActive: request.isActive };
  const { data } = await http.put<Webhook>(`/api/Accounts/Webhooks/${encodeURIComponent(id)}`, body);
  return data;
}

/** GET /api/Accounts/Webhooks/{id}/Deliveries: the delivery log, newest first. */
export async function getWebhookDeliveries(
  id: string,
  query: { pageNumber?: number; pageSize?: number },
): Promise<WebhookDeliveryPage> {
  const { data } = await http.get<WebhookDeliveryPage>(`/api/Accounts/Webhooks/${encodeURIComponent(id)}/Deliveries`, {
    params: query,
  });
  return data;
}

/** GET /api/Accounts/{id}/Webhooks/Certificate/Download: the sandbox CA's certificate (PEM). */
export function getWebhookCertificate(accountId: string): Promise<Blob> {
  return getBlob(`${account(accountId)}/Webhooks/Certificate/Download`);
}

/** GET /api/Accounts/{id}/Files/Partner: the files sent, newest first. */
export async function getPartnerFiles(
  accountId: string,
  query: { pageNumber?: number; pageSize?: number },
): Promise<PartnerFileList> {
  const { data } = await http.get<PartnerFileList>(`${account(accountId)}/Files/Partner`, { params: query });
  return data;
}

/** POST /api/Accounts/{id}/Files/Partner/Send (multipart, field file): a CNAB 240 remittance. */
export async function sendPartnerFile(accountId: string, file: string): Promise<PartnerFile> {
  const { name, blob } = fileOfDataUrl(file);
  const form = new FormData();
  form.append('file', blob, name);
  const { data } = await http.post<PartnerFile>(`${account(accountId)}/Files/Partner/Send`, form);
  return data;
}
