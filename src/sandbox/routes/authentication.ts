import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  A2FRequest,
  A2FEnrolment,
  AccountLookup,
  ChangePasswordRequest,
  CurrentUser,
  Profile,
  RefreshTokenRequest,
  SignInRequest,
  TokenRequest,
  Ticket,
  TicketRequest,
} from '../../generated/schemas.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { storeElectronicPasswordDigest } from '../auth/electronic-password-digest.ts';
import { requireAccountPrincipal, requireBankToken, requireOpenSession, bearerToken } from '../auth/guard.ts';
import { closeSession, DEFAULT_ACCESS_SECONDS, openSession, refreshSession } from '../auth/sessions.ts';
import type { SandboxContext } from '../context.ts';
import { one } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { fileTicketSession, issueTicket, TICKET_SECONDS } from '../auth/tickets.ts';
import { confirmCode, enrolmentUri, startEnrolment, turnOff } from '../auth/two-factor.ts';
import { MAX_IMAGE_SIZE, MIN_IMAGE_SIZE, qrPng } from '../money/billings/qr-image.ts';
import { sharedAddressLimiter } from '../auth/address-limiter.ts';
import { parseFormBody } from '../validation.ts';

const uuidParam = { type: 'string', format: 'uuid' } as const;

const errorList = { $ref: 'error-list.schema.json#' } as const;
const answers = (ok: object) => ({ 200: ok, '4xx': errorList, '5xx': errorList });
const authData = answers({ $ref: 'auth-data.schema.json#' });
const callResult = answers({ $ref: 'call-result.schema.json#' });

/** Failed sign-ins that lock an operator, and for how long (OWASP ASVS 6.3: lockout on repeated failures). */
const MAX_FAILED_SIGN_INS = 5;
const SIGN_IN_LOCK_MS = 30 * 60 * 1000;

/** Counts a failure; the fifth in a row locks the operator's sign-in for thirty minutes. */
async function recordFailedSignIn(ctx: SandboxContext, userId: string, now: Date): Promise<void> {
  await ctx.db.query(
    `update users set failed_sign_ins = failed_sign_ins + 1,
            sign_in_locked_until = case when failed_sign_ins + 1 >= $2 then $3::timestamptz else null end
      where id = $1`,
    [userId, MAX_FAILED_SIGN_INS, new Date(now.getTime() + SIGN_IN_LOCK_MS)],
  );
  await ctx.db.query('update users set failed_sign_ins = 0 where id = $1 and sign_in_locked_until is not null', [userId]);
}

