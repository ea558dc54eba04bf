import { useEffect } from 'react';
import { onSessionExpired } from '../../api/http.ts';
import { SessionContext } from './session-context.ts';

/** Connects the HTTP layer's expiry report to the session machine. */
export function SessionBridge(): null {
  const session = SessionContext.useActorRef();
  useEffect(() => onSessionExpired(() => session.send({ type: 'SESSION_EXPIRED' })), [session]);
  return null;
}
