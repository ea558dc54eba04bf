import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from './context.ts';
import type { UnroutedAnswer } from './http-errors.ts';
import { allowInlineStyles } from './security-headers.ts';

/** The settings the built site reads at start, so one build serves any bank and brand. */
export function siteConfiguration(ctx: SandboxContext) {
  return {
    apiBaseUrl: ctx.config.apiBaseUrl,
    merchantId: ctx.config.merchantId,
    theme: ctx.config.theme,
    /** spec 000 §9: inactivity timeout in seconds. */
    downtime: 3600,
    /** spec 000 §9: access tokens asked for at sign-in, in seconds. */
    authExpires: 600,
    /** spec 000 §9: the secret and prefix that encrypt browser storage. */
    storageSecret: ctx.config.storageSecret,
    storagePrefix: `balcao.${ctx.config.merchantId}.`,
    /** The zip-code service; production sets ZIP_CODE_URL=https://viacep.com.br. */
    zipCodeUrl: ctx.config.zipCodeUrl,
    studio: ctx.config.studio,
  };
}

/** A client-side route whose HTML the build wrote with its first paint: /auth/login → auth/login/index.html. */
function pageFile(siteDir: string, url: string): string {
  const pathname = url.split(/[?#]/, 1)[0]!.toLowerCase().replace(/\/+$/, '');
  if (/^(\/[a-z0-9-]+)+$/.test(pathname)) {
    const file = path.join(siteDir, ...pathname.split('/').filter(Boolean), 'index.html');
    if (existsSync(file)) return file;
  }
  return path.join(siteDir, 'index.html');
}

/**
 * The build writes its HTML with the default theme's stylesheet, icon and logo; the configured theme's
 * replace them here, so a brand paints in its colours from the first frame, not once the script has
 * read the configuration (the script's applyTheme does the same for a server that does not).
 */
function themed(html: string, theme: string): string {
  return theme === 'default' ? html : html.replaceAll('/themes/default/', `/themes/${encodeURIComponent(theme)}/`);
}

/** A stylesheet the build wrote into a page's head (scripts/lib/first-paint.ts): its address, its text. */
const INLINE_STYLE = /(<style\b[^>]*\bdata-href="(\/[^"]+)"[^>]*>)([\s\S]*?)<\/style>/g;

/**
 * Each inline stylesheet with the text of the file it names, read from the site's folder: once
 * themed, the brand's stylesheet is the configured brand's. Files read are kept: the built site does
 * not change under a running server.
 */
function inlinedFiles(siteDir: string): (html: string) => Promise<string> {
  const files = new Map<string, Promise<string>>();
  const read = (href: string) => {
    let text = files.get(href);
    if (!text) {
      const file = path.join(siteDir, ...href.split('/').filter(Boolean));
      if (!file.startsWith(path.join(siteDir, path.sep))) throw new Error(`${href} is outside the site`);
      text = readFile(file, 'utf8').then((css) => css.trim());
      files.set(href, text);
    }
    return text;
  };
  return async (html) => {
    const texts = await Promise.all([...html.matchAll(INLINE_STYLE)].map((match) => read(match[2]!)));
    let index = 0;
    return html.replace(INLINE_STYLE, (_style, open: string) => `${open}${texts[index++]}</style>`);
  };
}

/** The CSP source of each inline stylesheet of `html`: the SHA-256 of its text, as the browser computes it. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(
    (match) => `sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}`,
  );
}

/**
 * Serves the built site with its client-side routes (HEAD as GET without the body), and the error
 * list for every other request no route took: unknown /api and /hub paths, other methods.
 */
export async function registerSite(app: FastifyInstance, ctx: SandboxContext, unrouted: UnroutedAnswer): Promise<void> {
  app.get('/app-config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return siteConfiguration(ctx);
  });

  const siteDir = ctx.config.siteDir;
  const hasSite = siteDir !== undefined && existsSync(path.join(siteDir, 'index.html'));
  if (hasSite && !existsSync(path.join(siteDir, 'themes', ctx.config.theme, 'theme.css'))) {
    throw new Error(`THEME ${ctx.config.theme}: there is no public/themes/${ctx.config.theme}/theme.css in the built site`);
  }
  const withStyles = hasSite ? inlinedFiles(siteDir!) : async (html: string) => html;
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: siteDir,
      wildcard: true,
      index: false,
      // A folder is never a file to send: '/' and '/auth/login/' are the site's routes (below).
      allowedPath: (pathname) => !pathname.endsWith('/'),
      // The build writes .br and .gz copies of its text files (scripts/vite/precompress-plugin.ts).
      preCompressed: true,
      // The header is ours (setHeaders): the plugin's own would replace it with 'public, max-age=0',
      // and every visit would ask again for each of the site's chunks.
      cacheControl: false,
      setHeaders: (response, filePath) => {
        // Vite names assets by content hash, so they never change; everything else is checked each time.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.toLowerCase();
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (!hasSite || !page || url.startsWith('/api/') || url.startsWith('/hub/')) return unrouted(request, reply);
    const text = await withStyles(themed(await readFile(pageFile(siteDir!, url), 'utf8'), ctx.config.theme));
    allowInlineStyles(request, inlineStyleHashes(text));
    const html = Buffer.from(text);
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(html);
    return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
  });
}
