import { ScreenRoot } from '../../renderer/ScreenRoot.tsx';
import { useCardHost } from './use-card-host.ts';

const NO_MACHINES = {};

/** /account/cartao: the card holders grid (screens/card-holders.json). */
export function CardHoldersPage() {
  const host = useCardHost(NO_MACHINES);
  return host ? <ScreenRoot host={host} screenId="card-holders" /> : null;
}
