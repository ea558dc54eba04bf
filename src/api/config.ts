/** Settings the site reads at start from /app-config.json, so one build serves any bank and brand. */
export interface AppConfig {
  /** Base address of the bank API; empty means the site's own origin. */
  apiBaseUrl: string;
  merchantId: string;
  theme: string;
  /** spec 000 §9: inactivity timeout in seconds. */
  downtime: number;
  /** spec 000 §9: access-token lifetime asked for at sign-in, in seconds. */
  authExpires: number;
  /** spec 000 §9: browser storage is encrypted with a configured secret and a prefix. */
  storageSecret: string;
  storagePrefix: string;
  /**
   * Base address of the zip-code service (GET {zipCodeUrl}/ws/{cep}/json/). Production uses the public
   * service, https://viacep.com.br; empty means the site's own origin, where the sandbox answers.
   */
  zipCodeUrl: string;
  /** The analyst preview at /studio (always on under `npm run dev`). */
  studio: boolean;
  /**
   * How the approval dialog asks for the electronic password: the virtual keyboard of five pairs
   * (default, as Brazilian banks do) or six typed digits.
   */
  passwordEntry: 'keyboard' | 'digits';
}

const DEFAULTS: AppConfig = {
  apiBaseUrl: '',
  merchantId: 'demo',
  theme: 'default',
  downtime: 3600,
  authExpires: 600,
  storageSecret: 'balcao-storage',
  storagePrefix: 'balcao.',
  zipCodeUrl: '',
  studio: false,
  passwordEntry: 'keyboard',
};

let current: AppConfig = DEFAULTS;

export async function loadAppConfig(): Promise<AppConfig> {
  try {
    const response = await fetch('/app-config.json', { cache: 'no-cache' });
    if (response.ok) current = { ...DEFAULTS, ...((await response.json()) as Partial<AppConfig>) };
  } catch {
    // spec 000 §8: a bootstrap failure is swallowed; the defaults serve the same origin.
  }
  return current;
}

export function appConfig(): AppConfig {
  return current;
}
