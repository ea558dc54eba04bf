import { randomInt, randomUUID } from 'node:crypto';
import { maskAccount } from '../../domain/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import { one, type Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { nextAccountNumber } from './account-number.ts';
import { merchantConfiguration } from './open-registration.ts';
import { phoneRecipient, sendMessage } from './outbox.ts';
import { registrationPeople, registrationRow } from './read-registration.ts';

/** What a newly opened account may use: the everyday services on, the company-only ones off. */
const NEW_ACCOUNT_CONFIG = {
  pixKeyEnable: true,
  limitsEnable: true,
  cardEnable: false,
  apiEnable: false,
  acquirerEnable: false,
  consolidationEnable: false,
  recommendationEnable: false,
};

/** An operator's user name from the person's first name: letters only, lower case, unique in the account. */
export function userNameFor(name: string, taken: ReadonlySet<string>): string {
  const first =
    name
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .split(/\s+/)
      .map((word) => word.replace(/[^a-z]/g, ''))
      .find(Boolean) ?? 'operador';
  if (!taken.has(first)) return first;
  for (let suffix = 2; ; suffix += 1) if (!taken.has(`${first}${suffix}`)) return `${first}${suffix}`;
}

/** A six-digit temporary password (sign-in passwords are six digits, spec 001 §5). */
const temporaryPassword = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

async function mainContact(tx: Sql, personId: string) {
  const [phone] = await tx.query<{ ddi: string; ddd: string; number: string }>(
    'select ddi, ddd, number from phones where person_id = $1 and validated order by is_main desc, created_at limit 1',
    [personId],
  );
  const [contact] = await tx.query<{ email: string }>(
    'select email from contacts where person_id = $1 and validated order by is_main desc, created_at limit 1',
    [personId],
  );
  return { phone, email: contact?.email ?? null };
}

/**
 * The approval's effect (the OPEN_ACCOUNT automation): the account gets the bank's branch and its
 * number; its person (or, for a company, each authorised representative) becomes an operator with a
 * temporary password that must be changed at the first sign-in; the person reads the account data
 * by e-mail and the password by SMS. The balance starts at zero.
 */
export async function openApprovedAccount(tx: Sql, accountId: string, at: Date): Promise<void> {
  const registration = await registrationRow(tx, accountId, true);
  const configuration = await merchantConfiguration(tx, registration.merchant_id);
  const branch = await one<{ id: string; code: string }>(tx, 'select id, code from branches where id = $1 and merchant_id = $2', [
    configuration.branchId ?? null,
    registration.merchant_id,
  ]);
  if (!branch) throw Errors.wrongBranch();
  const number = await nextAccountNumber(tx, branch.id);
  await tx.query(
    `update accounts set branch_id = $2, number = $3, accepted_term = true, config = $4, updated_at = $5 where id = $1`,
    [accountId, branch.id, number, JSON.stringify(NEW_ACCOUNT_CONFIG), at],
  );
  const people = await registrationPeople(tx, accountId);
  const operators = registration.person_type === 'N' ? people.filter((person) => person.role === 'HOLDER') : people.filter((person) => person.authorize);
  const taken = new Set<string>();
  for (const person of operators) {
    const userName = userNameFor(person.name, taken);
    taken.add(userName);
    const password = temporaryPassword();
    const { phone, email } = await mainContact(tx, person.personId);
    await tx.query(
      `insert into users (id, account_id, person_id, user_name, name, email, password_hash, change_password, roles, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, true, $8, $9, $9)`,
      [randomUUID(), accountId, person.personId, userName, person.name, email, await hashPassword(password), ['ACCOUNT_HOLDER', 'ACCOUNT_ADMIN'], at],
    );
    const account = maskAccount(number);
    if (email) {
      await sendMessage(tx, {
        channel: 'EMAIL',
        recipient: email,
        subject: 'Sua conta foi aberta',
        body:
          `Olá, ${person.name}! A conta de ${registration.trade_name ?? registration.name} foi aprovada. ` +
          `Agência ${branch.code}, conta ${account}, operador ${userName}. ` +
          `A senha temporária foi enviada por SMS; no primeiro acesso você vai criar a sua.`,
        purpose: 'ACCOUNT_OPENED',
        accountId,
        at,
      });
    }
    if (phone) {
      await sendMessage(tx, {
        channel: 'SMS',
        recipient: phoneRecipient(phone),
        body: `Banco Balcão: sua senha temporária é ${password} (operador ${userName}, agência ${branch.code}, conta ${account}). Troque-a no primeiro acesso.`,
        purpose: 'TEMPORARY_PASSWORD',
        accountId,
        at,
      });
    }
  }
}

/**
 * DELETE .../People/{personId}/ResetPassword: a new temporary password for the person's operator,
 * by SMS, to be changed at the next sign-in.
 */
export async function resetOperatorPassword(tx: Sql, accountId: string, personId: string, at: Date): Promise<void> {
  const user = await one<{ id: string; user_name: string; email: string | null }>(
    tx,
    'select id, user_name, email from users where account_id = $1 and person_id = $2',
    [accountId, personId],
  );
  if (!user) throw Errors.operatorNotFound();
  const password = temporaryPassword();
  await tx.query(
    `update users set password_hash = $2, change_password = true, electronic_password_digest = null, failed_sign_ins = 0,
            sign_in_locked_until = null, updated_at = $3
      where id = $1`,
    [user.id, await hashPassword(password), at],
  );
  const body = `Banco Balcão: a senha do operador ${user.user_name} foi redefinida. Senha temporária: ${password}. Troque-a no próximo acesso.`;
  // By SMS to the person's phone; a person the bank has no phone of gets it at the operator's e-mail.
  const [phone] = await tx.query<{ ddi: string; ddd: string; number: string }>(
    'select ddi, ddd, number from phones where person_id = $1 order by validated desc, is_main desc, created_at limit 1',
    [personId],
  );
  if (phone) {
    await sendMessage(tx, { channel: 'SMS', recipient: phoneRecipient(phone), body, purpose: 'PASSWORD_RESET', accountId, at });
  } else if (user.email) {
    await sendMessage(tx, {
      channel: 'EMAIL',
      recipient: user.email,
      subject: 'Senha redefinida',
      body,
      purpose: 'PASSWORD_RESET',
      accountId,
      at,
    });
  }
}
