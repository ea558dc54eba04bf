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

  recordFailure(address: string): void {
    this.failures.set(address, [...this.recent(address), this.now()]);
  }
}
