import { randomUUID } from 'node:crypto';
import type {
  AnswerableRequest,
  JuridicalAccountRequest,
  NaturalAccountRequest,
  Registration,
} from '../../generated/schemas.ts';
import { isValidCnpj, isValidCpf } from '../../domain/index.ts';
import type { SandboxContext } from '../context.ts';
import { one, type Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { issueCredential } from './credentials.ts';
import { insertPerson, replacePersonLists, updatePerson, type PersonFields } from './person-data.ts';
import { readRegistration, registrationRow } from './read-registration.ts';

export type AccountRequest = NaturalAccountRequest | JuridicalAccountRequest;

/** The merchant settings account opening reads (spec 000 §3 Bank configuration). */
export interface OpeningConfiguration {
  openAccountEnabled?: boolean;
  branchId?: string | null;
  productAccountNaturalId?: string | null;
  productAccountJuridicalId?: string | null;
  faceMatchScore?: number;
}

export async function merchantConfiguration(sql: Sql, merchantId: string): Promise<OpeningConfiguration> {
  const row = await one<{ configuration: OpeningConfiguration }>(sql, 'select configuration from merchants where id = $1', [
    merchantId,
  ]);
  if (!row) throw Errors.merchantNotFound();
  return row.configuration;
}

/** spec 000 §9: tags contain internetbank. */
const withInternetBank = (tags: string[] | undefined) => [...new Set(['internetbank', ...(tags ?? [])])];

function checkTaxId(personType: 'N' | 'J', taxId: string): void {
  if (personType === 'N' && !isValidCpf(taxId)) throw Errors.invalidCpf();
  if (personType === 'J' && !isValidCnpj(taxId)) throw Errors.invalidCnpj();
}

async function refuseTakenTaxId(sql: Sql, taxId: string, exceptPersonId?: string): Promise<void> {
  const taken = await one(sql, 'select 1 from people where tax_id = $1 and ($2::uuid is null or id <> $2::uuid)', [
    taxId,
    exceptPersonId ?? null,
  ]);
  if (taken) throw Errors.taxIdTaken();
}

/** A unique-violation on people.tax_id, from a race the check above lost: the same clear refusal. */
async function uniqueTaxId<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw Errors.taxIdTaken();
    throw error;
  }
}

function personFields(request: AccountRequest | AnswerableRequest): PersonFields {
  const juridical = 'taxRegime' in request;
  return {
    name: request.name,
    birth: request.birth,
    mother: 'mother' in request ? (request.mother ?? null) : null,
    nationality: juridical ? null : ((request as NaturalAccountRequest).nationality ?? 'BR'),
    gender: juridical ? null : (request as NaturalAccountRequest).gender,
    pep: 'pep' in request ? (request.pep ?? false) : false,
    tradeName: juridical ? (request.tradeName ?? null) : null,
    taxRegime: juridical ? request.taxRegime : null,
    legalNature: juridical ? request.legalNature : null,
    registration: juridical ? (request.registration ?? null) : null,
  };
}

/**
 * POST /api/Accounts/Natural and /Juridical: the person (or company) and a registration of status
 * REGISTERING, answered with the onboarding credential that alone reaches it from now on.
 */
export async function openRegistration(ctx: SandboxContext, merchantId: string, request: AccountRequest): Promise<Registration> {
  const configuration = await merchantConfiguration(ctx.db, merchantId);
  if (configuration.openAccountEnabled !== true) throw Errors.openAccountDisabled();
  checkTaxId(request.personType, request.taxId);
  const product = request.personType === 'N' ? configuration.productAccountNaturalId : configuration.productAccountJuridicalId;
  if (!product || request.productId !== product) throw Errors.accountProductNotFound();
  if (request.branchId && request.branchId !== configuration.branchId) throw Errors.wrongBranch();
  await refuseTakenTaxId(ctx.db, request.taxId);
  const now = ctx.clock.now();
  const accountId = randomUUID();
  const personId = randomUUID();
  const credential = await uniqueTaxId(() =>
    ctx.db.transaction(async (tx) => {
      await insertPerson(tx, { id: personId, personType: request.personType, taxId: request.taxId, ...personFields(request) }, now);
      await replacePersonLists(tx, personId, request, now);
      await tx.query(
        `insert into accounts (id, merchant_id, person_id, kind, type, status, accepted_term, product_id, referral_id, tags,
                               created_at, updated_at)
         values ($1, $2, $3, 'CUSTOMER', 'CC', 'REGISTERING', false, $4, $5, $6, $7, $7)`,
        [accountId, merchantId, personId, request.productId, request.referralId || null, withInternetBank(request.tags), now],
      );
      return issueCredential(tx, accountId, 'REGISTRATION', now);
    }),
  );
  return {
    ...(await readRegistration(ctx.db, accountId)),
    credential: {
      accountId,
      personId,
      token: credential.token,
      tokenType: 'Registration',
      expiresIn: credential.expiresIn,
      expiresAt: credential.expiresAt.toISOString(),
    },
  };
}

