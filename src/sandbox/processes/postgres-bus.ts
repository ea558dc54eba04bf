import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import type { BusMessage, SandboxBus } from './bus.ts';

/** PostgreSQL refuses a notification payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_900;
const SETTLE_TIMEOUT_MS = 2_000;
const RECONNECT_MS = 1_000;

/**
 * One notification: its sender, its number, the number to settle, and its messages or the
 * bus_messages row holding them; or a receipt (`a`): the sender has applied every message of `to`
 * up to the settle number `s`.
 */
interface Envelope {
  o: string;
  n: number;
  s?: number;
  m?: BusMessage[];
  r?: number;
  a?: { to: string; s: number };
}

/**
 * The bus over PostgreSQL's LISTEN/NOTIFY (docs/sandbox-processes.md): one listening connection per
 * process on a channel named after the schema, so sandboxes in other schemas of the same database
 * never hear each other. Messages published in one turn of the event loop go out in one statement,
 * one send at a time, so every process hears them in the order they were sent. A message to settle
 * (a closed session, the clock) is answered by every other process with a receipt once it has
 * applied it; `settled` waits for the receipts of the processes that were there when it was sent,
 * and for its own echo. A process that sends no receipt in time is taken for gone until it is heard
 * from again.
 */
export async function openPostgresBus(databaseUrl: string, db: Database): Promise<SandboxBus> {
  const [where] = await db.query<{ schema: string }>('select current_schema() as schema');
  const channel = `balcao_bus_${where!.schema}`
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 63);
  const origin = randomUUID();
  const handlers: ((message: BusMessage, from: string) => void)[] = [];
  const resyncHandlers: (() => void)[] = [];
  let listener: pg.Client | null = null;
  let closing = false;

  /** The other processes heard from, each with the highest settle number it has sent a receipt for. */
  const peers = new Map<string, number>();
  const hear = (peer: string) => {
    if (!peers.has(peer)) peers.set(peer, 0);
  };

  let inbox: Promise<void> = Promise.resolve();
  async function receive(payload: string): Promise<void> {
    const envelope = JSON.parse(payload) as Envelope;
    if (envelope.o === origin) {
      if (envelope.s !== undefined) echoed(envelope.s);
      return;
    }
    if (envelope.a) {
      if (envelope.a.to === origin) receipt(envelope.o, envelope.a.s);
      else hear(envelope.o);
      return;
    }
    hear(envelope.o);
    let messages = envelope.m ?? [];
    if (envelope.r !== undefined) {
      const [row] = await db.query<{ payload: string }>('select payload from bus_messages where id = $1', [envelope.r]);
      messages = row ? (JSON.parse(row.payload) as BusMessage[]) : [];
    }
    for (const message of messages) {
      for (const handler of handlers) handler(message, envelope.o);
      if (message.kind === 'bye') gone(envelope.o);
    }
    if (envelope.s !== undefined) {
      const receiptOf: Envelope = { o: origin, n: 0, a: { to: envelope.o, s: envelope.s } };
      await db.query('select pg_notify($1, $2)', [channel, JSON.stringify(receiptOf)]).catch(() => undefined);
    }
  }

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (notification) => {
      if (notification.channel !== channel || !notification.payload) return;
      const payload = notification.payload;
      inbox = inbox.then(() => receive(payload)).catch(() => undefined);
    });
    // An error ends the connection; 'end' then brings it back.
    client.on('error', () => undefined);
    client.on('end', () => {
      if (listener !== client) return;
      listener = null;
      if (!closing) setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    });
    await client.connect();
    await client.query(`listen "${channel}"`);
    listener = client;
  }
  async function reconnect(): Promise<void> {
    try {
      await listen();
      for (const handler of resyncHandlers) handler();
    } catch {
      if (!closing) setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    }
  }
  await listen();

  let numbered = 0;
  let lastSettle = 0;
  let echo = 0;
  /** For each settle number sent, the processes that were there to apply it. */
  const recipients = new Map<number, string[]>();
  const waiters: { upTo: number; resolve: () => void }[] = [];
  const isSettled = (upTo: number) =>
    echo >= upTo && (recipients.get(upTo) ?? []).every((peer) => !peers.has(peer) || peers.get(peer)! >= upTo);
  function check(): void {
    for (const waiter of waiters.filter((item) => isSettled(item.upTo))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
    const oldest = Math.min(lastSettle, ...waiters.map((waiter) => waiter.upTo));
    for (const number of recipients.keys()) if (number < oldest) recipients.delete(number);
  }
  function echoed(number: number): void {
    echo = Math.max(echo, number);
    check();
  }
  function receipt(peer: string, number: number): void {
    peers.set(peer, Math.max(peers.get(peer) ?? 0, number));
    check();
  }
  function gone(peer: string): void {
    peers.delete(peer);
    check();
  }

  let queue: { message: BusMessage; settle: boolean }[] = [];
  let sending: Promise<void> | null = null;
  let storedSinceCleanup = 0;

  async function envelopes(batch: typeof queue): Promise<string[]> {
    const payloads: string[] = [];
    let messages: string[] = [];
    let used = 0;
    let settle = false;
    const seal = (extra: Partial<Envelope> = {}) => {
      const n = ++numbered;
      const head = JSON.stringify({ o: origin, n, ...(settle ? { s: n } : {}), ...extra });
      if (settle) {
        lastSettle = n;
        recipients.set(n, [...peers.keys()]);
      }
      payloads.push(messages.length ? `${head.slice(0, -1)},"m":[${messages.join(',')}]}` : head);
      messages = [];
      used = 0;
      settle = false;
    };
    for (const { message, settle: settling } of batch) {
      const json = JSON.stringify(message);
      const size = Buffer.byteLength(json);
      if (size > MAX_PAYLOAD_BYTES - 200) {
        if (messages.length) seal();
        const [row] = await db.query<{ id: number }>('insert into bus_messages (payload) values ($1) returning id', [
          `[${json}]`,
        ]);
        settle = settling;
        seal({ r: row!.id });
        if ((storedSinceCleanup += 1) % 100 === 0) {
          await db.query(`delete from bus_messages where created_at < now() - interval '5 minutes'`);
        }
        continue;
      }
      if (messages.length && used + size + 120 > MAX_PAYLOAD_BYTES) seal();
      messages.push(json);
      used += size + 1;
      settle ||= settling;
    }
    if (messages.length) seal();
    return payloads;
  }

  function send(): void {
    if (sending || queue.length === 0) return;
    const batch = queue;
    queue = [];
    sending = (async () => {
      const payloads = await envelopes(batch);
      await db.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [channel, payloads]);
    })()
      .catch(() => undefined)
      .finally(() => {
        sending = null;
        send();
      });
  }

  let scheduled = false;
  const bus: SandboxBus = {
    shared: true,
    publish(message, options) {
      queue.push({ message, settle: options?.settle ?? false });
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        send();
      });
    },
    onMessage: (handler) => void handlers.push(handler),
    onResync: (handler) => void resyncHandlers.push(handler),
    settled() {
      const pending = queue.some((item) => item.settle) || scheduled || sending !== null;
      if (!pending && isSettled(lastSettle)) return Promise.resolve();
      // Messages still queued get their numbers when sent: wait for the send, then for the echo and the receipts.
      return new Promise<void>((resolve) => {
        let upTo = lastSettle;
        const timer = setTimeout(() => {
          // A process that sent no receipt in time is taken for gone (killed): it is heard from again when it sends.
          for (const peer of recipients.get(upTo) ?? []) if ((peers.get(peer) ?? upTo) < upTo) peers.delete(peer);
          check();
          resolve();
        }, SETTLE_TIMEOUT_MS).unref();
        const wait = async () => {
          while (sending || scheduled) await (sending ?? new Promise((next) => setImmediate(next)));
          upTo = lastSettle;
          if (isSettled(upTo)) return;
          await new Promise<void>((done) => waiters.push({ upTo, resolve: done }));
        };
        void wait().then(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    async close() {
      bus.publish({ kind: 'bye' });
      await new Promise((next) => setImmediate(next));
      while (sending) await sending;
      closing = true;
      await listener?.end().catch(() => undefined);
    },
  };
  return bus;
}
