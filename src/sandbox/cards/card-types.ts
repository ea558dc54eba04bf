import { LOOKUP_LISTS } from '../lookups/lookup-lists.ts';
import { Errors } from '../errors.ts';

/** A card's type must be a key of GET /api/Common/CardTypes (spec 001 §3: "shown through a card_type list"). */
export function assertCardType(type: string): void {
  if (!(LOOKUP_LISTS.CardTypes ?? []).some((item) => item.key === type)) throw Errors.invalidCardType();
}
