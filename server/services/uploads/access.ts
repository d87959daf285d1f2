/**
 * Who reads an upload (issue 31, docs/security.md): the readers of the record that owns it
 * (migration 044 attaches each upload to the first record that names it), through that
 * record's scope (server/scope/): a file answers 404 to whoever would get a 404 for its record.
 * An upload no record names yet is its uploader's alone; branding images (logos, covers,
 * launcher icons) are public by design.
 */
import { z } from 'zod';
import type { User } from '../../../contract/auth';
import type { Queryable } from '../../db/db';
import { assetScopeSql } from '../../scope/assets';
import { paramOf, type Param } from '../../scope/businesses';
import { assetRecordScopeSql, documentScopeSql } from '../../scope/compliance';
import { dispatchScopeSql } from '../../scope/dispatches';

export const UPLOAD_OWNER_KINDS = [
  'asset',
  'document',
  'fuel_entry',
  'inspection',
  'dispatch',
  'branding',
] as const;
export type UploadOwnerKind = (typeof UPLOAD_OWNER_KINDS)[number];

/** Who an upload belongs to: the record that names it, else its uploader. */
export interface UploadOwner {
  owner_kind: UploadOwnerKind | null;
  owner_id: string | null;
  uploaded_by: string | null;
}

export const uploadOwnerColumns = {
  owner_kind: z.enum(UPLOAD_OWNER_KINDS).nullable(),
  owner_id: z.string().nullable(),
  uploaded_by: z.string().nullable(),
};

type Caller = Pick<User, 'id' | 'role' | 'business_id'>;
type Private = Exclude<UploadOwnerKind, 'branding'>;

/** The record `$1` of each kind, found only in the caller's scope (the scope modules' aliases). */
const RECORD_IN_SCOPE: Record<Private, (param: Param, caller: Caller) => string> = {
  asset: (param, caller) =>
    `select 1 from assets a where a.id = $1 and ${assetScopeSql(param, caller)}`,
  document: (param, caller) => `select 1 from documents d left join assets a on a.id = d.asset_id
     left join users u on u.id = d.driver_id where d.id = $1 and ${documentScopeSql(param, caller)}`,
  fuel_entry: (param, caller) => `select 1 from fuel_entries f join assets a on a.id = f.asset_id
     where f.id = $1 and ${assetRecordScopeSql(param, caller)}`,
  inspection: (param, caller) => `select 1 from inspections s join assets a on a.id = s.asset_id
     where s.id = $1 and ${assetRecordScopeSql(param, caller)}`,
  dispatch: (param, caller) => `select 1 from dispatches d join assets a on a.id = d.asset_id
     join requests r on r.id = d.request_id where d.id = $1 and ${dispatchScopeSql(param, caller)}`,
};

/** Whether anyone, signed in or not, reads it. */
export const isPublicUpload = (owner: UploadOwner) => owner.owner_kind === 'branding';

/** Whether `caller` (null: signed out) reads the upload. */
export async function mayReadUpload(
  db: Queryable,
  caller: Caller | null,
  owner: UploadOwner,
): Promise<boolean> {
  if (isPublicUpload(owner)) return true;
  if (!caller) return false;
  const { owner_kind: kind, owner_id: id } = owner;
  if (kind === null || kind === 'branding' || id === null) return owner.uploaded_by === caller.id;
  const params: unknown[] = [id];
  const sql = RECORD_IN_SCOPE[kind](paramOf(params), caller);
  return (await db.query(sql, params)).length > 0;
}
