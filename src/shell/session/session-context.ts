import { createContext, createElement, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Actor, SnapshotFrom } from 'xstate';
import type { SessionEvent, sessionMachine } from '../../machines/session.machine.ts';

type SessionLogic = typeof sessionMachine;
export type SessionSnapshot = SnapshotFrom<SessionLogic>;

/** What src/shell/session/session-runtime.ts brings: XState and the session machine. */
export interface SessionRuntime {
  start(logic?: SessionLogic): Actor<SessionLogic>;
}

let runtime: SessionRuntime | undefined;

const loadRuntime = () => import('./session-runtime.ts');

/** Starts loading XState and the session machine ahead of the session's start. */
export function preloadSessionRuntime(): void {
  void loadRuntime().catch(() => undefined);
}

/** Called by the runtime's module when it is evaluated. */
export function provideSessionRuntime(loaded: SessionRuntime): void {
  runtime = loaded;
}

/**
 * The session as the machine's first state shows it, until XState and the machine have come: the
 * sign-in renders, and paints, without them (npm run size). An event sent meanwhile is dropped, as
 * the machine's first state (`restoring`) would.
 */
const PENDING = {
  value: 'restoring',
  status: 'active',
  context: { user: null, errors: null, endReason: null },
  matches: (state: unknown) => state === 'restoring',
} as unknown as SessionSnapshot;

/** The one session actor of the site, started once its runtime is loaded; components read it and send it events. */
export class SessionActor {
  private actor: Actor<SessionLogic> | null = null;
  private snapshot: SessionSnapshot = PENDING;
  private readonly listeners = new Set<() => void>();
  private stopped = false;

  constructor(private readonly logic?: SessionLogic) {}

  /** Starts the machine: at once when its runtime is loaded, else once it is. */
  start(): void {
    this.stopped = false;
    if (runtime) this.attach(runtime);
    else void loadRuntime().then(() => this.attach(runtime!)).catch(() => undefined);
  }

  stop(): void {
    this.stopped = true;
    this.actor?.stop();
    this.actor = null;
  }

  private attach(loaded: SessionRuntime): void {
    if (this.stopped || this.actor) return;
    const actor = loaded.start(this.logic);
    this.actor = actor;
    actor.subscribe(() => this.update(actor.getSnapshot()));
    this.update(actor.getSnapshot());
  }

  private update(snapshot: SessionSnapshot): void {
    if (snapshot === this.snapshot) return;
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }

  send = (event: SessionEvent): void => {
    this.actor?.send(event);
  };

  getSnapshot = (): SessionSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

const Context = createContext<SessionActor | null>(null);

function Provider({ logic, children }: { logic?: SessionLogic; children?: ReactNode }) {
  const [session] = useState(() => new SessionActor(logic));
  useEffect(() => {
    session.start();
    return () => session.stop();
  }, [session]);
  return createElement(Context.Provider, { value: session }, children);
}

function useActorRef(): SessionActor {
  const session = useContext(Context);
  if (!session) throw new Error('the session is read inside SessionContext.Provider');
  return session;
}

function useSelector<T>(selector: (snapshot: SessionSnapshot) => T): T {
  const session = useActorRef();
  const read = () => selector(session.getSnapshot());
  // The build's first paint renders the sign-in on the server (scripts/lib/first-paint.ts): the session as it starts.
  return useSyncExternalStore(session.subscribe, read, read);
}

/** The session of the site, as @xstate/react's createActorContext offers it: Provider, useActorRef, useSelector. */
export const SessionContext = { Provider, useActorRef, useSelector };
