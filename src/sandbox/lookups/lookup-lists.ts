import type { LookupItem } from '../../generated/schemas.ts';
import lists from './data/lists.json' with { type: 'json' };
import productSubTypes from './data/product-subtypes.json' with { type: 'json' };
import reverseReasons from './data/reverse-reasons.json' with { type: 'json' };

/** The key/value lists of GET /api/Common/{name}, as data/lists.json holds them. */
export const LOOKUP_LISTS: Readonly<Record<string, readonly LookupItem[]>> = lists;

/** GET /api/Common/ProductTypes/{type}/Subs; null for a type the bank does not have. */
export function productSubTypesOf(type: string): readonly LookupItem[] | null {
  return (productSubTypes as Record<string, LookupItem[]>)[type.toUpperCase()] ?? null;
}

/** PIX return reasons (the SPI's pacs.004 codes) accepted when a received amount is reversed. */
export const REVERSE_REASONS: readonly { code: string; label: string }[] = reverseReasons;

export function isReverseReason(code: string): boolean {
  return REVERSE_REASONS.some((reason) => reason.code === code);
}

/** spec 001 §3: "Reason list items have key (label) and value", the one list with the label as key. */
export function reverseReasonItems(): LookupItem[] {
  return REVERSE_REASONS.map((reason) => ({ key: reason.label, value: reason.code }));
}
