import { getLookup } from '../../api/lookups.ts';
import { lookupZipCode } from '../../api/zip-code.ts';
import { liveOperations } from '../operations/live-operations.ts';
import type { FeatureName } from '../screens/types.ts';
import type { HostUser, MachineHandle, ScreenHost } from './screen-host.ts';

export interface LiveHostOptions {
  user: HostUser | null;
  features?: Partial<Record<FeatureName, boolean>>;
  visible?: boolean;
  machines?: Record<string, MachineHandle>;
}

/** The host of the real site: every call goes to the bank's API. */
export function createLiveHost(options: LiveHostOptions): ScreenHost {
  return {
    mode: 'live',
    user: options.user,
    features: options.features ?? {},
    visible: options.visible ?? true,
    machines: options.machines ?? {},
    services: { lookup: getLookup, zipCode: (zipCode) => lookupZipCode(zipCode) },
    fetchData: (source, params) => liveOperations[source.operation](params),
    call: (operation, params, body) => liveOperations[operation](params, body),
  };
}
