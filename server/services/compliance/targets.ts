/**
 * The asset or driver a compliance record is written on (documents, fuel, inspections): in the
 * caller's scope (404 otherwise), then the record rule of the permission table (403: a
 * white-label parent reads its clients' records but writes none). Business staff write only
 * while their business is active (403 business_inactive).
 */
import { canAccess, type Resource } from '../../../contract/permissions';
import type { User } from '../../../contract/auth';
import type { Queryable } from '../../db/db';
import { forbidden } from '../../errors';
import { assetRecordScopeSql } from '../../scope/compliance';
import { driverScopeSql } from '../../scope/drivers';
import { lockActiveBusiness } from '../business/guards';
import { rowById } from '../platform/find';

export type Caller = Pick<User, 'id' | 'role' | 'business_id'>;

export interface TargetAsset {
  [key: string]: unknown;
  id: string;
  asset_type_id: string;
  owner_user_id: string | null;
  business_id: string | null;
  currency: string;
  status: string;
  odometer_km: number | null;
}

/** Business staff's writes hold their business active until the commit. */
export async function holdBusiness(tx: Queryable, caller: Caller) {
  if (caller.role === 'business' && caller.business_id) {
    await lockActiveBusiness(tx, caller.business_id, 'share');
  }
}

/**
 * Asset `assetId` for a write of `resource` by `caller`, locked (`for no key update`: its
 * records' writes serialise per asset).
 */
export async function writableAsset(
  tx: Queryable,
  caller: Caller,
  assetId: string,
  resource: Resource,
): Promise<TargetAsset> {
  const asset = await rowById<TargetAsset>(
    tx,
    assetId,
    (param) => `select a.id, a.asset_type_id, a.owner_user_id, a.business_id, a.currency,
       a.status, a.odometer_km from assets a
     where a.id = $1 and ${assetRecordScopeSql(param, caller)} for no key update of a`,
  );
  if (!canAccess(caller, { resource, action: 'create', record: asset })) throw forbidden();
  return { ...asset, currency: asset.currency.trim() };
}

export interface TargetDriver {
  [key: string]: unknown;
  id: string;
  owner_user_id: string | null;
  business_id: string | null;
}

/** Driver `driverId` for a write of `resource` (its employer's records), locked. */
export async function writableDriver(
  tx: Queryable,
  caller: Caller,
  driverId: string,
  resource: Resource,
): Promise<TargetDriver> {
  const driver = await rowById<TargetDriver>(
    tx,
    driverId,
    (param) => `select u.id, u.employer_user_id as owner_user_id, u.business_id from users u
     where u.id = $1 and ${driverScopeSql(param, caller)} for no key update of u`,
  );
  if (!canAccess(caller, { resource, action: 'create', record: driver })) throw forbidden();
  return driver;
}
