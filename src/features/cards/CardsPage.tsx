import { useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { cardLifecycleMachine } from '../../machines/card-lifecycle.machine.ts';
import { ScreenRoot } from '../../renderer/ScreenRoot.tsx';
import { cardLifecycleHandle } from '../../renderer/host/card-lifecycle-handle.ts';
import { useCardHost } from './use-card-host.ts';

/** /account/cartao/detalhes-do-cartao?holderId=: a holder's cards (screens/cards.json) driven by the card lifecycle machine. */
export function CardsPage() {
  const actor = useActorRef(cardLifecycleMachine);
  const machines = useMemo(() => ({ cardLifecycle: cardLifecycleHandle(actor) }), [actor]);
  const host = useCardHost(machines);
  return host ? <ScreenRoot host={host} screenId="cards" /> : null;
}
