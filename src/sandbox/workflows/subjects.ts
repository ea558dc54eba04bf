import { cardIssuingHooks } from '../cards/card-workflow.ts';
import { accountOpeningHooks } from '../registration/account-opening.ts';
import type { SubjectRegistry } from './engine.ts';

/** Every kind of subject the bank's workflows move, with its hooks: accounts being opened, cards. */
export function workflowSubjects(): SubjectRegistry {
  return { ACCOUNT: accountOpeningHooks, CARD: cardIssuingHooks };
}
