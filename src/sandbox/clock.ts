/**
 * The sandbox's clock. In test and demo mode testers move it forward to reach expiry and due dates;
 * everything in the sandbox that asks the time asks here. Processes of one sandbox share its
 * offset: each change is told to `onChange` listeners, and `setOffset` takes another's.
 */
export class SandboxClock {
  private offsetMs = 0;
  private readonly listeners: ((offsetMs: number) => void)[] = [];

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(seconds: number): Date {
    this.offsetMs += seconds * 1000;
    this.changed();
    return this.now();
  }

  reset(): void {
    this.offsetMs = 0;
    this.changed();
  }

  /** The offset another process of the sandbox set; not told to listeners again. */
  setOffset(offsetMs: number): void {
    this.offsetMs = offsetMs;
  }

  onChange(listener: (offsetMs: number) => void): void {
    this.listeners.push(listener);
  }

  get offsetSeconds(): number {
    return this.offsetMs / 1000;
  }

  private changed(): void {
    for (const listener of this.listeners) listener(this.offsetMs);
  }
}
