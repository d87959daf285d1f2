import type { LiveEvent } from '../../../contract/live';

/** A live event as the stream sends it: request r1 of business b1 assigned, unless `over` says. */
export const liveEvent = (over: Partial<LiveEvent> = {}): LiveEvent => ({
  resource: 'requests',
  op: 'update',
  id: 'r1',
  status: 'assigned',
  request_id: null,
  business_id: 'b1',
  ...over,
});
