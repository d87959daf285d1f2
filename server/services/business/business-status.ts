/**
 * PATCH /business/{id}/toggle-status (superadmin): approving or suspending a business, and the
 * mails that say so (docs/business.md, "Approval").
 */
import type { Business } from '../../../contract/business';
import type { Db, Queryable } from '../../db/db';
import { notFound } from '../../errors';
import { statusMail } from '../../mail/business-mails';
import { mailLocale, type MailLocale } from '../../mail/templates';
import type { Mailer } from '../platform/mail';
import { audit } from '../platform/audit';
import { findBusiness } from './businesses';

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
  const staff = await db.query<{ email: string; name: string; locale: string | null }>(
    `select email, name, locale from users where business_id = $1 and disabled_at is null
     order by created_at, id`,
    [businessId],
  );
  const settings = await db.query<{ emails: string[]; language: string }>(
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

export interface StatusDeps {
  mailer: Mailer;
  publicUrl?: string | undefined;
}

/**
 * Sets `active` (or flips it when `active` is undefined). Setting the status it already has
 * writes nothing and mails nobody, so two superadmins approving at once send one mail each way.
 */
export async function setBusinessStatus(
  db: Db,
  deps: StatusDeps,
  actorId: string,
  id: string,
  active: boolean | undefined,
): Promise<Business> {
  const { business, outboxIds } = await db.transaction(async (tx) => {
    const before = await findBusiness(tx, id, true);
    if (!before) throw notFound();
    const next = active ?? !before.active;
    if (next === before.active) return { business: before, outboxIds: [] };

    await tx.query('update businesses set active = $2, updated_at = now() where id = $1', [
      id,
      next,
    ]);
    await audit(tx, {
      actorUserId: actorId,
      action: next ? 'approve' : 'suspend',
      entity: 'business',
      entityId: id,
      changes: { active: { from: before.active, to: next } },
    });
    const ids: string[] = [];
    for (const to of await businessMailRecipients(tx, id)) {
      const content = statusMail(next ? 'approved' : 'suspended', to.locale, {
        businessName: before.name,
        name: to.name,
        publicUrl: deps.publicUrl,
      });
      ids.push(await deps.mailer.queue(tx, { to: to.email, ...content }));
    }
    return { business: (await findBusiness(tx, id))!, outboxIds: ids };
  });
  deps.mailer.deliver(outboxIds);
  return business;
}
