import { Worker } from 'node:worker_threads';
import type { Database, Row, Sql } from './database.ts';
import type { PgliteFailure, PgliteReply, PgliteRequest } from './pglite-messages.ts';

type Request = PgliteRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** An error of the database, rebuilt on this side of the thread with its SQLSTATE and details. */
class PgliteError extends Error {
  code: string | undefined;
  detail: string | undefined;
  constraint: string | undefined;
  severity: string | undefined;

  constructor(failure: PgliteFailure) {
    super(failure.message);
    this.code = failure.code;
    this.detail = failure.detail;
    this.constraint = failure.constraint;
    this.severity = failure.severity;
  }
}

/** The embedded database, which can also be written out whole: an image to open copies from. */
export interface PgliteDatabase extends Database {
  readonly kind: 'pglite';
  /** The data folder as an uncompressed tarball (PGlite's dumpDataDir). */
  image(): Promise<Blob>;
  /** While unref'd, the database's thread does not hold the process open (an idle copy kept for later); `ref` undoes it. */
  unref(): void;
  ref(): void;
}

/**
 * Threads whose in-memory copy was closed, kept to open the next copy (the test sandboxes open one
 * each): a new thread loads PGlite's code and compiles it again before it opens anything, about half
 * of a copy's start. A thread that failed is not kept.
 */
const idleThreads: Worker[] = [];

function newThread(dataDir: string, bytes: Uint8Array<ArrayBuffer> | undefined): Worker {
  const worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), {
    workerData: { dataDir, image: bytes },
    ...(bytes ? { transferList: [bytes.buffer] } : {}),
  });
  worker.on('exit', () => {
    const at = idleThreads.indexOf(worker);
    if (at >= 0) idleThreads.splice(at, 1);
  });
  return worker;
}

/**
 * The embedded database in `dataDir` (with `image`, in memory as a copy of that image), run in a
 * worker thread (pglite-thread.ts): the HTTP thread only sends statements and receives rows, so it
 * answers other requests while PGlite works.
 */
export async function openPglite(dataDir: string, image?: Blob): Promise<PgliteDatabase> {
  const bytes = image ? new Uint8Array(await image.arrayBuffer()) : undefined;
  const keepable = bytes !== undefined && dataDir === 'memory://';
  const kept = keepable ? idleThreads.pop() : undefined;
  const worker = kept ?? newThread(dataDir, bytes);
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let gone: Error | null = null;
  let released = false;

  const onMessage = (message: PgliteReply) => {
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if ('error' in message) pending.reject(new PgliteError(message.error));
    else pending.resolve(message.result);
  };
  const fail = (error: Error) => {
    gone = error;
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  const onExit = (code: number) => fail(new Error(`the database thread stopped (${code})`));
  worker.on('message', onMessage);
  worker.on('error', fail);
  worker.on('exit', onExit);

  /** `transfer`: buffers handed to the thread, not copied (an image). */
  const send = <T>(request: Request, transfer: ArrayBuffer[] = []): Promise<T> => {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
      worker.postMessage({ ...request, id }, transfer);
    });
  };

  let ready: Promise<unknown>;
  if (kept) {
    worker.ref();
    ready = send({ op: 'open', dataDir, image: bytes }, bytes ? [bytes.buffer] : []);
  } else {
    // A new thread opens the database given with it, and says so with the reply 0.
    ready = new Promise<void>((resolve, reject) => waiting.set(0, { resolve: () => resolve(), reject }));
  }
  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  const sql = (tx?: number): Sql => ({
    query: <T extends Row>(text: string, params: unknown[] = []) => send<T[]>({ op: 'query', text, params, tx }),
  });
  return {
    kind: 'pglite',
    ...sql(),
    // PGlite is one connection: its transactions run one at a time, so there is nothing to retry.
    async transaction(work) {
      const tx = await send<number>({ op: 'begin' });
      let result;
      try {
        result = await work(sql(tx));
      } catch (error) {
        await send({ op: 'end', tx, commit: false });
        throw error;
      }
      await send({ op: 'end', tx, commit: true });
      return result;
    },
    exec: async (script) => {
      await send({ op: 'exec', script });
    },
    close: async () => {
      // Once is enough: a kept thread may hold another copy by the time a second close comes.
      if (released) return;
      released = true;
      const closed = !gone && (await send({ op: 'close' }).then(
        () => true,
        () => false,
      ));
      if (closed && keepable && waiting.size === 0) {
        worker.off('message', onMessage);
        worker.off('error', fail);
        worker.off('exit', onExit);
        gone = new Error('the database is closed');
        worker.unref();
        idleThreads.push(worker);
        return;
      }
      await worker.terminate();
    },
    image: async () => new Blob([await send<Uint8Array<ArrayBuffer>>({ op: 'image' })]),
    unref: () => worker.unref(),
    ref: () => worker.ref(),
  };
}
