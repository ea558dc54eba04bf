import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeFirstPaintPages } from './first-paint.ts';
import { writeRoutePages } from './route-pages.ts';

/** What the built site is made of; the sandbox's own code is not part of it. The screens plugin uses scripts/lib (bundling, inlining, the check). */
const INPUTS = [
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'src',
  'public',
  'screens',
  'schemas',
  'scripts/vite',
  'scripts/lib',
];
const EXCLUDED = [path.join('src', 'sandbox')];
export const DIST_DIR = path.resolve('dist');
const STAMP = path.join(DIST_DIR, '.build-hash');

function files(entry: string): string[] {
  if (!existsSync(entry) || EXCLUDED.includes(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => files(path.join(entry, name)));
}

/** A hash of every input's path and content: a checkout or an edit changes it, a `touch` does not. */
export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files)) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

export function isBuildFresh(): boolean {
  return existsSync(path.join(DIST_DIR, 'index.html')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === sourceHash();
}

/** Builds the site with Vite when it is missing or stale. */
export async function buildSiteIfStale(log: (line: string) => void = console.log): Promise<boolean> {
  if (isBuildFresh()) return false;
  log('Building the site (first start or sources changed)...');
  await buildSite();
  return true;
}

/** Builds the site with Vite, whatever dist/ holds (the benches measure what they built); answers the sources' hash. */
export async function buildSite(): Promise<string> {
  const hash = sourceHash();
  const { build } = await import('vite');
  // Always a production build, whatever NODE_ENV the calling process has (vitest sets "test").
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ logLevel: 'warn', mode: 'production' });
    await writeFirstPaintPages(DIST_DIR);
    writeRoutePages(DIST_DIR);
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  writeFileSync(STAMP, hash);
  return hash;
}
