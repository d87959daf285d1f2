/**
 * Operations (issue 11): the liveness and readiness probes, the daily wallet reconciliation and
 * its per-job interval, and the pool's recovery on PostgreSQL (docs/deploy.md, docs/jobs.md).
 */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { openPostgres, isConnectionError } from '../../server/db/postgres';
import { periodicJobs } from '../../server/jobs';
import { Scheduler } from '../../server/jobs/scheduler';
import { reconcileWallets } from '../../server/jobs/wallet-reconciliation';
import { ROLES, onPostgres } from './helpers';
import { createWorld, topUp } from './requests-fixtures';
import { worldPerFile } from './per-file';

const w = worldPerFile(createWorld);

const silent = { error() {}, debug() {}, info() {}, warn() {} } as unknown as ConstructorParameters<
  typeof Scheduler
>[2]['log'];
const policy = () => ({
  freeMaxAssets: w.t.config.freeMaxAssets,
  freeMaxUsers: w.t.config.freeMaxUsers,
  defaultCommissionRate: w.t.config.defaultCommissionRate,
});

describe('probes', () => {
  it('table: anyone, signed in or not, gets both probes (200)', async () => {
    const callers: Record<string, Record<string, string>> = { anonymous: {} };
    for (const role of ROLES) callers[role] = w.as[role];
    for (const [who, headers] of Object.entries(callers)) {
      for (const url of ['/api/health', '/api/ready']) {
        const res = await w.t.app.inject({ url, headers });
        expect([who, url, res.statusCode]).toEqual([who, url, 200]);
      }
    }
    expect((await w.t.app.inject({ url: '/api/ready' })).json()).toEqual({ status: 'ready' });
  });

  it('a database that fails: /health stays 200 (liveness), /ready answers 503 database_unavailable', async () => {
    const failing: Db = {
      ...w.t.db,
      query: () =>
        Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
      close: async () => undefined,
    };
    // The JWT secret comes from the configuration: building reads nothing from the database.
    const probe = await buildApp({ db: failing, config: w.t.config });
    expect((await probe.inject({ url: '/api/health' })).statusCode).toBe(200);
    const ready = await probe.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toEqual({ status: 'not_ready', reason: 'database_unavailable' });
    await probe.close();
  });

  it('a migration not applied answers 503 migrations_pending', async () => {
    await w.t.db.query(`delete from schema_migrations where version = '017_reconciliation'`);
    try {
      const res = await w.t.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not_ready', reason: 'migrations_pending' });
    } finally {
      await w.t.db.query(`insert into schema_migrations (version) values ('017_reconciliation')`);
    }
    expect((await w.t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });

  it('both are in the OpenAPI document', async () => {
    const doc = (await w.t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    }>();
    expect(Object.keys(doc.paths['/api/health']!.get!.responses)).toEqual(['200']);
    expect(Object.keys(doc.paths['/api/ready']!.get!.responses).sort()).toEqual(['200', '503']);
  });
});

const reports = () =>
  w.t.db.query<{ mismatches: number; wallets_checked: number; details: unknown[] }>(
    'select mismatches, wallets_checked, details from reconciliation_reports order by finished_at, id',
  );
const adminMails = () =>
  w.t.db.query<{ subject: string; text: string }>(
    `select subject, text from outbox where to_email = 'admin@flotte.demo'
     and subject like '%ortefeuille%' or subject like '%wallet%' order by created_at, id`,
  );

describe('wallet reconciliation', () => {
  it('wallets that match their ledger: a report of 0 mismatches, no mail, no error', async () => {
    await topUp(w, w.ids.business, 5000);
    const errors: unknown[] = [];
    const before = (await reports()).length;
    const mailsBefore = (await adminMails()).length;
    const report = await reconcileWallets(w.t.db, w.t.app.mailer, {
      error: (o: unknown) => errors.push(o),
    } as never);
    expect(report.mismatches).toEqual([]);
    expect(report.walletsChecked).toBeGreaterThanOrEqual(1);
    const rows = await reports();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ mismatches: 0, details: [] });
    expect(await adminMails()).toHaveLength(mailsBefore);
    expect(errors).toEqual([]);
    const audits = await w.t.db.query(
      `select 1 from audit_log where action = 'reconcile' and entity_id = $1`,
      [report.id],
    );
    expect(audits).toHaveLength(1);
  });

  it('a balance written around the ledger is reported: log error, report row, mail to each superadmin', async () => {
    await w.t.db.query('update wallets set balance = balance + 123 where business_id = $1', [
      w.ids.business,
    ]);
    try {
      const errors: unknown[] = [];
      const report = await reconcileWallets(w.t.db, w.t.app.mailer, {
        error: (o: unknown) => errors.push(o),
      } as never);
      expect(report.mismatches).toHaveLength(1);
      expect(report.mismatches[0]).toMatchObject({ businessId: w.ids.business, difference: 123 });
      expect(errors).toHaveLength(1);
      expect((await reports()).at(-1)).toMatchObject({
        mismatches: 1,
        details: [expect.objectContaining({ business_id: w.ids.business, difference: 123 })],
      });
      const mails = await w.t.db.query<{ to_email: string; subject: string; text: string }>(
        `select to_email, subject, text from outbox where subject like 'Flotte : 1 portefeuille%'
         or subject like 'Flotte: 1 wallet%'`,
      );
      const admins = await w.t.db.query<{ email: string }>(
        `select email from users where role = 'superadmin' and disabled_at is null`,
      );
      expect(mails.map((m) => m.to_email).sort()).toEqual(admins.map((a) => a.email).sort());
      expect(mails[0]!.text).toContain('1,23');
    } finally {
      await w.t.db.query('update wallets set balance = balance - 123 where business_id = $1', [
        w.ids.business,
      ]);
    }
  });

  it('is a daily periodic job: one tick runs it, the next day is its next run', async () => {
    const jobs = periodicJobs({
      db: w.t.db,
      mailer: w.t.app.mailer,
      policy: policy(),
      log: silent,
    });
    const job = jobs.filter((j) => j.name === 'wallet-reconciliation');
    expect(job[0]!.intervalSeconds).toBe(24 * 3600);
    await w.t.db.query(`delete from job_runs where name = 'wallet-reconciliation'`);
    const before = (await reports()).length;
    const scheduler = new Scheduler(w.t.db, job, { intervalSeconds: 60, log: silent });
    expect(await scheduler.tick()).toEqual(['wallet-reconciliation']);
    expect(await scheduler.tick()).toEqual([]);
    expect(await reports()).toHaveLength(before + 1);
    const next = await w.t.db.query<{ hours: number }>(
      `select extract(epoch from next_run_at - now())::float8 / 3600 as hours
       from job_runs where name = 'wallet-reconciliation'`,
    );
    expect(next[0]!.hours).toBeGreaterThan(23.9);
  });

  it.skipIf(!onPostgres)('two servers polling together run it once', async () => {
    const url = new URL(process.env.DATABASE_URL!);
    const name = await w.t.db.query<{ n: string }>('select current_database() as n');
    url.pathname = `/${name[0]!.n}`;
    const other = await openPostgres(url.toString(), 3);
    try {
      await w.t.db.query(`delete from job_runs where name = 'wallet-reconciliation'`);
      const before = (await reports()).length;
      const schedulers = [w.t.db, other, w.t.db, other].map(
        (db) =>
          new Scheduler(
            db,
            periodicJobs({ db, mailer: w.t.app.mailer, policy: policy(), log: silent }).filter(
              (j) => j.name === 'wallet-reconciliation',
            ),
            { intervalSeconds: 60, log: silent },
          ),
      );
      const ran = await Promise.all(schedulers.map((s) => s.tick()));
      expect(ran.flat()).toEqual(['wallet-reconciliation']);
      expect(await reports()).toHaveLength(before + 1);
    } finally {
      await other.close();
    }
  });
});

