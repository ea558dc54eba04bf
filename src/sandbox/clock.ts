/**
 * The sandbox's clock. In test and demo mode testers move it forward to reach expiry and due dates;
 * everything in the sandbox that asks the time asks here.
 */
export class SandboxClock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(seconds: number): Date {
    this.offsetMs += seconds * 1000;
    return this.now();
  }

  reset(): void {
    this.offsetMs = 0;
  }

  get offsetSeconds(): number {
    return this.offsetMs / 1000;
  }
}
