/**
 * Read coalescing: reads asked for in one turn of the event loop go to the database together, in
 * one statement, each getting its own answer. Under load many requests are read in one turn, and
 * one statement then does for all of them what one each did: one write to the server, one wake-up
 * of a server process, one answer to parse. Reads of the same key in a turn share one answer.
 */
export interface ReadBatchOptions<K> {
  /** The most keys in one statement. */
  maxBatch: number;
  /** Two keys with the same id are the same read. */
  idOf: (key: K) => string;
}

interface Waiting<K, R> {
  key: K;
  answers: { resolve: (result: R) => void; reject: (error: unknown) => void }[];
}

export class ReadBatch<K, R> {
  private waiting = new Map<string, Waiting<K, R>>();
  private scheduled = false;

  constructor(
    /** Reads the keys in one statement; answers one result per key, in order. */
    private readonly readMany: (keys: K[]) => Promise<R[]>,
    private readonly options: ReadBatchOptions<K>,
  ) {}

  read(key: K): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const id = this.options.idOf(key);
      const entry = this.waiting.get(id) ?? { key, answers: [] };
      entry.answers.push({ resolve, reject });
      this.waiting.set(id, entry);
      if (this.scheduled) return;
      this.scheduled = true;
      setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    this.scheduled = false;
    const entries = [...this.waiting.values()];
    this.waiting = new Map();
    for (let at = 0; at < entries.length; at += this.options.maxBatch) {
      const batch = entries.slice(at, at + this.options.maxBatch);
      this.readMany(batch.map((entry) => entry.key)).then(
        (results) => batch.forEach((entry, index) => entry.answers.forEach((answer) => answer.resolve(results[index]!))),
        (error: unknown) => batch.forEach((entry) => entry.answers.forEach((answer) => answer.reject(error))),
      );
    }
  }
}
