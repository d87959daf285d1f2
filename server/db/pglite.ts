import { mkdir } from 'node:fs/promises';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable, Row } from './db';
import { breathe } from './loop-turns';

function wrap(target: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    // The driver's rows as the caller's `T`: queryRows (query.ts) parses them.
    // prettier-ignore
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) { // unparsed: the driver
      await breathe();
      const result = await target.query<T>(sql, [...params]); // unparsed: the driver
      await breathe();
      return result.rows;
    },
    async exec(sql: string) {
      await breathe();
      await target.exec(sql);
      await breathe();
    },
  };
}

/**
 * PGlite keeps one connection: its `transaction` holds it exclusively, so other queries wait
 * for the commit instead of seeing (or joining) the transaction.
 */
export function pgliteDb(pg: PGlite): Db {
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    listen: (channel, onPayload) => pg.listen(channel, onPayload),
  };
}

/** A data directory on disk, or `memory://` for a database that lives as long as the process. */
export async function openPglite(dataDir: string): Promise<Db> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  return pgliteDb(await createPglite(inMemory ? {} : { dataDir }));
}

/**
 * A PGlite instance as Flotte uses it: with the extensions the migrations create (PGlite loads
 * their code at each start), and planner costs for data that sits in memory. With the default
 * random_page_cost of 4, the planner prefers a sequential scan with ILIKE, which is slow in
 * WebAssembly, over the trigram index that is 5 to 10 times faster (see docs/benchmarks.md).
 */
export async function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}) {
  const pg = await PGlite.create({ ...options, extensions: { pg_trgm } });
  await pg.exec('set random_page_cost = 1.1');
  return pg;
}
