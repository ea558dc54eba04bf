import type { LookupItem, LookupList, ParticipantList } from '../generated/schemas.ts';
import { accessToken } from './auth-store.ts';
import { bankAuthorization } from './authentication.ts';
import { http } from './http.ts';

/** The session's token, or before a sign-in (account opening) the bank token. */
const lookupHeaders = async () => (accessToken() ? {} : { headers: await bankAuthorization() });

/** GET /api/Common/{name} (spec 000 §7): a key/value list such as AddressTypes or Genders. */
export async function getLookup(name: string): Promise<LookupItem[]> {
  if (name === 'ParticipantsSTR') return getBankLookup();
  const { data } = await http.get<LookupList | LookupItem[]>(`/api/Common/${encodeURIComponent(name)}`, await lookupHeaders());
  return Array.isArray(data) ? data : data.items;
}

/**
 * GET /api/Common/ParticipantsSTR?IsCompe=true as a list to choose a bank from: the COMPE code as the
 * value, "code – name" as the text, as Brazilian banks list them for a TED.
 */
export async function getBankLookup(): Promise<LookupItem[]> {
  const { data } = await http.get<ParticipantList>('/api/Common/ParticipantsSTR', {
    params: { IsCompe: true },
    ...(await lookupHeaders()),
  });
  return data.items
    .filter((participant) => participant.compe !== null)
    .map((participant) => ({ key: participant.compe!, value: `${participant.compe} – ${participant.shortName}` }))
    .sort((a, b) => a.key.localeCompare(b.key));
}
