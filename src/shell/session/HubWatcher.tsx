import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { refreshForAnyHubEvent, refreshForHubEvent } from '../../api/queries.ts';
import { hubConnectionMachine } from '../../machines/hub-connection.machine.ts';
import { SessionContext } from './session-context.ts';

/** Keeps the notification hub connected while the logged-in area is on screen, and closes it on exit. */
export function HubWatcher(): null {
  const session = SessionContext.useActorRef();
  const queryClient = useQueryClient();
  // The implementations close over stable objects, so the machine is provided once.
  const [logic] = useState(() =>
    hubConnectionMachine.provide({
      actions: {
        refetchAll: () => void queryClient.invalidateQueries(),
        refetchWatched: () => void refreshForAnyHubEvent(queryClient),
        dispatchServerEvent: (_, { name }) => {
          if (name === 'Logout') {
            session.send({ type: 'SIGN_OUT', reason: 'forced' });
            return;
          }
          // spec 000 §7: the events are passed on to the screens: what declared one in refreshOn loads again.
          void refreshForHubEvent(queryClient, name);
        },
      },
    }),
  );
  const hub = useActorRef(logic, { input: { online: navigator.onLine !== false } });

  useEffect(() => {
    const online = () => hub.send({ type: 'ONLINE' });
    const offline = () => hub.send({ type: 'OFFLINE' });
    const visibility = () => {
      if (document.visibilityState === 'visible') hub.send({ type: 'VISIBLE' });
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', visibility);
      hub.send({ type: 'STOP' });
    };
  }, [hub]);

  return null;
}
