/**
 * What a test file's tests share, built once before them and closed after them: the app (and its
 * database) or a world around it. Each answers the object the built one is copied into, so the
 * file keeps one `const` that its hooks, helpers and tests read once the tests run.
 */
import { afterAll, beforeAll } from 'vitest';
import type { ServerConfig } from '../../server/config';
import type { Db } from '../../server/db/db';
import { createTestApp, onPostgres, openSecondPool, type TestApp } from './helpers';

function perFile<T extends object>(
  build: () => Promise<T>,
  close: (built: T) => Promise<unknown>,
  when = true,
): T {
  const shared = {} as T;
  let built = false;
  beforeAll(async () => {
    if (!when) return;
    Object.assign(shared, await build());
    built = true;
  });
  afterAll(async () => {
    if (built) await close(shared);
  });
  return shared;
}

const closeApp = (w: { t: TestApp }) => w.t.close();

/** The app on a fresh database for the file (closed, database dropped, after its tests). */
export const appPerFile = (overrides: Partial<ServerConfig> = {}): TestApp =>
  perFile(
    () => createTestApp(overrides),
    (t) => t.close(),
  );

/** A world around its app (`t`) for the file, as `build` makes it; its app closed after. */
export const worldPerFile = <W extends { t: TestApp }>(build: () => Promise<W>): W =>
  perFile(build, closeApp);

/**
 * The same for a file of races, built on a PostgreSQL server only: PGlite's one connection
 * serialises everything, so the file's tests are skipped there and nothing is built.
 */
export const raceWorldPerFile = <W extends { t: TestApp }>(build: () => Promise<W>): W =>
  perFile(build, closeApp, onPostgres);

/**
 * A world for the file with, on PostgreSQL, a second connection pool on its database
 * (`secondPool`: another server; none on PGlite, whose single connection races nothing).
 */
export const worldWithPoolPerFile = <W extends { t: TestApp }>(
  build: () => Promise<W>,
): W & { secondPool: Db | undefined } =>
  perFile(
    async () => {
      const w = await build();
      return { ...w, secondPool: onPostgres ? await openSecondPool(w.t) : undefined };
    },
    async (w) => {
      await w.secondPool?.close();
      await w.t.close();
    },
  );
