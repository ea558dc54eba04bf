import type { ZipCodeAnswer } from '../generated/schemas.ts';
import { appConfig } from './config.ts';

/**
 * The public zip-code service (spec 000 §7): GET {zipCodeUrl}/ws/{cep}/json/. It is another
 * site, so the call goes without the session's token; an unknown zip code answers `erro`.
 */
export async function lookupZipCode(zipCode: string, signal?: AbortSignal): Promise<ZipCodeAnswer> {
  const cep = zipCode.replace(/\D/g, '');
  const base = appConfig().zipCodeUrl.replace(/\/$/, '');
  const response = await fetch(`${base}/ws/${cep}/json/`, { signal, credentials: 'omit' });
  if (!response.ok) throw new Error(`zip code service: HTTP ${response.status}`);
  return (await response.json()) as ZipCodeAnswer;
}
