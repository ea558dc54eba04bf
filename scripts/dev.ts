/**
 * `npm run dev`: the sandbox (API only) on SANDBOX_PORT, and Vite with hot reload on PORT, proxying
 * /api, /hub and /app-config.json to it.
 */
import { createServer } from 'vite';
import { readSandboxConfig } from '../src/sandbox/config.ts';
import { startSandbox } from '../src/sandbox/start.ts';

const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8081);
const config = { ...readSandboxConfig(), port: sandboxPort, siteDir: undefined };
const sandbox = await startSandbox(config);
const target = sandbox.url;

const vite = await createServer({
  server: {
    host: config.host,
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/api': { target },
      '/hub': { target, ws: true },
      '/app-config.json': { target },
    },
  },
});
await vite.listen();
console.log(`\nBalcão (dev) at ${vite.resolvedUrls?.local[0] ?? ''} — sandbox API at ${target}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([vite.close(), sandbox.close()]).finally(() => process.exit(0));
  });
}
