/**
 * Maintenance reminders (docs/maintenance.md, "Reminders"): scheduled work that became due soon
 * or overdue is mailed once per level. Safe with several servers on one database: rows are
 * claimed with `for update skip locked` and marked (`due_soon_notified_at`,
 * `overdue_notified_at`) in the transaction that queues their mails, so two servers never mail
 * one reminder twice, and a rolled-back batch mails nothing. Work already overdue when first
 * seen gets the overdue mail only.
 */
import type { Db, Queryable } from '../db/db';
import { isoOrNull } from '../db/db';
import { maintenanceReminderMail, type ReminderLevel } from '../mail/maintenance-mails';
import { mailLocale, type MailLocale } from '../mail/templates';
import { audit } from '../services/platform/audit';
import type { Mailer } from '../services/platform/mail';
import { DUE_SOON_DAYS, DUE_SOON_KM } from '../../contract/maintenance';
import { dueLevelSql } from '../services/fleet/maintenance-due';

export interface ReminderReport {
  dueSoon: number;
  overdue: number;
  /** Mails queued (a reminder may go to several addresses, or to none). */
  mails: number;
}

/** Rows claimed per transaction. */
const BATCH = 100;

interface DueRow {
  [key: string]: unknown;
  id: string;
  level: ReminderLevel;
  title: string;
  asset_name: string;
  registration: string | null;
  owner_user_id: string | null;
  business_id: string | null;
  scheduled_at: Date | string | null;
  due_odometer_km: number | null;
  odometer_km: number | null;
}

interface Recipient {
  email: string;
  name: string | null;
  locale: MailLocale;
}

/** Claims and mails due reminders, batch by batch, until none is left. */
export async function sendMaintenanceReminders(
  db: Db,
  mailer: Mailer,
  batch = BATCH,
): Promise<ReminderReport> {
  const report: ReminderReport = { dueSoon: 0, overdue: 0, mails: 0 };
  for (;;) {
    const { rows, mails } = await db.transaction(async (tx) => {
      const claimed = await claimDue(tx, batch);
      const ids: string[] = [];
      const audience = new Audience(tx);
      for (const row of claimed) {
        await markReminded(tx, row);
        ids.push(...(await queueMails(tx, mailer, row, audience)));
      }
      return { rows: claimed, mails: ids };
    });
    // Committed: count and send.
    for (const row of rows) report[row.level === 'overdue' ? 'overdue' : 'dueSoon']++;
    report.mails += mails.length;
    mailer.deliver(mails);
    if (rows.length < batch) return report;
  }
}

/**
 * Scheduled work of live assets whose level has a reminder not sent yet. Candidates come from
 * two partial indexes (by date; by due odometer, through the asset), not from all the work.
 */
async function claimDue(tx: Queryable, batch: number): Promise<DueRow[]> {
  const level = dueLevelSql();
  return tx.query<DueRow>(
    `with candidates as (
       select m.id from maintenance m
       where m.status = 'scheduled' and m.overdue_notified_at is null
         and m.scheduled_at <= now() + interval '${DUE_SOON_DAYS} days'
       union
       select m.id from maintenance m join assets a on a.id = m.asset_id
       where m.status = 'scheduled' and m.overdue_notified_at is null
         and m.due_odometer_km is not null and a.odometer_km >= m.due_odometer_km - ${DUE_SOON_KM}
     )
     select m.id, ${level} as level, m.title, a.name as asset_name, a.registration,
       a.owner_user_id, a.business_id, m.scheduled_at, m.due_odometer_km, a.odometer_km
     from maintenance m join assets a on a.id = m.asset_id
     where m.id in (select id from candidates) and m.status = 'scheduled'
       and a.deleted_at is null and m.overdue_notified_at is null
       and (${level} = 'overdue' or (${level} = 'due_soon' and m.due_soon_notified_at is null))
     order by m.scheduled_at nulls last, m.id
     limit $1
     for update of m skip locked`,
    [batch],
  );
}

/** The claim's mark: the row is locked, the condition only guards against a logic slip. */
async function markReminded(tx: Queryable, row: DueRow) {
  const column = row.level === 'overdue' ? 'overdue_notified_at' : 'due_soon_notified_at';
  const marked = await tx.query(
    `update maintenance set ${column} = now() where id = $1 and ${column} is null returning id`,
    [row.id],
  );
  if (marked.length === 0) throw new Error(`maintenance ${row.id} reminded twice`);
  await audit(tx, {
    actorUserId: null,
    action: `remind_${row.level}`,
    entity: 'maintenance',
    entityId: row.id,
  });
}

async function queueMails(
  tx: Queryable,
  mailer: Mailer,
  row: DueRow,
  audience: Audience,
): Promise<string[]> {
  const { recipients, timeZone } = await audience.of(row);
  const ids: string[] = [];
  for (const to of recipients) {
    const content = maintenanceReminderMail(to.locale, {
      level: row.level,
      name: to.name,
      title: row.title,
      assetName: row.asset_name,
      registration: row.registration,
      scheduledAt: isoOrNull(row.scheduled_at),
      dueOdometerKm: row.due_odometer_km,
      odometerKm: row.odometer_km,
      timeZone,
    });
    ids.push(await mailer.queue(tx, { to: to.email, ...content }));
  }
  return ids;
}

const DEFAULT_TIME_ZONE = 'Europe/Paris';

/**
 * Who is reminded of an asset's work: its owner (not disabled), in its language; for a
 * business's asset the business's notification addresses in its default language, or, when it
 * has none, its staff not disabled, each in its language. Read once per owner or business a
 * batch.
 */
export class Audience {
  private readonly cache = new Map<string, { recipients: Recipient[]; timeZone: string }>();

  constructor(private readonly tx: Queryable) {}

  async of(row: Pick<DueRow, 'owner_user_id' | 'business_id'>) {
    const key = row.owner_user_id ?? `b:${row.business_id}`;
    let found = this.cache.get(key);
    if (!found) {
      found = row.owner_user_id
        ? await this.owner(row.owner_user_id)
        : await this.business(row.business_id!);
      this.cache.set(key, found);
    }
    return found;
  }

  private async owner(userId: string) {
    const rows = await this.tx.query<{ email: string; name: string; locale: string | null }>(
      'select email, name, locale from users where id = $1 and disabled_at is null',
      [userId],
    );
    return {
      recipients: rows.map((u) => ({ email: u.email, name: u.name, locale: mailLocale(u.locale) })),
      timeZone: DEFAULT_TIME_ZONE,
    };
  }

  private async business(businessId: string) {
    const settings = await this.tx.query<{ emails: string[]; language: string; zone: string }>(
      `select notification_emails as emails, default_language as language, timezone as zone
       from business_settings where business_id = $1`,
      [businessId],
    );
    const timeZone = settings[0]?.zone ?? DEFAULT_TIME_ZONE;
    const emails = settings[0]?.emails ?? [];
    if (emails.length > 0) {
      const locale = mailLocale(settings[0]!.language);
      return { recipients: emails.map((email) => ({ email, name: null, locale })), timeZone };
    }
    const staff = await this.tx.query<{ email: string; name: string; locale: string | null }>(
      `select email, name, locale from users where business_id = $1 and role in ('business', 'b2b')
       and disabled_at is null
       order by created_at, id`,
      [businessId],
    );
    return {
      recipients: staff.map((u) => ({
        email: u.email,
        name: u.name,
        locale: mailLocale(u.locale),
      })),
      timeZone,
    };
  }
}
