/**
 * A caller taken on trust until the database confirms it, in the request's own statement.
 *
 * A list request used to read the session and its user (one statement), then its page (another).
 * When this server has read the same token's session before, the list is built for the caller it
 * read then, and the page's statement answers, beside its rows, the digest of the session, its
 * user and the businesses staff reach as they are now (`flotte_caller_digest`, migration 042).
 * The answer leaves only once that digest is the one read before; otherwise the request starts
 * again with a full read of the session (so a logout, a disabled account, a new role or reach act
 * at once, as before). One round trip fewer on every list page (docs/benchmarks.md); any server
 * answers the same.
 */
import type { Queryable } from '../../db/db';
import { requestContext, type CallerCheck } from '../platform/request-context';

export type { CallerCheck };

/** The session is no longer as this server read it: read it again and start the request over. */
export class StaleCaller extends Error {
  constructor() {
    super('stale caller');
  }
}

/** The column a page's statement answers the check in (dropped from the records). */
export const CALLER_CHECK_COLUMN = 'flotte_caller_check';

/** The check the running request still owes, if its caller was taken on trust. */
export function pendingCallerCheck(): CallerCheck | undefined {
  return requestContext.getStore()?.callerCheck;
}

/** Settles the request's pending check with `answer` (or by asking the database alone). */
export async function settleCallerCheck(db: Queryable, answer?: string | null): Promise<void> {
  const store = requestContext.getStore();
  const check = store?.callerCheck;
  if (!store || !check) return;
  await check.settle(db, answer);
  store.callerCheck = undefined;
}
