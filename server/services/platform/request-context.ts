/**
 * What the code running for one request may need without being handed it: which API key made
 * the call and from which address, so that the audit rows its changes write name them (issues
 * 20, 31), and the check its caller still owes (services/accounts/caller-check.ts). Set by the
 * auth plugin; empty outside requests (jobs).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Queryable } from '../../db/db';

/** A caller taken on trust: what its request's statement must confirm (caller-check.ts). */
export interface CallerCheck {
  readonly sid: string;
  readonly sub: string;
  /** The scalar subquery answering `digest:last seen (ms)` for session `sid` of `sub`. */
  readonly sql: (sid: string, sub: string) => string;
  /** Compares what the database answered (`undefined`: nothing read yet, ask it alone). */
  settle(db: Queryable, answer?: string | null): Promise<void>;
}

export interface RequestContext {
  /** The client's address (request.ip: the peer's, or a trusted proxy's), for the audit log. */
  ip?: string;
  /** `flt_live_…`: the key of this call, once authenticated. */
  apiKeyPrefix?: string;
  /** The check of a caller taken on trust, until a statement of the request settles it. */
  callerCheck?: CallerCheck | undefined;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();
