/**
 * The platform's legal identity (docs/money.md "Invoices"): the seller on the invoices the
 * platform issues, kept under the `platform_identity.*` keys of `server_settings` (seeded by
 * migration 068). Invoices copy it at issue (`sellerFor`), so a change never reaches one issued.
 */
import {
  PLATFORM_IDENTITY_FIELDS,
  type PlatformIdentity,
  type PlatformIdentityWrite,
} from '../../../contract/platform-identity';
import type { Db, Queryable } from '../../db/db';
import { readGroup, writeGroup } from './settings-group';

const IDENTITY = { prefix: 'platform_identity', fields: PLATFORM_IDENTITY_FIELDS };

export async function readPlatformIdentity(db: Queryable): Promise<PlatformIdentity> {
  const { values, updated_at } = await readGroup(db, IDENTITY);
  return { ...values, updated_at };
}

/** Writes the fields sent (null or empty: removed), audited as `platform_identity`. */
export const writePlatformIdentity = (
  db: Db,
  actorId: string,
  input: PlatformIdentityWrite,
): Promise<PlatformIdentity> =>
  writeGroup(db, IDENTITY, { actorId, entity: 'platform_identity', input }, readPlatformIdentity);
