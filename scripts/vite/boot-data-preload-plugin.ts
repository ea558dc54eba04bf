import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The modules of the first screen most visits open cold: the sign-in page and its layout. */
const FIRST_SCREEN = ['src/shell/layouts/AuthLayout.tsx', 'src/features/auth/LoginPage.tsx'];

/** What the site fetches before its first render, whatever the route (src/main.tsx). */
const BOOT_DATA = ['/app-config.json', '/locales/pt-BR/translation.json'];

interface OutputChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
}

/**
 * Lets the browser fetch, from the page's head, what it would otherwise ask for only once the main
 * script has run: the configuration and texts every boot reads, and the code of the sign-in screen
 * (modulepreload, with the chunks it imports). bench:web found them waiting on the main script's
 * evaluation, about half a second on a throttled phone (docs/quality.md). Another route's code still
 * loads as the router asks; the sign-in's few kilobytes are all a signed-in reload fetches in vain.
 */
export function firstScreenPreloadPlugin(): Plugin {
  return {
    name: 'balcao-first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (item): item is OutputChunk & typeof item => item.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        // The entry and its static imports are preloaded by Vite already.
        const loaded = new Set<string>();
        const visit = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported, into);
        };
        if (entry) visit(entry.fileName, loaded);
        const wanted = new Set<string>();
        for (const module of FIRST_SCREEN) {
          const chunk = chunks.find((item) => item.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
          if (!chunk) throw new Error(`${module} is not a chunk of the build: update FIRST_SCREEN`);
          visit(chunk.fileName, wanted);
        }
        const tags: HtmlTagDescriptor[] = BOOT_DATA.map((href) => ({
          tag: 'link',
          attrs: { rel: 'preload', href, as: 'fetch', crossorigin: 'anonymous' },
          injectTo: 'head',
        }));
        for (const file of [...wanted].filter((file) => !loaded.has(file)).sort()) {
          tags.push({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` }, injectTo: 'head' });
        }
        return tags;
      },
    },
  };
}
