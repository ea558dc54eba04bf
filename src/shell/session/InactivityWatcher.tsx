import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { appConfig } from '../../api/config.ts';
import { inactivityMachine } from '../../machines/inactivity.machine.ts';
import { SessionContext } from './session-context.ts';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
/** Activity is reported at most once a second: the count only needs restarting, not every mouse move. */
const THROTTLE_MS = 1000;

/** Runs the inactivity machine for as long as the logged-in area is on screen. */
export function InactivityWatcher(): null {
  const session = SessionContext.useActorRef();
  // The implementations close over stable objects, so the machine is provided once.
  const [logic] = useState(() =>
    inactivityMachine.provide({
      actions: { signOutForInactivity: () => session.send({ type: 'SIGN_OUT', reason: 'inactivity' }) },
    }),
  );
  const inactivity = useActorRef(logic, { input: { downtimeMs: appConfig().downtime * 1000 } });

  useEffect(() => {
    let last = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < THROTTLE_MS) return;
      last = now;
      inactivity.send({ type: 'ACTIVITY' });
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [inactivity]);

  return null;
}
