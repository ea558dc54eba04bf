import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright';
import { CHROMIUM_ARGS } from './chromium-args.ts';
import { DEMO_BRANCH, type DemoAccountHolder } from '../../src/sandbox/seed/demo-data.ts';

/** Chromium's own slowdown of the page's main thread, as Lighthouse's mobile profile uses. */
export const CPU_SLOWDOWN = 4;

/** A device and network the benches slow the page down to (CDP Emulation and Network throttling). */
export interface Profile {
  name: string;
  description: string;
  cpuSlowdown: number;
  /** Network.emulateNetworkConditions: latency in ms, throughputs in bytes per second. */
  network: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

const kbit = (value: number) => (value * 1000) / 8;

/** A mid-range 4G connection: 40 ms round trip, 10 Mbit/s down, 5 Mbit/s up; the CPU 4x slower. */
export const TODAY_PROFILE: Profile = {
  name: 'today',
  description: '40 ms RTT, 10 Mbit/s down, 5 Mbit/s up, CPU 4x slower',
  cpuSlowdown: CPU_SLOWDOWN,
  network: { latency: 40, downloadThroughput: kbit(10_000), uploadThroughput: kbit(5_000) },
};

/**
 * Lighthouse's mobile profile (its `mobileSlow4G` throttling: 150 ms RTT, 1,638.4 kbit/s down,
 * 750 kbit/s up, CPU 4x slower), applied as Chromium's request-level throttling: Lighthouse itself
 * simulates it by default (scripts/lighthouse.ts), so the two differ a little, by design.
 */
export const MOBILE_PROFILE: Profile = {
  name: 'mobile',
  description: '150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower (Lighthouse mobile)',
  cpuSlowdown: CPU_SLOWDOWN,
  network: { latency: 150, downloadThroughput: kbit(1638.4), uploadThroughput: kbit(750) },
};

/** Today's profile's network, for the benches that name it alone. */
export const NETWORK = TODAY_PROFILE.network;

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own download. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  return chromium.launch({
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** Slows the page down to the bench's device and, with `withNetwork`, its network (today's profile unless told). */
export async function throttle(cdp: CDPSession, withNetwork: boolean, profile: Profile = TODAY_PROFILE): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  if (withNetwork) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  }
}

export async function unthrottle(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/** Who signs in: an account holder of the demo data, or the bank's back-office operator. */
export interface BenchUser {
  number: string;
  userName: string;
  password: string;
  /** Where the site lands them. */
  landing: string;
}

export const holderUser = (holder: DemoAccountHolder): BenchUser => ({
  number: holder.number,
  userName: holder.operator.userName,
  password: holder.operator.password,
  landing: '/account/home',
});

/** Signs in through the sign-in page, as a person would, and waits for the page the site lands them on. */
export async function signInOnPage(page: Page, base: string, who: BenchUser): Promise<void> {
  await page.goto(`${base}/auth/login`);
  await page.getByLabel('Agência', { exact: true }).fill(DEMO_BRANCH.code);
  await page.getByLabel('Conta', { exact: true }).fill(who.number);
  await page.getByLabel('Usuário', { exact: true }).fill(who.userName);
  await page.getByLabel('Senha', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname === who.landing);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/** Writes a bench's figures to reports/NAME.json. */
export function writeReport(name: string, report: unknown): string {
  mkdirSync('reports', { recursive: true });
  const file = path.join('reports', `${name}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
