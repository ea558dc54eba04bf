/**
 * Browser storage encrypted with a configured secret and prefix (spec 000 §9). Values are AES-GCM
 * under a key derived (HKDF) from the secret; entries are named prefix + name. Reads are synchronous
 * from a cache filled once at start; writes update the cache at once and reach storage a moment later.
 *
 * The secret ships with the site, so this keeps stored data unreadable to casual inspection and to
 * other scripts that read storage by name; it is not a defence against code running in the page.
 */
export type StorageArea = 'session' | 'local';

interface Entry {
  area: StorageArea;
  value: unknown;
}

const cache = new Map<string, Entry>();
const versions = new Map<string, number>();
let key: CryptoKey | null = null;
let prefix = 'balcao.';

function storageOf(area: StorageArea): Storage | undefined {
  return area === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function deriveKey(secret: string, salt: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode(salt), info: encoder.encode('balcao-storage') },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

async function encrypt(value: unknown): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key!, encoder.encode(JSON.stringify(value))),
  );
  const joined = new Uint8Array(iv.length + sealed.length);
  joined.set(iv);
  joined.set(sealed, iv.length);
  return toBase64(joined);
}

async function decrypt(text: string): Promise<unknown> {
  const bytes = fromBase64(text);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, key!, bytes.slice(12));
  return JSON.parse(decoder.decode(plain)) as unknown;
}

/** Derives the key and reads every entry of ours; entries that do not decrypt (another secret) are dropped. */
export async function openSecureStorage(options: { secret: string; prefix: string }): Promise<void> {
  prefix = options.prefix;
  key = await deriveKey(options.secret, options.prefix);
  cache.clear();
  for (const area of ['local', 'session'] as const) {
    const storage = storageOf(area);
    if (!storage) continue;
    for (const name of Object.keys(storage).filter((stored) => stored.startsWith(prefix))) {
      try {
        cache.set(name.slice(prefix.length), { area, value: await decrypt(storage.getItem(name) ?? '') });
      } catch {
        storage.removeItem(name);
      }
    }
  }
}

export function readStored<T>(name: string): T | null {
  return (cache.get(name)?.value as T | undefined) ?? null;
}

/** Keeps a value; `written` resolves once it is in storage. */
export function writeStored(area: StorageArea, name: string, value: unknown): Promise<void> {
  cache.set(name, { area, value });
  const version = (versions.get(name) ?? 0) + 1;
  versions.set(name, version);
  if (!key) return Promise.resolve();
  return encrypt(value).then((sealed) => {
    // A later write or removal wins over this one.
    if (versions.get(name) === version) storageOf(area)?.setItem(prefix + name, sealed);
  });
}

export function removeStored(name: string): void {
  const entry = cache.get(name);
  cache.delete(name);
  versions.set(name, (versions.get(name) ?? 0) + 1);
  storageOf(entry?.area ?? 'session')?.removeItem(prefix + name);
  storageOf('local')?.removeItem(prefix + name);
}

/** spec 000 §4: sign-out removes all session entries. */
export function clearSessionEntries(): void {
  for (const [name, entry] of [...cache]) if (entry.area === 'session') removeStored(name);
  const session = storageOf('session');
  if (session) for (const name of Object.keys(session).filter((stored) => stored.startsWith(prefix))) session.removeItem(name);
}

/**
 * Seals a value with the storage key, for stores other than the two above (the registration
 * draft's IndexedDB): the same AES-GCM, so every place the site keeps data is encrypted alike.
 */
export async function sealValue(value: unknown): Promise<string> {
  if (!key) throw new Error('secure storage is not open');
  return encrypt(value);
}

/** The value a `sealValue` text holds; throws when it was sealed under another secret. */
export async function openSealedValue(text: string): Promise<unknown> {
  if (!key) throw new Error('secure storage is not open');
  return decrypt(text);
}
