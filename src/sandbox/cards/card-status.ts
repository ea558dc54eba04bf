import type { Card } from '../../generated/schemas.ts';

export type CardStatus = Card['status'];

/** What a card action asks for. */
export type CardAction = 'approve' | 'disapprove' | 'lock' | 'activate' | 'cancel';

/**
 * spec 001 §4: ACTIVE can be locked, LOCKED unlocked (activate), both cancelled; nothing leaves
 * CANCELED. A new card waits for approval (PROCESSING): approval activates it, disapproval cancels it.
 */
const TRANSITIONS: Readonly<Record<CardAction, { from: readonly CardStatus[]; to: CardStatus }>> = {
  approve: { from: ['PROCESSING'], to: 'ACTIVE' },
  disapprove: { from: ['PROCESSING'], to: 'CANCELED' },
  lock: { from: ['ACTIVE'], to: 'LOCKED' },
  activate: { from: ['LOCKED'], to: 'ACTIVE' },
  cancel: { from: ['ACTIVE', 'LOCKED'], to: 'CANCELED' },
};

/** The status the action leads to from `status`, or null when the action is not allowed there. */
export function nextCardStatus(status: CardStatus, action: CardAction): CardStatus | null {
  const transition = TRANSITIONS[action];
  return transition.from.includes(status) ? transition.to : null;
}

/** The actions allowed from a status (the card screen offers only these). */
export function allowedCardActions(status: CardStatus): CardAction[] {
  return (Object.keys(TRANSITIONS) as CardAction[]).filter((action) => nextCardStatus(status, action) !== null);
}
