/*
 * BACEN's PIX end-to-end id: "E", the ISPB of the institution that starts the payment (8
 * characters), the UTC date and time yyyyMMddHHmm, and 11 letters or digits that make it
 * unique — 32 characters in all.
 */

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ISPB = /^[0-9A-Za-z]{8}$/;
const SEQUENCE = /^[0-9A-Za-z]{11}$/;
const END_TO_END_ID = /^E([0-9A-Za-z]{8})(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})([0-9A-Za-z]{11})$/;

export interface EndToEndIdRequest {
  /** ISPB of the payer's institution; digits today, letters allowed as BACEN foresees. */
  ispb: string;
  /** When the payment started; written in UTC. */
  date: Date;
  /** The 11 unique characters, or a source of numbers in [0, 1) to draw them from. */
  random?: string | (() => number);
}

function drawSequence(random: () => number): string {
  let sequence = '';
  for (let index = 0; index < 11; index += 1) {
    sequence += ALPHANUMERIC.charAt(Math.floor(random() * ALPHANUMERIC.length) % ALPHANUMERIC.length);
  }
  return sequence;
}

function utcStamp(date: Date): string {
  return date.toISOString().slice(0, 16).replace(/\D/g, '');
}

/** Builds an end-to-end id; throws a RangeError when the ISPB, date or sequence do not fit. */
export function endToEndId({ ispb, date, random = Math.random }: EndToEndIdRequest): string {
  if (!ISPB.test(ispb)) throw new RangeError('the ISPB must be 8 letters or digits');
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1000 || date.getUTCFullYear() > 9999) {
    throw new RangeError('the end-to-end id needs a date with a four-digit year');
  }
  const sequence = typeof random === 'string' ? random : drawSequence(random);
  if (!SEQUENCE.test(sequence)) throw new RangeError('the end-to-end sequence must be 11 letters or digits');
  return `E${ispb}${utcStamp(date)}${sequence}`;
}

/** Whether the text is an end-to-end id whose date and time are real (in UTC). */
export function isValidEndToEndId(value: string | null | undefined): boolean {
  const parts = END_TO_END_ID.exec(value ?? '');
  if (!parts) return false;
  const [year, month, day, hour, minute] = parts.slice(2, 7).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute
  );
}
