/**
 * The jobs that expire personal data (docs/privacy.md): the recipients' retention also deletes
 * the proof files of the requests it erases; the prune job deletes sessions past their end,
 * mails and audit entries past their retention, and keeps everything younger. Both are
 * periodic jobs, claimed once across servers.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { prunePersonalData } from '../../server/jobs/personal-data-prune';
import { eraseEndedRecipients } from '../../server/jobs/recipient-retention';
import { assign, createRequest, createWorld, move, type World } from './requests-fixtures';
import { postgresStore } from '../../server/services/uploads/postgres-store';
import { PNG } from './upload-fixtures';
import { jobNamed } from './jobs-fixtures';
import { count, one } from './rows';

let w: World;
beforeAll(async () => {
  w = await createWorld();
}, 120_000);

describe('recipient retention', () => {
  it("deletes the proof's files of the requests it erases, not those of recent ones", async () => {
    const delivered = async (months: number) => {
      const id = await createRequest(w);
      const dispatch = await assign(w, id, w.ids.ownerVan);
      for (const status of ['in_transit', 'delivered']) await move(w, dispatch, status);
      const name = `${randomUUID()}.png`;
      await w.t.db.query(
        `insert into uploads (name, content_type, size) values ($1, 'image/png', $2)`,
        [name, PNG.length],
      );
      await w.t.db.query('insert into upload_contents (name, bytes) values ($1, $2)', [name, PNG]);
      await w.t.db.query(
        `insert into dispatch_proofs (dispatch_id, kind, value) values ($1, 'photo', $2)`,
        [dispatch, `/api/uploads/${name}`],
      );
      await w.t.db.query(
        `update requests set ended_at = now() - make_interval(months => $2) where id = $1`,
        [id, months],
      );
      return name;
    };
    const old = await delivered(13);
    const recent = await delivered(1);
    // In a bucket, the bytes are discarded once the rows are gone.
    const discarded: string[] = [];
    const bucket = { ...postgresStore, kind: 's3' as const };
    bucket.discard = async (name) => void discarded.push(name);
    expect(await eraseEndedRecipients(w.t.db, 12, { store: bucket })).toBe(1);
    expect(discarded).toEqual([old]);
    expect(await count(w.t, 'uploads', 'name = $1', [old])).toBe(0);
    expect(await count(w.t, 'upload_contents', 'name = $1', [old])).toBe(0);
    expect(await count(w.t, 'uploads', 'name = $1', [recent])).toBe(1);
  });
});

describe('prune of sessions, mails and the audit log', () => {
  it('deletes what is past its retention and keeps the rest', async () => {
    const user = await one<{ id: string }>(
      w.t,
      `select id from users where email = 'owner@flotte.demo'`,
    );
    const session = (expires: string, revoked: string | null) =>
      one<{ id: string }>(
        w.t,
        `insert into sessions (user_id, expires_at, revoked_at)
         values ($1, now() + $2::interval, now() + $3::interval) returning id`,
        [user.id, expires, revoked],
      );
    const expired = await session('-2 days', null);
    const revoked = await session('5 days', '-3 days');
    const justEnded = await session('-1 hour', null);
    const live = await session('5 days', null);
    const mail = (age: string) =>
      one<{ id: string }>(
        w.t,
        `insert into outbox (to_email, subject, text, created_at)
         values ('a@example.com', 's', 't', now() - $1::interval) returning id`,
        [age],
      );
    const oldMail = await mail('31 days');
    const newMail = await mail('1 day');
    const entry = (age: string) =>
      one<{ id: string }>(
        w.t,
        `insert into audit_log (action, entity, at) values ('test', 'prune', now() - $1::interval)
         returning id`,
        [age],
      );
    const oldEntry = await entry('366 days');
    const newEntry = await entry('10 days');

    const run = await prunePersonalData(w.t.db);
    expect(run.sessions).toBeGreaterThanOrEqual(2);
    const exists = (table: string, id: string) => count(w.t, table, 'id = $1', [id]);
    expect(await exists('sessions', expired.id)).toBe(0);
    expect(await exists('sessions', revoked.id)).toBe(0);
    expect(await exists('sessions', justEnded.id)).toBe(1);
    expect(await exists('sessions', live.id)).toBe(1);
    expect(await exists('outbox', oldMail.id)).toBe(0);
    expect(await exists('outbox', newMail.id)).toBe(1);
    expect(await exists('audit_log', oldEntry.id)).toBe(0);
    expect(await exists('audit_log', newEntry.id)).toBe(1);
  });

  it('is a periodic job named personal-data-prune, with the retentions from the settings', async () => {
    const mail = await one<{ id: string }>(
      w.t,
      `insert into outbox (to_email, subject, text, created_at)
       values ('b@example.com', 's', 't', now() - interval '3 days') returning id`,
    );
    const job = jobNamed(w.t, 'personal-data-prune', { outboxRetentionDays: 2 });
    expect(job).toBeDefined();
    await job?.run();
    expect(await count(w.t, 'outbox', 'id = $1', [mail.id])).toBe(0);
  });
});
