import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { SandboxContext } from '../../../src/sandbox/context.ts';
import { registerErrorAnswers } from '../../../src/sandbox/http-errors.ts';
import { registerSecurityHeaders } from '../../../src/sandbox/security-headers.ts';
import type { SandboxConfig } from '../../../src/sandbox/config.ts';
import { registerSite } from '../../../src/sandbox/site.ts';

const shell = (root: string) =>
  `<link id="theme-stylesheet" rel="stylesheet" href="/themes/default/theme.css" /><div id="root">${root}</div>`;

let siteDir: string;
let app: FastifyInstance;

async function serve(theme: string, withHeaders = false): Promise<FastifyInstance> {
  app = Fastify({ logger: false });
  const config = { siteDir, theme, apiBaseUrl: '', merchantId: 'demo', storageSecret: 's', zipCodeUrl: '', studio: false };
  if (withHeaders) registerSecurityHeaders(app, config as unknown as SandboxConfig, () => []);
  await registerSite(app, { config } as unknown as SandboxContext, registerErrorAnswers(app));
  return app;
}

beforeEach(() => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'balcao-site-'));
  writeFileSync(path.join(siteDir, 'index.html'), shell(''));
  mkdirSync(path.join(siteDir, 'auth', 'login'), { recursive: true });
  writeFileSync(
    path.join(siteDir, 'auth', 'login', 'index.html'),
    shell('<img src="/themes/default/logo.svg"><h1>Acesse sua conta</h1>'),
  );
  for (const theme of ['default', 'nostrum']) {
    mkdirSync(path.join(siteDir, 'themes', theme), { recursive: true });
    writeFileSync(path.join(siteDir, 'themes', theme, 'theme.css'), '');
  }
});

afterEach(async () => {
  await app?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

describe('the site server', () => {
  test('answers a route with its first-paint page when the build wrote one, whatever its case and query', async () => {
    await serve('default');
    for (const url of ['/auth/login', '/Auth/Login?redirect=%2Faccount', '/auth/login/']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain('<h1>Acesse sua conta</h1>');
    }
  });

  test('answers any other route, and paths that are not plain routes, with the empty shell', async () => {
    await serve('default');
    for (const url of ['/account/home', '/auth', '/', '/auth/login%2F..', '/auth/..%2Fauth/login']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(shell(''));
    }
  });

  test("puts the configured theme's stylesheet and logo in the HTML, so the brand paints from the first frame", async () => {
    await serve('nostrum');
    const response = await app.inject({ url: '/auth/login' });
    expect(response.body).toContain('href="/themes/nostrum/theme.css"');
    expect(response.body).toContain('src="/themes/nostrum/logo.svg"');
    expect(response.body).not.toContain('/themes/default/');
  });

  test("writes the configured brand's stylesheet into a page that carries its stylesheets, and lets the policy apply those alone, by hash", async () => {
    const brands = { default: ':root { --color-primary: #0b5cab; }', nostrum: ':root { --color-primary: #7a1f5c; }' };
    for (const [theme, css] of Object.entries(brands))
      writeFileSync(path.join(siteDir, 'themes', theme, 'theme.css'), `${css}\n`);
    mkdirSync(path.join(siteDir, 'assets'));
    writeFileSync(path.join(siteDir, 'assets', 'index-Ab12.css'), 'h1{margin:0}\n');
    writeFileSync(
      path.join(siteDir, 'auth', 'login', 'index.html'),
      `<style id="theme-stylesheet" data-href="/themes/default/theme.css">${brands.default}</style>` +
        '<style data-href="/assets/index-Ab12.css">h1{margin:0}</style><div id="root"><h1>Acesse sua conta</h1></div>',
    );
    const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const styleSource = (policy: unknown) =>
      String(policy)
        .split('; ')
        .find((directive) => directive.startsWith('style-src'));
    for (const theme of ['nostrum', 'default'] as const) {
      await serve(theme, true);
      const page = await app.inject({ url: '/auth/login' });
      expect(page.body).toContain(`<style id="theme-stylesheet" data-href="/themes/${theme}/theme.css">${brands[theme]}</style>`);
      expect(styleSource(page.headers['content-security-policy'])).toBe(
        `style-src 'self' ${sha256(brands[theme])} ${sha256('h1{margin:0}')}`,
      );
      // A page without them allows no inline style.
      const shellPage = await app.inject({ url: '/account/home' });
      expect(styleSource(shellPage.headers['content-security-policy'])).toBe("style-src 'self'");
      await app.close();
    }
  });

  test('compresses the HTML for a browser that accepts gzip', async () => {
    await serve('default');
    const response = await app.inject({ url: '/auth/login', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toContain('<h1>Acesse sua conta</h1>');
  });

  test('answers HEAD as GET without the body, the home page included', async () => {
    await serve('default');
    for (const url of ['/', '/auth/login', '/account/home', '/themes/default/theme.css']) {
      const [get, head] = [await app.inject({ url }), await app.inject({ method: 'HEAD', url })];
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.body, url).toBe('');
    }
  });

  test('lets a browser keep the hashed assets for a year and asks it to check everything else, the brotli copy included', async () => {
    mkdirSync(path.join(siteDir, 'assets'));
    writeFileSync(path.join(siteDir, 'assets', 'boot-Ab12.js'), 'export {};');
    writeFileSync(path.join(siteDir, 'assets', 'boot-Ab12.js.br'), 'compressed');
    await serve('default');
    for (const headers of [{}, { 'accept-encoding': 'br, gzip' }]) {
      const asset = await app.inject({ url: '/assets/boot-Ab12.js', headers });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/themes/default/theme.css', '/auth/login', '/account/home']) {
      expect((await app.inject({ url })).headers['cache-control'], url).toBe('no-cache');
    }
  });

  test('answers other methods on its pages 405, and unknown API paths 404, with the error list', async () => {
    await serve('default');
    const post = await app.inject({ method: 'POST', url: '/auth/login' });
    expect([post.statusCode, post.headers.allow]).toEqual([405, 'GET, HEAD']);
    expect(post.json()).toEqual({ errors: [{ message: expect.any(String), errorCode: 'RQ10005' }] });
    for (const method of ['GET', 'POST'] as const) {
      const api = await app.inject({ method, url: '/api/Nothing' });
      expect(api.statusCode, method).toBe(404);
      expect(api.json(), method).toEqual({ errors: [{ message: expect.any(String), errorCode: 'RQ10004' }] });
    }
  });
});
