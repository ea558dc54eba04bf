/**
 * The embedded PGlite database in a worker thread of its own (pglite.ts is its other end): every
 * statement runs here, so the HTTP thread keeps answering while the database works. Requests come
 * as messages, one answer each; a transaction holds PGlite's transaction open across messages until
 * its commit or rollback, and PGlite makes every other statement wait for it, as in one process.
 */
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import type { PgliteReply, PgliteRequest } from './pglite-messages.ts';

const { dataDir } = workerData as { dataDir: string };
if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
const pg = await PGlite.create(dataDir, {
  // int8 holds cents; every amount the bank handles fits a double exactly (< 2^53).
  parsers: { [types.INT8]: (value: string) => Number(value) },
});

interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
  ended: Promise<void>;
}

const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;
const port = parentPort!;
const reply = (message: PgliteReply) => port.postMessage(message);

function failure(error: unknown) {
  const { message, code, detail, constraint, severity } = error as Record<string, string | undefined>;
  return { message: message ?? String(error), code, detail, constraint, severity };
}

/** Opens a transaction and answers its number once BEGIN has run; it ends when `end` is called. */
function begin(): Promise<number> {
  return new Promise((opened, failed) => {
    const id = nextTransaction++;
    const ended = pg
      .transaction(
        (tx) =>
          new Promise<void>((resolve, reject) => {
            transactions.set(id, { tx, end: (commit) => (commit ? resolve() : reject(ROLLBACK)), ended });
            opened(id);
          }),
      )
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      })
      .finally(() => transactions.delete(id));
    ended.catch(failed);
  });
}
const ROLLBACK = Symbol('rollback');

async function handle(request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const runner = request.tx === undefined ? pg : transactions.get(request.tx)?.tx;
      if (!runner) throw new Error('the transaction has ended');
      return (await runner.query(request.text, request.params)).rows;
    }
    case 'exec':
      await pg.exec(request.script);
      return null;
    case 'begin':
      return begin();
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('the transaction has ended');
      open.end(request.commit);
      await open.ended;
      return null;
    }
    case 'close':
      await pg.close();
      return null;
  }
}

port.on('message', (request: PgliteRequest) => {
  handle(request).then(
    (result) => reply({ id: request.id, result }),
    (error: unknown) => reply({ id: request.id, error: failure(error) }),
  );
});
reply({ id: 0, result: 'ready' });
