/**
 * Group commit: work items that arrive while others are being written go to the database together,
 * in one statement and one commit, each keeping its own answer. Items name the rows they touch
 * (`keysOf`); an item whose rows a batch in flight holds waits for the next batch, so the items
 * that queue on the same rows are the ones that share a commit, while items on other rows are sent
 * at once, up to `maxInFlight` batches at a time.
 */
export interface GroupCommitOptions<I> {
  /** The most items in one statement. */
  maxBatch: number;
  /** Batches written at the same time (each holds a database connection). */
  maxInFlight: number;
  keysOf: (item: I) => readonly string[];
}

interface Waiting<I, R> {
  item: I;
  keys: readonly string[];
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export class GroupCommit<I, R> {
  private waiting: Waiting<I, R>[] = [];
  private readonly held = new Map<string, number>();
  private inFlight = 0;
  private scheduled = false;

  constructor(
    /** Writes the items in one statement; answers one result per item, in order. */
    private readonly write: (items: I[]) => Promise<R[]>,
    private readonly options: GroupCommitOptions<I>,
  ) {}

  submit(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, keys: this.options.keysOf(item), resolve, reject });
      this.schedule();
    });
  }

  /** Sends once the items of this turn of the event loop have arrived. */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.inFlight < this.options.maxInFlight && this.waiting.length > 0) {
      const batch: Waiting<I, R>[] = [];
      const rest: Waiting<I, R>[] = [];
      for (const entry of this.waiting) {
        const free = entry.keys.every((key) => !this.held.has(key));
        if (free && batch.length < this.options.maxBatch) batch.push(entry);
        else rest.push(entry);
      }
      if (batch.length === 0) return;
      this.waiting = rest;
      void this.send(batch);
    }
  }

  private async send(batch: Waiting<I, R>[]): Promise<void> {
    this.inFlight += 1;
    const keys = batch.flatMap((entry) => entry.keys);
    for (const key of keys) this.held.set(key, (this.held.get(key) ?? 0) + 1);
    try {
      await this.settle(batch);
    } finally {
      for (const key of keys) {
        const count = this.held.get(key)! - 1;
        if (count === 0) this.held.delete(key);
        else this.held.set(key, count);
      }
      this.inFlight -= 1;
      this.dispatch();
    }
  }

  /** A batch that fails as a whole is written again item by item, so one item's error stays its own. */
  private async settle(batch: Waiting<I, R>[]): Promise<void> {
    try {
      const results = await this.write(batch.map((entry) => entry.item));
      batch.forEach((entry, at) => entry.resolve(results[at]!));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      for (const entry of batch) await this.settle([entry]);
    }
  }
}
