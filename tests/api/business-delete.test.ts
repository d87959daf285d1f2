import { beforeAll, describe, expect, it } from 'vitest';
import {
  createWorld,
  call,
  insertBusiness,
  oneBusiness,
  one,
  snapshot,
  signedInUser,
  insertSubscription,
  topUp,
  type Headers,
} from './business-fixtures';
import { DEMO_PASSWORD } from './helpers';
import { expectRefused } from './refusals';
import { assign, createRequest, newVan } from './requests-fixtures';
import { freshEmail, PASSWORD, post } from './signup-helpers';
import { worldPerFile } from './per-file';

const w = worldPerFile(createWorld);

/**
 * The status of `table`'s row whose `key` is `value`, and whether its `stamp` column is set
 * (`stamped`): what the deletion left of a record it withdrew.
 */
const stateOf = (table: string, stamp: string, value: string, key = 'id') =>
  one(w.t, `select status, ${stamp} is not null as stamped from ${table} where ${key} = $1`, [
    value,
  ]);

const del = (id: string, headers: Headers = w.as.superadmin) =>
  call(w, 'DELETE', `/business/${id}`, headers);
/** A lease of an owner's asset to `lesseeId`, straight in the table (the lease routes are
 * tested in leases.test.ts). */
async function insertLease(lesseeId: string, status: 'pending' | 'active') {
  const owner = await one<{ id: string }>(
    w.t,
    `select id from users where role = 'asset_owner' order by created_at limit 1`,
  );
  const asset = await one<{ id: string }>(
    w.t,
    `insert into assets (asset_type_id, owner_user_id, name, status) values ($1, $2, $3, $4)
     returning id`,
    [w.ids.van, owner.id, `Loué ${status}`, status === 'active' ? 'leased' : 'available'],
  );
  return (
    await one<{ id: string }>(
      w.t,
      `insert into leases (asset_id, lessor_user_id, lessee_business_id, start_date, end_date,
         rate, period, status)
       values ($1, $2, $3, current_date, current_date + 30, 1000, 'day', $4) returning id`,
      [asset.id, owner.id, lesseeId, status],
    )
  ).id;
}
const inHouseAsset = (businessId: string, name: string) => newVan(w, name, businessId);
/** DELETE of `id` refused with 409 `code`, writing nothing. */
const refusedDelete = (id: string, code: string) =>
  expectRefused(
    () => snapshot(w),
    () => del(id),
    409,
    { code },
  );

describe('DELETE /api/business/{id}: refusals', () => {
  it('refuses while a request is in flight (409), writing nothing', async () => {
    const id = await insertBusiness(w.t, 'avec-demande');
    const staff = await signedInUser(w.t, 'staff@avec-demande.test', id);
    await topUp(w, id, 50_000);
    await createRequest(w, {}, staff);
    await refusedDelete(id, 'business_has_open_requests');
  });

  it('refuses while its wallet holds money (409), writing nothing', async () => {
    const id = await insertBusiness(w.t, 'avec-argent');
    await topUp(w, id, 1);
    await refusedDelete(id, 'business_has_funds');
  });

  it('refuses a white-label business with live B2B clients (409), writing nothing', async () => {
    await refusedDelete(w.ids.parent, 'business_has_clients');
  });

  it('refuses while one of its assets serves another business (409 asset_in_use)', async () => {
    const id = await insertBusiness(w.t, 'avec-vehicule');
    const van = await inHouseAsset(id, 'Camion prêté');
    await topUp(w, w.ids.business, 50_000);
    const request = await createRequest(w, {});
    await assign(w, request, van, w.as.in_house_manager);
    await refusedDelete(id, 'asset_in_use');
  });

  it('refuses while it rents an asset (409 business_has_active_leases), writing nothing', async () => {
    const id = await insertBusiness(w.t, 'locataire');
    await insertLease(id, 'active');
    await refusedDelete(id, 'business_has_active_leases');
  });

  it('refuses while one of its assets is in the workshop (409 asset_in_use)', async () => {
    const id = await insertBusiness(w.t, 'atelier');
    const van = await inHouseAsset(id, 'Camion en révision');
    await w.t.db.query(`update assets set status = 'in_maintenance' where id = $1`, [van]);
    await refusedDelete(id, 'asset_in_use');
  });

  it('answers 403 to every other role, 401 without a token, 404 to unknown ids', async () => {
    const before = await snapshot(w);
    for (const headers of [
      w.as.in_house_manager,
      w.as.business,
      w.as.b2b,
      w.as.asset_owner,
      w.otherBusiness,
    ]) {
      expect((await del(w.ids.other, headers)).statusCode).toBe(403);
    }
    expect((await call(w, 'DELETE', `/business/${w.ids.other}`)).statusCode).toBe(401);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await del(id)).statusCode).toBe(404);
    }
    expect(await snapshot(w)).toEqual(before);
  });
});

