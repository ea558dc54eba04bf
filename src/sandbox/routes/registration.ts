import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  AccountWorkflow,
  Answerable,
  AnswerableList,
  AnswerableRequest,
  CallResult,
  Contact,
  JuridicalAccountRequest,
  NaturalAccountRequest,
  OnboardingLink,
  Phone,
  Registration,
  TokenSendAnswer,
} from '../../generated/schemas.ts';
import { AddressLimiter } from '../auth/address-limiter.ts';
import { requireBankToken, requireOwnAccount } from '../auth/guard.ts';
import { Errors } from '../errors.ts';
import type { SandboxContext } from '../context.ts';
import { ok } from '../money/route-schemas.ts';
import { allowedOrigins } from '../origins.ts';
import { accountWorkflow, submitRegistration } from '../registration/account-opening.ts';
import { carriesRegistrationCredential, requireRegistrant, type RegistrationNeed } from '../registration/access.ts';
import { issueOnboardingLink, redeemOnboardingLink } from '../registration/onboarding-link.ts';
import {
  acceptTerm,
  addAnswerable,
  openRegistration,
  removeAnswerable,
  updateAnswerable,
  updateRegistration,
  type AccountRequest,
} from '../registration/open-registration.ts';
import { listAnswerables, readAnswerable, readRegistration } from '../registration/read-registration.ts';
import { confirmValidationToken, sendValidationToken } from '../registration/validation-tokens.ts';

const uuid = { type: 'string', format: 'uuid' } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
const personParams = { type: 'object', required: ['id', 'personId'], properties: { id: uuid, personId: uuid } } as const;
const tokenProperty = { type: 'string', pattern: '^[0-9]{6}$', maxLength: 6, description: 'The six digits sent.' } as const;
const validateParams = (item: string) =>
  ({ type: 'object', required: ['id', item], properties: { id: uuid, [item]: uuid } }) as const;
const confirmParams = (item: string) =>
  ({ type: 'object', required: ['id', item, 'token'], properties: { id: uuid, [item]: uuid, token: tokenProperty } }) as const;
const REGISTRANT = 'Onboarding credential (Bearer rg_…) of this registration.';

/** Registrations one address may start in an hour: a person or an office opens a few, a script many. */
export const REGISTRATIONS_PER_ADDRESS_HOUR = 20;

/**
 * Account opening (spec 000 §7 Accounts; docs/account-opening.md). A registration starts with the
 * bank token and from then on is reached only with its onboarding credential.
 */
