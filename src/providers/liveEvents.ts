/**
 * Live status in the browser (docs/live.md): one stream of `GET /api/events` per signed-in tab,
 * read with fetch so that the token travels in the Authorization header (EventSource cannot send
 * one, and a token in a URL ends up in logs). It reconnects by itself with a growing, jittered
 * delay, and stops for good when closed (sign-out unmounts it) or when no token is left.
 *
 * After a reconnection, or when the server says `resync`, changes may have been missed: the
 * caller refetches everything live (`onResync`).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  LIVE_EVENT_NAMES,
  liveEvent,
  type LiveEvent,
  type LiveResource,
} from '../../contract/live';

export interface LiveConnectionOptions {
  /** `<apiUrl>/events`. */
  url: string;
  /** The current Bearer token, read at each (re)connection; null: signed out, stop. */
  token: () => string | null;
  onEvent: (event: LiveEvent) => void;
  onResync: () => void;
  fetch?: typeof fetch;
  /** First retry delay and the longest one, in milliseconds. */
  minDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
}

export interface LiveConnection {
  close(): void;
}

/** The delay before retry number `attempt` (0-based): doubling, capped, with half of it random. */
export const retryDelay = (attempt: number, min: number, max: number, random: () => number) => {
  const full = Math.min(max, min * 2 ** attempt);
  return Math.round(full / 2 + (full / 2) * random());
};

/**
 * Splits a text/event-stream into its messages; comment lines (heartbeats) are skipped, told to
 * `onComment` when given (the API tests count them).
 */
export function sseParser(
  onMessage: (event: string, data: string) => void,
  onComment?: () => void,
) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) onComment?.();
        else if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length > 0) onMessage(event, data.join('\n'));
    }
  };
}

type LiveMessageListener = (event: string, data: string) => void;
const messageListeners = new Set<LiveMessageListener>();

/**
 * Every message of the open stream, its event name and raw data, for a page that follows more
 * than react-query's cache: the maps move their markers on `dispatch.position` (docs/maps.md).
 * Returns the unsubscribe.
 */
export function subscribeLiveMessages(listener: LiveMessageListener): () => void {
  messageListeners.add(listener);
  return () => void messageListeners.delete(listener);
}

/** Hands a message to the subscribers (one failing does not stop the stream or the others). */
export function publishLiveMessage(event: string, data: string) {
  for (const listener of [...messageListeners]) {
    try {
      listener(event, data);
    } catch (error) {
      console.error(error);
    }
  }
}

export function connectLiveEvents(options: LiveConnectionOptions): LiveConnection {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const min = options.minDelayMs ?? 1000;
  const max = options.maxDelayMs ?? 30_000;
  const random = options.random ?? Math.random;
  let closed = false;
  let abort: AbortController | undefined;
  let wake: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const onMessage = (event: string, data: string) => {
    publishLiveMessage(event, data);
    if (event === LIVE_EVENT_NAMES.resync) return options.onResync();
    if (event !== LIVE_EVENT_NAMES.change) return;
    try {
      const parsed = liveEvent.safeParse(JSON.parse(data));
      if (parsed.success) options.onEvent(parsed.data);
    } catch {
      // not JSON: ignored
    }
  };

  const run = async () => {
    let attempt = 0;
    let connectedBefore = false;
    while (!closed) {
      const token = options.token();
      if (!token) return;
      abort = new AbortController();
      try {
        const res = await fetchImpl(options.url, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
          cache: 'no-store',
          signal: abort.signal,
        });
        if (res.ok && res.body) {
          attempt = 0;
          if (connectedBefore) options.onResync();
          connectedBefore = true;
          const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
          const feed = sseParser(onMessage);
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            feed(value);
          }
        }
      } catch {
        // network failure or closed: retried below unless closed
      }
      if (closed) return;
      const delay = retryDelay(attempt++, min, max, random);
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, delay);
      });
    }
  };
  void run();

  return {
    close() {
      closed = true;
      abort?.abort();
      if (timer !== undefined) clearTimeout(timer);
      wake?.();
    },
  };
}

/**
 * The react-query keys (prefixes) that show each resource: a change refetches them. The role
 * dashboards (`['dashboard', role]`) count all of them.
 */
const KEYS: Record<LiveResource, QueryKey[]> = {
  requests: [
    ['business-dispatches'],
    ['b2b-clients'],
    ['in-house-managers'],
    ['white-label-summary'],
    ['dashboard'],
  ],
  // A dispatch shows on its request and on its asset (its status, its history).
  dispatches: [['business-dispatches'], ['assets'], ['dashboard']],
  leases: [['leases'], ['assets'], ['lease-preferences'], ['dashboard']],
  maintenance: [['maintenance'], ['assets'], ['dashboard']],
  wallets: [['wallet'], ['dashboard']],
};

/** What one event refetches; a wallet also its business's pages of the superadmin. */
export function queryKeysFor(event: LiveEvent): QueryKey[] {
  if (event.resource === 'wallets') {
    return [
      ...KEYS.wallets,
      event.business_id ? ['business-wallet', event.business_id] : ['business-wallet'],
    ];
  }
  return KEYS[event.resource];
}

/** Everything live: after a reconnection or a `resync`. */
export const allLiveKeys = (): QueryKey[] => [
  ...new Map(
    [...Object.values(KEYS).flat(), ['business-wallet']].map((k) => [JSON.stringify(k), k]),
  ).values(),
];

/** Refetches (active) or marks stale (inactive) the queries under these keys, once each. */
export function invalidate(queryClient: QueryClient, keys: QueryKey[]) {
  const seen = new Set<string>();
  for (const queryKey of keys) {
    const id = JSON.stringify(queryKey);
    if (seen.has(id)) continue;
    seen.add(id);
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** The react-admin resource whose records a live resource is shown as (notices). */
export const RA_RESOURCE: Partial<Record<LiveResource, string>> = {
  requests: 'business-dispatches',
  leases: 'leases',
  maintenance: 'maintenance',
};

type AnyRecord = { id?: unknown; [key: string]: unknown };

/** The record `id` of `resource` as an active query on screen holds it, if any. */
export function recordOnScreen(
  queryClient: QueryClient,
  resource: string,
  id: string,
): AnyRecord | undefined {
  for (const query of queryClient
    .getQueryCache()
    .findAll({ queryKey: [resource], type: 'active' })) {
    const data: unknown = query.state.data;
    const rows: unknown[] = Array.isArray(data)
      ? data
      : data && typeof data === 'object' && Array.isArray((data as { data?: unknown }).data)
        ? (data as { data: unknown[] }).data
        : [data];
    for (const row of rows) {
      if (row && typeof row === 'object' && String((row as AnyRecord).id) === id) {
        return row as AnyRecord;
      }
    }
  }
  return undefined;
}

/** Whether the user itself just acted (its own notice says what happened): no live notice. */
export function justActed(queryClient: QueryClient, now = Date.now(), withinMs = 3000): boolean {
  return queryClient
    .getMutationCache()
    .getAll()
    .some((m) => m.state.submittedAt > 0 && now - m.state.submittedAt < withinMs);
}
