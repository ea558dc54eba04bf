import type { Card } from '../../generated/schemas.ts';

/**
 * A card's status (spec 001 §4). What moves it is the card's workflow
 * (src/sandbox/workflows/card-issuing-definition.ts, run by src/sandbox/cards/card-workflow.ts).
 */
export type CardStatus = Card['status'];
