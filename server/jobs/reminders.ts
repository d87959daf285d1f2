/**
 * What the reminder jobs share (maintenance-reminders.ts, document-reminders.ts): rows are
 * claimed batch by batch with `for update skip locked`, marked for their level and audited in
 * the transaction that queues their mails (so two servers never mail one reminder twice, and a
 * rolled-back batch mails nothing), then the committed mails are delivered; and who is mailed.
 */
import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '../../contract/days';
import type { Db, Queryable } from '../db/db';
import { mailLocale, type MailContent, type MailLocale } from '../mail/templates';
import { audit } from '../services/platform/audit';
import type { Mailer } from '../services/platform/mail';
import { queryRows } from '../db/query';

/** Rows claimed per transaction. */
export const REMINDER_BATCH = 100;

/** What every claim selects besides its own columns: the row and whom it belongs to. */
export const reminderRow = z.object({
  id: z.string(),
  owner_user_id: z.string().nullable(),
  business_id: z.string().nullable(),
});

/** A claimed row: its level of reminder and whom it belongs to. */
export interface ReminderRow<Level extends string = string> extends z.output<typeof reminderRow> {
  [key: string]: unknown;
  level: Level;
}

export interface Recipient {
  email: string;
  name: string | null;
  locale: MailLocale;
}

export interface ReminderJob<Level extends string, Row extends ReminderRow<Level>> {
  /** The table of the rows, and the audit entity (`<entity> <id> reminded twice`). */
  table: string;
  entity: string;
  /** Rows whose level has a reminder not sent yet, locked `for update skip locked`. */
  claim: (tx: Queryable, batch: number) => Promise<Row[]>;
  /** The column that marks each level as reminded. */
  marks: Record<Level, string>;
  /** The mail of one recipient. */
  mail: (to: Recipient, row: Row, timeZone: string) => MailContent;
}

/**
 * Claims and mails due reminders, batch by batch, until none is left; answers the rows reminded
 * at each level and the mails queued (a reminder may go to several addresses, or to none).
 */
export async function sendReminders<Level extends string, Row extends ReminderRow<Level>>(
  db: Db,
  mailer: Mailer,
  batch: number,
  job: ReminderJob<Level, Row>,
): Promise<{ sent: Record<Level, number>; mails: number }> {
  const sent = Object.fromEntries(Object.keys(job.marks).map((level) => [level, 0])) as Record<
    Level,
    number
  >;
  let count = 0;
  for (;;) {
    const { rows, mails } = await db.transaction(async (tx) => {
      const claimed = await job.claim(tx, batch);
      const ids: string[] = [];
      const audience = new Audience(tx);
      for (const row of claimed) {
        await markReminded(tx, job, row);
        const { recipients, timeZone } = await audience.of(row);
        for (const to of recipients) {
          ids.push(await mailer.queue(tx, { to: to.email, ...job.mail(to, row, timeZone) }));
        }
      }
      return { rows: claimed, mails: ids };
    });
    // Committed: count and send.
    for (const row of rows) sent[row.level]++;
    count += mails.length;
    mailer.deliver(mails);
    if (rows.length < batch) return { sent, mails: count };
  }
}

/** The claim's mark: the row is locked, the condition only guards against a logic slip. */
async function markReminded<Level extends string, Row extends ReminderRow<Level>>(
  tx: Queryable,
  job: ReminderJob<Level, Row>,
  row: Row,
) {
  const column = job.marks[row.level];
  const marked = await tx.query(
    `update ${job.table} set ${column} = now() where id = $1 and ${column} is null returning id`,
    [row.id],
  );
  if (marked.length === 0) throw new Error(`${job.entity} ${row.id} reminded twice`);
  await audit(tx, {
    actorUserId: null,
    action: `remind_${row.level}`,
    entity: job.entity,
    entityId: row.id,
  });
}

/**
 * Who is reminded of an asset's work or document: its owner (not disabled), in its language;
 * for a business's the business's notification addresses in its default language, or, when it
 * has none, its staff not disabled, each in its language. Read once per owner or business a
 * batch.
 */
export class Audience {
  private readonly cache = new Map<string, { recipients: Recipient[]; timeZone: string }>();

  constructor(private readonly tx: Queryable) {}

  async of(row: Pick<ReminderRow, 'owner_user_id' | 'business_id'>) {
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
    const rows = await queryRows(
      this.tx,
      z.object({ email: z.string(), name: z.string(), locale: z.string().nullable() }),
      'select email, name, locale from users where id = $1 and disabled_at is null',
      [userId],
    );
    return {
      recipients: rows.map((u) => ({ email: u.email, name: u.name, locale: mailLocale(u.locale) })),
      timeZone: DEFAULT_TIME_ZONE,
    };
  }

  private async business(businessId: string) {
    const settings = await queryRows(
      this.tx,
      z.object({ emails: z.array(z.string()), language: z.string(), zone: z.string() }),
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
    const staff = await queryRows(
      this.tx,
      z.object({ email: z.string(), name: z.string(), locale: z.string().nullable() }),
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
