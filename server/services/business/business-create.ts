/**
 * POST /business (superadmin): a business and its first staff account, invited by mail, in one
 * transaction; any refusal writes nothing.
 */
import type { Business, BusinessCreate } from '../../../contract/business';
import type { Db } from '../../db/db';
import { chooseSlug } from '../accounts/signup';
import { insertAudited } from '../platform/audit';
import { assertBusinessType, assertParent } from './business-profile';
import { findBusiness } from './businesses';
import { createWallet } from '../money/money';
import {
  assertEmailFree,
  invite,
  uniqueViolationAs409,
  violatedUnique,
  type InvitationDeps,
} from './invitations';

export async function createBusiness(
  db: Db,
  deps: InvitationDeps,
  actor: { id: string; name: string },
  input: BusinessCreate,
): Promise<Business> {
  const { staff } = input;
  const attempt = () =>
    db.transaction(async (tx) => {
      await assertParent(tx, input.kind, input.parent_business_id);
      await assertBusinessType(tx, input.business_type_id);
      await assertEmailFree(tx, staff.email, 'staff.email');
      // Creations of one name take turns choosing the slug derived from it (until commit).
      await tx.query(`select pg_advisory_xact_lock(hashtext('business-slug:' || lower($1)))`, [
        input.name,
      ]);
      const slug = await chooseSlug(tx, input.name, input.slug ?? undefined);
      const id = await insertAudited(
        tx,
        `insert into businesses (name, slug, kind, parent_business_id, active, business_type_id,
           country, contact_email, contact_phone, address, siren, vat_number)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
        [
          input.name,
          slug,
          input.kind,
          input.parent_business_id ?? null,
          input.active,
          input.business_type_id ?? null,
          input.country ?? null,
          // The first staff member's address unless another is given (as a sign-up does).
          input.contact_email === undefined ? staff.email : input.contact_email,
          input.contact_phone ?? null,
          input.address ?? null,
          input.siren ?? null,
          input.vat_number ?? null,
        ],
        {
          actorUserId: actor.id,
          action: 'create',
          entity: 'business',
          changes: { ...input, slug, staff: { email: staff.email, name: staff.name } },
        },
      );
      await createWallet(tx, id, input.currency);
      const invitation = await invite(tx, deps, actor, {
        name: staff.name,
        email: staff.email,
        locale: staff.locale ?? 'fr',
        role: input.kind === 'b2b' ? 'b2b' : 'business',
        businessId: id,
        businessName: input.name,
      });
      return { business: (await findBusiness(tx, id))!, outboxId: invitation.outboxId };
    });
  for (let tries = 1; ; tries++) {
    try {
      const { business, outboxId } = await attempt();
      deps.mailer.deliver([outboxId]);
      return business;
    } catch (error) {
      // A sign-up of the same name took the derived slug meanwhile (sign-ups do not take the
      // lock above): choosing again takes the next one. A slug asked for is the caller's 409.
      const retry = !input.slug && tries < 3 && violatedUnique(error)?.includes('slug');
      if (!retry) uniqueViolationAs409(error, 'staff.email');
    }
  }
}
