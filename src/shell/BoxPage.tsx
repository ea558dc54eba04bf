import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { boxes } from 'virtual:balcao-boxes';
import type { SessionEvent } from '../machines/session.machine.ts';
import { bankConfiguration } from '../api/bank-configuration.ts';
import type { BankConfiguration } from '../generated/schemas.ts';
import { BoxView, type BoxMachine } from '../renderer/box/BoxView.tsx';
import { landingOf } from '../renderer/site/site-manifest.ts';
import { bankFeaturesOf } from '../renderer/vocabulary/registry/flags.ts';
import { FirstPaint } from './first-paint.ts';
import { SessionContext } from './session/session-context.ts';

/**
 * A route of the box layout: the box screen (the sign-in, screens/auth/sign-in.json), driven by the
 * session machine; once signed in, where the manifest lands the user (or the address the sign-in was
 * asked for).
 */
export function BoxPage({ screenId }: { screenId: string }) {
  const [params] = useSearchParams();
  const session = SessionContext.useActorRef();
  const state = SessionContext.useSelector((snapshot) => String(snapshot.value));
  const context = SessionContext.useSelector((snapshot) => snapshot.context);
  // The copy in the page's HTML takes no input: the live box replaces it a moment later.
  const firstPaint = useContext(FirstPaint);
  // The bank's flags its buttons may ask for (the link to account opening): read once the box is live.
  const [bank, setBank] = useState<BankConfiguration | null>(null);
  useEffect(() => {
    if (firstPaint) return undefined;
    let live = true;
    void bankConfiguration().then((read) => live && setBank(read));
    return () => {
      live = false;
    };
  }, [firstPaint]);
  const features = useMemo(() => bankFeaturesOf(bank), [bank]);
  const machine = useMemo<BoxMachine>(
    () => ({
      state,
      context: context as unknown as Record<string, unknown>,
      send: (event) => session.send(event as SessionEvent),
    }),
    [state, context, session],
  );
  // A box's steps (the change-password dialog) run with the user the session knows.
  const loadHost = useCallback(async () => {
    const { createLiveHost } = await import('../renderer/host/live-host.ts');
    const user = session.getSnapshot().context.user;
    return createLiveHost({
      user: user && {
        accountId: user.accountId,
        personId: user.personId,
        name: user.name,
        userName: user.userName,
        roles: user.roles,
      },
      machines: { session: { send: (event) => session.send(event as SessionEvent) } },
    });
  }, [session]);
  if (state === 'signedIn') return <Navigate to={landingOf(context.user?.roles ?? [], params.get('redirect'))} replace />;
  const screen = boxes[screenId];
  if (!screen) return null;
  return <BoxView screen={screen} boxes={boxes} machine={machine} inert={firstPaint} loadHost={loadHost} features={features} />;
}
