import { useContext, useSyncExternalStore } from 'react';
import type { i18n, TFunction } from 'i18next';
import { getI18n, I18nContext } from 'react-i18next';

/** What a component gets to say its texts with. */
export interface Texts {
  t: TFunction;
  i18n: i18n;
  ready: boolean;
}

/** One i18next instance as the page's components watch it: one subscription to it, whatever their number. */
interface Watched {
  texts: Texts;
  subscribe: (listener: () => void) => () => void;
  read: () => Texts;
}

const watchedInstances = new WeakMap<i18n, Watched>();

/** Before the texts are in, a key says itself. */
const notReady = ((key: unknown) => (Array.isArray(key) ? key[key.length - 1] : key)) as unknown as TFunction;

/**
 * A `t` that keeps what each key without options says: i18next's own walks its whole pipeline on
 * every call (options copied, the key split, the resource looked up, interpolation: about 13 µs
 * here), and a page calls it for every label, cell and entry on each render; on a 4x slower phone
 * that was as much main-thread time as React's own rendering of the statement. Calls with options
 * (values, a count) are translated every time.
 */
function remember(translate: (...args: unknown[]) => unknown): TFunction {
  const said = new Map<string, unknown>();
  return ((key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return translate(key, ...rest);
    if (said.has(key)) return said.get(key);
    const text = translate(key);
    said.set(key, text);
    return text;
  }) as unknown as TFunction;
}

function textsOf(instance: i18n): Texts {
  const ready = Boolean(instance.isInitialized || instance.initializedStoreOnce);
  if (!ready) return { t: notReady, i18n: instance, ready };
  const fixed = instance.getFixedT(instance.language) as unknown as (...args: unknown[]) => unknown;
  return { t: remember(fixed), i18n: instance, ready };
}

/**
 * Watches an instance once for the whole page. react-i18next's `useTranslation` costs every component
 * a dozen hooks, a copy of the options on each render, a fixed `t` and two event subscriptions; with
 * a hundred components on a page that was about 35 ms of a phone's main thread a load. Here a change
 * of language, or texts added or taken away (a locale changed while the site runs,
 * src/renderer/screens/hot-locales.ts), makes new texts (a new `t`, its kept texts forgotten) and
 * tells the components, which only read them.
 */
function watch(instance: i18n): Watched {
  const known = watchedInstances.get(instance);
  if (known) return known;
  const listeners = new Set<() => void>();
  let storeWatched = false;
  const watched: Watched = {
    texts: textsOf(instance),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read: () => watched.texts,
  };
  const renew = () => {
    watchStore();
    watched.texts = textsOf(instance);
    listeners.forEach((listener) => listener());
  };
  // The store only exists once the instance is initialised.
  const watchStore = () => {
    if (storeWatched || !instance.store) return;
    storeWatched = true;
    instance.store.on('added', renew);
    instance.store.on('removed', renew);
  };
  watchStore();
  instance.on('initialized', renew);
  instance.on('languageChanged', renew);
  watchedInstances.set(instance, watched);
  return watched;
}

/**
 * The texts of the instance in context (react-i18next's `I18nextProvider`) or else the one
 * `initReactI18next` registered; the component renders again when the language or the texts change.
 */
export function useTranslation(): Texts {
  const watched = watch(useContext(I18nContext)?.i18n ?? getI18n());
  return useSyncExternalStore(watched.subscribe, watched.read, watched.read);
}
