import { createActor } from 'xstate';
import { sessionMachine } from '../../machines/session.machine.ts';
import { provideSessionRuntime } from './session-context.ts';

/** XState and the session machine, loaded right after the first render (src/shell/session/session-context.ts). */
provideSessionRuntime({ start: (logic = sessionMachine) => createActor(logic).start() });
