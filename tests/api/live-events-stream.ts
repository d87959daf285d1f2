/**
 * A reader of `GET /api/events` over real HTTP (fetch on loopback), as the app reads it: one
 * message at a time, comment lines (heartbeats) counted apart.
 */
import { expect } from 'vitest';
import { liveEvent, type LiveEvent } from '../../contract/live';
import { sseParser } from '../../src/providers/liveEvents';

export interface SseMessage {
  event: string;
  data: unknown;
}

export interface EventStream {
  status: number;
  headers: Headers;
  /** The next message (not a comment); `{ event: 'end' }` once the server ended the stream. */
  next(): Promise<SseMessage>;
  /** The next `change` event, skipping `ready`. */
  nextChange(): Promise<LiveEvent>;
  /** Heartbeat comment lines received so far. */
  comments(): number;
  close(): void;
}

export async function openStream(
  base: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers, signal: abort.signal });
  const queue: SseMessage[] = [];
  const waiters: ((m: SseMessage) => void)[] = [];
  let comments = 0;
  let ended = false;
  const push = (m: SseMessage) => {
    const waiter = waiters.shift();
    if (waiter) waiter(m);
    else queue.push(m);
  };

  if (res.ok && res.body) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    const feed = sseParser(
      (event, data) => push({ event, data: JSON.parse(data) }),
      () => comments++,
    );
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          feed(decoder.decode(value, { stream: true }));
        }
      } catch {
        // aborted by close()
      }
      ended = true;
      push({ event: 'end', data: null });
    })();
  }

  const next = () =>
    new Promise<SseMessage>((resolve) => {
      const first = queue.shift();
      if (first) resolve(first);
      else if (ended) resolve({ event: 'end', data: null });
      else waiters.push(resolve);
    });

  return {
    status: res.status,
    headers: res.headers,
    next,
    async nextChange() {
      for (;;) {
        const m = await next();
        if (m.event === 'ready') continue;
        if (m.event !== 'change') throw new Error(`expected a change, got ${m.event}`);
        return liveEvent.parse(m.data);
      }
    },
    comments: () => comments,
    close: () => abort.abort(),
  };
}

/**
 * A stream of `headers`' user on `base`, once the server has registered it (`ready`); added to
 * `streams`, which the test file closes after its tests.
 */
export async function openReady(
  streams: EventStream[],
  base: string,
  headers: Record<string, string>,
): Promise<EventStream> {
  const stream = await openStream(base, headers);
  streams.push(stream);
  expect(stream.status).toBe(200);
  expect((await stream.next()).event).toBe('ready');
  return stream;
}