describe('DELETE /api/business/{id}: the soft delete', () => {
  let id: string;
  let first: Headers;
  let second: Headers;
  let asset: string;
  let proposal: string;

  beforeAll(async () => {
    id = await insertBusiness(w.t, 'a-supprimer', 'whitelabel');
    first = await signedInUser(w.t, 'one@a-supprimer.test', id);
    second = await signedInUser(w.t, 'two@a-supprimer.test', id);
    // A second session of the first staff member, and an invited colleague.
    await w.t.login('one@a-supprimer.test');
    await w.t.db.query(
      `insert into users (email, name, role, business_id) values ('new@a-supprimer.test', 'New', 'business', $1)`,
      [id],
    );
    asset = await inHouseAsset(id, 'Fourgon maison');
    await insertSubscription(w.t, id, 'starter');
    // A client that was deleted already does not hold its parent back.
    const formerClient = await insertBusiness(w.t, 'ancien-client', 'b2b', { parent: id });
    await w.t.db.query('update businesses set deleted_at = now() where id = $1', [formerClient]);
    proposal = await insertLease(id, 'pending');
  });

  it('answers the business as it was, then disables staff, assets and subscription', async () => {
    const res = await del(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(oneBusiness.parse(res.json()).data).toMatchObject({
      id,
      slug: 'a-supprimer',
      active: true,
      plan_name: 'Starter',
      subscription_status: 'active',
    });

    const row = await one<{ active: boolean; deleted_at: Date | null }>(
      w.t,
      'select active, deleted_at from businesses where id = $1',
      [id],
    );
    expect(row.active).toBe(false);
    expect(row.deleted_at).not.toBeNull();
    const staff = await w.t.db.query<{ disabled: boolean }>(
      'select disabled_at is not null as disabled from users where business_id = $1',
      [id],
    );
    expect(staff).toEqual([{ disabled: true }, { disabled: true }, { disabled: true }]);
    const live = await one<{ n: number }>(
      w.t,
      `select count(*)::int as n from sessions s join users u on u.id = s.user_id
       where u.business_id = $1 and s.revoked_at is null`,
      [id],
    );
    expect(live.n).toBe(0);
    expect(await stateOf('assets', 'deleted_at', asset)).toEqual({
      status: 'inactive',
      stamped: true,
    });
    expect(await stateOf('subscriptions', 'ended_at', id, 'business_id')).toEqual({
      status: 'cancelled',
      stamped: true,
    });
    const audit = await one<{ changes: Record<string, unknown> }>(
      w.t,
      `select changes from audit_log where entity_id = $1 and action = 'delete'`,
      [id],
    );
    expect(audit.changes).toMatchObject({
      staff_disabled: 3,
      revoked_sessions: 3,
      withdrawn_assets: 1,
      cancelled_subscriptions: 1,
      cancelled_lease_proposals: 1,
    });
    expect(await stateOf('leases', 'cancelled_at', proposal)).toEqual({
      status: 'cancelled',
      stamped: true,
    });
  });

  it('signs its staff out at once: their next call answers 401, and they cannot sign in', async () => {
    for (const headers of [first, second]) {
      const res = await call(w, 'GET', '/business', headers);
      expect(res.statusCode).toBe(401);
    }
    const login = await post(w.t, '/authentication', {
      email: 'one@a-supprimer.test',
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'account_disabled' });
  });

  it('is not found by any route afterwards', async () => {
    const admin = w.as.superadmin;
    const statuses = {
      get: (await call(w, 'GET', `/business/${id}`, admin)).statusCode,
      getManager: (await call(w, 'GET', `/business/${id}`, w.as.in_house_manager)).statusCode,
      patch: (await call(w, 'PATCH', `/business/${id}`, admin, { name: 'X' })).statusCode,
      toggle: (await call(w, 'PATCH', `/business/${id}/toggle-status`, admin, {})).statusCode,
      delete: (await del(id)).statusCode,
      staff: (await call(w, 'GET', `/business/staff?business_id=${id}`, admin)).statusCode,
      wallet: (await call(w, 'GET', `/superadmin/business/${id}/wallet-metrics`, admin)).statusCode,
      topUp: (
        await call(w, 'POST', `/superadmin/business/${id}/wallet/top-up`, admin, { amount: 1 })
      ).statusCode,
      asset: (await call(w, 'GET', `/assets/${asset}`, admin)).statusCode,
      // Its branded pages say the business does not exist.
      branding: (
        await w.t.app.inject({
          method: 'GET',
          url: '/api/business-signup-dashboard-customization?slug=a-supprimer',
        })
      ).statusCode,
    };
    expect(statuses).toEqual({
      get: 404,
      getManager: 404,
      patch: 404,
      toggle: 404,
      delete: 404,
      staff: 404,
      wallet: 404,
      topUp: 404,
      asset: 404,
      branding: 404,
    });
    const list = await call(w, 'GET', `/business?id=${id}&limit=100`, admin);
    expect(list.json()).toMatchObject({ data: [], pagination: { total: 0 } });
  });

  it('keeps its slug reserved and is no parent for a B2B sign-up', async () => {
    const create = await call(w, 'POST', '/business', w.as.superadmin, {
      name: 'Reprise',
      slug: 'a-supprimer',
      staff: { name: 'Reprise', email: freshEmail() },
    });
    expect(create.statusCode).toBe(409);
    expect(create.json()).toMatchObject({ code: 'slug_taken' });
    const signup = await post(w.t, '/auth/b2b/sign-up', {
      name: 'Client',
      email: freshEmail(),
      password: PASSWORD,
      business_name: 'Client orphelin',
      parent_slug: 'a-supprimer',
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json()).toMatchObject({ code: 'unknown_business' });
  });
});
