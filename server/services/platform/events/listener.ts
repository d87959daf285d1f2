/**
 * This process's one subscription to `flotte_events`. PGlite: its own `listen` (one database in
 * the process, it never drops). PostgreSQL: a dedicated connection outside the pool
 * (`listenPostgres`), which reconnects with back-off after a restart or a cut; notices sent while
 * it was away are lost, so a reconnection asks every client to refetch (`onResync`).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/db';
import { listenPostgres } from '../../../db/postgres';
import { LIVE_CHANNEL } from './notice';

export interface LiveListener {
  close(): Promise<void>;
}

export interface ListenerHandlers {
  onNotice: (payload: string | undefined) => void;
  onResync: () => void;
  log: FastifyBaseLogger;
}

/** How long start-up waits for the first LISTEN before going on without it (it keeps trying). */
const FIRST_CONNECT_MS = 10_000;

export async function startListener(db: Db, handlers: ListenerHandlers): Promise<LiveListener> {
  if (db.listen) {
    const unlisten = await db.listen(LIVE_CHANNEL, handlers.onNotice);
    return { close: unlisten };
  }
  if (!db.connectionString) {
    handlers.log.warn('live events: this database offers no LISTEN; live updates are off');
    return { close: async () => {} };
  }
  let connected!: () => void;
  const first = new Promise<void>((resolve) => (connected = resolve));
  const listener = listenPostgres(db.connectionString, [LIVE_CHANNEL], {
    onNotification: (_channel, payload) => handlers.onNotice(payload),
    onConnect: (reconnected) => {
      connected();
      if (reconnected) {
        handlers.log.info('live events: listening again after a lost connection');
        handlers.onResync();
      }
    },
    onError: (error) => handlers.log.warn({ err: error }, 'live events: listen connection lost'),
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_CONNECT_MS)));
  await Promise.race([first, late]);
  clearTimeout(timer);
  return listener;
}
