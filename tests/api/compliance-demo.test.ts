/**
 * The demo company's compliance side (server/demo/compliance.ts, docs/demo.md): documents
 * with some expiring and one expired, fuel, inspections with one failure in the workshop; the
 * reminder job finds nothing due at the first start; the kept cost sums equal a rebuild.
 */
import { TODAY_SQL } from '../../server/db/sql';
import { expect, it } from 'vitest';
import { sendDocumentReminders } from '../../server/jobs/document-reminders';
import type { Mailer } from '../../server/services/platform/mail';
import { demoPerFile } from './demo-db';

const demo = demoPerFile();

it(
  'has documents expiring and expired, fuel, inspections; nothing to remind at first',
  { timeout: 600_000 },
  async () => {
    const db = await demo.db();
    const [docs] = await db.query<{ expired: number; expiring: number; drivers: number }>(
      `select count(*) filter (where current and valid_to < ${TODAY_SQL})::int as expired,
       count(*) filter (where current and valid_to >= ${TODAY_SQL}
         and valid_to <= ${TODAY_SQL} + 30)::int as expiring,
       count(*) filter (where driver_id is not null)::int as drivers
     from documents`,
    );
    expect(docs!.expired).toBe(1);
    expect(docs!.expiring).toBeGreaterThanOrEqual(3);
    expect(docs!.drivers).toBeGreaterThan(0);
    const [fuel] = await db.query<{ n: number; partial: number }>(
      `select count(*)::int as n, count(*) filter (where not full_fill)::int as partial from fuel_entries`,
    );
    expect(fuel!.n).toBeGreaterThan(50);
    expect(fuel!.partial).toBeGreaterThan(0);
    const failed = await db.query<{ status: string; maintenance: string }>(
      `select a.status, m.status as maintenance from inspections i join assets a on a.id = i.asset_id
     join maintenance m on m.id = i.maintenance_id where i.result = 'failed' and i.resolved_at is null`,
    );
    expect(failed).toEqual([{ status: 'in_maintenance', maintenance: 'in_progress' }]);
    const queued: string[] = [];
    const mailer = {
      queue: async () => (queued.push('x'), 'x'),
      deliver: () => {},
    } as unknown as Mailer;
    expect(await sendDocumentReminders(db, mailer)).toEqual({ expiring: 0, expired: 0, mails: 0 });
    const sums = () =>
      db.query(
        `select * from asset_finance where revenue <> 0 or cost <> 0 or km <> 0
       order by period, asset_id, currency`,
      );
    const kept = await sums();
    expect(kept.length).toBeGreaterThan(0);
    await db.query('select flotte_rebuild_asset_finance()');
    expect(await sums()).toEqual(kept);
  },
);
