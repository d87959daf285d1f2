/**
 * Races against a real PostgreSQL server (DATABASE_URL): the app's Db is then a pg Pool of
 * several connections, so requests fired together with Promise.all really run in parallel
 * transactions. PGlite has one connection and serialises everything: these tests are skipped
 * there, as they would prove nothing.
 */
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import {
  assign,
  balance,
  ledgerSum,
  createRequest,
  inject,
  createWorld,
  move,
  newVans,
} from './requests-fixtures';
import { raceWorldPerFile } from './per-file';
import { onPostgres } from './helpers';

const w = raceWorldPerFile(createWorld);

/** How many of the rows `ids` of `table` stand in `status` once the race is over. */
const howManyIn = async (table: 'requests' | 'assets', ids: string[], status: string) =>
  (
    await w.t.db.query(`select id from ${table} where id = any($1::uuid[]) and status = $2`, [
      ids,
      status,
    ])
  ).length;

describe('concurrency on PostgreSQL', () => {
  it.skipIf(!onPostgres)(
    'two dispatches never hold one asset: exactly one of 8 racing assignments wins',
    async () => {
      const [asset] = await newVans(w, 1);
      const requests = await Promise.all(
        Array.from({ length: 8 }, () => createRequest(w, { price: 10 })),
      );
      const results = await Promise.all(
        requests.map((request_id) =>
          inject(w.t, 'POST', '/asset-dispatch', w.as.asset_owner, { request_id, asset_id: asset }),
        ),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
      for (const r of results.filter((r) => r.statusCode === 409)) {
        expect(errorResponse.parse(r.json()).code).toBe('asset_unavailable');
      }
      const live = await w.t.db.query(
        `select request_id from dispatches where asset_id = $1 and status in ('assigned', 'in_transit')`,
        [asset],
      );
      expect(live).toHaveLength(1);
      expect(await howManyIn('requests', requests, 'assigned')).toBe(1);
    },
  );

  it.skipIf(!onPostgres)(
    'one request is served once: racing assignments of 6 assets to it, one wins',
    async () => {
      const assets = await newVans(w, 6);
      const request = await createRequest(w, { price: 10 });
      const results = await Promise.all(
        assets.map((asset_id) =>
          inject(w.t, 'POST', '/asset-dispatch', w.as.in_house_manager, {
            request_id: request,
            asset_id,
          }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
      expect(await howManyIn('assets', assets, 'dispatched')).toBe(1);
    },
  );

  it.skipIf(!onPostgres)(
    'racing deliveries and top-ups keep the balance equal to the ledger sum',
    async () => {
      const n = 10;
      const assets = await newVans(w, n);
      const prices = Array.from({ length: n }, (_, i) => 100 + i);
      const dispatches: string[] = [];
      for (const [i, asset] of assets.entries()) {
        const request = await createRequest(w, { price: prices[i] });
        const d = await assign(w, request, asset);
        expect((await move(w, d, 'in_transit')).statusCode).toBe(200);
        dispatches.push(d);
      }
      const start = await balance(w, w.ids.business);
      const topUps = Array.from({ length: n }, (_, i) => 1000 + i);
      const calls = [
        ...dispatches.map((d) => move(w, d, 'delivered')),
        ...topUps.map((amount) =>
          inject(
            w.t,
            'POST',
            `/superadmin/business/${w.ids.business}/wallet/top-up`,
            w.as.superadmin,
            {
              amount,
            },
          ),
        ),
        // The same delivery fired twice more: charged once only.
        move(w, dispatches[0]!, 'delivered'),
        move(w, dispatches[1]!, 'delivered'),
      ];
      const results = await Promise.all(calls);
      const codes = results.map((r) => r.statusCode);
      // Each dispatch is delivered once; the repeated ones answer 409 the second time.
      expect(codes.filter((c) => c === 200)).toHaveLength(n);
      expect(codes.filter((c) => c === 201)).toHaveLength(n);
      expect(codes.filter((c) => c === 409)).toHaveLength(2);
      const end = await balance(w, w.ids.business);
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      expect(end).toBe(start + sum(topUps) - sum(prices));
      expect(await ledgerSum(w, w.ids.business)).toBe(end);
      const charges = await w.t.db.query(
        `select count(*)::int as n from wallet_transactions where category = 'request_charge'`,
      );
      expect(charges[0]!.n).toBe(n);
      // balance_after chains: each row's balance_after is the previous one's plus its amount.
      const chain = await w.t.db.query<{ ok: boolean }>(
        `select bool_and(ok) as ok from (
         select t.balance_after = coalesce(lag(t.balance_after) over (order by t.created_at, t.id), 0)
           + case when t.type = 'credit' then t.amount else -t.amount end as ok
         from wallet_transactions t join wallets w on w.id = t.wallet_id where w.business_id = $1) s`,
        [w.ids.business],
      );
      expect(chain[0]!.ok).toBe(true);
    },
  );
});
