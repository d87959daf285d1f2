/**
 * API test harness: the real app on a real, fresh database. In-memory PGlite by default; with
 * DATABASE_URL set, a uniquely named database created on that PostgreSQL server for the test
 * file and dropped afterwards, so the same suite runs against both.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  rmSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
  existsSync,
  renameSync,
  readdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../../server/app';
import { projectRoot, readConfig, type ServerConfig } from '../../server/config';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { createPglite, pgliteDb } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { seed } from '../../server/seed';
import { hashPassword } from '../../server/services/accounts/passwords';
import type { Role } from '../../contract/roles';
import { loginResponse, type LoginResponse } from '../../contract/auth';
import { createServerDatabase, POSTGRES_TEMPLATE_VARIABLE } from './server-database';

export const DEMO_PASSWORD = 'demo-password-for-tests';
export const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export const EMAIL_BY_ROLE: Record<Role, string> = {
  superadmin: 'admin@flotte.demo',
  in_house_manager: 'manager@flotte.demo',
  asset_owner: 'owner@flotte.demo',
  business: 'business@flotte.demo',
  b2b: 'b2b@flotte.test', // not seeded: created on first use
  driver: 'driver@flotte.test', // not seeded: created on first use, the demo owner's driver
};
export const ROLES = Object.keys(EMAIL_BY_ROLE) as Role[];

/** A fresh database, migrated and seeded with the demo data (or empty). */
export interface TestDb {
  db: Db;
  /** Another connection to the same database (PGlite has one: the same handle). */
  connect(): Promise<Db>;
  drop(): Promise<void>;
}

/** What a test database holds unless it is empty: every migration, then the demo's seed. */
export async function migrateAndSeed(db: Db): Promise<void> {
  await migrate(db);
  await seed(db, DEMO_PASSWORD);
}

const sameHandle = (db: Db) => async (): Promise<Db> => ({ ...db, close: async () => {} });

/**
 * PGlite's initdb costs seconds; a migrated and seeded data directory is kept in the system's
 * temp folder (keyed by the migrations, the seed and the PGlite version) and loaded instead.
 */
