/**
 * Erasure (GDPR art. 17, docs/privacy.md): of a person by the superadmin or by the business for
 * its drivers and staff (scope/personal-data.ts), of a request's recipient by whoever reaches
 * the request and may erase. What the law lets go is deleted or pseudonymised; what accounting
 * must keep (requests, money, dispatches and who made them) stays, pointing at the pseudonymised
 * row. The reason is kept in the audit log. Erasing again changes nothing and answers the first
 * erasure's time.
 */
import { z } from 'zod';
import type { User } from '../../../contract/auth';
import type { ErasureBody } from '../../../contract/privacy';
import { isoOrNull, type Db } from '../../db/db';
import { queryOne } from '../../db/query';
import { ApiError } from '../../errors';
import { paramOf } from '../../scope/businesses';
import { erasablePersonSql } from '../../scope/personal-data';
import { requestScopeSql } from '../../scope/requests';
import { audit } from '../platform/audit';
import { eraseRecipients } from '../requests/recipient-erasure';
import { deleteUploads, discardUploads, type UploadStore } from '../uploads';

type Caller = Pick<User, 'id' | 'role' | 'business_id'>;

export interface Erased {
  id: string;
  erased_at: string;
}

const notFound = () => new ApiError(404, 'not_found');
/** A time as both drivers answer it (a Date), as the API speaks it. */
const time = z.unknown().transform(isoOrNull);
const erasedRow = z.object({ erased_at: time });

/**
 * A person erased: signed out everywhere (sessions and codes deleted), their mails, a driver's
 * documents (licence, medical certificate) and the files of those documents and of uploads no
 * record owns deleted, an owner's bank details deleted; the account row pseudonymised (name, e-mail, phone, password, Google
 * subject) and disabled. Positions keep their own retention (docs/positions.md).
 */
export async function erasePerson(
  db: Db,
  store: UploadStore,
  caller: Caller,
  id: string,
  { reason }: ErasureBody,
): Promise<Erased> {
  const { erased, uploads } = await db.transaction(async (tx) => {
    const params: unknown[] = [id];
    const person = await queryOne(
      tx,
      z.object({ email: z.string(), role: z.string(), erased_at: time }),
      `select u.email, u.role, u.erased_at from users u
       where u.id = $1 and ${erasablePersonSql(paramOf(params), caller)} for update`,
      params,
    );
    if (!person) throw notFound();
    if (person.erased_at) return { erased: person.erased_at, uploads: [] };
    await tx.query('delete from sessions where user_id = $1', [id]);
    await tx.query('delete from one_time_codes where user_id = $1', [id]);
    await tx.query('delete from outbox where to_email = $1', [person.email]);
    const files = await deleteUploads(
      tx,
      `(u.owner_kind = 'document' and u.owner_id in (select id from documents where driver_id = $1))
       or (u.owner_kind is null and u.uploaded_by = $1)`,
      [id],
    );
    await tx.query('delete from documents where driver_id = $1', [id]);
    // Bank details serve future payouts only; issued statements keep the masked IBAN they
    // were paid to, for the accounts.
    await tx.query('delete from owner_bank_accounts where owner_user_id = $1', [id]);
    const row = await queryOne(
      tx,
      erasedRow,
      `update users set email = 'erased-' || id || '@erased.invalid', name = '—', phone = null,
         password_hash = null, google_sub = null, locale = null, email_verified_at = null,
         last_login_at = null, disabled_at = coalesce(disabled_at, now()), erased_at = now(),
         updated_at = now()
       where id = $1 returning erased_at`,
      [id],
    );
    await audit(tx, {
      actorUserId: caller.id,
      action: 'erase',
      entity: 'user',
      entityId: id,
      changes: { reason, role: person.role, files: files.length },
    });
    return { erased: row!.erased_at!, uploads: files };
  });
  await discardUploads(store, uploads);
  return { id, erased_at: erased };
}

/**
 * A request's recipient erased (recipient-erasure.ts) on the request's page: only once the
 * request has ended (a delivery on its way still needs whom to deliver to: cancel it first).
 */
export async function eraseRequestRecipient(
  db: Db,
  store: UploadStore,
  caller: Caller,
  requestId: string,
  { reason }: ErasureBody,
): Promise<Erased> {
  const { erased, uploads } = await db.transaction(async (tx) => {
    const params: unknown[] = [requestId];
    const request = await queryOne(
      tx,
      z.object({ ended_at: time, erased_at: time }),
      `select r.ended_at, r.personal_data_erased_at as erased_at from requests r
       where r.id = $1 and ${requestScopeSql(paramOf(params), caller)} for update of r`,
      params,
    );
    if (!request) throw notFound();
    if (request.erased_at) return { erased: request.erased_at, uploads: [] };
    if (!request.ended_at) throw new ApiError(409, 'request_not_ended');
    const done = await eraseRecipients(tx, 'select $1::uuid as id', [requestId]);
    await audit(tx, {
      actorUserId: caller.id,
      action: 'erase_recipient',
      entity: 'request',
      entityId: requestId,
      changes: { reason, files: done.uploads.length },
    });
    const row = await queryOne(
      tx,
      erasedRow,
      'select personal_data_erased_at as erased_at from requests where id = $1',
      [requestId],
    );
    return { erased: row!.erased_at!, uploads: done.uploads };
  });
  await discardUploads(store, uploads);
  return { id: requestId, erased_at: erased };
}
