import type { Db, Queryable } from '../db/db';

/**
 * The seed's transaction seen as a database, so that the demo writes money through the same
 * service functions as real work (they take a `Db` and open their own transaction): each of
 * their transactions is a savepoint, rolled back when it throws as theirs would be (a statement
 * with nothing in it gives its number back), released when it resolves.
 */
export function savepointDb(tx: Queryable, kind: Db['kind']): Db {
  let depth = 0;
  return {
    kind,
    query: (sql, params, options) => tx.query(sql, params, options),
    exec: (sql) => tx.exec(sql),
    async transaction(fn) {
      const name = `demo_${++depth}`;
      await tx.query(`savepoint ${name}`);
      try {
        const result = await fn(tx);
        await tx.query(`release savepoint ${name}`);
        return result;
      } catch (error) {
        await tx.query(`rollback to savepoint ${name}`);
        throw error;
      } finally {
        depth--;
      }
    },
    close: async () => undefined,
  };
}