async function pgliteFromTemplate(empty: boolean): Promise<TestDb> {
  if (empty) {
    const db = pgliteDb(await createPglite());
    return { db, connect: sameHandle(db), drop: () => db.close() };
  }
  const sources = [
    ...readdirSync(path.join(projectRoot, 'server/db/migrations'))
      .sort()
      .map((f) => path.join('server/db/migrations', f)),
    'server/seed.ts',
    'node_modules/@electric-sql/pglite/package.json',
  ];
  const hash = createHash('sha256').update(DEMO_PASSWORD);
  for (const file of sources) hash.update(readFileSync(path.join(projectRoot, file)));
  const template = path.join(tmpdir(), `flotte-test-db-${hash.digest('hex').slice(0, 16)}.tar`);

  if (existsSync(template)) {
    const pgl = await createPglite({ loadDataDir: new Blob([readFileSync(template)]) });
    const db = pgliteDb(pgl);
    return { db, connect: sameHandle(db), drop: () => db.close() };
  }
  const pgl = await createPglite();
  const db = pgliteDb(pgl);
  await migrateAndSeed(db);
  const dump = await pgl.dumpDataDir('none');
  const partial = `${template}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, template); // atomic: a parallel run never reads half a file
  for (const stale of readdirSync(tmpdir()).filter((f) => /^flotte-test-db-\w+\.tar$/.test(f))) {
    if (path.join(tmpdir(), stale) !== template)
      rmSync(path.join(tmpdir(), stale), { force: true });
  }
  return { db, connect: sameHandle(db), drop: () => db.close() };
}

async function postgresDatabase(serverUrl: string, empty: boolean): Promise<TestDb> {
  // The run's migrated and seeded database (postgres-template.ts), copied: not ~70 migrations
  // and the seed replayed for every file.
  const template = empty ? undefined : process.env[POSTGRES_TEMPLATE_VARIABLE];
  const { url, drop } = await createServerDatabase(
    serverUrl,
    `flotte_test_${randomBytes(6).toString('hex')}`,
    template,
  );
  const others: Db[] = [];
  const db = await openPostgres(url, 5);
  if (!empty && !template) await migrateAndSeed(db);
  return {
    db,
    async connect() {
      const other = await openPostgres(url, 5);
      others.push(other);
      return other;
    },
    async drop() {
      await db.close();
      for (const other of others) await other.close().catch(() => undefined);
      await drop();
    },
  };
}

export const createTestDb = ({ empty = false } = {}): Promise<TestDb> =>
  process.env.DATABASE_URL
    ? postgresDatabase(process.env.DATABASE_URL, empty)
    : pgliteFromTemplate(empty);

let webDir: string | undefined;
/** A stand-in for the built app: the server only needs an index.html to serve. */
function fakeWebDir(): string {
  if (!webDir) {
    webDir = mkdtempSync(path.join(tmpdir(), 'flotte-web-'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>Flotte test page</title>',
    );
  }
  return webDir;
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...readConfig({}),
    jwtSecret: JWT_SECRET,
    demoPassword: DEMO_PASSWORD,
    webDir: fakeWebDir(),
    // Tests run jobs themselves (server/jobs), when they choose.
    jobsEnabled: false,
    ...overrides,
  };
}

/** A clock the sessions read: tests move time instead of waiting. */
export class TestClock {
  offsetMs = 0;
  now = () => Date.now() + this.offsetMs;
  advance(seconds: number) {
    this.offsetMs += seconds * 1000;
  }
}

export interface TestApp {
  app: App;
  db: Db;
  config: ServerConfig;
  clock: TestClock;
  /** Another app on the same database (a restart, or a different configuration). */
  rebuild(overrides?: Partial<ServerConfig>): Promise<App>;
  /** Signs in through the API; answers the whole login response. */
  login(email: string, password?: string): Promise<LoginResponse>;
  /** A fresh token of a user of that role (a new session each time). */
  tokenFor(role: Role): Promise<string>;
  /** `authorization` header for a role. */
  as(role: Role): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const { db, drop } = await createTestDb();
  const config = testConfig(overrides);
  const clock = new TestClock();
  const apps: App[] = [];
  const make = async (more: Partial<ServerConfig> = {}) => {
    const built = await buildApp({ db, config: { ...config, ...more }, now: clock.now });
    apps.push(built);
    return built;
  };
  const app = await make();

  const login = async (email: string, password = DEMO_PASSWORD) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email, password },
    });
    if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
    return loginResponse.parse(res.json());
  };

  let b2bReady: Promise<void> | undefined;
  const ensureB2bUser = async () => {
    const business = await db.query<{ id: string }>(
      `insert into businesses (name, slug, kind, active) values ('Client B2B', 'client-b2b', 'b2b', true)
       returning id`,
    );
    await db.query(
      `insert into users (email, name, role, business_id, password_hash, email_verified_at)
       values ($1, 'Client B2B', 'b2b', $2, $3, now())`,
      [EMAIL_BY_ROLE.b2b, business[0]!.id, await hashPassword(DEMO_PASSWORD)],
    );
  };

  let driverReady: Promise<void> | undefined;
  const ensureDriverUser = async () => {
    await db.query(
      `insert into users (email, name, role, employer_user_id, password_hash, email_verified_at)
       select $1, 'Chauffeur Test', 'driver', id, $2, now() from users where email = $3`,
      [EMAIL_BY_ROLE.driver, await hashPassword(DEMO_PASSWORD), EMAIL_BY_ROLE.asset_owner],
    );
  };

  const tokenFor = async (role: Role) => {
    if (role === 'b2b') await (b2bReady ??= ensureB2bUser());
    if (role === 'driver') await (driverReady ??= ensureDriverUser());
    return (await login(EMAIL_BY_ROLE[role])).accessToken;
  };

  return {
    app,
    db,
    config,
    clock,
    rebuild: make,
    login,
    tokenFor,
    as: async (role) => ({ authorization: `Bearer ${await tokenFor(role)}` }),
    async close() {
      for (const a of apps) await a.close();
      await drop();
    },
  };
}

/** Whether the suite runs on a PostgreSQL server (DATABASE_URL) rather than in-memory PGlite. */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/** A second connection pool on `t`'s PostgreSQL database (DATABASE_URL): another server. */
export async function openSecondPool(t: TestApp, size = 5): Promise<Db> {
  const url = new URL(process.env.DATABASE_URL!);
  const rows = await t.db.query<{ name: string }>('select current_database() as name');
  url.pathname = `/${rows[0]!.name}`;
  return openPostgres(url.toString(), size);
}

/**
 * `w` and, on PostgreSQL, a second connection pool on its database (`other`: another server;
 * none on PGlite, whose single connection races nothing). Close them with `closeWithPool`.
 */
export async function withSecondPool<W extends { t: TestApp }>(
  w: W,
): Promise<{ w: W; other: Db | undefined }> {
  return { w, other: onPostgres ? await openSecondPool(w.t) : undefined };
}

/** Closes the second pool, then the app (which drops its database). */
export async function closeWithPool(t: TestApp | undefined, other: Db | undefined) {
  await other?.close();
  await t?.close();
}

/** A mailing job (the reminders) run on `db`, its mails sent before it answers its report. */
export const mailingRun =
  <R>(w: { t: TestApp }, job: (db: Db, mailer: App['mailer'], batch?: number) => Promise<R>) =>
  async (db: Db = w.t.db, batch?: number) => {
    const report = await job(db, w.t.app.mailer, batch);
    await w.t.app.mailer.idle();
    return report;
  };
