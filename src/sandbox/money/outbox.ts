import type { Sql } from '../db/database.ts';
import type { PostedMovement } from '../ledger/post-movement.ts';
import { accountTransaction } from '../statement/account-transaction.ts';
import type { TransactionMetadata } from '../../generated/schemas.ts';
import { fromCents } from '../../domain/index.ts';

export interface HubEvent {
  accountId: string;
  target: string;
  payload: Record<string, unknown>;
}

/** A customer account's balances once a transaction's movements are posted. */
export interface FinalBalance {
  id: string;
  balance_cents: number;
  blocked_credit_cents: number;
  blocked_debit_cents: number;
}

/**
 * Hub events gathered while a money transaction runs and sent only after it commits: a client never
 * hears of a movement that was rolled back. Postings of the bank's internal accounts are not sent.
 */
export class MoneyOutbox {
  private readonly movements: PostedMovement[] = [];
  private readonly events: HubEvent[] = [];

  recordMovement(movement: PostedMovement): void {
    this.movements.push(movement);
  }

  add(accountId: string, target: string, payload: Record<string, unknown>): void {
    this.events.push({ accountId, target, payload: { accountId, ...payload } });
  }

  /** Reads the final balances inside the transaction and lays out every event in the order to send. */
  async seal(tx: Sql): Promise<HubEvent[]> {
    const touched = [...new Set(this.movements.flatMap((movement) => movement.postings.map((posting) => posting.accountId)))];
    if (touched.length === 0) return this.events;
    const accounts = await tx.query<FinalBalance>(
      `select id, balance_cents, blocked_credit_cents, blocked_debit_cents from accounts
        where id = any($1::uuid[]) and kind = 'CUSTOMER' order by id`,
      [touched],
    );
    return this.sealWith(accounts);
  }

  /**
   * The events in the order to send, given the final balances of the customer accounts the movements
   * touched, in id order: each account's statement entries and balance, then the other events.
   */
  sealWith(accounts: readonly FinalBalance[]): HubEvent[] {
    const postings = this.movements.flatMap((movement) => movement.postings);
    const ledgerEvents: HubEvent[] = [];
    for (const account of accounts) {
      for (const posting of postings.filter((item) => item.accountId === account.id)) {
        const transaction = accountTransaction({
          id: posting.id,
          account_id: posting.accountId,
          amount_cents: posting.amountCents,
          balance_after_cents: posting.balanceAfterCents,
          description: posting.description,
          entity: posting.entity,
          executed_at: posting.executedAt,
          metadata: posting.metadata as TransactionMetadata | null,
          relation_id: posting.relationId,
          can_reverse: posting.canReverse,
        });
        ledgerEvents.push({
          accountId: account.id,
          target: 'AccountTransaction',
          payload: { accountId: account.id, transaction },
        });
      }
      ledgerEvents.push({
        accountId: account.id,
        target: 'Account',
        payload: {
          accountId: account.id,
          currency: 'BRL',
          balance: fromCents(account.balance_cents),
          blockedCreditBalance: fromCents(account.blocked_credit_cents),
          blockedDebitBalance: fromCents(account.blocked_debit_cents),
          availableBalance: fromCents(account.balance_cents - account.blocked_debit_cents),
        },
      });
    }
    return [...ledgerEvents, ...this.events];
  }
}
