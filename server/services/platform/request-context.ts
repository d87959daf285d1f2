/**
 * What the code running for one request may need without being handed it: which API key made
 * the call, so that the audit rows its changes write name the key (issue 20). Set by the auth
 * plugin; empty outside requests (jobs) and for people's sessions.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  /** `flt_live_…`: the key of this call, once authenticated. */
  apiKeyPrefix?: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();
