import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';

/**
 * How a machine is tested from its model: the events a person or the system can send (with the
 * variants that pick each guarded branch), what its invoked actors may answer, and what must hold
 * in each state. Adding a state or event to the machine adds paths; only new expectations are written.
 */
export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  name: string;
  /** The machine file under src/machines, for the report. */
  file: string;
  machine: TMachine;
  /** Inputs to start from (one path tree each). */
  inputs: unknown[];
  /** External events with their variants. */
  events: EventFromLogic<TMachine>[];
  /** What each promise actor may answer: its outputs, and how it may fail (one error, or `errors` when guards tell failures apart). */
  actors?: Record<string, { outputs?: unknown[]; error?: unknown; errors?: unknown[] }>;
  /** Callback actors replaced by doubles that do nothing: their events are sent as external events. */
  callbackActors?: string[];
  /** Actions replaced by recorders, so their calls can be asserted. */
  recordedActions?: string[];
  /** Assertions per state value (as `a` or `a.b`); each runs whenever a path reaches that state. */
  expectations: Record<string, (snapshot: SnapshotFrom<TMachine>, calls: RecordedCall[]) => void>;
  /** Folds context values that grow without bound (counters) so exploration ends. */
  fold?: (snapshot: SnapshotFrom<TMachine>) => unknown;
}

export interface RecordedCall {
  action: string;
  params: unknown;
}