/** The calls of spec 000 §7 "Authentication". */
export async function authenticationRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  // Spec 000 §7 sends the sign-in, token, refresh, password and two-factor calls as forms; only
  // the authentication routes read application/x-www-form-urlencoded (elsewhere it is 415).
  await app.register(formBody, { parser: parseFormBody });
  // Failed sign-ins per client address: 20 in 15 minutes, then 429 until the window moves on.
  const signInLimiter = sharedAddressLimiter(ctx, 'sign-in', 20, 15 * 60 * 1000);

  app.get<{ Params: { merchantId: string } }>(
    '/api/Merchants/:merchantId/Bank/Auth',
    { schema: { summary: "The merchant's bank token, for the calls made before sign-in", response: authData } },
    async (request) => {
      const merchant = await one(ctx.db, 'select id from merchants where id = $1', [request.params.merchantId]);
      if (!merchant) throw Errors.merchantNotFound();
      return {
        access_token: await ctx.tokens.sign({ scope: 'bank', merchantId: request.params.merchantId }, DEFAULT_ACCESS_SECONDS),
        token_type: 'Bearer',
        expires_in: DEFAULT_ACCESS_SECONDS,
      };
    },
  );

  app.get(
    '/api/Merchants/Bank/Configuration',
    {
      schema: {
        summary: "The bank's configuration: features, approval method, texts (bank token)",
        response: answers({ $ref: 'bank-configuration.schema.json#' }),
      },
    },
    async (request) => {
      const principal = await requireBankToken(ctx, request);
      const merchant = await one<{ name: string; configuration: Record<string, unknown> }>(
        ctx.db,
        'select name, configuration from merchants where id = $1',
        [principal.merchantId],
      );
      if (!merchant) throw Errors.merchantNotFound();
      // spec 000 §9: open account disabled and a face match score of 75 unless the bank says otherwise.
      return { openAccountEnabled: false, faceMatchScore: 75, ...merchant.configuration, merchantName: merchant.name };
    },
  );

  app.get<{ Params: { branch: string; account: string } }>(
    '/api/Authentication/Account/:branch/:account',
    {
      schema: {
        summary: 'Finds the account to sign in to by branch and number (bank token)',
        params: {
          type: 'object',
          properties: {
            branch: { type: 'string', pattern: '^[0-9]{1,4}$' },
            account: { type: 'string', pattern: '^[0-9A-Za-z-]{1,20}$' },
          },
        },
        response: answers({ $ref: 'account-lookup.schema.json#' }),
      },
    },
    async (request): Promise<AccountLookup> => {
      const principal = await requireBankToken(ctx, request);
      const branch = request.params.branch.padStart(4, '0');
      const number = request.params.account.replace(/-/g, '');
      // A customer's account, or the bank's own account of its back-office operators (never a ledger account).
      const row = await one<{
        id: string;
        branch: string;
        number: string;
        person_type: 'N' | 'J';
        name: string;
        trade_name: string | null;
      }>(
        ctx.db,
        `select a.id, b.code as branch, a.number, p.person_type, p.name, p.trade_name
           from accounts a join branches b on b.id = a.branch_id join people p on p.id = a.person_id
          where a.merchant_id = $1 and b.code = $2 and a.number = $3
            and (a.kind = 'CUSTOMER' or exists (select 1 from users u where u.account_id = a.id))`,
        [principal.merchantId, branch, number],
      );
      if (!row) throw Errors.accountNotFoundForSignIn();
      return {
        id: row.id,
        branch: row.branch,
        number: row.number,
        personType: row.person_type,
        name: greetingName(row.trade_name ?? row.name, row.person_type),
      };
    },
  );

  app.post<{ Params: { accountId: string }; Body: SignInRequest }>(
    '/api/Authentication/Account/:accountId/SignIn',
    {
      schema: {
        summary: "Signs an operator in to the account with the password (a form); answers the session's tokens",
        params: { type: 'object', properties: { accountId: uuidParam } },
        body: { $ref: 'sign-in-request.schema.json#' },
        response: authData,
      },
    },
    async (request, reply) => {
      const address = request.ip;
      if (signInLimiter.isBlocked(address)) {
        reply.header('Retry-After', String(signInLimiter.retryAfterSeconds(address)));
        throw Errors.tooManySignInAttempts();
      }
      const user = await one<{
        id: string;
        password_hash: string;
        account_id: string;
        merchant_id: string;
        locked: boolean;
        sign_in_locked_until: Date | null;
        a2f_enabled: boolean;
      }>(
        ctx.db,
        `select u.id, u.password_hash, u.account_id, a.merchant_id, a.locked, u.sign_in_locked_until, u.a2f_enabled
           from users u join accounts a on a.id = u.account_id
          where u.account_id = $1 and lower(u.user_name) = lower($2)`,
        [request.params.accountId, request.body.operator],
      );
      const now = ctx.clock.now();
      if (user?.sign_in_locked_until && user.sign_in_locked_until > now) throw Errors.signInLocked();
      // The same answer for an unknown operator and a wrong password, so neither can be probed.
      const valid = await verifyPassword(
        request.body.password,
        user?.password_hash ?? (await dummyHash(ctx.config.seedPasswordCost)),
      );
      if (!user || !valid) {
        signInLimiter.recordFailure(address);
        if (user) await recordFailedSignIn(ctx, user.id, now);
        throw Errors.invalidCredentials();
      }
      if (user.locked) throw Errors.accountLocked();
      return ctx.db.transaction(async (tx) => {
        await tx.query('update users set failed_sign_ins = 0, sign_in_locked_until = null where id = $1', [user.id]);
        return openSession(
          ctx,
          tx,
          // With two-factor on, the session does nothing but confirm its code until it is confirmed.
          { userId: user.id, accountId: user.account_id, merchantId: user.merchant_id, a2fRequired: user.a2f_enabled },
          request.body.expires,
        );
      });
    },
  );

  app.post<{ Body: TokenRequest }>(
    '/api/Authentication/Token',
    {
      schema: {
        summary: 'Tokens for API credentials (client_credentials) or a new pair for a refresh token (a form)',
        body: { $ref: 'token-request.schema.json#' },
        response: authData,
      },
    },
    async (request) => {
      const body = request.body;
      if (body.grant_type === 'refresh_token') {
        if (!body.token) throw Errors.invalidRefreshToken();
        return refreshSession(ctx, body.token, body.expires);
      }
      if (!body.client_id || !body.client_secret) throw Errors.invalidClient();
      const client = await one<{ client_id: string; secret_hash: string; account_id: string; merchant_id: string }>(
        ctx.db,
        'select c.client_id, c.secret_hash, c.account_id, a.merchant_id from api_clients c join accounts a on a.id = c.account_id where c.client_id = $1 and c.deleted_at is null',
        [body.client_id],
      );
      if (!client || !(await verifyPassword(body.client_secret, client.secret_hash))) throw Errors.invalidClient();
      return ctx.db.transaction((tx) =>
        openSession(
          ctx,
          tx,
          { clientId: client.client_id, accountId: client.account_id, merchantId: client.merchant_id },
          body.expires,
        ),
      );
    },
  );

  app.post<{ Body: RefreshTokenRequest }>(
    '/api/Authentication/RefreshToken',
    {
      schema: {
        summary: 'A new access and refresh token for a refresh token, used once (a form)',
        body: { $ref: 'refresh-token-request.schema.json#' },
        response: authData,
      },
    },
    async (request) => refreshSession(ctx, request.body.token, request.body.expires),
  );

  app.post('/api/Authentication/SignOut', { schema: { summary: 'Ends the session', response: callResult } }, async (request) => {
    // An expired access token may still sign out; only the signature has to hold.
    const token = bearerToken(request);
    const principal = token ? ctx.tokens.verify(token, { allowExpired: true }) : null;
    if (!principal || principal.scope === 'bank') throw Errors.unauthenticated();
    await closeSession(ctx, principal.sessionId);
    ctx.events.emit('sessionClosed', principal.sessionId);
    return { code: 200, errors: [] };
  });

  app.get(
    '/api/Authentication/Account',
    { schema: { summary: 'The signed-in user', response: answers({ $ref: 'current-user.schema.json#' }) } },
    async (request): Promise<CurrentUser> => {
      const principal = await requireAccountPrincipal(ctx, request, { awaitingSecondFactor: true });
      if (principal.scope !== 'user') throw Errors.wrongScope();
      const user = await one<CurrentUser>(
        ctx.db,
        `select u.id, u.account_id as "accountId", u.person_id as "personId", a.merchant_id as "merchantId", u.name,
              u.user_name as "userName", u.email, u.change_password as "changePassword", u.roles, u.a2f_enabled as "a2fEnabled"
         from users u join accounts a on a.id = u.account_id where u.id = $1`,
        [principal.userId],
      );
      if (!user) throw Errors.unauthenticated();
      return user;
    },
  );

  /** The profile form's fields (schemas/profile.schema.json): the user's own, and the ones a bank added. */
  const profileOf = async (userId: string): Promise<Profile> => {
    const row = await one<{
      userName: string;
      name: string;
      email: string | null;
      phone: string | null;
      a2f: boolean;
      profile: object;
    }>(ctx.db, `select user_name as "userName", name, email, phone, a2f_enabled as a2f, profile from users where id = $1`, [
      userId,
    ]);
    if (!row) throw Errors.unauthenticated();
    return {
      ...row.profile,
      userName: row.userName,
      name: row.name,
      ...(row.email ? { email: row.email } : {}),
      ...(row.phone ? { phone: row.phone } : {}),
      a2FEnable: row.a2f,
    };
  };

  // Not in the specification (its profile block only checks itself): the site's profile form reads and saves here.
  app.get(
    '/api/Authentication/Account/Profile',
    {
      schema: {
        summary: "The signed-in user's profile: name, e-mail, phone, two-factor state and the fields a bank added",
        response: answers({ $ref: 'profile.schema.json#' }),
      },
    },
    async (request) => {
      const principal = await requireAccountPrincipal(ctx, request);
      if (principal.scope !== 'user') throw Errors.wrongScope();
      return profileOf(principal.userId);
    },
  );

  app.put<{ Body: Profile }>(
    '/api/Authentication/Account/Profile',
    {
      schema: {
        summary: "Saves the signed-in user's profile (the user name and two-factor state are not changed here)",
        body: { $ref: 'profile.schema.json#' },
        response: answers({ $ref: 'profile.schema.json#' }),
      },
    },
    async (request) => {
      const principal = await requireAccountPrincipal(ctx, request);
      if (principal.scope !== 'user') throw Errors.wrongScope();
      // The user name and the two-factor state are not the form's to change.
      const { userName: _userName, a2FEnable: _a2f, name, email, phone, ...others } = request.body;
      await ctx.db.query('update users set name = $2, email = $3, phone = $4, profile = $5, updated_at = $6 where id = $1', [
        principal.userId,
        name,
        email || null,
        phone || null,
        JSON.stringify(others),
        ctx.clock.now(),
      ]);
      return profileOf(principal.userId);
    },
  );

  app.put<{ Body: ChangePasswordRequest }>(
    '/api/Authentication/User',
    {
      schema: {
        summary: "Changes the user's password, the new one confirmed (a form)",
        body: { $ref: 'change-password-request.schema.json#' },
        response: callResult,
      },
    },
    async (request) => {
      const principal = await requireAccountPrincipal(ctx, request);
      if (principal.scope !== 'user') throw Errors.wrongScope();
      const { currentpassword, newpassword, confirmpassword } = request.body;
      if (newpassword !== confirmpassword) throw Errors.passwordConfirmationMismatch();
      const user = await one<{ password_hash: string }>(ctx.db, 'select password_hash from users where id = $1', [
        principal.userId,
      ]);
      if (!user || !(await verifyPassword(currentpassword, user.password_hash))) throw Errors.wrongCurrentPassword();
      const passwordHash = await hashPassword(newpassword);
      await ctx.db.query('update users set password_hash = $2, change_password = false, updated_at = $3 where id = $1', [
        principal.userId,
        passwordHash,
        ctx.clock.now(),
      ]);
      // The electronic password is the sign-in password: its fast verifier follows it (docs/sandbox-money.md).
      await storeElectronicPasswordDigest(
        ctx.db,
        ctx.config.electronicPasswordKey,
        { id: principal.userId, passwordHash },
        newpassword,
      );
      return { code: 200, data: null, errors: [] };
    },
  );

  app.post<{ Body: A2FRequest }>(
    '/api/Authentication/A2F',
    {
      schema: {
        summary: "Confirms the sign-in, or turns two-factor on, with the authenticator app's code (a form)",
        body: { $ref: 'a2f-request.schema.json#' },
        response: callResult,
      },
    },
    async (request) => {
      const principal = await requireAccountPrincipal(ctx, request, { awaitingSecondFactor: true });
      if (principal.scope !== 'user') throw Errors.wrongScope();
      await confirmCode(ctx, principal, request.body.otp);
      return { code: 200, data: true, errors: [] };
    },
  );

  // Turning two-factor on (spec 001 §2, the profile's switch): a new secret waits for its first code,
  // sent to POST /api/Authentication/A2F; turning it off needs a session that passed its own code.
  app.post(
    '/api/Authentication/User/A2F',
    {
      schema: {
        summary: 'Starts turning two-factor on: a new secret waits for its first code',
        response: answers({ $ref: 'a2f-enrolment.schema.json#' }),
      },
    },
    async (request): Promise<A2FEnrolment> => {
      const principal = await requireAccountPrincipal(ctx, request);
      if (principal.scope !== 'user') throw Errors.wrongScope();
      return startEnrolment(ctx, principal.userId);
    },
  );

  app.delete(
    '/api/Authentication/User/A2F',
    { schema: { summary: 'Turns two-factor off', response: callResult } },
    async (request) => {
      const principal = await requireAccountPrincipal(ctx, request);
      if (principal.scope !== 'user') throw Errors.wrongScope();
      await turnOff(ctx, principal.userId);
      return { code: 200, data: false, errors: [] };
    },
  );

  app.get<{ Params: { type: string; size: number }; Querystring: { ticket?: string } }>(
    '/api/Authentication/User/A2F/:type/:size',
    {
      schema: {
        summary: 'The enrolment QR code (otpauth:// address) of the two-factor secret waiting for its first code',
        params: {
          type: 'object',
          required: ['type', 'size'],
          properties: {
            type: { type: 'string', description: 'PNG' },
            size: {
              type: 'integer',
              minimum: MIN_IMAGE_SIZE,
              maximum: MAX_IMAGE_SIZE,
              description: 'Width and height in pixels.',
            },
          },
        },
        querystring: {
          type: 'object',
          properties: {
            ticket: {
              type: 'string',
              maxLength: 64,
              description: "A single-use ticket of purpose 'file' (POST /api/Authentication/Tickets).",
            },
            t: { type: 'string', maxLength: 32 },
            timestamp: { type: 'string', maxLength: 32 },
          },
        },
        response: { 200: { type: 'string', format: 'binary', description: 'image/png' }, '4xx': errorList, '5xx': errorList },
      },
    },
    async (request, reply) => {
      const userId = await imageUser(ctx, request);
      const png = await qrPng(await enrolmentUri(ctx, userId), request.params.type, request.params.size);
      return reply.type('image/png').header('Cache-Control', 'no-store').send(png);
    },
  );

  app.post<{ Body: TicketRequest }>(
    '/api/Authentication/Tickets',
    {
      schema: {
        summary: 'A single-use, 60-second ticket for an address the browser opens by itself (a file or the hub)',
        body: { $ref: 'ticket-request.schema.json#' },
        response: answers({ $ref: 'ticket.schema.json#' }),
      },
    },
    async (request): Promise<Ticket> => {
      const principal = await requireAccountPrincipal(ctx, request);
      const ticket = await issueTicket(ctx, request.body.purpose, principal);
      return { ticket, purpose: request.body.purpose, expires_in: TICKET_SECONDS };
    },
  );

  app.get(
    '/api/Authentication/Menus',
    { schema: { summary: 'The menu items the account may see', response: answers({ $ref: 'menu-list.schema.json#' }) } },
    async (request) => {
      const principal = await requireAccountPrincipal(ctx, request);
      const account = await one<{ config: Record<string, boolean> }>(ctx.db, 'select config from accounts where id = $1', [
        principal.accountId,
      ]);
      return { items: menusFor(account?.config ?? {}) };
    },
  );
}

