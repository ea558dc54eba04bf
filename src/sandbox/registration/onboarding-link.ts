import type { OnboardingLink, Registration } from '../../generated/schemas.ts';
import type { SandboxContext } from '../context.ts';
import { Errors } from '../errors.ts';
import { issueCredential, redeemHandoff } from './credentials.ts';
import { readRegistration } from './read-registration.ts';

/**
 * POST /api/Accounts/{id}/Start: a link that continues this registration on a phone (to take the
 * selfie and photograph the documents there), pushed to the registrant's hub connections as
 * AccountOnboardingUrl and answered too. The link carries a single-use token of 15 minutes.
 */
export async function issueOnboardingLink(ctx: SandboxContext, accountId: string, siteOrigin: string): Promise<OnboardingLink> {
  const now = ctx.clock.now();
  const handoff = await ctx.db.transaction((tx) => issueCredential(tx, accountId, 'HANDOFF', now));
  const url = new URL('/register', siteOrigin);
  url.searchParams.set('continue', handoff.token);
  const link: OnboardingLink = { accountId, url: url.toString(), expiresAt: handoff.expiresAt.toISOString() };
  ctx.hub?.publish(accountId, 'AccountOnboardingUrl', { ...link });
  return link;
}

/** POST /api/Accounts/Onboarding/{token}: the phone trades the link for a credential of its own. */
export async function redeemOnboardingLink(ctx: SandboxContext, token: string): Promise<Registration> {
  const now = ctx.clock.now();
  const issued = await ctx.db.transaction(async (tx) => {
    const accountId = await redeemHandoff(tx, token, now);
    if (!accountId) return null;
    return { accountId, ...(await issueCredential(tx, accountId, 'REGISTRATION', now)) };
  });
  if (!issued) throw Errors.onboardingLinkInvalid();
  const registration = await readRegistration(ctx.db, issued.accountId);
  return {
    ...registration,
    credential: {
      accountId: issued.accountId,
      personId: registration.personId,
      token: issued.token,
      tokenType: 'Registration',
      expiresIn: issued.expiresIn,
      expiresAt: issued.expiresAt.toISOString(),
    },
  };
}
