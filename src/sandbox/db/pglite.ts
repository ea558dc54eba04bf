import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import type { Database, Row, Sql } from './database.ts';

/** The embedded database, which can also be written out whole: an image to open copies from. */
export interface PgliteDatabase extends Database {
  readonly kind: 'pglite';
  /** The data folder as an uncompressed tarball (PGlite's dumpDataDir). */
  image(): Promise<Blob>;
}

/** Opens the embedded database in `dataDir`; with `image`, in memory as a copy of that image. */
export async function openPglite(dataDir: string, image?: Blob): Promise<PgliteDatabase> {
  if (!image && !dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(image ? 'memory://' : dataDir, {
    // int8 holds cents; every amount the bank handles fits a double exactly (< 2^53).
    parsers: { [types.INT8]: (value: string) => Number(value) },
    ...(image ? { loadDataDir: image } : {}),
  });
  const wrap = (runner: Pick<PGlite, 'query'>): Sql => ({
    async query<T extends Row>(text: string, params: unknown[] = []) {
      const result = await runner.query<T>(text, params);
      return result.rows;
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    // PGlite is one connection: its transactions run one at a time, so there is nothing to retry.
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    exec: async (script) => {
      await pg.exec(script);
    },
    image: () => pg.dumpDataDir('none'),
    close: () => pg.close(),
  };
}
