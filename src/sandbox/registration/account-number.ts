import { one, type Sql } from '../db/database.ts';

/** The check digit of an account number: modulo 11 with weights 2 to 9 from the right, 10 and 11 giving 0. */
export function accountCheckDigit(base: string): string {
  let sum = 0;
  [...base].reverse().forEach((digit, index) => {
    sum += Number(digit) * (2 + (index % 8));
  });
  const rest = 11 - (sum % 11);
  return String(rest >= 10 ? 0 : rest);
}

/** The next free number of the branch: five digits from account_number_base and the check digit. */
export async function nextAccountNumber(tx: Sql, branchId: string): Promise<string> {
  for (;;) {
    const next = await one<{ value: number }>(tx, `select nextval('account_number_base')::int as value`);
    const base = String(next!.value).padStart(5, '0');
    const number = base + accountCheckDigit(base);
    const taken = await one(tx, 'select 1 from accounts where branch_id = $1 and number = $2', [branchId, number]);
    if (!taken) return number;
  }
}
