/**
 * Document reminders and the dashboards' document figures (docs/compliance.md): once per level
 * (expiring, expired), to the owner or the business's notification addresses, never twice,
 * also with two servers at once (PostgreSQL: DATABASE_URL; skipped on PGlite, which has one
 * connection); renewed documents are not reminded; each figure is its list's total.
 */
import { describe, expect, it } from 'vitest';
import { periodicJobs } from '../../server/jobs';
import { sendDocumentReminders } from '../../server/jobs/document-reminders';
import { mailingRun, onPostgres } from './helpers';
import { worldWithPoolPerFile } from './per-file';
import {
  createComplianceWorld,
  day,
  documentList,
  inject,
  insurance,
  recordDocument,
} from './compliance-fixtures';
import { one } from './rows';

const w = worldWithPoolPerFile(createComplianceWorld);
const remind = mailingRun(w, sendDocumentReminders);

const mailsAbout = (text: string) =>
  w.t.db.query<{ to_email: string; subject: string; text: string }>(
    `select to_email, subject, text from outbox where text like $1 order by created_at, to_email`,
    [`%${text}%`],
  );

let n = 0;
const newVan = async (owner = w.ids.owner) =>
  (
    await one<{ id: string }>(
      w.t,
      `insert into assets (asset_type_id, owner_user_id, name) values ($1, $2, $3) returning id`,
      [w.ids.van, owner, `Van rappel ${++n}`],
    )
  ).id;

describe('document reminders', () => {
  it('is one of the server’s periodic jobs', () => {
    const { config } = w.t;
    const jobs = periodicJobs({
      db: w.t.db,
      mailer: w.t.app.mailer,
      policy: {
        freeMaxAssets: config.freeMaxAssets,
        freeMaxUsers: config.freeMaxUsers,
        defaultCommissionRate: config.defaultCommissionRate,
      },
    });
    expect(jobs.filter((j) => j.name === 'document-reminders')).toHaveLength(1);
  });

  it('mails the owner once when expiring, once when expired; an expired one only that', async () => {
    await remind();
    const van = await newVan();
    const doc = await recordDocument(w, { ...insurance(w, van, day(10)), number: 'POL-EXP-1' });
    const late = await recordDocument(w, {
      ...insurance(w, await newVan(), day(-2)),
      number: 'POL-LATE-1',
    });
    expect(await remind()).toMatchObject({ expiring: 1, expired: 1 });
    expect(await remind()).toMatchObject({ expiring: 0, expired: 0 });
    const first = await mailsAbout('POL-EXP-1');
    expect(first).toHaveLength(1);
    expect(first[0]!.to_email).toBe('owner@flotte.demo');
    expect(first[0]!.subject).toContain('bientôt expiré');
    expect(await mailsAbout('POL-LATE-1')).toHaveLength(1);
    // Time passes: its last day is behind it.
    await w.t.db.query('update documents set valid_to = $2 where id = $1', [doc.id, day(-1)]);
    expect(await remind()).toMatchObject({ expiring: 0, expired: 1 });
    expect(await remind()).toMatchObject({ expired: 0 });
    const all = await mailsAbout('POL-EXP-1');
    expect(all.map((m) => m.subject.includes('expiré'))).toEqual([true, true]);
    expect(late.due_level).toBe('expired');
  });

  it('a renewed document is not reminded; a new end forgets the reminders it no longer reaches', async () => {
    const van = await newVan();
    const old = await recordDocument(w, { ...insurance(w, van, day(5)), number: 'POL-OLD' });
    await recordDocument(w, { ...insurance(w, van, day(400)), number: 'POL-NEW' });
    await remind();
    expect(await mailsAbout('POL-OLD')).toHaveLength(0);
    const moved = await recordDocument(w, {
      ...insurance(w, await newVan(), day(3)),
      number: 'POL-MOVED',
    });
    await remind();
    expect(await mailsAbout('POL-MOVED')).toHaveLength(1);
    await inject(w.t, 'PATCH', `/documents/${moved.id}`, w.as.superadmin, { valid_to: day(200) });
    await inject(w.t, 'PATCH', `/documents/${moved.id}`, w.as.superadmin, { valid_to: day(4) });
    await remind();
    expect(await mailsAbout('POL-MOVED')).toHaveLength(2);
    expect(old.id).toBeTruthy();
  });

  it('a business’s asset: its notification addresses, in its language', async () => {
    await w.t.db.query(
      `insert into business_settings (business_id, notification_emails, default_language)
       values ($1, '{flotte@durand.test}', 'en')
       on conflict (business_id) do update set notification_emails = excluded.notification_emails,
         default_language = excluded.default_language`,
      [w.ids.business],
    );
    await recordDocument(w, { ...insurance(w, w.ids.inHouseVan, day(1)), number: 'POL-BIZ' });
    await remind();
    const mails = await mailsAbout('POL-BIZ');
    expect(mails.map((m) => m.to_email)).toEqual(['flotte@durand.test']);
    expect(mails[0]!.subject).toContain('expiring soon');
  });
});

describe('two servers at once (PostgreSQL)', () => {
  it.skipIf(!onPostgres)('each reminder is mailed once', async () => {
    await remind();
    for (let i = 0; i < 6; i++) {
      await recordDocument(w, {
        ...insurance(w, await newVan(), day(-1)),
        number: `POL-RACE-${i}`,
      });
    }
    const [a, b] = await Promise.all([remind(w.t.db, 2), remind(w.secondPool!, 2)]);
    expect(a.expired + b.expired).toBe(6);
    expect(await mailsAbout('POL-RACE-')).toHaveLength(6);
  });
});

describe('dashboards', () => {
  it('count expired and expiring documents, each the total of its list', async () => {
    const owner = (await inject(w.t, 'GET', '/dashboard/owner', w.as.asset_owner)).json() as {
      data: { documents: { expired: number; expiring: number } };
    };
    const total = async (level: string, headers = w.as.asset_owner) =>
      documentList.parse(
        (await inject(w.t, 'GET', `/documents?due_level=${level}`, headers)).json(),
      ).pagination.total;
    expect(owner.data.documents.expired).toBeGreaterThan(0);
    expect(owner.data.documents).toEqual({
      expired: await total('expired'),
      expiring: await total('expiring'),
    });
    const manager = (
      await inject(w.t, 'GET', '/in-house-managers/dashboard', w.as.in_house_manager)
    ).json() as { data: { documents: { expired: number; expiring: number } } };
    expect(manager.data.documents).toEqual({
      expired: await total('expired', w.as.in_house_manager),
      expiring: await total('expiring', w.as.in_house_manager),
    });
    const business = (await inject(w.t, 'GET', '/dashboard/business', w.as.business)).json() as {
      data: { documents: { expired: number; expiring: number } };
    };
    expect(business.data.documents).toEqual({
      expired: await total('expired', w.as.business),
      expiring: await total('expiring', w.as.business),
    });
    expect(business.data.documents.expiring).toBeGreaterThan(0);
  });
});
