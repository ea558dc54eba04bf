import { accountOpeningHooks } from '../registration/account-opening.ts';
import type { SubjectRegistry } from './engine.ts';

/** Every kind of subject the bank's workflows move, with its hooks (card issuing adds CARD here). */
export function workflowSubjects(): SubjectRegistry {
  return { ACCOUNT: accountOpeningHooks };
}
