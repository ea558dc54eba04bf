/** `npm start`: builds the site when missing or stale, then starts the sandbox serving it on one port. */
import { buildSiteIfStale } from './lib/site-build.ts';

await buildSiteIfStale();
await import('../src/sandbox/main.ts');
