import type { HtmlTagDescriptor, Plugin } from 'vite';

/** What the site fetches before its first render, whatever the route (src/main.tsx). */
const BOOT_DATA = ['/app-config.json', '/locales/pt-BR/translation.json'];

/**
 * Lets the browser fetch, from the page's head, the configuration and texts every boot reads, beside
 * the first script rather than once it has run: bench:web found them waiting on the script's
 * evaluation, about half a second on a throttled phone (docs/quality.md). The code of the first
 * screen comes in the boot chunk (vite.config.ts, `codeSplitting`), which Vite preloads itself.
 */
export function bootDataPreloadPlugin(): Plugin {
  return {
    name: 'balcao-boot-data-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (): HtmlTagDescriptor[] =>
        BOOT_DATA.map((href) => ({
          tag: 'link',
          attrs: { rel: 'preload', href, as: 'fetch', crossorigin: 'anonymous' },
          injectTo: 'head',
        })),
    },
  };
}
