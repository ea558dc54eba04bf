import type { BankConfiguration } from '../generated/schemas.ts';
import { getBankConfiguration } from './authentication.ts';

/**
 * The bank configuration (spec 000 §3) is read once per page load and shared: the login needs the
 * merchant's name and settings before anything else, without waiting for the account area's code.
 */
let pending: Promise<BankConfiguration | null> | null = null;

export function bankConfiguration(): Promise<BankConfiguration | null> {
  pending ??= getBankConfiguration().catch(() => {
    pending = null;
    return null;
  });
  return pending;
}

/**
 * spec 000 §1: opening an account is available only when the bank configuration's
 * openAccountEnabled is on; off by default, and off when the configuration cannot be read.
 */
export async function isOpenAccountEnabled(): Promise<boolean> {
  return (await bankConfiguration())?.openAccountEnabled === true;
}
