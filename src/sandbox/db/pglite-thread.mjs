// The worker thread of the embedded database: TypeScript is loaded the way tsx loads it in the main
// thread, then the worker's own module runs (pglite-thread.ts).
import { register } from 'tsx/esm/api';

register();
await import('./pglite-thread.ts');
