import type { Participant, ParticipantList, TermsOfUse } from '../generated/schemas.ts';
import { bankAuthorization } from './authentication.ts';
import { http } from './http.ts';

/** GET /api/Common/TermsOfUse (spec 001 §7: a document URL), with the merchant's bank token. */
export async function getTermsOfUse(): Promise<TermsOfUse> {
  const { data } = await http.get<TermsOfUse>('/api/Common/TermsOfUse', { headers: await bankAuthorization() });
  return data;
}

/** GET /api/Common/ParticipantsSTR/{ispb}/ISPB: the first item of the list (spec 001 §3). */
export async function getParticipantByIspb(ispb: string): Promise<Participant | undefined> {
  const { data } = await http.get<ParticipantList>(`/api/Common/ParticipantsSTR/${encodeURIComponent(ispb)}/ISPB`, {
    headers: await bankAuthorization(),
  });
  return data.items[0];
}