/** PUT /api/Accounts/{id}/Natural and /Juridical: the registration's data, replaced while REGISTERING. */
export async function updateRegistration(ctx: SandboxContext, accountId: string, request: AccountRequest): Promise<Registration> {
  const row = await registrationRow(ctx.db, accountId);
  if (row.person_type !== request.personType) throw Errors.accountProductNotFound();
  if (request.productId !== row.product_id) throw Errors.accountProductNotFound();
  checkTaxId(request.personType, request.taxId);
  if (request.taxId !== row.tax_id) await refuseTakenTaxId(ctx.db, request.taxId, row.person_id);
  const now = ctx.clock.now();
  await uniqueTaxId(() =>
    ctx.db.transaction(async (tx) => {
      await registrationRow(tx, accountId, true);
      await updatePerson(tx, row.person_id, personFields(request), now);
      await tx.query('update people set tax_id = $2 where id = $1', [row.person_id, request.taxId]);
      await replacePersonLists(tx, row.person_id, request, now);
      await tx.query('update accounts set referral_id = $2, tags = $3, updated_at = $4 where id = $1', [
        accountId,
        request.referralId || null,
        withInternetBank(request.tags),
        now,
      ]);
    }),
  );
  return readRegistration(ctx.db, accountId);
}

/** POST /api/Accounts/{id}/Answerables: a legal representative of the company being registered. */
export async function addAnswerable(ctx: SandboxContext, accountId: string, request: AnswerableRequest): Promise<string> {
  const row = await registrationRow(ctx.db, accountId);
  if (row.person_type !== 'J') throw Errors.answerablesOnlyForCompanies();
  checkTaxId('N', request.taxId);
  await refuseTakenTaxId(ctx.db, request.taxId);
  const now = ctx.clock.now();
  const personId = randomUUID();
  await uniqueTaxId(() =>
    ctx.db.transaction(async (tx) => {
      await insertPerson(tx, { id: personId, personType: 'N', taxId: request.taxId, ...personFields(request) }, now);
      await replacePersonLists(tx, personId, request, now);
      await tx.query(
        `insert into answerables (account_id, person_id, authorize, is_partner, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $5)`,
        [accountId, personId, request.authorize ?? false, request.isPartner ?? false, now],
      );
    }),
  );
  return personId;
}

async function requireAnswerable(sql: Sql, accountId: string, personId: string): Promise<{ tax_id: string }> {
  const row = await one<{ tax_id: string }>(
    sql,
    'select p.tax_id from answerables r join people p on p.id = r.person_id where r.account_id = $1 and r.person_id = $2',
    [accountId, personId],
  );
  if (!row) throw Errors.answerableNotFound();
  return row;
}

/** PUT /api/Accounts/{id}/Answerables/{personId}. */
export async function updateAnswerable(
  ctx: SandboxContext,
  accountId: string,
  personId: string,
  request: AnswerableRequest,
): Promise<void> {
  const current = await requireAnswerable(ctx.db, accountId, personId);
  checkTaxId('N', request.taxId);
  if (request.taxId !== current.tax_id) await refuseTakenTaxId(ctx.db, request.taxId, personId);
  const now = ctx.clock.now();
  await uniqueTaxId(() =>
    ctx.db.transaction(async (tx) => {
      await updatePerson(tx, personId, personFields(request), now);
      await tx.query('update people set tax_id = $2 where id = $1', [personId, request.taxId]);
      await replacePersonLists(tx, personId, request, now);
      await tx.query('update answerables set authorize = $3, is_partner = $4, updated_at = $5 where account_id = $1 and person_id = $2', [
        accountId,
        personId,
        request.authorize ?? false,
        request.isPartner ?? false,
        now,
      ]);
    }),
  );
}

/** DELETE /api/Accounts/{id}/Answerables/{personId}: the representative and everything sent for them. */
export async function removeAnswerable(ctx: SandboxContext, accountId: string, personId: string): Promise<void> {
  await requireAnswerable(ctx.db, accountId, personId);
  await ctx.db.transaction(async (tx) => {
    await tx.query('delete from answerables where account_id = $1 and person_id = $2', [accountId, personId]);
    await tx.query(
      `delete from validation_tokens where target_id in (select id from phones where person_id = $1
                                                          union all select id from contacts where person_id = $1)`,
      [personId],
    );
    for (const table of ['person_files', 'person_images', 'phones', 'contacts', 'addresses']) {
      await tx.query(`delete from ${table} where person_id = $1`, [personId]);
    }
    await tx.query('delete from people where id = $1', [personId]);
  });
}

/** POST /api/Accounts/{id}/AcceptTerm. */
export async function acceptTerm(ctx: SandboxContext, accountId: string): Promise<void> {
  await ctx.db.query('update accounts set accepted_term = true, updated_at = $2 where id = $1', [accountId, ctx.clock.now()]);
}
