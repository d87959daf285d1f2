/**
 * The reminder job: once per level (due soon, overdue), to the right people in their language,
 * never twice, also with two servers running it at once (PostgreSQL: DATABASE_URL; skipped on
 * PGlite, which has a single connection). Tests age work in the database and run the job
 * themselves.
 */
import { describe, expect, it } from 'vitest';
import { periodicJobs } from '../../server/jobs';
import { sendMaintenanceReminders } from '../../server/jobs/maintenance-reminders';
import { Scheduler } from '../../server/jobs/scheduler';
import { mailingRun, onPostgres } from './helpers';
import { worldWithPoolPerFile } from './per-file';
import { createMaintenanceWorld, inDays, inject, patch, schedule } from './maintenance-fixtures';
import { insertBusiness, one, signedInUser } from './rows';

const w = worldWithPoolPerFile(createMaintenanceWorld);
const remind = mailingRun(w, sendMaintenanceReminders);

interface Mail {
  [key: string]: unknown;
  to_email: string;
  subject: string;
  text: string;
}
/** Mails whose subject names `title`, oldest first. */
const mailsAbout = (title: string) =>
  w.t.db.query<Mail>(
    `select to_email, subject, text from outbox where subject like $1 order by created_at, to_email`,
    [`%${title}%`],
  );

let n = 0;
/** An owner (in `locale`) with a van at `odometer` km; answers both ids and its e-mail. */
async function ownerWithVan(locale: 'fr' | 'en' | null = null, odometer: number | null = 10_000) {
  const email = `proprio-${++n}@rappels.test`;
  await signedInUser(w.t, email, null, 'asset_owner', locale);
  const { id } = await one<{ id: string }>(w.t, 'select id from users where email = $1', [email]);
  const van = await one<{ id: string }>(
    w.t,
    `insert into assets (asset_type_id, owner_user_id, name, registration, odometer_km)
     values ($1, $2, $3, 'AB-123-CD', $4) returning id`,
    [w.ids.van, id, `Van ${n}`, odometer],
  );
  return { email, ownerId: id, van: van.id };
}

/** Time passes: the work's date moves to `iso`, as if the calendar had caught up with it. */
const age = (id: string, iso: string) =>
  w.t.db.query('update maintenance set scheduled_at = $2 where id = $1', [id, iso]);

