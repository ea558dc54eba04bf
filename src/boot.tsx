import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadHttpClient } from './api/http.ts';
import { startPage } from './api/page-start.ts';
import { initI18n } from './i18n/index.ts';
import { applyTheme } from './shell/theme.ts';
import { App } from './shell/App.tsx';
import { preloadRoutesOf } from './shell/routes.tsx';
import { guardConsole } from './shell/console-guard.ts';
import { preloadSessionRuntime } from './shell/session/session-context.ts';

/**
 * Reads the configuration, the texts and the stored session, then renders the site (src/main.tsx
 * starts it). `painted`: the page's HTML is its first paint (scripts/lib/first-paint.ts).
 */
export async function boot(painted: boolean): Promise<void> {
  if (import.meta.env.PROD) guardConsole();
  // The page's code and texts load alongside the configuration: none of them needs it.
  preloadRoutesOf(window.location.pathname);
  // The session and the HTTP client are not needed to render, but a page other than the sign-in
  // (whose HTML already shows it) calls the bank as soon as it has: they load beside the rest.
  if (!painted) {
    preloadSessionRuntime();
    preloadHttpClient();
  }
  const texts = initI18n();
  texts.catch(() => undefined);
  // Asked for by the page's first script unless painted (src/main.tsx); then, on a painted page.
  const config = await startPage(!painted);
  applyTheme(config.theme);
  await texts;
  // A transition renders in slices between which the page answers: the sign-in page is already
  // painted from its HTML (scripts/lib/first-paint.ts), so its live copy need not block the main thread.
  startTransition(() => createRoot(document.getElementById('root')!).render(<App />));
  // On the sign-in, the session and the HTTP client come right after the render, before the first call needs them.
  if (painted) {
    preloadSessionRuntime();
    preloadHttpClient();
  }
}
