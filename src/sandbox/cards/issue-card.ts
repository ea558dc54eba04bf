import { randomUUID } from 'node:crypto';
import type { Address, Card, CardIssueRequest } from '../../generated/schemas.ts';
import type { AccountPrincipal } from '../auth/guard.ts';
import type { SandboxContext } from '../context.ts';
import { one, type Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { idempotent } from '../idempotency.ts';
import { productById } from '../products/products.ts';
import { readCard } from './card-entity.ts';
import { assertCardType } from './card-types.ts';
import { holderActor, startCardWorkflow } from './card-workflow.ts';
import { insertHolder } from './create-holder.ts';
import { holderPersonType } from './holder-tax-id.ts';

export interface NewCard {
  accountId: string;
  holderId: string;
  productId: string | null;
  workflowId: string | null;
  displayName: string;
  type: string;
  additionalCard: boolean;
  address: Address | null;
  rules?: unknown;
  tags?: string[] | undefined;
}

/** Inserts a card waiting for approval: no number, no expiry yet. */
export async function insertCard(tx: Sql, card: NewCard, now: Date): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `insert into cards (id, account_id, holder_id, product_id, workflow_id, display_name, type, status, additional_card,
       address, rules, tags, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, 'PROCESSING', $8, $9, $10, $11, $12, $12)`,
    [
      id,
      card.accountId,
      card.holderId,
      card.productId,
      card.workflowId,
      card.displayName,
      card.type,
      card.additionalCard,
      card.address ? JSON.stringify(card.address) : null,
      card.rules ? JSON.stringify(card.rules) : null,
      card.tags ?? [],
      now,
    ],
  );
  return id;
}

/**
 * POST /api/Cards/Issue (spec 001 §3 issue-card form). The card goes to the account's holder with
 * the form's tax id; when the account has none, the holder is created from the form (name, birth,
 * mother, address, invoice days, billing). An existing holder keeps its data. The display name is
 * kept in upper case, as cards print it. The card starts its product's published workflow and waits
 * for approval (PROCESSING); its workflowId is the version it runs on. Under an
 * Idempotency-Key, a repeat of the request answers the card of the first and issues no other.
 */
export async function issueCard(
  ctx: SandboxContext,
  principal: AccountPrincipal,
  request: CardIssueRequest,
  idempotency: { key: string | undefined; fingerprint: unknown } = { key: undefined, fingerprint: null },
): Promise<{ replayed: boolean; body: Card }> {
  const product = await productById(ctx.db, request.productId);
  if (product?.type !== 'CARD' || product.merchantId !== principal.merchantId) throw Errors.cardProductNotFound();
  assertCardType(request.type);
  const personType = holderPersonType(request.taxId);
  const address: Address = {
    id: randomUUID(),
    type: personType === 'J' ? 'COMMERCIAL' : 'RESIDENTIAL',
    zipCode: request.address.zipCode,
    street: request.address.street,
    number: request.address.number,
    complement: request.address.complement ?? null,
    neighborhood: request.address.neighborhood,
    city: request.address.city,
    state: request.address.state,
    country: request.address.country,
  };
  const now = ctx.clock.now();
  return ctx.db.transaction((tx) =>
    idempotent(tx, { accountId: principal.accountId, ...idempotency, now }, async () => {
      const existing = await one<{ id: string }>(tx, 'select id from card_holders where account_id = $1 and tax_id = $2', [
        principal.accountId,
        request.taxId,
      ]);
      const holderId =
        existing?.id ??
        (await insertHolder(
          tx,
          {
            accountId: principal.accountId,
            personType,
            taxId: request.taxId,
            name: request.name,
            birth: request.birth,
            mother: request.mother,
            invoiceClosingDay: request.invoiceClosingDay,
            invoicePayDay: request.invoicePayDay,
            hasBilling: request.hasBilling,
            address,
          },
          now,
        ));
      const id = await insertCard(
        tx,
        {
          accountId: principal.accountId,
          holderId,
          productId: product.id,
          workflowId: null,
          displayName: request.displayName.trim().toLocaleUpperCase('pt-BR'),
          type: request.type,
          additionalCard: request.additionalCard ?? false,
          address,
          rules: request.rules,
          tags: request.tags,
        },
        now,
      );
      const workflowId = await startCardWorkflow(tx, {
        cardId: id,
        productId: product.id,
        actor: holderActor(principal),
        at: now,
      });
      await tx.query('update cards set workflow_id = $2 where id = $1', [id, workflowId]);
      return readCard(tx, principal.accountId, id);
    }),
  );
}
