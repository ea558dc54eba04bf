import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, type DemoAccountHolder } from '../../../src/sandbox/seed/demo-data.ts';
import type { RunningSandbox } from '../../../src/sandbox/start.ts';
import { openSessionFor } from '../../support/open-session.ts';

interface SiteConfig {
  authExpires: number;
  storageSecret: string;
  storagePrefix: string;
}

/**
 * A value sealed as the site's encrypted storage keeps it (src/api/secure-storage.ts): AES-GCM under
 * a key derived with HKDF-SHA-256 from the secret, salted with the prefix; the 12-byte IV, then the
 * ciphertext, in base64.
 */
async function seal(config: SiteConfig, value: unknown): Promise<string> {
  const { subtle } = globalThis.crypto;
  const encoder = new TextEncoder();
  const material = await subtle.importKey('raw', encoder.encode(config.storageSecret), 'HKDF', false, ['deriveKey']);
  const key = await subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode(config.storagePrefix), info: encoder.encode('balcao-storage') },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt'],
  );
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, key, encoder.encode(JSON.stringify(value))));
  return Buffer.concat([iv, sealed]).toString('base64');
}

/**
 * Opens a session for `key` as the sign-in page would (same expiry, two-factor pending when the
 * operator has it on), straight in the sandbox (tests/support/open-session.ts: no password check, so
 * no scrypt), and stores it in the page's session storage for the sandbox's origin: the next page of
 * the site opens signed in. The page is left on a plain JSON address of the sandbox, where no site
 * code runs. The tests of the sign-in itself use the form.
 */
export async function storeSession(page: Page, sandbox: RunningSandbox, key: DemoAccountHolder['key']): Promise<void> {
  const holder = DEMO_ACCOUNTS.find((each) => each.key === key)!;
  await storeSessionOf(page, sandbox, { accountId: holder.accountId, userName: holder.operator.userName });
}

/** The same, for any operator of any account (the bank's back-office operator, say). */
export async function storeSessionOf(
  page: Page,
  sandbox: RunningSandbox,
  operator: { accountId: string; userName: string },
): Promise<void> {
  const config = (await (await fetch(`${sandbox.url}/app-config.json`)).json()) as SiteConfig;
  const auth = await openSessionFor(sandbox, operator, config.authExpires);
  const sealed = await seal(config, auth);
  await page.goto(`${sandbox.url}/app-config.json`);
  await page.evaluate(([name, value]) => sessionStorage.setItem(name, value), [`${config.storagePrefix}auth`, sealed] as const);
}
