import type { HtmlTagDescriptor, Plugin } from 'vite';

/** What the site fetches before its first render, whatever the route (src/boot.tsx). */
const BOOT_DATA = ['/app-config.json', '/locales/pt-BR/translation.json'];

/** The chunks src/main.tsx imports one after the other (vite.config.ts, `codeSplitting`). */
const BOOT_CHUNKS = ['react', 'boot'];

interface OutputChunk {
  type: 'chunk';
  name: string;
  fileName: string;
  imports: string[];
  isEntry: boolean;
}

/**
 * Lets the browser fetch, from the page's head, what every boot needs beside the first script
 * rather than once it has run: the configuration and texts, and the code of the two boot stages
 * with the chunks they import. bench:web found them waiting on the script's evaluation, about half a
 * second on a throttled phone (docs/quality.md).
 */
export function bootDataPreloadPlugin(): Plugin {
  return {
    name: 'balcao-boot-data-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (item): item is OutputChunk & typeof item => item.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        const visit = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported, into);
        };
        // The entry and its static imports are preloaded by Vite already.
        const loaded = new Set<string>();
        if (entry) visit(entry.fileName, loaded);
        const wanted = new Set<string>();
        for (const name of BOOT_CHUNKS) {
          const chunk = chunks.find((item) => item.name === name && !item.isEntry);
          if (!chunk) throw new Error(`no chunk named ${name} in the build: update BOOT_CHUNKS or vite.config.ts`);
          visit(chunk.fileName, wanted);
        }
        const tags: HtmlTagDescriptor[] = BOOT_DATA.map((href) => ({
          tag: 'link',
          attrs: { rel: 'preload', href, as: 'fetch', crossorigin: 'anonymous', 'data-boot': '' },
          injectTo: 'head',
        }));
        for (const file of [...wanted].filter((file) => !loaded.has(file)).sort()) {
          tags.push({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}`, 'data-boot': '' }, injectTo: 'head' });
        }
        return tags;
      },
    },
  };
}
