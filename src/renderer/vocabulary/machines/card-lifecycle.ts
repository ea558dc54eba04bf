import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { cardLifecycleMachine } from '../../../machines/card-lifecycle.machine.ts';
import { cardLifecycleHandle } from '../../host/card-lifecycle-handle.ts';
import { defineMachine } from '../define.ts';

export default defineMachine({
  name: 'cardLifecycle',
  doc: "A card's lock, unlock, cancel and approval (src/machines/card-lifecycle.machine.ts); a route asking for it gets one for its screens.",
  events: ['SELECT', 'LOCK', 'UNLOCK', 'CANCEL', 'ACCEPT', 'APPROVE', 'APPROVED', 'DISMISS'],
  useHandle: () => {
    const actor = useActorRef(cardLifecycleMachine);
    return useMemo(() => cardLifecycleHandle(actor), [actor]);
  },
});
