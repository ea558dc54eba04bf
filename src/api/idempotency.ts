/**
 * The Idempotency-Key header of a call that moves money or creates something (a card): the screen
 * makes one key per attempt, so a retry after a lost answer is recognised by the bank and answered
 * with the first result.
 */
export function idempotencyHeaders(key: string | undefined): Record<string, string> {
  return key ? { 'Idempotency-Key': key } : {};
}
