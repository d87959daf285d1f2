/**
 * The browser's live stream (src/providers/liveEvents.ts) against a fake server: fetch answers
 * streams the test writes to, ends or fails; the connection must parse events, reconnect by
 * itself with a growing delay, ask for a refetch after a gap, and stop when signed out.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../../contract/live';
import {
  allLiveKeys,
  connectLiveEvents,
  queryKeysFor,
  retryDelay,
  sseParser,
} from '../../src/providers/liveEvents';
import { liveEvent as event } from './support/live-events';

/** One server answer: a stream the test writes SSE text to, then ends. */
function serverStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
    }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

/** A fetch whose answers are queued by the test (`first` ones at once); records each call's headers. */
function fakeFetch(...first: (() => Promise<Response>)[]) {
  const answers = first;
  const calls: { url: string; authorization: string | null }[] = [];
  const waiting: (() => void)[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(url),
      authorization: new Headers(init?.headers).get('authorization'),
    });
    waiting.splice(0).forEach((w) => w());
    const next = answers.shift();
    if (!next) return new Promise<Response>(() => undefined);
    return next();
  });
  const called = (n: number) =>
    new Promise<void>((resolve) => {
      const check = () => (calls.length >= n ? resolve() : waiting.push(check));
      check();
    });
  return { fetch: fetch as unknown as typeof globalThis.fetch, answers, calls, called };
}

/** A connection to `server` with the token `tok`, recording what it delivers and refetches. */
function recordedConnection(
  server: ReturnType<typeof fakeFetch>,
  more: Partial<Parameters<typeof connectLiveEvents>[0]> = {},
) {
  const events: LiveEvent[] = [];
  const onResync = vi.fn();
  const live = connectLiveEvents({
    url: '/api/events',
    token: () => 'tok',
    onEvent: (e) => events.push(e),
    onResync,
    fetch: server.fetch,
    ...more,
  });
  return { live, events, onResync };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('sseParser', () => {
  it('splits messages across chunks, skips comments, joins data lines', () => {
    const got: [string, string][] = [];
    const feed = sseParser((e, d) => got.push([e, d]));
    feed(': ping\n\nevent: change\nda');
    feed('ta: {"a":1}\n\nevent: ready\ndata: {}\r\n\r\n');
    expect(got).toEqual([
      ['change', '{"a":1}'],
      ['ready', '{}'],
    ]);
  });
});

describe('retryDelay', () => {
  it('doubles from the first delay up to the cap, half of it random', () => {
    expect([0, 1, 2, 3, 10].map((a) => retryDelay(a, 1000, 30_000, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 30_000,
    ]);
    expect(retryDelay(2, 1000, 30_000, () => 0)).toBe(2000);
  });
});

describe('connectLiveEvents', () => {
  it('sends the token in the Authorization header, never in the URL, and delivers change events', async () => {
    const s = serverStream();
    const server = fakeFetch(async () => s.response);
    const { live, events, onResync } = recordedConnection(server);
    await server.called(1);
    expect(server.calls[0]).toEqual({ url: '/api/events', authorization: 'Bearer tok' });
    s.send('event: ready\ndata: {}\n\n: ping\n\n');
    s.send(`event: change\ndata: ${JSON.stringify(event())}\n\n`);
    s.send('event: change\ndata: {"not":"an event"}\n\n');
    await vi.waitFor(() => expect(events).toEqual([event()]));
    // The first connection is no gap: nothing to refetch.
    expect(onResync).not.toHaveBeenCalled();
    live.close();
  });

  it('reconnects by itself after the stream ends or fails, with growing delays, then refetches', async () => {
    vi.useFakeTimers();
    const first = serverStream();
    const server = fakeFetch(async () => first.response);
    server.answers.push(async () => {
      throw new TypeError('network down');
    });
    const second = serverStream();
    server.answers.push(async () => second.response);
    const { live, events, onResync } = recordedConnection(server, {
      minDelayMs: 1000,
      random: () => 1,
    });
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    first.end(); // the server went away
    await vi.advanceTimersByTimeAsync(999);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(2); // after 1 s: fails
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(3); // after 2 s more: connected again
    // Changes may have been missed meanwhile: one refetch of everything live.
    await vi.waitFor(() => expect(onResync).toHaveBeenCalledTimes(1));
    second.send(`event: resync\ndata: {}\n\nevent: change\ndata: ${JSON.stringify(event())}\n\n`);
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(onResync).toHaveBeenCalledTimes(2);
    live.close();
  });

  it('stops when signed out (no token), and for good once closed', async () => {
    vi.useFakeTimers();
    const s = serverStream();
    const server = fakeFetch(async () => s.response);
    let token: string | null = 'tok';
    /** A connection that ignores what it is told, retrying after 10 ms. */
    const connect = () =>
      connectLiveEvents({
        url: '/api/events',
        token: () => token,
        onEvent: () => undefined,
        onResync: () => undefined,
        fetch: server.fetch,
        minDelayMs: 10,
      });
    const live = connect();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    token = null;
    s.end();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(1);

    token = 'tok';
    const s2 = serverStream();
    server.answers.push(async () => s2.response);
    const again = connect();
    await vi.waitFor(() => expect(server.calls).toHaveLength(2));
    // Closed as its stream ends: it would reconnect 10 ms later if it were not.
    again.close();
    s2.end();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(2);
    live.close();
  });
});

describe('what a change refetches', () => {
  it('a dispatch its requests and assets; a wallet the wallet queries and its business’s', () => {
    expect(queryKeysFor(event({ resource: 'dispatches', request_id: 'r1' }))).toEqual([
      ['business-dispatches'],
      ['assets'],
      ['dashboard'],
    ]);
    expect(queryKeysFor(event({ resource: 'wallets', business_id: 'b9' }))).toEqual([
      ['wallet'],
      ['dashboard'],
      ['business-wallet', 'b9'],
    ]);
    expect(queryKeysFor(event())).toContainEqual(['business-dispatches']);
    const all = allLiveKeys().map((k) => JSON.stringify(k));
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(
      expect.arrayContaining(
        [['business-dispatches'], ['leases'], ['maintenance'], ['wallet'], ['business-wallet']].map(
          (k) => JSON.stringify(k),
        ),
      ),
    );
  });
});
