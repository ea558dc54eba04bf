import { useMemo } from 'react';
import { useAccountConfig } from '../../api/queries.ts';
import { ScreenRoot } from '../../renderer/ScreenRoot.tsx';
import { createLiveHost } from '../../renderer/host/live-host.ts';
import type { FeatureName } from '../../renderer/screens/types.ts';
import { useAmountVisibility } from '../../shell/amount-visibility.tsx';
import { SessionContext } from '../../shell/session/session-context.ts';

const FEATURES: readonly FeatureName[] = [
  'cardEnable',
  'acquirerEnable',
  'consolidationEnable',
  'apiEnable',
  'pixKeyEnable',
  'limitsEnable',
  'recommendationEnable',
];

/** /account/transactions/extract: the statement screen file (screens/statement.json) with the live host. */
export function StatementPage() {
  const user = SessionContext.useSelector((state) => state.context.user)!;
  const config = useAccountConfig(user.accountId);
  const { visible } = useAmountVisibility();
  const features = useMemo(() => Object.fromEntries(FEATURES.map((name) => [name, config.data?.[name] === true])), [config.data]);
  const host = useMemo(
    () =>
      createLiveHost({
        user: {
          accountId: user.accountId,
          personId: user.personId,
          merchantId: user.merchantId,
          name: user.name,
          userName: user.userName,
          roles: user.roles,
        },
        features,
        visible,
      }),
    [user, features, visible],
  );
  // The flags decide what the screen shows: it waits for them (a failed read leaves every flag off).
  if (config.isPending) return null;
  return <ScreenRoot host={host} screenId="statement" />;
}
