/**
 * Lease preferences (offers): owners write their own, businesses browse the market, the
 * operator reads everything (docs/leases.md).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { leaseMsg, type LeasePreference } from '../../contract/lease';
import { inject, type Headers } from './requests-fixtures';
import {
  createLeaseWorld,
  leaseSnapshot,
  offer,
  onePreference,
  preferenceList,
  proposed,
  statuses,
  statusTable,
} from './lease-fixtures';
import { worldPerFile } from './per-file';

const w = worldPerFile(createLeaseWorld);

const get = (url: string, headers: Headers) => inject(w.t, 'GET', url, headers);
const list = async (query: string, headers: Headers = w.as.business) => {
  const res = await get(`/lease-preferences${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return preferenceList.parse(res.json());
};
const ids = (page: { data: LeasePreference[] }) => page.data.map((p) => p.id);
const detailsOf = (res: { json(): unknown }) =>
  errorResponse.parse(res.json()).details?.map((d) => [d.path, d.message]);

describe('POST /lease-preferences', () => {
  it('an owner offers one of its assets, or its assets of a type; audited', async () => {
    const one = await offer(w, {
      asset_id: w.ids.ownerVan,
      rate: 4500,
      deposit: 20000,
      min_days: 2,
      max_days: 30,
      available_from: w.day(0),
      available_to: w.day(90),
      regions: [' Île-de-France ', 'île-de-france', 'Normandie'],
      notes: 'Avec diable',
    });
    expect(one).toMatchObject({
      owner_user_id: w.ids.owner,
      owner_name: 'Julien Petit',
      asset_id: w.ids.ownerVan,
      asset_name: 'Renault Master',
      asset_type_id: w.ids.van,
      asset_type_name: 'Camionnette',
      rate: 4500,
      period: 'day',
      deposit: 20000,
      currency: 'EUR',
      min_days: 2,
      max_days: 30,
      available_from: w.day(0),
      available_to: w.day(90),
      regions: ['Île-de-France', 'Normandie'],
      notes: 'Avec diable',
      active: true,
    });
    // The market's assets are for businesses only.
    expect(one.available_assets).toBeUndefined();
    const byType = await offer(w, { asset_type_id: w.ids.bike, rate: 9000, period: 'week' });
    expect(byType).toMatchObject({
      asset_id: null,
      asset_name: null,
      asset_type_id: w.ids.bike,
      asset_type_name: 'Vélo cargo',
      min_days: 1,
      max_days: null,
      deposit: 0,
      regions: [],
      available_from: null,
    });
    const audits = await w.t.db.query(
      `select entity_id from audit_log where entity = 'lease_preference' and action = 'create'`,
    );
    expect(audits.map((a) => a.entity_id).sort()).toEqual([one.id, byType.id].sort());
  });

  it('refuses broken rules (400), another owner’s asset (404), other roles (403); writes nothing', async () => {
    const before = await leaseSnapshot(w);
    const post = (body: object, headers: Headers = w.as.asset_owner) =>
      inject(w.t, 'POST', '/lease-preferences', headers, { rate: 100, period: 'day', ...body });
    const cases: [object, [string, string][]][] = [
      [{}, [['asset_id', leaseMsg.assetOrType]]],
      [
        { asset_id: w.ids.ownerVan, asset_type_id: w.ids.van },
        [['asset_id', leaseMsg.assetOrType]],
      ],
      [
        { asset_id: w.ids.ownerVan, min_days: 10, max_days: 5 },
        [['max_days', leaseMsg.maxBelowMin]],
      ],
      [
        { asset_id: w.ids.ownerVan, available_from: w.day(10), available_to: w.day(9) },
        [['available_to', leaseMsg.toBeforeFrom]],
      ],
      // A type it owns no asset of, and one that does not exist.
      [{ asset_type_id: w.ids.truck }, [['asset_type_id', 'flotte.validation.invalid']]],
      [
        { asset_type_id: '00000000-0000-4000-8000-000000000000' },
        [['asset_type_id', 'flotte.validation.invalid']],
      ],
      [{ asset_id: w.ids.ownerVan, period: 'year' }, [['period', 'flotte.validation.required']]],
      [{ asset_id: w.ids.ownerVan, rate: -1 }, [['rate', 'flotte.validation.non_negative']]],
      [{ asset_id: w.ids.ownerVan, min_days: 0 }, [['min_days', 'flotte.validation.too_small']]],
      [{ asset_id: w.ids.ownerVan, currency: 'eur' }, [['currency', 'flotte.validation.currency']]],
      [
        { asset_id: w.ids.ownerVan, available_from: '2026-02-30' },
        [['available_from', 'flotte.validation.invalid']],
      ],
    ];
    for (const [body, details] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(detailsOf(res), JSON.stringify(body)).toEqual(details);
    }
    expect((await post({ asset_id: w.ids.otherVan })).statusCode).toBe(404);
    expect((await post({ asset_id: w.ids.inHouseVan })).statusCode).toBe(404);
    for (const role of ['superadmin', 'in_house_manager', 'business', 'b2b'] as const) {
      expect((await post({ asset_id: w.ids.ownerVan }, w.as[role])).statusCode).toBe(403);
    }
    const anonymous = await inject(w.t, 'POST', '/lease-preferences', undefined, {});
    expect(anonymous.statusCode).toBe(401);
    expect(await leaseSnapshot(w)).toEqual(before);
  });
});

describe('GET /lease-preferences', () => {
  // The offers of this block (the table is emptied first).
  const o = {} as Record<'van' | 'bikes' | 'other' | 'off' | 'over', LeasePreference>;
  beforeAll(async () => {
    await w.t.db.query('delete from lease_preferences');
    o.van = await offer(w, {
      asset_id: w.ids.ownerVan,
      rate: 4500,
      min_days: 2,
      max_days: 30,
      available_from: w.day(0),
      available_to: w.day(60),
      regions: ['Île-de-France'],
    });
    o.bikes = await offer(w, { asset_type_id: w.ids.bike, rate: 9000, period: 'week' });
    o.other = await offer(
      w,
      { asset_id: w.ids.otherVan, rate: 150000, period: 'month', regions: ['Normandie'] },
      w.otherOwner,
    );
    o.off = await offer(w, { asset_id: w.ids.ownerVan2, rate: 100, active: false });
    // Its availability is over.
    o.over = await offer(w, { asset_id: w.ids.ownerVan2, rate: 100, available_to: w.day(-1) });
  });

  it('an owner lists its own offers (inactive ones too), another owner its own', async () => {
    const mine = await list('?limit=100', w.as.asset_owner);
    expect(new Set(ids(mine))).toEqual(new Set([o.van.id, o.bikes.id, o.off.id, o.over.id]));
    expect(mine.pagination).toEqual({ total: 4, limit: 100, skip: 0 });
    expect(mine.data.every((p) => p.available_assets === undefined)).toBe(true);
    expect(ids(await list('', w.otherOwner))).toEqual([o.other.id]);
    expect(ids(await list('?active=false', w.as.asset_owner))).toEqual([o.off.id]);
  });

  it('a business lists the market: active offers with an asset available now, and those assets', async () => {
    const market = await list('?sort=rate');
    expect(ids(market)).toEqual([o.van.id, o.bikes.id, o.other.id]);
    const assets = Object.fromEntries(market.data.map((p) => [p.id, p.available_assets]));
    expect(assets[o.van.id]).toEqual([
      { id: w.ids.ownerVan, name: 'Renault Master', registration: 'AB-123-CD' },
    ]);
    expect(assets[o.bikes.id]).toEqual([
      { id: w.ids.ownerBike, name: 'Urban Arrow Cargo', registration: null },
    ]);
    // Its asset busy, an offer leaves the market until it is back; a type offer with no
    // available asset of the type too.
    await w.t.db.query(`update assets set status = 'dispatched' where id = any($1::uuid[])`, [
      [w.ids.ownerVan, w.ids.ownerBike],
    ]);
    expect(ids(await list(''))).toEqual([o.other.id]);
    await w.t.db.query(`update assets set status = 'available' where id = any($1::uuid[])`, [
      [w.ids.ownerVan, w.ids.ownerBike],
    ]);
    // A disabled owner's offers leave it too.
    await w.t.db.query(`update users set disabled_at = now() where email = 'owner2@flotte.test'`);
    expect(ids(await list(''))).not.toContain(o.other.id);
    await w.t.db.query(`update users set disabled_at = null where email = 'owner2@flotte.test'`);
    // The same answers for a business not yet approved (reads stay open).
    expect(ids(await list('', w.parent))).toHaveLength(3);
  });

  it('filters the market by asset type, region, the days needed and the highest rate', async () => {
    const market = async (query: string) => new Set(ids(await list(query)));
    expect(await market(`?asset_type_id=${w.ids.van}`)).toEqual(new Set([o.van.id, o.other.id]));
    expect(await market('?asset_type_id=nope')).toEqual(new Set());
    // An offer naming no region is offered everywhere; case is ignored.
    expect(await market('?region=%C3%AEle-de-france')).toEqual(new Set([o.van.id, o.bikes.id]));
    expect(await market('?region=Normandie')).toEqual(new Set([o.bikes.id, o.other.id]));
    // Days inside the availability; with both ends, a length within min and max (2 to 30).
    expect(await market(`?from=${w.day(1)}&to=${w.day(5)}`)).toEqual(
      new Set([o.van.id, o.bikes.id, o.other.id]),
    );
    expect(await market(`?from=${w.day(1)}&to=${w.day(1)}`)).toEqual(
      new Set([o.bikes.id, o.other.id]),
    );
    expect(await market(`?from=${w.day(1)}&to=${w.day(40)}`)).toEqual(
      new Set([o.bikes.id, o.other.id]),
    );
    expect(await market(`?from=${w.day(61)}`)).toEqual(new Set([o.bikes.id, o.other.id]));
    expect(await market(`?to=${w.day(60)}`)).toEqual(new Set([o.van.id, o.bikes.id, o.other.id]));
    expect(await market('?max_rate=9000')).toEqual(new Set([o.van.id, o.bikes.id]));
    expect(ids(await list('?sort=rate&order=desc'))).toEqual([o.other.id, o.bikes.id, o.van.id]);
    const paged = await list('?sort=rate&limit=2&skip=1');
    expect(ids(paged)).toEqual([o.bikes.id, o.other.id]);
    expect(paged.pagination).toEqual({ total: 3, limit: 2, skip: 1 });
    const bad = await get(`/lease-preferences?from=2026-13-01`, w.as.business);
    expect(bad.statusCode).toBe(400);
    expect(detailsOf(bad)).toEqual([['from', 'flotte.validation.invalid']]);
  });

  it('the manager and the superadmin list every offer; B2B clients get 403', async () => {
    for (const role of ['in_house_manager', 'superadmin'] as const) {
      const all = await list('?limit=100', w.as[role]);
      expect(all.pagination.total).toBe(5);
      expect(
        ids(await list(`?id=${o.off.id}&id=${o.other.id}&id=nope`, w.as[role])).sort(),
      ).toEqual([o.off.id, o.other.id].sort());
    }
    expect((await get('/lease-preferences', w.as.b2b)).statusCode).toBe(403);
    expect((await get('/lease-preferences', { authorization: 'Bearer x' })).statusCode).toBe(401);
  });

  it('GET one: a business any active offer (with its assets); owners their own; else 404', async () => {
    const seen = onePreference.parse(
      (await get(`/lease-preferences/${o.van.id}`, w.as.business)).json(),
    );
    expect(seen.data.available_assets?.map((a) => a.id)).toEqual([w.ids.ownerVan]);
    // Out of the market (availability over) but still active: it may be opened.
    expect((await get(`/lease-preferences/${o.over.id}`, w.as.business)).statusCode).toBe(200);
    expect((await get(`/lease-preferences/${o.off.id}`, w.as.business)).statusCode).toBe(404);
    expect((await get(`/lease-preferences/${o.van.id}`, w.otherOwner)).statusCode).toBe(404);
    expect((await get(`/lease-preferences/${o.off.id}`, w.as.asset_owner)).statusCode).toBe(200);
    expect((await get('/lease-preferences/nope', w.as.superadmin)).statusCode).toBe(404);
  });
});

describe('PATCH and DELETE /lease-preferences/{id}', () => {
  it('the owner changes only the terms sent; the rules hold on the result; audited', async () => {
    const p = await offer(w, { asset_id: w.ids.ownerVan2, min_days: 3, max_days: 10 });
    const patch = (body: object, headers: Headers = w.as.asset_owner) =>
      inject(w.t, 'PATCH', `/lease-preferences/${p.id}`, headers, body);
    const res = await patch({ rate: 2500, regions: ['Bretagne', 'bretagne'], active: false });
    expect(res.statusCode).toBe(200);
    expect(onePreference.parse(res.json()).data).toMatchObject({
      rate: 2500,
      regions: ['Bretagne'],
      active: false,
      min_days: 3,
      max_days: 10,
      period: 'day',
    });
    const audit = await w.t.db.query<{ changes: Record<string, unknown> }>(
      `select changes from audit_log where entity = 'lease_preference' and action = 'update'
       and entity_id = $1`,
      [p.id],
    );
    expect(Object.keys(audit[0]!.changes).sort()).toEqual(['active', 'rate', 'regions']);

    const before = await leaseSnapshot(w);
    const min = await patch({ min_days: 11 });
    expect(min.statusCode).toBe(400);
    expect(detailsOf(min)).toEqual([['max_days', leaseMsg.maxBelowMin]]);
    expect((await patch({ available_from: w.day(5), available_to: w.day(4) })).statusCode).toBe(
      400,
    );
    expect((await patch({ rate: 1 }, w.otherOwner)).statusCode).toBe(404);
    for (const role of ['in_house_manager', 'business', 'b2b'] as const) {
      expect((await patch({ rate: 1 }, w.as[role])).statusCode).toBe(403);
      const del = await inject(w.t, 'DELETE', `/lease-preferences/${p.id}`, w.as[role]);
      expect(del.statusCode).toBe(403);
    }
    expect(
      (await inject(w.t, 'DELETE', `/lease-preferences/${p.id}`, w.otherOwner)).statusCode,
    ).toBe(404);
    expect(await leaseSnapshot(w)).toEqual(before);
    // Nothing sent that differs: answered as it is, no audit row.
    expect((await patch({ rate: 2500 })).statusCode).toBe(200);
    expect((await leaseSnapshot(w)).audit).toBe(before.audit);
  });

  it('the superadmin changes and deletes any offer; a lease proposed on one keeps its terms', async () => {
    const p = await offer(w, { asset_id: w.ids.ownerVan2, rate: 700 });
    const lease = await proposed(w, {
      asset_id: w.ids.ownerVan2,
      preference_id: p.id,
      start_date: w.day(1),
      end_date: w.day(2),
    });
    const changed = await inject(w.t, 'PATCH', `/lease-preferences/${p.id}`, w.as.superadmin, {
      rate: 900,
    });
    expect(onePreference.parse(changed.json()).data.rate).toBe(900);
    const deleted = await inject(w.t, 'DELETE', `/lease-preferences/${p.id}`, w.as.superadmin);
    expect(deleted.statusCode).toBe(200);
    expect(onePreference.parse(deleted.json()).data).toMatchObject({ id: p.id, rate: 900 });
    expect((await get(`/lease-preferences/${p.id}`, w.as.superadmin)).statusCode).toBe(404);
    const row = await w.t.db.query<{ preference_id: string | null; rate: number }>(
      'select preference_id, rate::float8 as rate from leases where id = $1',
      [lease.id],
    );
    expect(row[0]).toEqual({ preference_id: null, rate: 700 });
  });
});

describe('role × route', () => {
  it('answers each role as documented; another owner’s offer is 404', async () => {
    const target = await offer(w, { asset_id: w.ids.ownerVan2, rate: 300 });
    // Columns: superadmin, in_house_manager, asset_owner, business, b2b, otherOwner,
    // otherBusiness.
    const expected = {
      list: statuses(200, 200, 200, 200, 403, 200, 200),
      show: statuses(200, 200, 200, 200, 403, 404, 200),
      create: statuses(403, 403, 201, 403, 403, 404, 403),
      update: statuses(200, 403, 200, 403, 403, 404, 403),
      delete: statuses(200, 403, 200, 403, 403, 404, 403),
    };
    const actual = await statusTable(w, async (who, headers) => {
      // A throwaway offer for each deleting caller.
      const doomed = await offer(w, { asset_id: w.ids.ownerVan2, rate: 1 });
      return {
        list: () => get('/lease-preferences', headers),
        show: () => get(`/lease-preferences/${target.id}`, headers),
        create: () =>
          inject(w.t, 'POST', '/lease-preferences', headers, {
            asset_id: w.ids.ownerVan2,
            rate: 1,
            period: 'day',
          }),
        update: () =>
          inject(w.t, 'PATCH', `/lease-preferences/${target.id}`, headers, { notes: who }),
        delete: () => inject(w.t, 'DELETE', `/lease-preferences/${doomed.id}`, headers),
      };
    });
    expect(actual).toEqual(expected);
  });
});
