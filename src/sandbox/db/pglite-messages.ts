/** What the HTTP thread and the embedded database's worker thread say to each other (pglite.ts, pglite-thread.ts). */
export type PgliteRequest = { id: number } & (
  | { op: 'query'; text: string; params: unknown[]; tx?: number }
  | { op: 'exec'; script: string }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'image' }
  | { op: 'close' }
  /** Opens a database again in a thread whose last one was closed (pglite.ts keeps such threads for in-memory copies). */
  | { op: 'open'; dataDir: string; image?: Uint8Array<ArrayBuffer> }
);

/** A database error as a plain object: what callers read of it (the SQLSTATE in `code`) survives the thread boundary. */
export interface PgliteFailure {
  message: string;
  code?: string | undefined;
  detail?: string | undefined;
  constraint?: string | undefined;
  severity?: string | undefined;
}

export type PgliteReply = { id: number } & ({ result: unknown } | { error: PgliteFailure });
