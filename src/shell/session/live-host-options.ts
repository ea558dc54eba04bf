import { useMemo } from 'react';
import { useAccountConfig } from '../../api/queries.ts';
import { featuresOf } from '../../renderer/vocabulary/registry/flags.ts';
import type { LiveHostOptions } from '../../renderer/host/live-host.ts';
import { hostUserOf } from '../../renderer/host/screen-host.ts';
import { useAmountVisibility } from '../amount-visibility.tsx';
import { SessionContext } from './session-context.ts';

/**
 * What a live screen host needs from the shell: the signed-in user, the account's flags, the eye
 * toggle and the session machine (for `send` steps). `ready` is false while the flags are unknown,
 * since they decide what a screen shows (a failed read leaves every flag off).
 */
export function useLiveHostOptions(): { options: LiveHostOptions; ready: boolean } {
  const session = SessionContext.useActorRef();
  const user = SessionContext.useSelector((state) => state.context.user)!;
  const config = useAccountConfig(user.accountId);
  const { visible } = useAmountVisibility();
  const features = useMemo(() => featuresOf(config.data), [config.data]);
  const options = useMemo<LiveHostOptions>(
    () => ({
      user: hostUserOf(user),
      features,
      visible,
      machines: { session },
    }),
    [user, features, visible, session],
  );
  return { options, ready: !config.isPending };
}
