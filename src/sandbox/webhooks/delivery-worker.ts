import http from 'node:http';
import https from 'node:https';
import type { SandboxContext } from '../context.ts';
import type { Webhook } from '../../generated/schemas.ts';
import { webhookAuthority } from './certificate.ts';
import { deliveryBody, type DeliveryEvent } from './payloads.ts';
import { SIGNATURE_HEADERS, signDelivery } from './signature.ts';
import { guardedLookup, webhookUrlRefusal } from './url-rules.ts';

/** Attempts of one event before it is given up (FAILED); the wait doubles between them, from one second. */
export const MAX_ATTEMPTS = 10;
const FIRST_WAIT_SECONDS = 1;
const LONGEST_WAIT_SECONDS = 300;
/** How long a claimed event is this process's: past it another process may take it (a worker that died). */
const LEASE_SECONDS = 60;
const TIMEOUT_MS = 5_000;
/** Events claimed in one round, each of a different account (only an account's oldest waiting one is due). */
const BATCH = 16;
const IDLE_POLL_MS = 1_000;
const ANSWER_CHARS = 500;

/** The wait before attempt `attempts + 1`, in seconds: 1, 2, 4, ... up to five minutes. */
export function backoffSeconds(attempts: number): number {
  return Math.min(LONGEST_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** Math.max(0, attempts - 1));
}

interface ClaimedEvent extends DeliveryEvent {
  attempts: number;
  url: string | null;
  secret: string;
  mtls: boolean;
  is_active: boolean;
}

interface Outcome {
  ok: boolean;
  statusCode: number | null;
  answer: string | null;
  error: string | null;
}

export interface DeliveryWorker {
  /** One round: claims the due events and delivers them; answers how many were attempted. */
  runOnce(): Promise<number>;
  /** Asks for a round soon (a transaction that may have written events committed). */
  nudge(): void;
  stop(): Promise<void>;
}

const workers = new WeakMap<SandboxContext, DeliveryWorker>();

export function deliveryWorkerOf(ctx: SandboxContext): DeliveryWorker | undefined {
  return workers.get(ctx);
}

/**
 * The webhook outbox's worker (docs/webhooks.md). The triggers of migration 041 write an event in
 * the transaction that caused it; this worker, in every process of the sandbox, claims due events
 * with `for update skip locked` and a lease, so one process delivers each attempt, and only the
 * oldest waiting event of an account is ever due, so an account's events arrive in order. The money
 * call that caused an event never waits for it.
 */
export function startDeliveryWorker(ctx: SandboxContext, log: { warn(data: object, message: string): void }): DeliveryWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void round();
    }, ms);
    timer.unref();
  };

  const round = async (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        return await deliverDue(ctx);
      } catch (error) {
        if (!stopped) log.warn({ err: error }, 'webhook delivery round failed');
        return 0;
      }
    })();
    const attempted = await running;
    running = null;
    if (again || attempted > 0) {
      again = false;
      schedule(0);
    } else schedule(IDLE_POLL_MS);
    return attempted;
  };

  const worker: DeliveryWorker = {
    runOnce: round,
    nudge: () => schedule(10),
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
  workers.set(ctx, worker);
  schedule(IDLE_POLL_MS);
  return worker;
}

async function deliverDue(ctx: SandboxContext): Promise<number> {
  const now = ctx.clock.now();
  const claimed = await ctx.db.query<ClaimedEvent>(
    `update webhook_events e
        set claimed_until = $2, attempts = e.attempts + 1, last_attempt_at = $1
       from webhooks w
      where w.id = e.webhook_id
        and e.id in (
          select c.id from webhook_events c
           where c.status = 'PENDING' and c.next_attempt_at <= $1 and (c.claimed_until is null or c.claimed_until <= $1)
             and not exists (
               select 1 from webhook_events p where p.account_id = c.account_id and p.status = 'PENDING' and p.seq < c.seq)
           order by c.seq limit $3
           for update of c skip locked)
      returning e.id, e.account_id, e.type, e.source, e.created_at, e.attempts, w.url, w.secret, w.mtls, w.is_active`,
    [now, new Date(now.getTime() + LEASE_SECONDS * 1000), BATCH],
  );
  await Promise.all(claimed.map((event) => deliverOne(ctx, event)));
  return claimed.length;
}

async function deliverOne(ctx: SandboxContext, event: ClaimedEvent): Promise<void> {
  if (!event.url || !event.is_active) {
    await ctx.db.query(`update webhook_events set status = 'CANCELED', claimed_until = null where id = $1`, [event.id]);
    return;
  }
  const outcome = await attempt(ctx, event, event.url);
  const at = ctx.clock.now();
  if (outcome.ok) {
    await ctx.db.query(
      `update webhook_events set status = 'DELIVERED', delivered_at = $2, last_status_code = $3, last_answer = $4,
              last_error = null, claimed_until = null where id = $1`,
      [event.id, at, outcome.statusCode, outcome.answer],
    );
    return;
  }
  const givenUp = event.attempts >= MAX_ATTEMPTS;
  await ctx.db.query(
    `update webhook_events set status = $2, next_attempt_at = $3, last_status_code = $4, last_answer = $5, last_error = $6,
            claimed_until = null where id = $1`,
    [
      event.id,
      givenUp ? 'FAILED' : 'PENDING',
      new Date(at.getTime() + backoffSeconds(event.attempts) * 1000),
      outcome.statusCode,
      outcome.answer,
      outcome.error,
    ],
  );
}

async function attempt(ctx: SandboxContext, event: ClaimedEvent, url: string): Promise<Outcome> {
  // The url was checked when saved; the rules may have changed with the mode since.
  const refusal = webhookUrlRefusal(url, ctx.config.mode);
  if (refusal) return { ok: false, statusCode: null, answer: null, error: `address refused (${refusal})` };
  const body = deliveryBody(event);
  const timestamp = Math.floor(ctx.clock.now().getTime() / 1000);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'Balcao-Webhooks/1',
    [SIGNATURE_HEADERS.id]: event.id,
    [SIGNATURE_HEADERS.timestamp]: String(timestamp),
    [SIGNATURE_HEADERS.signature]: signDelivery(event.secret, event.id, timestamp, body),
    'webhook-type': event.type satisfies Webhook['type'],
  };
  const tls = url.startsWith('https:') && event.mtls ? await webhookAuthority(ctx.db, ctx.clock.now()) : null;
  return post(url, body, headers, {
    lookup: guardedLookup(ctx.config.mode),
    ...(tls ? { cert: tls.clientPem, key: tls.clientKeyPem } : {}),
  });
}

/** One POST, no redirects followed, within five seconds; the answer's first characters kept. */
function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { lookup: ReturnType<typeof guardedLookup>; cert?: string; key?: string },
): Promise<Outcome> {
  return new Promise((resolve) => {
    const client = url.startsWith('https:') ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        agent: false,
        timeout: TIMEOUT_MS,
        ...options,
      },
      (response) => {
        const statusCode = response.statusCode ?? 0;
        let answer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (answer.length < ANSWER_CHARS) answer += chunk;
        });
        response.on('end', () => {
          resolve({ ok: statusCode >= 200 && statusCode < 300, statusCode, answer: answer.slice(0, ANSWER_CHARS), error: null });
        });
        response.on('error', (error) => resolve({ ok: false, statusCode, answer: null, error: error.message }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} seconds`)));
    request.on('error', (error) => resolve({ ok: false, statusCode: null, answer: null, error: error.message }));
    request.end(body);
  });
}
