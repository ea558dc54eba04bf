import { waitFor, type ActorRefFrom } from 'xstate';
import type { MachineHandle } from '../../renderer/host/screen-host.ts';
import { cardActionsFor, isSettled, type CardAction, type cardLifecycleMachine } from '../../machines/card-lifecycle.machine.ts';

type CardActor = ActorRefFrom<typeof cardLifecycleMachine>;

/** The status a successful action leaves the card in. */
const RESULT: Record<string, string> = { LOCK: 'LOCKED', UNLOCK: 'ACTIVE', ACCEPT: 'CANCELED' };

function cardOf(event: Record<string, unknown>) {
  return { id: String(event.id ?? ''), status: String(event.status ?? '') };
}

/**
 * The card lifecycle machine as the card grid's screen file uses it (`send` steps and `can`
 * conditions): an action on a row selects that card first; lock, unlock and the accepted cancel
 * answer once the request is over, true when the card reached its new status, so the steps go on
 * (toast, reload) only then. A cancel question left unanswered is dismissed by the next event.
 */
export function cardLifecycleHandle(actor: CardActor): MachineHandle {
  const dismissQuestion = () => {
    if (actor.getSnapshot().matches({ card: 'confirmingCancel' })) actor.send({ type: 'DISMISS' });
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
        case 'LOCK':
        case 'UNLOCK':
          dismissQuestion();
          actor.send({ type: 'SELECT', card: cardOf(event) });
          actor.send({ type: event.type });
          break;
        case 'ACCEPT':
          actor.send({ type: 'ACCEPT' });
          break;
        default:
          return false;
      }
      const settled = await waitFor(actor, isSettled);
      return settled.context.card?.status === RESULT[event.type];
    },
  };
}
