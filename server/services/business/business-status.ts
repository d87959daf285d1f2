/**
 * PATCH /business/{id}/toggle-status (superadmin): approving or suspending a business, and the
 * mails that say so (docs/business.md, "Approval").
 */
import type { Business } from '../../../contract/business';
import type { Db } from '../../db/db';
import { notFound } from '../../errors';
import { statusMail } from '../../mail/business-mails';
import type { Mailer } from '../platform/mail';
import { audit } from '../platform/audit';
import { findBusiness } from './businesses';
import { businessMailRecipients } from './mail-recipients';

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
