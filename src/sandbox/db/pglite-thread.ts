/**
 * The embedded PGlite database in a worker thread of its own (pglite.ts is its other end): every
 * statement runs here, so the HTTP thread keeps answering while the database works. Requests come
 * as messages, one answer each. PGlite is one session: this thread hands it to one holder at a
 * time, a statement or a transaction (held across messages until its commit or rollback), in the
 * order they asked, as PGlite's own query() and transaction() do.
 *
 * Statements are prepared once and executed by name afterwards, as the PostgreSQL pool does
 * (postgres.ts): PGlite's query() parses, describes and plans every statement each time it runs.
 */
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { parse, PGlite, protocol, types } from '@electric-sql/pglite';
import type { PgliteReply, PgliteRequest } from './pglite-messages.ts';

function create(dataDir: string, image: Uint8Array<ArrayBuffer> | undefined): Promise<PGlite> {
  if (!image && !dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  return PGlite.create(image ? 'memory://' : dataDir, {
    // int8 holds cents; every amount the bank handles fits a double exactly (< 2^53).
    parsers: { [types.INT8]: (value: string) => Number(value) },
    ...(image ? { loadDataDir: new Blob([image]) } : {}),
  });
}

const first = workerData as { dataDir: string; image?: Uint8Array<ArrayBuffer> };
/** The open database. After a close, an `open` request may start another one here (pglite.ts). */
let pg = await create(first.dataDir, first.image);

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
/** Statement texts given a name at most, as in postgres.ts. */
const MAX_PREPARED = 2_000;

/** One holder of the session at a time, in the order asked. */
let holder: Promise<void> = Promise.resolve();
function hold(): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const granted = holder.then(() => release);
  holder = holder.then(() => released);
  return granted;
}

const { serialize } = protocol;
const send = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });
const prepared = new Map<string, { name: string; paramTypes: number[]; rowDescription: BackendMessage | undefined }>();
let nextName = 1;

/** A prepared statement whose table changed under it; it is dropped and the statement runs unnamed. */
const stalePlan = (error: unknown) => (error as { code?: string }).code === '0A000';

/** Runs one statement with the session held; `inTransaction` leaves the files to be synced at the end. */
async function run(text: string, params: unknown[], inTransaction: boolean): Promise<unknown[]> {
  try {
    return await runPrepared(text, params, inTransaction);
  } catch (error) {
    const statement = prepared.get(text);
    if (!stalePlan(error) || !statement) throw error;
    prepared.delete(text);
    await send(serialize.close({ type: 'S', name: statement.name }));
    await send(serialize.sync());
    return runPrepared(text, params, inTransaction, false);
  }
}

async function runPrepared(text: string, params: unknown[], inTransaction: boolean, keep = true): Promise<unknown[]> {
  const messages: BackendMessage[] = [];
  try {
    let statement = prepared.get(text);
    const name = statement?.name ?? (keep && prepared.size < MAX_PREPARED ? `s${nextName++}` : '');
    if (!statement) {
      const described = [
        ...(await send(serialize.parse({ name, text }))),
        ...(await send(serialize.describe({ type: 'S', name }))),
      ];
      statement = {
        name,
        paramTypes: parse.parseDescribeStatementResults(described),
        rowDescription: described.find((message) => message.name === 'rowDescription'),
      };
      if (name) prepared.set(text, statement);
    }
    const values = params.map((value, at) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[statement.paramTypes[at]!];
      return serializer ? (serializer(value) as string) : String(value);
    });
    if (statement.rowDescription) messages.push(statement.rowDescription);
    messages.push(...(await send(serialize.bind({ statement: name, values }))), ...(await send(serialize.execute({}))));
  } finally {
    await send(serialize.sync());
  }
  if (!inTransaction) await pg.syncToFs();
  return parse.parseResults(messages, pg.parsers)[0]?.rows ?? [];
}

interface OpenTransaction {
  release: () => void;
}
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

async function simple(text: string): Promise<string | undefined> {
  let messages: BackendMessage[];
  try {
    messages = await send(serialize.query(text));
  } finally {
    await send(serialize.sync());
  }
  return (messages.find((message) => message.name === 'commandComplete') as { text?: string } | undefined)?.text;
}

async function handle(request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      if (request.tx !== undefined) {
        if (!transactions.has(request.tx)) throw new Error('the transaction has ended');
        return run(request.text, request.params, true);
      }
      const release = await hold();
      try {
        return await run(request.text, request.params, false);
      } finally {
        release();
      }
    }
    case 'exec': {
      const release = await hold();
      try {
        await pg.exec(request.script);
        return null;
      } finally {
        release();
      }
    }
    case 'begin': {
      const release = await hold();
      try {
        await simple('BEGIN');
      } catch (error) {
        release();
        throw error;
      }
      const id = nextTransaction++;
      transactions.set(id, { release });
      return id;
    }
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('the transaction has ended');
      transactions.delete(request.tx);
      try {
        const ended = await simple(request.commit ? 'COMMIT' : 'ROLLBACK');
        // COMMIT of a transaction a failed statement aborted rolls it back, and says so.
        if (request.commit && ended === 'ROLLBACK')
          throw Object.assign(new Error('the transaction was rolled back'), { code: '25P02' });
        return null;
      } finally {
        await pg.syncToFs();
        open.release();
      }
    }
    case 'image': {
      const release = await hold();
      try {
        return new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer());
      } finally {
        release();
      }
    }
    case 'close': {
      const release = await hold();
      await pg.close();
      release();
      return null;
    }
    case 'open': {
      if (!pg.closed) throw new Error('a database is open in this thread');
      // Nothing of the last database stays: its statements' names, its transactions, its queue.
      prepared.clear();
      nextName = 1;
      transactions.clear();
      holder = Promise.resolve();
      pg = await create(request.dataDir, request.image);
      return null;
    }
  }
}

const port = parentPort!;
const reply = (message: PgliteReply) => port.postMessage(message);

function failure(error: unknown) {
  const { message, code, detail, constraint, severity } = error as Record<string, string | undefined>;
  return { message: message ?? String(error), code, detail, constraint, severity };
}

port.on('message', (request: PgliteRequest) => {
  handle(request).then(
    (result) => reply({ id: request.id, result }),
    (error: unknown) => reply({ id: request.id, error: failure(error) }),
  );
});
reply({ id: 0, result: 'ready' });
