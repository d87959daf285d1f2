/**
 * What erasing a request's recipient does (docs/privacy.md), one rule for the retention job and
 * for the erasure from a request's page: the recipient's name, phone and e-mail are erased, the
 * proof of delivery (name, signature, photo, code) deleted with the files of its photo and
 * signature, and `personal_data_erased_at` set. The money, the reference, the addresses and the
 * request itself stay for accounting.
 */
import { z } from 'zod';
import type { Queryable } from '../../db/db';
import { queryOne } from '../../db/query';

export interface ErasedRecipients {
  /** How many requests were erased. */
  requests: number;
  /** The names of the proof files deleted (a bucket's bytes are discarded after the commit). */
  uploads: string[];
}

/**
 * Erases the recipients of the requests `due` selects (a query answering their `id`s, locking
 * them: `for update`, `skip locked` for a job), in one statement.
 */
export async function eraseRecipients(
  db: Queryable,
  due: string,
  params: unknown[],
): Promise<ErasedRecipients> {
  const row = await queryOne(
    db,
    z.object({ requests: z.number(), uploads: z.array(z.string()) }),
    `with due as (${due}),
     proofs as (
       delete from dispatch_proofs p using dispatches d, due
       where p.dispatch_id = d.id and d.request_id = due.id),
     files as (
       delete from uploads u using dispatches d, due
       where u.owner_kind = 'dispatch' and u.owner_id = d.id and d.request_id = due.id
       returning u.name),
     erased as (
       update requests r set recipient_name = null, recipient_phone = null,
         recipient_email = null, personal_data_erased_at = now()
       from due where r.id = due.id
       returning 1)
     select (select count(*) from erased)::int as requests,
       coalesce((select array_agg(name) from files), '{}'::text[]) as uploads`,
    params,
  );
  return row ?? { requests: 0, uploads: [] };
}
