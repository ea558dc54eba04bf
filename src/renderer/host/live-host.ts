import { getAccountConfig } from '../../api/accounts.ts';
import { bankConfiguration } from '../../api/bank-configuration.ts';
import { appConfig } from '../../api/config.ts';
import { getLookup } from '../../api/lookups.ts';
import { lookupZipCode } from '../../api/zip-code.ts';
import { loadOperationWord } from '../vocabulary/registry/operation-loader.ts';
import type { FeatureName } from '../screens/types.ts';
import type { HostUser, MachineHandle, ScreenHost } from './screen-host.ts';

export interface LiveHostOptions {
  user: HostUser | null;
  features?: Partial<Record<FeatureName, boolean>>;
  visible?: boolean;
  machines?: Record<string, MachineHandle>;
}

/**
 * spec 000 §9: PASSWORD when the configuration does not say; the account's choices of method from its
 * config (none when it cannot be read); the keyboard unless the site's config asks for digits.
 */
async function approvalSettings(user: HostUser | null) {
  const [configuration, account] = await Promise.all([
    bankConfiguration(),
    user?.accountId ? getAccountConfig(user.accountId).catch(() => null) : null,
  ]);
  return {
    method: configuration?.methodApproveTransaction ?? 'PASSWORD',
    keyboard: appConfig().passwordEntry !== 'digits',
    methods: account?.approvalMethods ?? [],
  };
}

/** The host of the real site: every call goes to the bank's API. */
export function createLiveHost(options: LiveHostOptions): ScreenHost {
  return {
    mode: 'live',
    user: options.user,
    features: options.features ?? {},
    visible: options.visible ?? true,
    machines: options.machines ?? {},
    services: {
      lookup: getLookup,
      zipCode: (zipCode) => lookupZipCode(zipCode),
      approvalSettings: () => approvalSettings(options.user),
    },
    fetchData: (source, params) => loadOperationWord(source.operation).then((word) => word.run(params)),
    call: (operation, params, body, options) => loadOperationWord(operation).then((word) => word.run(params, body, options)),
  };
}
