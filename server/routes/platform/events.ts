import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { sessionCallerOf, type AuthGuards } from '../../plugins/auth';
import { bearer } from '../../plugins/docs';
import { LiveHub } from '../../services/platform/events/hub';
import { startListener } from '../../services/platform/events/listener';
import { errorResponses } from '../schemas';

export interface EventsOptions {
  db: Db;
  guards: AuthGuards;
  /** Seconds between two heartbeats (comment lines, session checks). */
  heartbeatSeconds: number;
}

/**
 * `GET /api/events`: live status as server-sent events (docs/live.md). Signed in with the usual
 * Bearer header: the app reads the stream with fetch, so no token ever goes in a URL. Not
 * compressed (each event must leave at once), not rate limited (one long request), closed in
 * `preClose` so that a graceful shutdown does not wait for clients.
 */
export const eventsRoutes: FastifyPluginAsyncZod<EventsOptions> = async (
  app,
  { db, guards, heartbeatSeconds },
) => {
  const hub = new LiveHub(db, app.log, heartbeatSeconds * 1000);
  const listener = await startListener(db, {
    onNotice: (payload) => hub.notice(payload),
    onResync: () => hub.resync(),
    log: app.log,
  });
  app.addHook('preClose', async () => hub.close());
  app.addHook('onClose', async () => listener.close());

  app.get(
    '/events',
    {
      onRequest: guards.requireAuth,
      compress: false,
      schema: {
        tags: ['platform'],
        summary:
          'Live changes of the records the caller may see, as text/event-stream (`ready`, `change`, `resync`; comment lines as heartbeats)',
        security: bearer,
        response: {
          200: z.string().describe('text/event-stream; `change` data: contract/live.ts liveEvent'),
          ...errorResponses(401),
        },
      },
    },
    async (req, reply) => {
      const { user, session } = sessionCallerOf(req);
      const stream = new PassThrough();
      const client = {
        user,
        sessionId: session.id,
        write: (chunk: string) => {
          if (!stream.writableEnded) stream.write(chunk);
        },
        end: () => stream.end(),
      };
      // The browser went away (or the stream ended): stop writing to it.
      reply.raw.on('close', () => {
        hub.remove(client);
        stream.end();
      });
      hub.add(client);
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          // nginx and the like: pass each event on at once.
          .header('x-accel-buffering', 'no')
          .send(stream as unknown as string)
      );
    },
  );
};
