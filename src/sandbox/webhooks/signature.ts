import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Deliveries are signed as Standard Webhooks (https://www.standardwebhooks.com) sign them: headers
 * `webhook-id` (the event's id, the same on every attempt), `webhook-timestamp` (Unix seconds of the
 * attempt) and `webhook-signature`, `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` with the
 * webhook's secret (the bytes after `whsec_`, base64). docs/webhooks.md shows how to check one.
 */
export const SIGNATURE_HEADERS = { id: 'webhook-id', timestamp: 'webhook-timestamp', signature: 'webhook-signature' } as const;

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

function keyOf(secret: string): Buffer {
  return Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
}

export function signDelivery(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** Checks a delivery as a receiver would: one of the header's signatures matches, and the time is within `toleranceSeconds`. */
export function verifyDelivery(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signDelivery(secret, headers.id, timestamp, body));
  return headers.signature.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
