import type { InvitationLink, ReferralInvitation, ReferralPage, ReferralQuery } from '../generated/schemas.ts';
import { http } from './http.ts';

const base = (accountId: string) => `/api/Accounts/${encodeURIComponent(accountId)}/Referrals`;

/**
 * GET /api/Accounts/{id}/Referrals/Invitation, with the link a friend opens: this site's /register
 * with `?referralId=`, which the registration keeps (referralIdFrom).
 */
export async function getInvitation(accountId: string, siteOrigin: string): Promise<InvitationLink> {
  const { data } = await http.get<ReferralInvitation>(`${base(accountId)}/Invitation`);
  const link = new URL('/register', siteOrigin);
  link.searchParams.set('referralId', data.referralId);
  return { ...data, link: link.toString() };
}

/** GET /api/Accounts/{id}/Referrals: the registrations sent in with the invitation, newest first. */
export async function getReferrals(accountId: string, query: ReferralQuery): Promise<ReferralPage> {
  const { data } = await http.get<ReferralPage>(base(accountId), { params: query });
  return data;
}
