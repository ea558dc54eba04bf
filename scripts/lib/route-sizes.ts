import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBudget {
  budgetKb: number;
  modules: string[];
}

/**
 * The JavaScript files a route loads before its first render: its modules and their static imports,
 * and the entry's dynamic imports, the boot stages src/main.tsx always loads.
 */
export function routeFiles(manifest: Manifest, modules: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.isEntry ? (chunk.dynamicImports ?? []) : [])]) visit(imported);
  };
  modules.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

export function gzipKb(distDir: string, files: string[]): number {
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length, 0);
  return bytes / 1024;
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}
