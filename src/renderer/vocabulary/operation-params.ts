/** Helpers of the operations (src/renderer/vocabulary/operations): parameters as the calls of src/api take them. */

/** A parameter as text; absent, empty. */
export const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** Drops the parameters that are empty, so a query carries only the filters that are set (spec 000 §5). */
export function query<T extends object = Record<string, unknown>>(params: Record<string, unknown>): T {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as T;
}

/** A form's values with the signed-in account: the account is never something the person types. */
export const withAccount = <T>(accountId: unknown, body: unknown): T => ({ ...(body as T), accountId: text(accountId) });

/** JSON Schema of a parameter, for the reference and the check. */
export const ACCOUNT_ID = { type: 'string', description: 'The account (@account.accountId).' } as const;
export const ID = { type: 'string', description: 'The record (@row.id, @route.id, @result.id).' } as const;
export const PAGING = {
  pageNumber: { type: 'integer', description: 'Server paging: the grid adds it.' },
  pageSize: { type: 'integer', description: 'Server paging: the grid adds it.' },
  search: { type: 'string', description: 'Server paging: the grid adds it.' },
} as const;
