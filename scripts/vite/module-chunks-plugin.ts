import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the build says which chunk holds each module (scripts/lib/route-sizes.ts reads it). */
export const MODULE_CHUNKS_FILE = '.vite/module-chunks.json';

/**
 * Writes, beside Vite's manifest, the chunk of every module of the project (`src/…`, and the screen
 * files' virtual modules by name): the manifest names a lazily imported module only when it has a
 * chunk of its own, and a chunk group (scripts/vite/core-chunk.ts) puts several in one.
 */
export function moduleChunksPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'balcao-module-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const key = id.startsWith('\0') ? id.slice(1) : path.relative(root, id).split(path.sep).join('/');
          if (!key.startsWith('..') && !key.startsWith('node_modules/')) chunks[key] = output.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: MODULE_CHUNKS_FILE, source: `${JSON.stringify(chunks, null, 1)}\n` });
    },
  };
}
