/**
 * The fan-out of one server process: the notices its listener receives, to its own SSE clients,
 * each receiving only the records its user may see (visibility.ts). Notices arriving together are
 * handled as one batch (one scope query per table and batch, whatever the number of clients), and
 * batches one after the other, so each client receives changes in commit order. A driver's
 * position names the scope groups that see it (its notice's `seen_by`): matched without a query,
 * so a busy database delays no position. A scope query that fails drops its own notices only.
 *
 * Every heartbeat, the sessions behind the streams are read again (one query): a stream whose
 * session was revoked or expired, or whose user was disabled, ends; a user's role or business
 * change applies from then on.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { User } from '../../../../contract/auth';
import { LIVE_EVENT_NAMES, type LiveEvent, type LiveResource } from '../../../../contract/live';
import type { Queryable } from '../../../db/db';
import { queryRows } from '../../../db/query';
import { toUser, USER_COLUMNS, userRow } from '../../accounts/users';
import { parseNotice, parsePositionNotice, type PositionNotice } from './notice';
import { mayReadSome, scopeGroupOf, visibleIds } from './visibility';

export interface LiveClient {
  user: User;
  sessionId: string;
  /** Writes raw text/event-stream lines. */
  write(chunk: string): void;
  /** Ends the stream (the client reconnects if it wants to). */
  end(): void;
}

/** One SSE message. */
export const sseMessage = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export class LiveHub {
  private readonly clients = new Set<LiveClient>();
  private queue: (string | undefined)[] = [];
  private scheduled = false;
  /** The batch in progress: the next one waits for it (order). */
  private running: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Queryable,
    private readonly log: FastifyBaseLogger,
    heartbeatMs: number,
  ) {
    this.timer = setInterval(() => void this.heartbeat(), heartbeatMs);
    this.timer.unref();
  }

  get size() {
    return this.clients.size;
  }

  add(client: LiveClient) {
    this.clients.add(client);
    client.write(sseMessage(LIVE_EVENT_NAMES.ready, {}));
  }

  remove(client: LiveClient) {
    this.clients.delete(client);
  }

  /** A raw NOTIFY payload; handled with the others of this turn of the event loop. */
  notice(payload: string | undefined) {
    this.queue.push(payload);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      const batch = this.queue;
      this.queue = [];
      this.running = this.running
        .then(() => this.deliver(batch))
        .catch((error: unknown) => this.log.error({ err: error }, 'live events: batch failed'));
    });
  }

  /** Changes may have been missed (the listener reconnected): every client refetches. */
  resync() {
    for (const client of this.clients) client.write(sseMessage(LIVE_EVENT_NAMES.resync, {}));
  }

  /** Ends every stream (graceful shutdown: the server can then close its connections). */
  close() {
    clearInterval(this.timer);
    for (const client of this.clients) client.end();
    this.clients.clear();
  }

  /** Resolves once the notices received so far are delivered (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.scheduled || this.queue.length > 0) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    await this.running;
  }

  private async deliver(payloads: (string | undefined)[]) {
    if (this.clients.size === 0) return;
    // The last notice of each record wins: a burst on one record is one event.
    const latest = new Map<string, LiveEvent>();
    // Positions apart (their own event name), the last one of each dispatch.
    const positions = new Map<string, PositionNotice>();
    for (const payload of payloads) {
      const position = parsePositionNotice(payload);
      if (position) {
        positions.delete(position.event.id);
        positions.set(position.event.id, position);
        continue;
      }
      const event = parseNotice(payload);
      if (!event) {
        this.log.warn({ payload }, 'live events: unreadable notice dropped');
        continue;
      }
      const key = `${event.resource}:${event.id ?? 'bulk'}`;
      latest.delete(key);
      latest.set(key, event);
    }
    const events = [...latest.values()];
    const clients = [...this.clients];
    const groups = new Map<string, User>();
    for (const client of clients) groups.set(scopeGroupOf(client.user), client.user);

    const byResource = new Map<LiveResource, string[]>();
    for (const e of events) {
      if (e.id !== null) byResource.set(e.resource, [...(byResource.get(e.resource) ?? []), e.id]);
    }
    // A position says who sees it (its `seen_by`, read by the ingest): no query. One without
    // (a server of an earlier version) is asked with its dispatch's changes.
    const unsaid = [...positions.values()].filter((p) => !p.seenBy).map((p) => p.event.id);
    if (unsaid.length > 0) {
      byResource.set('dispatches', [
        ...new Set([...(byResource.get('dispatches') ?? []), ...unsaid]),
      ]);
    }
    const visible = new Map<LiveResource, Map<string, Set<string>>>();
    for (const [resource, ids] of byResource) {
      try {
        visible.set(resource, await visibleIds(this.db, resource, ids, groups));
      } catch (error) {
        // The database is busy or away: these notices reach no one (who may see them is
        // unknown), the others still go. The pages refetch at their next change or reconnection.
        this.log.warn(
          { err: error, resource, notices: ids.length },
          'live events: scope query failed, notices dropped',
        );
      }
    }

    for (const client of clients) {
      if (!this.clients.has(client)) continue;
      const group = scopeGroupOf(client.user);
      const lines = events
        .filter((e) =>
          e.id === null
            ? mayReadSome(client.user, e.resource)
            : (visible.get(e.resource)?.get(group)?.has(e.id) ?? false),
        )
        .map((e) => sseMessage(LIVE_EVENT_NAMES.change, e));
      const seen = visible.get('dispatches')?.get(group);
      for (const { event, seenBy } of positions.values()) {
        if (seenBy ? seenBy.has(group) : seen?.has(event.id)) {
          lines.push(sseMessage(LIVE_EVENT_NAMES.position, event));
        }
      }
      if (lines.length > 0) client.write(lines.join(''));
    }
  }

  /** A comment line keeps proxies from closing an idle stream; sessions are read again. */
  private async heartbeat() {
    const clients = [...this.clients];
    if (clients.length === 0) return;
    try {
      const rows = await queryRows(
        this.db,
        userRow.extend({ session_id: z.string(), live: z.boolean() }),
        `select s.id as session_id,
                (s.revoked_at is null and s.expires_at > now() and u.disabled_at is null) as live,
                u.${USER_COLUMNS.replace(/,\s*/g, ', u.')}
         from sessions s join users u on u.id = s.user_id where s.id = any($1::uuid[])`,
        [[...new Set(clients.map((c) => c.sessionId))]],
      );
      const sessions = new Map(rows.map((r) => [r.session_id, r]));
      for (const client of clients) {
        const row = sessions.get(client.sessionId);
        if (!row?.live) {
          this.remove(client);
          client.end();
          continue;
        }
        client.user = toUser(row);
        client.write(': ping\n\n');
      }
    } catch (error) {
      // The database is away: keep the streams (and proxies) alive, check again next time.
      this.log.warn({ err: error }, 'live events: session check failed');
      for (const client of clients) client.write(': ping\n\n');
    }
  }
}
