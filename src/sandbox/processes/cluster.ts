import cluster, { type Worker } from 'node:cluster';
import type { SandboxConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { prepareDatabase, storedTokenSecret } from '../start.ts';

/** What a worker tells the primary once it listens. */
export interface WorkerListening {
  listening: string;
}

/** A worker that dies sooner than this after it started is replaced after a pause, not at once. */
const EARLY_DEATH_MS = 5_000;
const STOP_GRACE_MS = 20_000;

/**
 * SANDBOX_WORKERS processes on one port (docs/sandbox-processes.md), through node:cluster: this
 * primary prepares the database once (migrations, seed, signing secret), forks the workers, which
 * run `main.ts` as workers (startSandbox with `worker`), which accept connections from the one
 * listening socket they share. A worker that dies is replaced; what it had acknowledged is
 * committed, and its clients' connections are cut, as a restart would cut them.
 *
 * The workers accept for themselves (SCHED_NONE) rather than take connections the primary hands
 * out in turn: a connection handed to a worker as it dies is never answered nor closed by the
 * primary, so its client would wait forever. With a shared socket, a dead worker's connections are
 * closed by the system, and the connections it had not accepted wait for the others.
 */
export async function startWorkers(config: SandboxConfig): Promise<{ url: string; seeded: boolean; close(): Promise<void> }> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  let seeded: boolean;
  try {
    seeded = await prepareDatabase(db, config);
    if (!config.tokenSecret) await storedTokenSecret(db);
  } finally {
    await db.close();
  }

  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let stopping = false;
  const fork = (): Promise<{ worker: Worker; url: string }> =>
    new Promise((resolve, reject) => {
      const startedAt = Date.now();
      const worker = cluster.fork();
      worker.on('message', (message: WorkerListening) => {
        if (message?.listening) resolve({ worker, url: message.listening });
      });
      worker.once('exit', (code, signal) => {
        reject(new Error(`a sandbox worker stopped before listening (${signal ?? code})`));
        if (stopping) return;
        console.error(`Sandbox worker ${worker.process.pid} stopped (${signal ?? code}); starting another.`);
        const pause = Date.now() - startedAt < EARLY_DEATH_MS ? 1_000 : 0;
        setTimeout(() => void fork().catch(() => undefined), pause);
      });
    });
  const started = await Promise.all(Array.from({ length: config.workers }, fork));
  return {
    url: started[0]!.url,
    seeded,
    async close() {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) return resolve();
              const timer = setTimeout(() => worker.process.kill('SIGKILL'), STOP_GRACE_MS);
              worker.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
              worker.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
