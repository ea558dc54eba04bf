/** A clock for xstate whose timers fire only when a test moves it to the next one. */
export class TestClock {
  private now = 0;
  private nextId = 1;
  private readonly timers = new Map<number, { at: number; fn: () => void }>();

  setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id = this.nextId++;
    this.timers.set(id, { at: this.now + timeout, fn });
    return id;
  }

  clearTimeout(id: number): void {
    this.timers.delete(id);
  }

  get pending(): number {
    return this.timers.size;
  }

  /** Moves time to the earliest timer and fires it; answers how far time moved. */
  fireNext(): number {
    const [id, timer] = [...this.timers].sort((a, b) => a[1].at - b[1].at)[0] ?? [];
    if (id === undefined || !timer) return 0;
    const moved = timer.at - this.now;
    this.now = timer.at;
    this.timers.delete(id);
    timer.fn();
    return moved;
  }
}