export async function registrationRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  const registrant = (request: FastifyRequest<{ Params: { id: string } }>, need: RegistrationNeed) =>
    requireRegistrant(ctx, request, request.params.id, need);
  const started = new AddressLimiter(REGISTRATIONS_PER_ADDRESS_HOUR, 3600 * 1000, () => ctx.clock.now().getTime());

  for (const [kind, personType] of [
    ['Natural', 'N'],
    ['Juridical', 'J'],
  ] as const) {
    const body = { $ref: `${kind === 'Natural' ? 'natural' : 'juridical'}-account-request.schema.json#` };
    app.post<{ Body: AccountRequest }>(
      `/api/Accounts/${kind}`,
      {
        schema: {
          summary: `Start opening an account for ${personType === 'N' ? 'a person (CPF)' : 'a company (CNPJ)'}; answers the registration and its onboarding credential`,
          description: `Bank token (GET /api/Merchants/{merchantId}/Bank/Auth). Refused while the bank configuration has openAccountEnabled off, and after ${REGISTRATIONS_PER_ADDRESS_HOUR} registrations from one address in an hour.`,
          body,
          response: ok('registration.schema.json'),
        },
      },
      async (request, reply): Promise<Registration> => {
        const principal = await requireBankToken(ctx, request);
        if (started.isBlocked(request.ip)) {
          reply.header('Retry-After', String(started.retryAfterSeconds(request.ip)));
          throw Errors.tooManyRegistrationsFromAddress();
        }
        const registration = await openRegistration(ctx, principal.merchantId, request.body);
        started.recordFailure(request.ip);
        return registration;
      },
    );

    app.put<{ Params: { id: string }; Body: NaturalAccountRequest | JuridicalAccountRequest }>(
      `/api/Accounts/:id/${kind}`,
      {
        schema: {
          summary: `Replace the data of a ${personType === 'N' ? 'personal' : 'company'} registration (while REGISTERING)`,
          description: REGISTRANT,
          params: idParams,
          body,
          response: ok('registration.schema.json'),
        },
      },
      async (request): Promise<Registration> => {
        await registrant(request, 'data');
        return updateRegistration(ctx, request.params.id, request.body);
      },
    );
  }

  app.post<{ Params: { token: string } }>(
    '/api/Accounts/Onboarding/:token',
    {
      schema: {
        summary: 'Continue a registration on another device: trade the continuation link for an onboarding credential',
        description: 'Bank token. The link (from POST /api/Accounts/{id}/Start) works once, for 15 minutes.',
        params: { type: 'object', required: ['token'], properties: { token: { type: 'string', minLength: 8, maxLength: 64 } } },
        response: ok('registration.schema.json'),
      },
    },
    async (request): Promise<Registration> => {
      await requireBankToken(ctx, request);
      return redeemOnboardingLink(ctx, request.params.token);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/Accounts/:id/Answerables',
    {
      schema: {
        summary: "The company's legal representatives and partners",
        description: `${REGISTRANT} Or a session of the account.`,
        params: idParams,
        response: ok('answerable-list.schema.json'),
      },
    },
    async (request): Promise<AnswerableList> => {
      if (carriesRegistrationCredential(request)) await registrant(request, 'read');
      else await requireOwnAccount(ctx, request, request.params.id);
      return listAnswerables(ctx.db, request.params.id);
    },
  );

  app.post<{ Params: { id: string }; Body: AnswerableRequest }>(
    '/api/Accounts/:id/Answerables',
    {
      schema: {
        summary: 'Add a legal representative to a company registration',
        description: REGISTRANT,
        params: idParams,
        body: { $ref: 'answerable-request.schema.json#' },
        response: ok('answerable.schema.json'),
      },
    },
    async (request): Promise<Answerable> => {
      await registrant(request, 'data');
      const personId = await addAnswerable(ctx, request.params.id, request.body);
      return readAnswerable(ctx.db, request.params.id, personId);
    },
  );

  app.get<{ Params: { id: string; personId: string } }>(
    '/api/Accounts/:id/Answerables/:personId',
    {
      schema: {
        summary: 'One legal representative, with phones, e-mails and addresses',
        description: `${REGISTRANT} Or a session of the account.`,
        params: personParams,
        response: ok('answerable.schema.json'),
      },
    },
    async (request): Promise<Answerable> => {
      if (carriesRegistrationCredential(request)) await registrant(request, 'read');
      else await requireOwnAccount(ctx, request, request.params.id);
      return readAnswerable(ctx.db, request.params.id, request.params.personId);
    },
  );

  app.put<{ Params: { id: string; personId: string }; Body: AnswerableRequest }>(
    '/api/Accounts/:id/Answerables/:personId',
    {
      schema: {
        summary: "Replace a legal representative's data (while REGISTERING)",
        description: REGISTRANT,
        params: personParams,
        body: { $ref: 'answerable-request.schema.json#' },
        response: ok('answerable.schema.json'),
      },
    },
    async (request): Promise<Answerable> => {
      await registrant(request, 'data');
      await updateAnswerable(ctx, request.params.id, request.params.personId, request.body);
      return readAnswerable(ctx.db, request.params.id, request.params.personId);
    },
  );

  app.delete<{ Params: { id: string; personId: string } }>(
    '/api/Accounts/:id/Answerables/:personId',
    {
      schema: {
        summary: 'Remove a legal representative and everything sent for them (while REGISTERING)',
        description: REGISTRANT,
        params: personParams,
        response: ok('call-result.schema.json'),
      },
    },
    async (request): Promise<CallResult> => {
      await registrant(request, 'data');
      await removeAnswerable(ctx, request.params.id, request.params.personId);
      return { code: 200, data: true, errors: [] };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/Accounts/:id/Start',
    {
      schema: {
        summary: 'Start the onboarding on a phone: a continuation link, also pushed as the hub event AccountOnboardingUrl',
        description: REGISTRANT,
        params: idParams,
        response: ok('onboarding-link.schema.json'),
      },
    },
    async (request): Promise<OnboardingLink> => {
      await registrant(request, 'documents');
      return issueOnboardingLink(ctx, request.params.id, siteOrigin(app, ctx, request));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/Accounts/:id/AcceptTerm',
    {
      schema: {
        summary: 'Accept the terms of use (GET /api/Common/TermsOfUse) for the registration',
        description: REGISTRANT,
        params: idParams,
        response: ok('call-result.schema.json'),
      },
    },
    async (request): Promise<CallResult> => {
      await registrant(request, 'data');
      await acceptTerm(ctx, request.params.id);
      return { code: 200, data: true, errors: [] };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/Accounts/:id/Workflow',
    {
      schema: {
        summary: "The registration's status and its account-opening workflow",
        description: `${REGISTRANT} Answers in every status, approved and rejected included.`,
        params: idParams,
        response: ok('account-workflow.schema.json'),
      },
    },
    async (request): Promise<AccountWorkflow> => {
      await registrant(request, 'status');
      return accountWorkflow(ctx.db, request.params.id);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/Accounts/:id/Workflow',
    {
      schema: {
        summary: 'Send the registration to analysis (or send it again with new documents); the face match runs at once',
        description: `${REGISTRANT} Needs validated phones and e-mails, every required document and the accepted term.`,
        params: idParams,
        response: ok('account-workflow.schema.json'),
      },
    },
    async (request): Promise<AccountWorkflow> => {
      await registrant(request, 'documents');
      return submitRegistration(ctx, request.params.id, 'registrant');
    },
  );

  for (const [segment, param, target] of [
    ['Phone', 'phoneId', 'PHONE'],
    ['Contact', 'contactId', 'CONTACT'],
  ] as const) {
    const what = target === 'PHONE' ? 'phone (by SMS)' : 'e-mail';
    app.post<{ Params: { id: string } & Record<typeof param, string> }>(
      `/api/Accounts/:id/${segment}/:${param}/Validate`,
      {
        schema: {
          summary: `Send a six-digit token to validate a ${what}; data is the seconds to wait before asking again`,
          description: REGISTRANT,
          params: validateParams(param),
          response: ok('token-send-answer.schema.json'),
        },
      },
      async (request): Promise<TokenSendAnswer> => {
        await registrant(request, 'data');
        const wait = await sendValidationToken(ctx, request.params.id, target, request.params[param]);
        return { code: 200, data: wait, errors: [] };
      },
    );

    app.post<{ Params: { id: string; token: string } & Record<typeof param, string> }>(
      `/api/Accounts/:id/${segment}/:${param}/Validate/:token`,
      {
        schema: {
          summary: `Confirm a ${what} with the token sent; five wrong tries end the token`,
          description: REGISTRANT,
          params: confirmParams(param),
          response: ok(target === 'PHONE' ? 'phone.schema.json' : 'contact.schema.json'),
        },
      },
      async (request): Promise<Phone | Contact> => {
        await registrant(request, 'data');
        return confirmValidationToken(ctx, request.params.id, target, request.params[param], request.params.token);
      },
    );
  }

  // The registration as stored, for a registrant resuming on a device whose draft was lost.
  app.get<{ Params: { id: string } }>(
    '/api/Accounts/:id/Registration',
    {
      schema: {
        summary: 'The registration as the bank keeps it',
        description: REGISTRANT,
        params: idParams,
        response: ok('registration.schema.json'),
      },
    },
    async (request): Promise<Registration> => {
      await registrant(request, 'status');
      return readRegistration(ctx.db, request.params.id);
    },
  );
}

/** Where the continuation link points: the caller's page when the bank trusts its origin, else the sandbox's own. */
function siteOrigin(app: FastifyInstance, ctx: SandboxContext, request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (origin && allowedOrigins(app, ctx.config).has(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}
