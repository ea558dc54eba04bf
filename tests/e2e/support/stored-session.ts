import type { Page } from '@playwright/test';
import type { AuthData } from '../../../src/generated/schemas.ts';
import { DEMO_ACCOUNTS, type DemoAccountHolder } from '../../../src/sandbox/seed/demo-data.ts';
import type { RunningSandbox } from '../../../src/sandbox/start.ts';

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
 * Signs `key` in through the API, as the sign-in page would (same call, same expiry), and stores the
 * session in the page's session storage for the sandbox's origin: the next page of the site opens
 * signed in. The page is left on a plain JSON address of the sandbox, where no site code runs.
 */
export async function storeSession(page: Page, sandbox: RunningSandbox, key: DemoAccountHolder['key']): Promise<void> {
  const holder = DEMO_ACCOUNTS.find((each) => each.key === key)!;
  await storeSessionOf(page, sandbox, { accountId: holder.accountId, ...holder.operator }, key);
}

/** The same, for any operator of any account (the bank's back-office operator, say). */
export async function storeSessionOf(
  page: Page,
  sandbox: RunningSandbox,
  operator: { accountId: string; userName: string; password: string },
  key: string = operator.userName,
): Promise<void> {
  const holder = { accountId: operator.accountId, operator };
  const config = (await (await fetch(`${sandbox.url}/app-config.json`)).json()) as SiteConfig;
  const answer = await fetch(`${sandbox.url}/api/Authentication/Account/${holder.accountId}/SignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      operator: holder.operator.userName,
      password: holder.operator.password,
      expires: String(config.authExpires),
    }).toString(),
  });
  if (!answer.ok) throw new Error(`sign-in of ${key} answered ${answer.status}: ${await answer.text()}`);
  const auth = (await answer.json()) as AuthData;
  const sealed = await seal(config, auth);
  await page.goto(`${sandbox.url}/app-config.json`);
  await page.evaluate(([name, value]) => sessionStorage.setItem(name, value), [`${config.storagePrefix}auth`, sealed] as const);
}