/**
 * Who asks for an image the browser opens by address: a single-use ticket of purpose 'file' in
 * `ticket` (OWASP ASVS 14.2.1), or the access token in the Authorization header.
 */
async function imageUser(ctx: SandboxContext, request: FastifyRequest): Promise<string> {
  const redeemed = await fileTicketSession(ctx, request);
  if (redeemed) {
    const session = await one<{ user_id: string | null }>(ctx.db, 'select user_id from sessions where id = $1', [
      redeemed.sessionId,
    ]);
    if (!session?.user_id) throw Errors.unauthenticated();
    return session.user_id;
  }
  const token = bearerToken(request);
  const principal = token ? ctx.tokens.verify(token) : null;
  if (!principal || principal.scope !== 'user') throw Errors.unauthenticated();
  await requireOpenSession(ctx, principal.sessionId);
  return principal.userId;
}

const dummyHashes = new Map<number, Promise<string>>();
/**
 * A hash of a random password at the seeded operators' cost (the bank's own outside the test bank):
 * checking an unknown operator against it costs what a real check costs.
 */
function dummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) dummyHashes.set(cost, (hash = hashPassword(crypto.randomUUID(), cost)));
  return hash;
}

/** "Maria S." for a person; a company's trade name in full. */
function greetingName(name: string, personType: 'N' | 'J'): string {
  if (personType === 'J') return name;
  const [first, ...rest] = name.split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]}.` : (first ?? name);
}

/** spec 001 §2: the sidebar, each item only when its feature flag is on. */
function menusFor(config: Record<string, boolean>) {
  const items = [
    { key: 'home', route: '/account/home', feature: null },
    { key: 'extract', route: '/account/transactions/extract', feature: null },
    { key: 'pix', route: '/account/pix', feature: null },
    { key: 'transfer', route: '/account/transactions/transfer', feature: null },
    { key: 'payment', route: '/account/transactions/payment', feature: null },
    { key: 'billing', route: '/account/transactions/billing', feature: null },
    { key: 'card', route: '/account/cartao', feature: 'cardEnable' },
    { key: 'acquirers', route: '/account/acquirers', feature: 'acquirerEnable' },
    { key: 'consolidations', route: '/account/consolidations', feature: 'consolidationEnable' },
    { key: 'credentials', route: '/account/credentials', feature: 'apiEnable' },
    { key: 'webhooks', route: '/account/webhooks', feature: 'apiEnable' },
    { key: 'indicate', route: '/account/indicate', feature: 'recommendationEnable' },
  ];
  return items
    .filter((item) => !item.feature || config[item.feature])
    .map(({ key, route }) => ({ key, route, roles: [] as string[] }));
}
