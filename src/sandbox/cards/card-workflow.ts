import type { WorkflowInstance } from '../../generated/schemas.ts';
import type { AccountPrincipal } from '../auth/guard.ts';
import { one, type Sql } from '../db/database.ts';
import { ApiError, Errors } from '../errors.ts';
import {
  instanceIdOf,
  readInstance,
  startInstance,
  takeAction,
  type SubjectHooks,
  type WorkflowActor,
} from '../workflows/engine.ts';
import { workflowSubjects } from '../workflows/subjects.ts';
import { cardRow, type CardRow } from './card-entity.ts';
import { newMaskedCardNumber } from './card-number.ts';

/** Cards are valid for five years from approval, to the end of the approval month. */
const VALID_YEARS = 5;

/** The statuses a card can take (the `cards.status` check): a card workflow's activities name these. */
const CARD_STATUSES = ['PROCESSING', 'ACTIVE', 'LOCKED', 'CANCELED'] as const;

/**
 * How a card runs on the workflow engine: entering an activity gives the card its status and what
 * goes with it. ACTIVE the first time gives the card its masked number, its expiry and its approval
 * date, and clears the message; LOCKED stamps the lock; CANCELED stamps the cancellation and keeps
 * the step's note as the card's message.
 */
export const cardIssuingHooks: SubjectHooks = {
  async setStatus(tx, cardId, status, note, at) {
    if (!(CARD_STATUSES as readonly string[]).includes(status)) {
      throw Errors.invalidWorkflowDefinition(`um cartão não toma a situação ${status}.`);
    }
    if (status === 'ACTIVE') {
      const card = await one<{ type: string; number: string | null }>(tx, 'select type, number from cards where id = $1', [
        cardId,
      ]);
      await tx.query(
        `update cards set status = 'ACTIVE', locked_at = null, message = null, updated_at = $2,
                number = coalesce(number, $3), approved_at = coalesce(approved_at, $2),
                expiry_month = coalesce(expiry_month, $4), expiry_year = coalesce(expiry_year, $5)
          where id = $1`,
        [
          cardId,
          at,
          card?.number ?? newMaskedCardNumber(card?.type ?? 'CREDIT'),
          at.getUTCMonth() + 1,
          at.getUTCFullYear() + VALID_YEARS,
        ],
      );
      return;
    }
    await tx.query(
      `update cards set status = $2, updated_at = $3,
              locked_at = case when $2 = 'LOCKED' then $3::timestamptz else locked_at end,
              canceled_at = case when $2 = 'CANCELED' then $3::timestamptz else canceled_at end,
              message = case when $2 = 'CANCELED' then coalesce($4, message) else message end
        where id = $1`,
      [cardId, status, at, note],
    );
  },
  automations: {},
};

/** What the card's holder (or the bank, for too many wrong tries) decides on a card: a card workflow's actions. */
export type CardDecision = 'APPROVE' | 'REFUSE' | 'TOO_MANY_TRIES' | 'LOCK' | 'ACTIVATE' | 'CANCEL';

export const statusDetail = (status: string) => `Situação atual: ${status}.`;

/** The card error a refused decision answers, as before cards ran on the engine (spec 001 §4). */
const REFUSALS: Record<CardDecision, (detail?: string) => ApiError> = {
  APPROVE: Errors.cardNotPending,
  REFUSE: Errors.cardNotPending,
  TOO_MANY_TRIES: Errors.cardNotPending,
  LOCK: Errors.cardNotLockable,
  ACTIVATE: Errors.cardNotActivatable,
  CANCEL: Errors.cardNotCancelable,
};

/** Who acts for a signed-in caller: the card's holder side, by user or API credential. */
export function holderActor(principal: AccountPrincipal): WorkflowActor {
  return { kind: 'SUBJECT', id: principal.scope === 'user' ? principal.userId : principal.clientId };
}

/**
 * Starts a new card's workflow on its product's published version and moves it to the approval:
 * the card runs the workflow an operator last published. Answers the version's id (the card's workflowId).
 */
export async function startCardWorkflow(
  tx: Sql,
  request: { cardId: string; productId: string; actor: WorkflowActor; at: Date },
): Promise<string> {
  const registry = workflowSubjects();
  const instance = await startInstance(tx, registry, {
    productId: request.productId,
    subjectId: request.cardId,
    actor: request.actor,
    at: request.at,
  });
  await takeAction(tx, registry, {
    instanceId: instance.id,
    action: 'REQUEST',
    actor: { kind: 'SYSTEM', id: 'issue' },
    at: request.at,
  });
  return instance.definitionId;
}

/**
 * The one way a card's status changes: approve, refuse, too many wrong tries, lock, unlock
 * (ACTIVATE) and cancel are actions of its workflow instance, taken under the card's row lock (the
 * caller holds it: `card` was read `for no key update` in `tx`). An action the card's activity does
 * not offer is refused with the card error for it, naming the card's status; nothing changes.
 */
export async function decideCard(
  tx: Sql,
  card: CardRow,
  decision: CardDecision,
  actor: WorkflowActor,
  at: Date,
  note?: string,
): Promise<void> {
  const instanceId = await instanceIdOf(tx, 'CARD', card.id);
  if (!instanceId) throw REFUSALS[decision](statusDetail(card.status));
  try {
    await takeAction(tx, workflowSubjects(), { instanceId, action: decision, actor, at, ...(note ? { note } : {}) });
  } catch (error) {
    if (error instanceof ApiError && error.items[0]?.errorCode === 'WF10002') throw REFUSALS[decision](statusDetail(card.status));
    throw error;
  }
}

/** Whether the card's activity offers `decision` now (checked before an approval asks for credentials). */
export async function cardOffers(sql: Sql, cardId: string, decision: CardDecision): Promise<boolean> {
  const instanceId = await instanceIdOf(sql, 'CARD', cardId);
  return instanceId ? (await readInstance(sql, instanceId)).actions.includes(decision) : false;
}

/** GET /api/Cards/{id}/Workflow: the card's workflow instance, every step it went through. */
export async function cardWorkflow(sql: Sql, accountId: string, cardId: string): Promise<WorkflowInstance> {
  const card = await cardRow(sql, accountId, cardId);
  const instanceId = await instanceIdOf(sql, 'CARD', card.id);
  if (!instanceId) throw Errors.workflowInstanceNotFound();
  return readInstance(sql, instanceId);
}
