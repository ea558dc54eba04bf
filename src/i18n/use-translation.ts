import type { i18n, TFunction } from 'i18next';
import { useTranslation as useI18nextTranslation } from 'react-i18next';

/** Each i18next instance's kept texts: by language, then by key. */
const kept = new WeakMap<i18n, Map<string, Map<string, unknown>>>();

function textsOf(texts: i18n, language: string): Map<string, unknown> {
  let languages = kept.get(texts);
  if (!languages) {
    const fresh = new Map<string, Map<string, unknown>>();
    // Texts added or taken away (a locale changed while the site runs, src/renderer/screens/hot-locales.ts) are said anew.
    const forget = () => fresh.forEach((keys) => keys.clear());
    texts.store.on('added', forget);
    texts.store.on('removed', forget);
    kept.set(texts, fresh);
    languages = fresh;
  }
  let keys = languages.get(language);
  if (!keys) languages.set(language, (keys = new Map()));
  return keys;
}

const remembered = new WeakMap<TFunction, TFunction>();

/**
 * A `t` that keeps what each key without options says, for every component of the page: i18next's
 * own walks its whole pipeline on every call (options copied, the key split, the resource looked up,
 * interpolation: about 13 µs here), and a page calls it for every label, cell and entry on each
 * render; on a 4x slower phone that was as much main-thread time as React's own rendering of the
 * statement. The kept texts are by language (react-i18next's `t` is fixed to one), and forgotten
 * when texts are added. Calls with options (values, a count) are translated every time.
 */
function remember(t: TFunction, texts: i18n): TFunction {
  const known = remembered.get(t);
  if (known) return known;
  const translate = t as unknown as ((...args: unknown[]) => unknown) & { lng?: string };
  const said = textsOf(texts, translate.lng ?? texts.language);
  const keeping = ((key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return translate(key, ...rest);
    if (said.has(key)) return said.get(key);
    const text = translate(key);
    said.set(key, text);
    return text;
  }) as unknown as TFunction;
  remembered.set(t, keeping);
  return keeping;
}

/**
 * react-i18next's `useTranslation`, its `t` keeping each plain key's text (`remember`) once the texts
 * are in: before, its `t` answers the key itself, which is not to be kept.
 */
export function useTranslation(): { t: TFunction; i18n: i18n; ready: boolean } {
  const { t, i18n, ready } = useI18nextTranslation();
  return { t: ready ? remember(t, i18n) : t, i18n, ready };
}
