import type { SandboxContext } from '../context.ts';

/**
 * Failed attempts per client address in a sliding window, kept in memory: one address guessing many
 * operators is answered 429 without slowing anyone else.
 */
export class AddressLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  private recent(address: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.failures.get(address) ?? []).filter((at) => at > since);
    if (kept.length) this.failures.set(address, kept);
    else this.failures.delete(address);
    return kept;
  }

  isBlocked(address: string): boolean {
    return this.recent(address).length >= this.maxFailures;
  }

  /** Seconds until the oldest failure leaves the window. */
  retryAfterSeconds(address: string): number {
    const oldest = this.recent(address)[0];
    return oldest === undefined ? 0 : Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  recordFailure(address: string, at = this.now()): void {
    this.failures.set(address, [...this.recent(address), at]);
  }
}

const limiters = new WeakMap<SandboxContext, Map<string, AddressLimiter>>();

/**
 * An address limiter whose failures count in every process of the sandbox: each failure recorded
 * here is told to the others through the bus, so an address gets no more tries by reaching
 * another process. `name` tells the limiters of one sandbox apart.
 */
export function sharedAddressLimiter(ctx: SandboxContext, name: string, maxFailures: number, windowMs: number): AddressLimiter {
  let byName = limiters.get(ctx);
  if (!byName) {
    const known = new Map<string, AddressLimiter>();
    ctx.bus.onMessage((message) => {
      if (message.kind === 'addressFailure') known.get(message.limiter)?.recordFailure(message.address, message.at);
    });
    limiters.set(ctx, known);
    byName = known;
  }
  const limiter = new AddressLimiter(maxFailures, windowMs, () => ctx.clock.now().getTime());
  const record = limiter.recordFailure.bind(limiter);
  limiter.recordFailure = (address, at = ctx.clock.now().getTime()) => {
    record(address, at);
    ctx.bus.publish({ kind: 'addressFailure', limiter: name, address, at });
  };
  byName.set(name, limiter);
  return limiter;
}