describe('the pool and a database that goes away', () => {
  it('tells a dropped connection from a failing statement', () => {
    const err = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    expect(isConnectionError(err('ECONNREFUSED'))).toBe(true);
    expect(
      isConnectionError(err('57P01', 'terminating connection due to administrator command')),
    ).toBe(true);
    expect(isConnectionError(err('08006'))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(err('23505'))).toBe(false);
    expect(isConnectionError(err('42P01'))).toBe(false);
  });

  it.skipIf(!onPostgres)(
    'connections killed under it: the pool drops them and answers again, no restart',
    async () => {
      const url = new URL(process.env.DATABASE_URL!);
      const name = await w.t.db.query<{ n: string }>('select current_database() as n');
      url.pathname = `/${name[0]!.n}`;
      const db = await openPostgres(url.toString(), 3);
      try {
        await Promise.all([1, 2, 3].map(() => db.query('select pg_sleep(0.05)')));
        const killer = await openPostgres(process.env.DATABASE_URL!, 1);
        await killer.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = $1 and pid <> pg_backend_pid() and application_name = ''
             and backend_type = 'client backend' and state = 'idle'`,
          [name[0]!.n],
        );
        await killer.close();
        // Idle clients learnt of it (error event) or fail once as 503; then fresh ones serve.
        const answers: string[] = [];
        for (let i = 0; i < 5; i++) {
          answers.push(
            await db.query('select 1 as one').then(
              () => 'ok',
              (e: { statusCode?: number; code?: string }) => `${e.statusCode} ${e.code}`,
            ),
          );
        }
        for (const a of answers) expect(['ok', '503 database_unavailable']).toContain(a);
        expect(answers.at(-1)).toBe('ok');
        expect(await db.transaction((tx) => tx.query('select 2 as two'))).toEqual([{ two: 2 }]);
      } finally {
        await db.close();
      }
    },
  );
});
