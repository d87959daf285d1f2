/** What the asset-type and asset import tests share: "nothing written" and a refused commit. */
import { expect } from 'vitest';
import type { TestApp } from './helpers';
import { count } from './rows';

/**
 * Every row of `table` and the audit rows about `entity`: equal before and after a call proves
 * it wrote nothing.
 */
export const tableSnapshot = (t: TestApp, table: string, entity: string) => async () => ({
  rows: (await t.db.query(`select * from ${table} order by id`)).map((r) => JSON.stringify(r)),
  audits: await count(t, 'audit_log', `entity = '${entity}'`),
});

/** `commit` is refused (403 forbidden) and writes nothing `snapshot` reads. */
export async function expectForbiddenCommit(
  commit: () => Promise<{ statusCode: number; json(): { code?: unknown } }>,
  snapshot: () => Promise<unknown>,
) {
  const before = await snapshot();
  const res = await commit();
  expect(res.statusCode).toBe(403);
  expect(res.json().code).toBe('forbidden');
  expect(await snapshot()).toEqual(before);
}