describe('maintenance reminders', () => {
  it('is one of the server’s periodic jobs', async () => {
    const { config } = w.t;
    const policy = {
      freeMaxAssets: config.freeMaxAssets,
      freeMaxUsers: config.freeMaxUsers,
      defaultCommissionRate: config.defaultCommissionRate,
    };
    const jobs = periodicJobs({ db: w.t.db, mailer: w.t.app.mailer, policy });
    const mine = jobs.filter((j) => j.name === 'maintenance-reminders');
    expect(mine).toHaveLength(1);
    const scheduler = new Scheduler(w.t.db, mine, {
      intervalSeconds: 60,
      log: { error() {}, debug() {} } as unknown as ConstructorParameters<
        typeof Scheduler
      >[2]['log'],
    });
    expect(await scheduler.tick()).toContain('maintenance-reminders');
  });

  it('mails the owner once when work becomes due soon, once when it becomes overdue', async () => {
    const { email, van } = await ownerWithVan();
    const id = await schedule(w, van, { title: 'Vidange 1', scheduled_at: inDays(20) });
    await remind();
    expect(await mailsAbout('Vidange 1')).toEqual([]);

    await age(id, inDays(3));
    const first = await remind();
    expect(first.dueSoon).toBeGreaterThanOrEqual(1);
    await remind();
    const soon = await mailsAbout('Vidange 1');
    expect(soon).toHaveLength(1);
    expect(soon[0]!.to_email).toBe(email);
    expect(soon[0]!.subject).toMatch(
      /^Flotte : entretien bientôt dû \(Vidange 1, Van \d+ \(AB-123-CD\)\)$/,
    );
    expect(soon[0]!.text).toContain('arrive à échéance');
    expect(soon[0]!.text).toMatch(/échéance le \d+ \S+ \d{4}/);

    await age(id, inDays(-1));
    await remind();
    await remind();
    const all = await mailsAbout('Vidange 1');
    expect(all).toHaveLength(2);
    expect(all[1]!.subject).toMatch(/^Flotte : entretien en retard \(Vidange 1, /);
    expect(all[1]!.text).toContain('est en retard');
    const row = await one<{ due_soon_notified_at: Date | null; overdue_notified_at: Date | null }>(
      w.t,
      'select due_soon_notified_at, overdue_notified_at from maintenance where id = $1',
      [id],
    );
    expect(row.due_soon_notified_at).not.toBeNull();
    expect(row.overdue_notified_at).not.toBeNull();
    const audits = await w.t.db.query<{ action: string }>(
      `select action from audit_log where entity_id = $1 and action like 'remind%' order by at`,
      [id],
    );
    expect(audits.map((a) => a.action)).toEqual(['remind_due_soon', 'remind_overdue']);
  });

  it('work already overdue gets the overdue mail only', async () => {
    const { van } = await ownerWithVan('en');
    await schedule(w, van, { title: 'Freins 2', scheduled_at: inDays(-10) });
    await remind();
    await remind();
    const mails = await mailsAbout('Freins 2');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(
      /^Flotte: maintenance overdue \(Freins 2, Van \d+ \(AB-123-CD\)\)$/,
    );
    expect(mails[0]!.text).toContain('record it as completed');
  });

  it('by odometer: when the asset’s reading comes within 500 km, then reaches it', async () => {
    const { van } = await ownerWithVan('en', 10_000);
    await schedule(w, van, { title: 'Pneus 3', scheduled_at: null, due_odometer_km: 15_000 });
    await remind();
    expect(await mailsAbout('Pneus 3')).toEqual([]);
    await w.t.db.query('update assets set odometer_km = 14600 where id = $1', [van]);
    await remind();
    const soon = await mailsAbout('Pneus 3');
    expect(soon).toHaveLength(1);
    expect(soon[0]!.text).toContain('due at 15,000 km (odometer now: 14,600 km)');
    await w.t.db.query('update assets set odometer_km = 15000 where id = $1', [van]);
    await remind();
    expect((await mailsAbout('Pneus 3')).map((m) => m.subject.split(' (')[0])).toEqual([
      'Flotte: maintenance due soon',
      'Flotte: maintenance overdue',
    ]);
  });

  it('mails nothing for work in progress, done, cancelled, not due, or of a deleted asset', async () => {
    const { van } = await ownerWithVan();
    const started = await schedule(w, van, { title: 'Silence 4a', scheduled_at: inDays(-1) });
    await patch(w, started, { status: 'in_progress' });
    const done = await schedule(w, van, { title: 'Silence 4b', scheduled_at: inDays(1) });
    await patch(w, done, { status: 'completed' });
    const cancelled = await schedule(w, van, { title: 'Silence 4c', scheduled_at: inDays(1) });
    await patch(w, cancelled, { status: 'cancelled' });
    await schedule(w, van, { title: 'Silence 4d', scheduled_at: inDays(8) });
    const gone = await ownerWithVan();
    await schedule(w, gone.van, { title: 'Silence 4e', scheduled_at: inDays(-1) });
    await w.t.db.query(`update assets set deleted_at = now(), status = 'inactive' where id = $1`, [
      gone.van,
    ]);
    await remind();
    expect(await mailsAbout('Silence 4')).toEqual([]);
  });

  it('a new date is a new due point: its reminders are sent again when reached', async () => {
    const { van } = await ownerWithVan();
    const id = await schedule(w, van, { title: 'Report 5', scheduled_at: inDays(2) });
    await remind();
    expect(await mailsAbout('Report 5')).toHaveLength(1);
    // Moved within the due-soon window: no second due-soon mail.
    await patch(w, id, { scheduled_at: inDays(4) });
    await remind();
    expect(await mailsAbout('Report 5')).toHaveLength(1);
    // Moved a month away, then the month passes: reminded again.
    await patch(w, id, { scheduled_at: inDays(30) });
    await age(id, inDays(5));
    await remind();
    expect(await mailsAbout('Report 5')).toHaveLength(2);
  });

  it('a business’s asset: its notification addresses, in its language; else its staff', async () => {
    const shop = await insertBusiness(w.t, 'rappels-entreprise');
    await signedInUser(w.t, 'chef@rappels-entreprise.test', shop, 'business', 'en');
    await signedInUser(w.t, 'adjoint@rappels-entreprise.test', shop, 'business', 'fr');
    await w.t.db.query(
      `insert into users (email, name, role, business_id, disabled_at)
       values ('parti@rappels-entreprise.test', 'Parti', 'business', $1, now())`,
      [shop],
    );
    const van = (
      await one<{ id: string }>(
        w.t,
        `insert into assets (asset_type_id, business_id, name) values ($1, $2, 'Daily 6')
         returning id`,
        [w.ids.van, shop],
      )
    ).id;
    await schedule(w, van, { title: 'Staff 6', scheduled_at: inDays(2) });
    await remind();
    const staff = await mailsAbout('Staff 6');
    expect(staff.map((m) => [m.to_email, m.subject.split(' (')[0]])).toEqual([
      ['adjoint@rappels-entreprise.test', 'Flotte : entretien bientôt dû'],
      ['chef@rappels-entreprise.test', 'Flotte: maintenance due soon'],
    ]);

    await w.t.db.query(
      `insert into business_settings (business_id, default_language, timezone,
         notification_emails)
       values ($1, 'en', 'America/New_York', array['atelier@rappels-entreprise.test'])`,
      [shop],
    );
    // 02:00 UTC on 10 March is still 9 March in New York.
    await schedule(w, van, { title: 'Adresses 6', scheduled_at: '2020-03-10T02:00:00Z' });
    await remind();
    const addresses = await mailsAbout('Adresses 6');
    expect(addresses).toHaveLength(1);
    expect(addresses[0]).toMatchObject({ to_email: 'atelier@rappels-entreprise.test' });
    expect(addresses[0]!.text).toMatch(/^Hello,\n/);
    expect(addresses[0]!.text).toContain('due on 9 March 2020');
  });
});

describe('two servers at once (PostgreSQL)', () => {
  it.skipIf(!onPostgres)('every reminder is mailed once, whoever claims it', async () => {
    const titles: string[] = [];
    for (let i = 0; i < 12; i++) {
      const { van } = await ownerWithVan();
      const title = `Course ${String.fromCharCode(65 + i)}`;
      titles.push(title);
      // Half overdue, half due soon (by date or by odometer).
      await schedule(w, van, {
        title,
        scheduled_at: i % 2 ? inDays(-1) : i % 4 ? null : inDays(2),
        due_odometer_km: i % 4 === 2 ? 10_200 : null,
      });
    }
    const [a, b] = await Promise.all([remind(w.t.db, 2), remind(w.secondPool!, 2)]);
    await Promise.all([remind(w.t.db, 2), remind(w.secondPool!, 2)]);
    expect(a.overdue + b.overdue).toBe(6);
    expect(a.dueSoon + b.dueSoon).toBe(6);
    for (const title of titles) expect(await mailsAbout(title), title).toHaveLength(1);
  });

  it.skipIf(!onPostgres)('a reminder racing a reschedule is mailed at most once', async () => {
    const { van } = await ownerWithVan();
    const id = await schedule(w, van, { title: 'Course report', scheduled_at: inDays(-1) });
    await Promise.all([
      remind(w.t.db),
      remind(w.secondPool!),
      inject(w.t, 'PATCH', `/maintenance/${id}`, w.as.superadmin, { vendor: 'Garage' }),
    ]);
    // A run that found the row locked by the edit skipped it: the next one sends it.
    await remind();
    expect(await mailsAbout('Course report')).toHaveLength(1);
  });
});
