import type { AccountWorkflow } from '../../generated/schemas.ts';
import type { SandboxContext } from '../context.ts';
import { one, type Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { instanceIdOf, readInstance, startInstance, takeAction, type SubjectHooks, type WorkflowActor } from '../workflows/engine.ts';
import { workflowSubjects } from '../workflows/subjects.ts';
import { missingDocuments, newestFile } from './documents.ts';
import { fakeFaceMatchScore } from './face-match.ts';
import { merchantConfiguration } from './open-registration.ts';
import { openApprovedAccount } from './open-account.ts';
import { sendMessage } from './outbox.ts';
import { registrationPeople, registrationRow } from './read-registration.ts';

/** spec 000 §9: the default face match score. */
const DEFAULT_FACE_MATCH_SCORE = 75;

const STATUS_MAIL: Record<string, { subject: string; body: (note: string | null) => string }> = {
  PENDING_DOCUMENTS: {
    subject: 'Seu cadastro precisa de documentos',
    body: (note) => `Precisamos de novos documentos para continuar a análise do seu cadastro. ${note ?? ''}`.trim(),
  },
  REJECTED: {
    subject: 'Seu cadastro não foi aprovado',
    body: (note) => `Depois de analisar o seu cadastro, não pudemos abrir a conta. ${note ?? ''}`.trim(),
  },
};

/** How an account being opened runs on the workflow engine: its status, and the three automations. */
export const accountOpeningHooks: SubjectHooks = {
  async setStatus(tx, accountId, status, note, at) {
    await tx.query('update accounts set status = $2, status_message = $3, updated_at = $4 where id = $1', [accountId, status, note, at]);
    const mail = STATUS_MAIL[status];
    if (!mail) return;
    const row = await registrationRow(tx, accountId);
    const [contact] = await tx.query<{ email: string }>(
      'select email from contacts where person_id = $1 order by validated desc, is_main desc, created_at limit 1',
      [row.person_id],
    );
    if (contact) {
      await sendMessage(tx, {
        channel: 'EMAIL',
        recipient: contact.email,
        subject: mail.subject,
        body: mail.body(note),
        purpose: 'REGISTRATION_STATUS',
        accountId,
        at,
      });
    }
  },
  automations: {
    FACE_MATCH: async (tx, state) => faceMatch(tx, state.subjectId),
    OPEN_ACCOUNT: async (tx, state) => openApprovedAccount(tx, state.subjectId, state.at),
    // A refused registration's continuation links stop working; its credential still reads the status.
    CLOSE_REGISTRATION: async (tx, state) => {
      await tx.query(
        `update registration_credentials set revoked_at = $2 where account_id = $1 and kind = 'HANDOFF' and revoked_at is null`,
        [state.subjectId, state.at],
      );
    },
  },
};

/**
 * The face match of every person who sent a selfie (the holder of a personal account, each
 * representative of a company): the lowest score against the bank's faceMatchScore decides.
 */
async function faceMatch(tx: Sql, accountId: string) {
  const registration = await registrationRow(tx, accountId);
  const threshold = (await merchantConfiguration(tx, registration.merchant_id)).faceMatchScore ?? DEFAULT_FACE_MATCH_SCORE;
  const forced = await one<{ score: number }>(tx, 'select score from forced_face_match_scores where account_id = $1', [accountId]);
  const scores: { personId: string; name: string; score: number }[] = [];
  for (const person of await registrationPeople(tx, accountId)) {
    if (person.personType !== 'N') continue;
    const selfie = await newestFile(tx, person.personId, 'selfie');
    const front = await newestFile(tx, person.personId, 'document_front');
    const score = forced?.score ?? (selfie && front ? fakeFaceMatchScore(selfie, front) : 0);
    scores.push({ personId: person.personId, name: person.name, score });
  }
  const failed = scores.filter((entry) => entry.score < threshold);
  const data = { threshold, scores };
  if (!failed.length) return { action: 'MATCHED', data };
  const names = failed.map((entry) => `${entry.name} (${entry.score} de ${threshold})`).join(', ');
  return {
    action: 'NOT_MATCHED',
    note: `A selfie não confere com a foto do documento: ${names}. Envie uma nova selfie e a frente do documento.`,
    data,
  };
}

/** What still keeps the registration from being sent: each item a sentence of its own. */
export async function registrationProblems(sql: Sql, accountId: string): Promise<string[]> {
  const problems: string[] = [];
  for (const person of await registrationPeople(sql, accountId)) {
    const [counts] = await sql.query<{ phones: number; contacts: number; addresses: number }>(
      `select (select count(*)::int from phones where person_id = $1 and validated) as phones,
              (select count(*)::int from contacts where person_id = $1 and validated) as contacts,
              (select count(*)::int from addresses where person_id = $1) as addresses`,
      [person.personId],
    );
    if (!counts?.phones) problems.push(`valide um telefone de ${person.name}`);
    if (!counts?.contacts) problems.push(`valide um e-mail de ${person.name}`);
    if (!counts?.addresses) problems.push(`informe o endereço de ${person.name}`);
  }
  const row = await registrationRow(sql, accountId);
  if (row.person_type === 'J') {
    const authorized = await one(sql, 'select 1 from answerables where account_id = $1 and authorize', [accountId]);
    if (!authorized) problems.push('cadastre ao menos um representante legal autorizado a movimentar a conta');
  }
  return problems;
}

/**
 * POST /api/Accounts/{id}/Workflow: sends the registration. From REGISTERING it must be complete
 * (validated phones and e-mails, representatives for a company, every required document, the term
 * accepted) and starts the product's account-opening workflow; from PENDING_DOCUMENTS it resubmits.
 * Either way the face match runs at once.
 */
export async function submitRegistration(ctx: SandboxContext, accountId: string, registrant: string): Promise<AccountWorkflow> {
  const row = await registrationRow(ctx.db, accountId);
  const actor: WorkflowActor = { kind: 'SUBJECT', id: registrant };
  if (row.status === 'REGISTERING') {
    const problems = await registrationProblems(ctx.db, accountId);
    if (problems.length) throw Errors.registrationIncomplete(problems.join('; ') + '.');
  }
  const missing = await missingDocuments(ctx.db, accountId);
  if (missing.length) throw Errors.missingDocuments(missing.join(', ') + '.');
  if (!row.accepted_term) throw Errors.termNotAccepted();
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const locked = await registrationRow(tx, accountId, true);
    const registry = workflowSubjects();
    if (locked.status === 'REGISTERING') {
      const instance = await startInstance(tx, registry, { productId: locked.product_id!, subjectId: accountId, actor, at: now });
      await takeAction(tx, registry, { instanceId: instance.id, action: 'ANALYZE', actor: { kind: 'SYSTEM', id: 'submission' }, at: now });
    } else if (locked.status === 'PENDING_DOCUMENTS') {
      const instanceId = await instanceIdOf(tx, 'ACCOUNT', accountId);
      if (!instanceId) throw Errors.workflowInstanceNotFound();
      await takeAction(tx, registry, { instanceId, action: 'RESUBMIT', actor, at: now });
    } else {
      throw Errors.registrationNotEditable();
    }
  });
  return accountWorkflow(ctx.db, accountId);
}

