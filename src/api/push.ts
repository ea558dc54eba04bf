import type { Device, DeviceRegistration } from '../generated/schemas.ts';
import { readStored, writeStored } from './secure-storage.ts';
import { http } from './http.ts';

/**
 * The push provider's options, read at start from a json asset (spec 000 §7: "A push-provider
 * options file is read at startup from a json asset"). `webpush` subscribes through the browser's
 * Push API with the provider's public (VAPID) key; without a key the device registers with a local
 * token, and only notifications that reach the open site (foreground) show.
 */
export interface PushConfig {
  provider: 'webpush' | 'none';
  vapidPublicKey: string | null;
  serviceWorker: string;
  icon: string | null;
}

const DEFAULT_PUSH_CONFIG: PushConfig = { provider: 'none', vapidPublicKey: null, serviceWorker: '/sw.js', icon: null };

export async function loadPushConfig(): Promise<PushConfig> {
  try {
    const response = await fetch('/push-config.json', { cache: 'no-cache' });
    if (response.ok) return { ...DEFAULT_PUSH_CONFIG, ...((await response.json()) as Partial<PushConfig>) };
  } catch {
    // spec 000 §8: other push errors are silent; the defaults keep the site working.
  }
  return DEFAULT_PUSH_CONFIG;
}

export type BrowserPushPermission = 'default' | 'granted' | 'denied' | 'unsupported';

export function browserPermission(): BrowserPushPermission {
  if (typeof Notification === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported';
  return Notification.permission;
}

export async function requestPushPermission(): Promise<BrowserPushPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

/** spec 000 §9: the device id is a generated unique id kept in local storage (encrypted). */
const DEVICE = 'device';
const REGISTERED = 'deviceRegistered';

export function deviceId(): string {
  const stored = readStored<string>(DEVICE);
  if (stored) return stored;
  const id = crypto.randomUUID();
  void writeStored('local', DEVICE, id);
  return id;
}

/** spec 000 §4: registration is attempted once per session; the mark lives in session storage. */
export function deviceRegisteredThisSession(): boolean {
  return readStored<boolean>(REGISTERED) === true;
}

const DISMISSED = 'pushPromptDismissed';

export function pushPromptDismissed(): boolean {
  return readStored<boolean>(DISMISSED) === true;
}

export function dismissPushPrompt(): void {
  // Per device: the question does not come back at the next sign-in on this browser.
  void writeStored('local', DISMISSED, true);
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = (text + '='.repeat((4 - (text.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Registers the service worker and answers the push token: the Web Push subscription, or a local token. */
export async function fetchPushToken(config: PushConfig): Promise<string> {
  await navigator.serviceWorker.register(config.serviceWorker, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  if (config.provider !== 'webpush' || !config.vapidPublicKey) return `local:${deviceId()}`;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(config.vapidPublicKey),
    }));
  return JSON.stringify(subscription.toJSON());
}

/** The browser in the words of spec 000 §3: brand (the browser), os, model (the user agent). */
function describeBrowser(): Pick<DeviceRegistration, 'os' | 'brand' | 'model' | 'deviceType'> {
  const agent = navigator.userAgent;
  const brand = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'Browser';
  const os = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : 'other';
  return { os, brand, model: agent.slice(0, 512), deviceType: /Mobi/.test(agent) ? 'mobile' : 'desktop' };
}

/** POST /api/Accounts/{id}/Devices (spec 000 §7). */
export async function registerDevice(accountId: string, token: string): Promise<Device> {
  const body: DeviceRegistration = { name: deviceId(), token, ...describeBrowser() };
  const { data } = await http.post<Device>(`/api/Accounts/${encodeURIComponent(accountId)}/Devices`, body);
  void writeStored('session', REGISTERED, true);
  return data;
}

export interface ForegroundPush {
  title: string;
  body: string;
}

/** Messages the service worker hands to the open site instead of showing a system notification. */
export function onForegroundPush(listener: (push: ForegroundPush) => void): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  const handler = (event: MessageEvent) => {
    const data = event.data as { type?: string; title?: unknown; body?: unknown } | null;
    if (data?.type === 'push' && typeof data.title === 'string') listener({ title: data.title, body: String(data.body ?? '') });
  };
  navigator.serviceWorker.addEventListener('message', handler);
  return () => navigator.serviceWorker.removeEventListener('message', handler);
}
