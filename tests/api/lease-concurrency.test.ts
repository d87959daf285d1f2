/**
 * Lease races against a real PostgreSQL server (DATABASE_URL), where requests fired together run
 * in parallel transactions. PGlite has one connection and serialises everything: skipped there.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import type { LeasePreference } from '../../contract/lease';
import { createRequest, inject, newVans } from './requests-fixtures';
import {
  assetStatus,
  balance,
  createLeaseWorld,
  ledgerSum,
  moveLease,
  offer,
  proposed,
  topUp,
} from './lease-fixtures';
import { insertBusiness, signedInUser } from './rows';
import { raceWorldPerFile } from './per-file';
import { onPostgres } from './helpers';

const w = raceWorldPerFile(createLeaseWorld);
let vans: LeasePreference;
beforeAll(async () => {
  if (!onPostgres) return;
  vans = await offer(w, { asset_type_id: w.ids.van, rate: 1000, deposit: 500 });
  await topUp(w, w.ids.business, 1_000_000);
});

const propose = (asset: string, headers = w.as.business) =>
  proposed(
    w,
    { asset_id: asset, preference_id: vans.id, start_date: w.day(1), end_date: w.day(3) },
    headers,
  );
const codes = (responses: { statusCode: number; json(): unknown }[]) =>
  responses.map((r) =>
    r.statusCode === 200 || r.statusCode === 201
      ? r.statusCode
      : `${r.statusCode} ${errorResponse.parse(r.json()).code}`,
  );

describe('lease races on PostgreSQL', () => {
  it.skipIf(!onPostgres)(
    'one asset is leased once: of 6 racing acceptances of its proposals, one wins',
    async () => {
      const [asset] = await newVans(w, 1);
      const leases = [];
      for (let i = 0; i < 6; i++) leases.push(await propose(asset!));
      const start = await balance(w, w.ids.business);
      const results = await Promise.all(
        leases.map((l) => moveLease(w, l.id, 'active', w.as.asset_owner)),
      );
      expect(codes(results).sort()).toEqual([200, ...Array(5).fill('409 asset_unavailable')]);
      const active = await w.t.db.query(
        `select id from leases where asset_id = $1 and status = 'active'`,
        [asset],
      );
      expect(active).toHaveLength(1);
      expect(await assetStatus(w, asset!)).toBe('leased');
      // One first period and one deposit paid, not six.
      expect(await balance(w, w.ids.business)).toBe(start - 1500);
      expect(await ledgerSum(w, w.ids.business)).toBe(start - 1500);
    },
  );

  it.skipIf(!onPostgres)(
    'a dispatch and a lease acceptance of one asset at once: exactly one wins, every time',
    async () => {
      const assets = await newVans(w, 5);
      for (const asset of assets) {
        const lease = await propose(asset);
        const request = await createRequest(w, { price: 10 });
        const [dispatch, accept] = await Promise.all([
          inject(w.t, 'POST', '/asset-dispatch', w.as.asset_owner, {
            request_id: request,
            asset_id: asset,
          }),
          moveLease(w, lease.id, 'active', w.as.asset_owner),
        ]);
        const outcome = codes([dispatch, accept]);
        expect([
          [201, '409 asset_unavailable'],
          ['409 asset_unavailable', 200],
        ]).toContainEqual(outcome);
        const status = await assetStatus(w, asset);
        expect(status).toBe(dispatch.statusCode === 201 ? 'dispatched' : 'leased');
        const live = await w.t.db.query<{ n: number }>(
          `select (select count(*) from dispatches where asset_id = $1
                     and status in ('assigned', 'in_transit'))::int
                + (select count(*) from leases where asset_id = $1 and status = 'active')::int
                  as n`,
          [asset],
        );
        expect(live[0]!.n).toBe(1);
      }
    },
  );

  it.skipIf(!onPostgres)(
    'acceptances racing on one wallet never overdraw it: the balance stays the ledger sum',
    async () => {
      const shop = await insertBusiness(w.t, 'course-aux-locations');
      const staff = await signedInUser(w.t, 'staff@course-aux-locations.test', shop);
      // Enough for two leases (1000 + 500 each) and a little more.
      await topUp(w, shop, 3400);
      const assets = await newVans(w, 6);
      const leases = [];
      for (const asset of assets) leases.push(await propose(asset, staff));
      const results = await Promise.all(
        leases.map((l) => moveLease(w, l.id, 'active', w.as.asset_owner)),
      );
      expect(codes(results).sort()).toEqual([200, 200, ...Array(4).fill('402 insufficient_funds')]);
      expect(await balance(w, shop)).toBe(400);
      expect(await ledgerSum(w, shop)).toBe(400);
      const leased = await w.t.db.query(
        `select id from assets where id = any($1::uuid[]) and status = 'leased'`,
        [assets],
      );
      expect(leased).toHaveLength(2);
    },
  );
});
