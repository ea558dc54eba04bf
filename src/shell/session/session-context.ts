import { createActorContext } from '@xstate/react';
import { sessionMachine } from '../../machines/session.machine.ts';

/** The one session actor of the site; components read it and send it events. */
export const SessionContext = createActorContext(sessionMachine);
