import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/**
 * The reference of a page's LCP: the same page as static HTML, the markup it showed once loaded and
 * its stylesheets, with the same scripts fetched (preloaded as data) but never run. Its LCP is what
 * the bytes alone cost on that network and device; the page's LCP over it, what the code costs.
 */
export function staticCopy(html: string, scripts: string[]): string {
  const hints = scripts.map((url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}">`).join('');
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link rel="(?:modulepreload|preload)"[^>]*>/gi, '')
    .replace(/<meta name="balcao-after-paint"[^>]*>/gi, '')
    .replace('</head>', `${hints}</head>`);
}

export interface ReferenceServer {
  url: string;
  /** Serves `html` at a new path of the server; answers that path. */
  add(html: string): string;
  close(): Promise<void>;
}

/**
 * Serves the static copies on 127.0.0.1 (a free port) at /__reference/N, and passes every other
 * request on to the site, so the copy loads its stylesheets, images and scripts from the same origin
 * (the same six connections) as the page did.
 */
export async function startReferenceServer(siteUrl: string): Promise<ReferenceServer> {
  const pages: Buffer[] = [];
  const site = new URL(siteUrl);
  const server = http.createServer((request, response) => {
    const match = /^\/__reference\/(\d+)$/.exec(request.url ?? '');
    if (match) {
      const page = gzipSync(pages[Number(match[1])] ?? Buffer.from('not found'));
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip', 'Cache-Control': 'no-cache' });
      response.end(page);
      return;
    }
    const upstream = http.request(
      { host: site.hostname, port: site.port, path: request.url, method: request.method, headers: { ...request.headers, host: site.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    add(html) {
      pages.push(Buffer.from(html));
      return `/__reference/${pages.length - 1}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