export type RegistrationDecision = 'APPROVE' | 'REJECT' | 'REQUEST_DOCUMENTS';

/**
 * A decision on a registration in analysis: approve (the account opens), reject, or ask for
 * documents. The tester controls call it, and a back office's activity action is the same call with
 * an OPERATOR actor: one path to an open account.
 */
export async function decideRegistration(
  ctx: SandboxContext,
  accountId: string,
  decision: RegistrationDecision,
  actor: WorkflowActor,
  note?: string,
): Promise<AccountWorkflow> {
  await ctx.db.transaction(async (tx) => {
    const instanceId = await instanceIdOf(tx, 'ACCOUNT', accountId);
    if (!instanceId) throw Errors.workflowInstanceNotFound();
    await takeAction(tx, workflowSubjects(), {
      instanceId,
      action: decision,
      actor,
      at: ctx.clock.now(),
      ...(note ? { note } : {}),
    });
  });
  const outcome = await accountWorkflow(ctx.db, accountId);
  if (outcome.status === 'ACTIVE' || outcome.status === 'REJECTED') {
    // The registrant's hub connections end with the registration: the account's events are its operators'.
    const credentials = await ctx.db.query<{ token_hash: string }>(
      `select token_hash from registration_credentials where account_id = $1 and kind = 'REGISTRATION'`,
      [accountId],
    );
    for (const credential of credentials) ctx.hub?.revokeSession(`registration:${credential.token_hash}`);
  }
  return outcome;
}

/** GET /api/Accounts/{id}/Workflow: the registration's status and its workflow, once sent. */
export async function accountWorkflow(sql: Sql, accountId: string): Promise<AccountWorkflow> {
  const row = await registrationRow(sql, accountId);
  const instanceId = await instanceIdOf(sql, 'ACCOUNT', accountId);
  return {
    accountId,
    status: row.status,
    statusMessage: row.status_message,
    acceptedTerm: row.accepted_term,
    branch: row.branch,
    number: row.number,
    workflow: instanceId ? await readInstance(sql, instanceId) : null,
  };
}
