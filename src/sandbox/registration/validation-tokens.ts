import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Contact, Phone } from '../../generated/schemas.ts';
import type { SandboxContext } from '../context.ts';
import { one, type Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { MAX_WRONG_TRIES, TOKEN_LIFETIME_SECONDS, TOKEN_RESEND_SECONDS } from '../money/approval/one-time-tokens.ts';
import { phoneRecipient, sendMessage } from './outbox.ts';

/**
 * Validation of a phone or an e-mail (spec 000 §4: "send first, then confirm with a token"): a
 * six-digit token goes by SMS or e-mail (the outbox), lives five minutes, works once, and dies at
 * the fifth wrong try; a new one can be asked for 60 seconds after the last (spec 001 §9), as for
 * approval tokens.
 */
export type ValidationTarget = 'PHONE' | 'CONTACT';

interface TargetRow {
  id: string;
  validated: boolean;
  ddi?: string;
  ddd?: string;
  number?: string;
  email?: string;
}

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('base64url');

/** The phone or contact, when it belongs to the account's holder or one of its answerables. */
async function targetOf(sql: Sql, accountId: string, target: ValidationTarget, id: string, lock = false): Promise<TargetRow> {
  const table = target === 'PHONE' ? 'phones' : 'contacts';
  const row = await one<TargetRow>(
    sql,
    `select t.* from ${table} t
      where t.id = $2 and (t.person_id = (select person_id from accounts where id = $1)
                           or t.person_id in (select person_id from answerables where account_id = $1))
      ${lock ? 'for update of t' : ''}`,
    [accountId, id],
  );
  if (!row) throw target === 'PHONE' ? Errors.phoneNotFound() : Errors.contactNotFound();
  return row;
}

/** Sends a new token to the phone or e-mail; answers the seconds to wait before asking again. */
export async function sendValidationToken(
  ctx: SandboxContext,
  accountId: string,
  target: ValidationTarget,
  targetId: string,
): Promise<number> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const item = await targetOf(tx, accountId, target, targetId, true);
    if (item.validated) throw Errors.alreadyValidated();
    const last = await one<{ created_at: Date }>(
      tx,
      'select created_at from validation_tokens where target_id = $1 order by created_at desc limit 1',
      [targetId],
    );
    const elapsed = last ? (now.getTime() - new Date(last.created_at).getTime()) / 1000 : Infinity;
    if (elapsed < TOKEN_RESEND_SECONDS) {
      throw Errors.tokenTooSoon(`Tente novamente em ${Math.ceil(TOKEN_RESEND_SECONDS - elapsed)} segundos.`);
    }
    await tx.query('update validation_tokens set revoked_at = $2 where target_id = $1 and used_at is null and revoked_at is null', [
      targetId,
      now,
    ]);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomBytes(16).toString('base64url');
    await tx.query(
      `insert into validation_tokens (id, account_id, target, target_id, salt, code_hash, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [randomUUID(), accountId, target, targetId, salt, hashCode(salt, code), now, new Date(now.getTime() + TOKEN_LIFETIME_SECONDS * 1000)],
    );
    const text = `Seu código de validação é ${code}. Ele vale por 5 minutos. Não o compartilhe com ninguém.`;
    await sendMessage(
      tx,
      target === 'PHONE'
        ? { channel: 'SMS', recipient: phoneRecipient(item as Required<TargetRow>), body: `Banco Balcão: ${text}`, purpose: 'PHONE_TOKEN', accountId, at: now }
        : {
            channel: 'EMAIL',
            recipient: item.email!,
            subject: 'Confirme seu e-mail',
            body: `Olá! ${text}`,
            purpose: 'CONTACT_TOKEN',
            accountId,
            at: now,
          },
    );
    return TOKEN_RESEND_SECONDS;
  });
}

type Outcome = { ok: Phone | Contact } | { wrong: number } | { refused: true };

/**
 * Checks the token of the phone or e-mail. Right: the item is validated and answered. Wrong: RG10008
 * with the tries left (the count is kept even though the call fails); after the fifth, or with no
 * live token, RG10009.
 */
export async function confirmValidationToken(
  ctx: SandboxContext,
  accountId: string,
  target: ValidationTarget,
  targetId: string,
  code: string,
): Promise<Phone | Contact> {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const item = await targetOf(tx, accountId, target, targetId, true);
    if (item.validated) throw Errors.alreadyValidated();
    const token = await one<{ id: string; salt: string; code_hash: string; failed_attempts: number }>(
      tx,
      `select id, salt, code_hash, failed_attempts from validation_tokens
        where target_id = $1 and used_at is null and revoked_at is null and expires_at > $2
        order by created_at desc limit 1`,
      [targetId, now],
    );
    if (!token) return { refused: true };
    const expected = Buffer.from(token.code_hash);
    const actual = Buffer.from(hashCode(token.salt, code));
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      const failures = token.failed_attempts + 1;
      await tx.query(
        `update validation_tokens set failed_attempts = $2::int,
                revoked_at = case when $2::int >= $3::int then $4::timestamptz end
          where id = $1`,
        [token.id, failures, MAX_WRONG_TRIES, now],
      );
      return { wrong: MAX_WRONG_TRIES - failures };
    }
    await tx.query('update validation_tokens set used_at = $2 where id = $1', [token.id, now]);
    const table = target === 'PHONE' ? 'phones' : 'contacts';
    await tx.query(`update ${table} set validated = true, updated_at = $2 where id = $1`, [targetId, now]);
    const columns =
      target === 'PHONE'
        ? 'id, type, is_main as "isMain", ddi, ddd, number, validated, created_at as "createdAt", updated_at as "updatedAt"'
        : 'id, type, is_main as "isMain", email, validated, created_at as "createdAt", updated_at as "updatedAt"';
    const row = (await one<Record<string, unknown>>(tx, `select ${columns} from ${table} where id = $1`, [targetId]))!;
    for (const key of ['createdAt', 'updatedAt']) row[key] = new Date(row[key] as Date).toISOString();
    return { ok: row as unknown as Phone | Contact };
  });
  if ('ok' in outcome) return outcome.ok;
  if ('refused' in outcome) throw Errors.validationTokenRefused();
  if (outcome.wrong > 0) throw Errors.wrongValidationToken(`Restam ${outcome.wrong} tentativa${outcome.wrong > 1 ? 's' : ''}.`);
  throw Errors.wrongValidationToken('Limite de 5 tentativas atingido: peça um novo token.');
}
