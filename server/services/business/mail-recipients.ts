/** The recipients of a business's operational mails: approval, suspension, failed renewals. */
import { z } from 'zod';
import type { Queryable } from '../../db/db';
import { mailLocale, type MailLocale } from '../../mail/templates';
import { queryRows } from '../../db/query';

export interface Recipient {
  email: string;
  /** Staff are greeted by name; notification addresses are not. */
  name: string | null;
  locale: MailLocale;
}

/**
 * Who receives a business's operational mails: its staff not disabled, each in its language,
 * then its settings' notification addresses in the settings' language (French without a
 * settings row). An address that is also a staff member's gets one mail, the staff one.
 */
export async function businessMailRecipients(
  db: Queryable,
  businessId: string,
): Promise<Recipient[]> {
  const staff = await queryRows(
    db,
    z.object({ email: z.string(), name: z.string(), locale: z.string().nullable() }),
    `select email, name, locale from users where business_id = $1 and role in ('business', 'b2b')
       and disabled_at is null
     order by created_at, id`,
    [businessId],
  );
  const settings = await queryRows(
    db,
    z.object({ emails: z.array(z.string()), language: z.string() }),
    `select notification_emails as emails, default_language as language
     from business_settings where business_id = $1`,
    [businessId],
  );
  const recipients: Recipient[] = staff.map((u) => ({
    email: u.email,
    name: u.name,
    locale: mailLocale(u.locale),
  }));
  const seen = new Set(recipients.map((r) => r.email.toLowerCase()));
  for (const email of settings[0]?.emails ?? []) {
    if (seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    recipients.push({ email, name: null, locale: mailLocale(settings[0]!.language) });
  }
  return recipients;
}
