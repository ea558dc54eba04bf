import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { DIST_DIR } from '../../../scripts/lib/site-build.ts';

const assets = () => readdirSync(path.join(DIST_DIR, 'assets')).filter((name) => name.endsWith('.js'));
const read = (name: string) => readFileSync(path.join(DIST_DIR, 'assets', name), 'utf8');

/**
 * The built site, as `npx tsx scripts/build.ts` (or `npm start`) leaves it in dist/: built when stale,
 * in its own process, since Vite builds for production only when NODE_ENV is not already "test".
 */
beforeAll(() => {
  const build = spawnSync(
    'npx',
    ['tsx', '-e', "import('./scripts/lib/site-build.ts').then((build) => build.buildSiteIfStale(() => undefined))"],
    {
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) throw new Error(`the build failed: ${build.stderr}`);
}, 180_000);

describe('the built site', () => {
  test('has no `new Function` and no `eval(`: the validators are precompiled, the page needs no unsafe-eval', () => {
    const offenders = assets().filter((name) => /new Function|\beval\(/.test(read(name)));
    expect(offenders).toEqual([]);
  });

  test('ships no schema compiler: ajv itself stays out, only its small runtime helpers go in', () => {
    const compilers = assets().filter((name) => /strictSchema|compileAsync|\$dynamicAnchor/.test(read(name)));
    expect(compilers).toEqual([]);
  });

  test('is a production build', () => {
    expect(assets().some((name) => read(name).includes('jsxDEV'))).toBe(false);
  });

  test('every form screen is its own lazy chunk with its validator functions', () => {
    const chunk = assets().find((name) => name.startsWith('address-form-'));
    expect(chunk).toBeDefined();
    expect(read(chunk!)).toContain('address.schema.json');
  });

  test("its page asks, from the head, for the configuration, the texts and the sign-in screen's code", () => {
    const html = readFileSync(path.join(DIST_DIR, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="preload" href="/app-config.json" as="fetch" crossorigin="anonymous">');
    expect(html).toContain('<link rel="preload" href="/locales/pt-BR/translation.json" as="fetch" crossorigin="anonymous">');
    const loginChunk = assets().find((name) => name.startsWith('LoginPage-'));
    expect(html).toContain(`<link rel="modulepreload" crossorigin="" href="/assets/${loginChunk}">`);
    // Each file once: the plugin adds only what Vite does not preload already.
    const preloaded = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(preloaded).size).toBe(preloaded.length);
  });
});
