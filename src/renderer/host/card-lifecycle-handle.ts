import { waitFor, type ActorRefFrom } from 'xstate';
import type { MachineHandle } from './screen-host.ts';
import { cardActionsFor, isSettled, type CardAction, type cardLifecycleMachine } from '../../machines/card-lifecycle.machine.ts';

type CardActor = ActorRefFrom<typeof cardLifecycleMachine>;

/** The status a successful action leaves the card in (APPROVED carries the one the bank answered). */
const RESULT: Record<string, string> = { LOCK: 'LOCKED', UNLOCK: 'ACTIVE', ACCEPT: 'CANCELED' };

/** The states that wait on a dialog: the cancel question, and the approval dialog. */
const ASKING = ['confirmingCancel', 'approving'] as const;

function cardOf(event: Record<string, unknown>) {
  return { id: String(event.id ?? ''), status: String(event.status ?? '') };
}

/**
 * The card lifecycle machine as the card grid's screen file uses it (`send` steps and `can`
 * conditions): an action on a row selects that card first; lock, unlock and the accepted cancel
 * answer once the request is over, true when the card reached its new status, so the steps go on
 * (toast, reload) only then. APPROVE opens the way for the approval dialog, whose answer comes back
 * as APPROVED with the card's new status. A question or approval left unanswered (the dialog closed)
 * is dismissed by the next event.
 */
export function cardLifecycleHandle(actor: CardActor): MachineHandle {
  const dismissQuestion = () => {
    const snapshot = actor.getSnapshot();
    if (ASKING.some((state) => snapshot.matches({ card: state }))) actor.send({ type: 'DISMISS' });
  };
  return {
    can: (event, row) => {
      const status = (row as { status?: unknown } | null)?.status;
      return cardActionsFor(String(status ?? '')).includes(event.type as CardAction);
    },
    async send(event) {
      switch (event.type) {
        case 'SELECT':
          dismissQuestion();
          actor.send({ type: 'SELECT', card: cardOf((event.card ?? {}) as Record<string, unknown>) });
          return true;
        case 'CANCEL':
          dismissQuestion();
          actor.send({ type: 'SELECT', card: cardOf(event) });
          actor.send({ type: 'CANCEL' });
          return actor.getSnapshot().matches({ card: 'confirmingCancel' });
        case 'APPROVE':
          dismissQuestion();
          actor.send({ type: 'SELECT', card: cardOf(event) });
          actor.send({ type: 'APPROVE' });
          return actor.getSnapshot().matches({ card: 'approving' });
        case 'APPROVED': {
          const status = String(event.status ?? '');
          actor.send({ type: 'APPROVED', status });
          const settled = await waitFor(actor, isSettled);
          return settled.context.card?.status === status;
        }
        case 'LOCK':
        case 'UNLOCK':
          dismissQuestion();
          actor.send({ type: 'SELECT', card: cardOf(event) });
          actor.send({ type: event.type });
          break;
        case 'ACCEPT':
          actor.send({ type: 'ACCEPT' });
          break;
        case 'DISMISS':
          dismissQuestion();
          return true;
        default:
          return false;
      }
      const settled = await waitFor(actor, isSettled);
      return settled.context.card?.status === RESULT[event.type];
    },
  };
}
