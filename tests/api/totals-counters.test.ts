/**
 * The database's counters (migration 013, docs/totals.md): after writes of every kind each
 * equals the count(*) of its shape, on PGlite and, with writers racing from several connections,
 * on PostgreSQL (DATABASE_URL; PGlite has one connection, so the race is skipped there);
 * flotte_rebuild_counts() repairs them; every shape a list reads exists in the database.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../server/db/db';
import { declaredCounts } from '../../server/services/platform/counts';
import { insertBusiness, one } from './rows';
import { appPerFile } from './per-file';
import { onPostgres } from './helpers';

const t = appPerFile();
let ids: { owner: string; van: string; bike: string; business: string };

beforeAll(async () => {
  const id = async (sql: string) => (await one<{ id: string }>(t, sql)).id;
  ids = {
    owner: await id(`select id from users where email = 'owner@flotte.demo'`),
    van: await id(`select id from asset_types where name = 'Camionnette'`),
    bike: await id(`select id from asset_types where name = 'Vélo cargo'`),
    business: await id(`select id from businesses where slug = 'transports-durand'`),
  };
});

interface Drift {
  tbl: string;
  key: string;
  counter: number;
  recount: number;
}

/**
 * Every counter that differs from a recount of its table (a counter absent or at 0 reads 0).
 * The recount runs the keys' SQL over the whole table, as flotte_rebuild_counts does.
 */
async function drift(db: Queryable): Promise<Drift[]> {
  const specs = await db.query<{ tbl: string; sql: string }>(
    'select tbl, flotte_count_keys_sql(s, s.tbl, 1) as sql from row_count_specs s order by tbl',
  );
  const found: Drift[] = [];
  for (const { tbl, sql } of specs) {
    const rows = await db.query<{ key: string; counter: number; recount: number }>(
      `select key, coalesce(c.n, 0)::int as counter, coalesce(r.n, 0)::int as recount
       from (select key, n from row_counts where tbl = $1) c
       full join (select k as key, count(*) as n from (${sql}) x group by k) r using (key)
       where coalesce(c.n, 0) <> coalesce(r.n, 0)`,
      [tbl],
    );
    found.push(...rows.map((r) => ({ tbl, ...r })));
  }
  return found;
}

/** The counter `key` of `tbl` (0 when it never moved). */
const counter = async (tbl: string, key: string) =>
  Number(
    (
      await one<{ n: number } | undefined>(
        t,
        'select n::int as n from row_counts where tbl = $1 and key = $2',
        [tbl, key],
      )
    )?.n ?? 0,
  );

const countOf = async (sql: string, params: unknown[] = []) =>
  (await one<{ n: number }>(t, `select count(*)::int as n from ${sql}`, params)).n;

const newAssets = async (db: Queryable, n: number, owner: string | null, name: string) =>
  (
    await db.query<{ id: string }>(
      `insert into assets (asset_type_id, owner_user_id, business_id, name)
       select $1, $2, $3, $4 || g from generate_series(1, ${n}) g returning id`,
      [ids.van, owner, owner === null ? ids.business : null, name],
    )
  ).map((r) => r.id);

describe('row counters', () => {
  it('exist in the database for every shape a list declares, with its columns', async () => {
    const specs = await t.db.query<{ tbl: string; shapes: string[]; columns: string[] }>(
      `select tbl, shapes, array(select jsonb_object_keys(columns)) as columns
       from row_count_specs`,
    );
    const byTable = new Map(specs.map((s) => [s.tbl, s]));
    // The app has registered its lists' declarations (createTestApp loaded every route).
    expect(declaredCounts().length).toBeGreaterThanOrEqual(15);
    for (const declared of declaredCounts()) {
      const spec = byTable.get(declared.table);
      expect(spec, declared.table).toBeDefined();
      for (const shape of declared.shapes) expect(spec!.shapes, declared.table).toContain(shape);
      for (const column of Object.values(declared.columns)) {
        expect(spec!.columns, declared.table).toContain(column);
      }
    }
  });

  it('equal count(*) of their shape after inserts, updates, soft deletes and deletes', async () => {
    const db = t.db;
    const owned = await newAssets(db, 6, ids.owner, 'Compteur ');
    const inHouse = await newAssets(db, 3, null, 'Maison ');
    // Counted columns move; others do not touch a counter.
    await db.query(`update assets set status = 'inactive' where id = any($1::uuid[])`, [
      owned.slice(0, 2),
    ]);
    await db.query(`update assets set asset_type_id = $2 where id = $1`, [owned[2], ids.bike]);
    await db.query(`update assets set odometer_km = 1200 where id = any($1::uuid[])`, [owned]);
    // Work on assets, then the asset's soft delete hides it, and a restore shows it again.
    await db.query(
      `insert into maintenance (asset_id, kind, title, scheduled_at)
       select id, 'preventive', 'Vidange', now() from assets where id = any($1::uuid[])`,
      [[...owned, ...inHouse]],
    );
    await db.query(`update maintenance set status = 'cancelled' where asset_id = $1`, [owned[0]]);
    // The fleet report's sums (migration 041), counted through their asset like maintenance.
    await db.query(
      `insert into asset_finance (period, asset_id, currency, owner_user_id, business_id, asset_type_id)
       select '2026-11', id, 'EUR', owner_user_id, business_id, asset_type_id
       from assets where id = any($1::uuid[])`,
      [[...owned, ...inHouse]],
    );
    await db.query('update assets set deleted_at = now() where id = any($1::uuid[])', [
      [owned[1], inHouse[0]],
    ]);
    await db.query('update assets set deleted_at = null where id = $1', [inHouse[0]]);
    await db.query('update assets set deleted_at = now() where id = $1', [owned[3]]);
    await db.query('delete from maintenance where asset_id = $1', [owned[4]]);
    await db.query('delete from assets where id = $1', [owned[4]]);
    // Users (derived statuses), businesses (soft delete), requests.
    await db.query(`update users set disabled_at = now() where email = 'manager@flotte.demo'`);
    const gone = await insertBusiness(t, 'compteur-parti');
    await db.query('update businesses set deleted_at = now() where id = $1', [gone]);
    await db.query(`update businesses set active = false where id = $1`, [ids.business]);
    await db.query(
      `insert into requests (business_id, asset_type_id, pickup_address, dropoff_address, price)
       select $1, $2, 'A', 'B', 100 from generate_series(1, 4)`,
      [ids.business, ids.van],
    );
    await db.query(
      `update requests set status = 'cancelled' where id = (
      select id from requests where business_id = $1 order by created_at limit 1)`,
      [ids.business],
    );

    expect(await drift(db)).toEqual([]);
    // Read against count(*) written by hand, shape by shape.
    expect(await counter('assets', `owner_user_id=${ids.owner}&status=available`)).toBe(
      await countOf(
        `assets where owner_user_id = $1 and status = 'available' and deleted_at is null`,
        [ids.owner],
      ),
    );
    expect(await counter('assets', '')).toBe(await countOf('assets where deleted_at is null'));
    expect(await counter('maintenance', `owner_user_id=${ids.owner}`)).toBe(
      await countOf(
        `maintenance m join assets a on a.id = m.asset_id
         where a.owner_user_id = $1 and a.deleted_at is null`,
        [ids.owner],
      ),
    );
    expect(await counter('maintenance', `business_id=${ids.business}&status=scheduled`)).toBe(3);
    expect(await counter('asset_finance', `owner_user_id=${ids.owner}&period=2026-11`)).toBe(
      await countOf(
        `asset_finance f join assets a on a.id = f.asset_id
         where f.owner_user_id = $1 and f.period = '2026-11' and a.deleted_at is null`,
        [ids.owner],
      ),
    );
    expect(
      await counter('asset_finance', `business_id=${ids.business}&in_house=true&period=2026-11`),
    ).toBe(3);
    expect(await counter('users', 'status=disabled')).toBe(
      await countOf('users where disabled_at is not null'),
    );
    expect(await counter('businesses', 'active=false')).toBe(
      await countOf('businesses where not active and deleted_at is null'),
    );
    expect(await counter('requests', `business_id=${ids.business}&status=pending`)).toBe(
      await countOf(`requests where business_id = $1 and status = 'pending'`, [ids.business]),
    );
    await db.query(`update businesses set active = true where id = $1`, [ids.business]);
    await db.query(`update users set disabled_at = null where email = 'manager@flotte.demo'`);
  });

  it('move nothing when the transaction rolls back', async () => {
    const before = await counter('assets', `owner_user_id=${ids.owner}`);
    await expect(
      t.db.transaction(async (tx) => {
        await newAssets(tx, 3, ids.owner, 'Annulé ');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await counter('assets', `owner_user_id=${ids.owner}`)).toBe(before);
    expect(await t.db.query('select 1 from row_count_deltas')).toEqual([]);
  });

  it('of a truncated table are emptied with it', async () => {
    await t.db.query(
      `insert into lease_preferences (owner_user_id, asset_type_id, rate, period)
       values ($1, $2, 100, 'day')`,
      [ids.owner, ids.van],
    );
    expect(await counter('lease_preferences', '')).toBeGreaterThan(0);
    await t.db.query('truncate lease_preferences cascade');
    expect(await counter('lease_preferences', '')).toBe(0);
    expect(await drift(t.db)).toEqual([]);
  });

  it('are repaired by flotte_rebuild_counts()', async () => {
    await t.db.query(`update row_counts set n = n + 7 where tbl = 'assets' and key = ''`);
    await t.db.query(`delete from row_counts where tbl = 'requests' and key like 'status=%'`);
    await t.db.query(`insert into row_counts values ('plans', 'active=maybe', 3)`);
    expect((await drift(t.db)).length).toBeGreaterThan(0);
    await t.db.query('select flotte_rebuild_counts()');
    expect(await drift(t.db)).toEqual([]);
    expect(await counter('assets', '')).toBe(await countOf('assets where deleted_at is null'));
  });

  it.skipIf(!onPostgres)(
    "count an asset's work right while the asset is deleted or restored at the same moment",
    async () => {
      const assets = await newAssets(t.db, 6, ids.owner, 'Atelier ');
      const work = (asset: string) =>
        t.db.query(
          `insert into maintenance (asset_id, kind, title, scheduled_at)
           values ($1, 'corrective', 'Freins', now())`,
          [asset],
        );
      const move = (asset: string) =>
        t.db.query(
          `update maintenance set status = case status when 'scheduled' then 'cancelled'
             else 'scheduled' end where asset_id = $1`,
          [asset],
        );
      const toggle = (asset: string) =>
        t.db.query(
          `update assets set deleted_at = case when deleted_at is null then now() end
           where id = $1`,
          [asset],
        );
      for (let round = 0; round < 8; round++) {
        await Promise.all(
          assets.flatMap((asset) =>
            round % 2 === 0
              ? [work(asset), toggle(asset), move(asset)]
              : [toggle(asset), move(asset), work(asset)],
          ),
        );
      }
      expect(await drift(t.db)).toEqual([]);
    },
  );
});

/** A small deterministic random source: the same races on every run. */
function randomSource(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
}

describe('row counters under concurrent writers (PostgreSQL)', () => {
  it.skipIf(!onPostgres)(
    'stay exact and never deadlock when 5 connections write the same counters in any order',
    async () => {
      const keepers = await newAssets(t.db, 12, ids.owner, 'Course ');
      await t.db.query(
        `insert into requests (business_id, asset_type_id, pickup_address, dropoff_address, price)
         select $1, $2, 'A', 'B', 100 from generate_series(1, 12)`,
        [ids.business, ids.van],
      );
      const requests = (
        await t.db.query<{ id: string }>('select id from requests order by id')
      ).map((r) => r.id);
      const statuses = ['available', 'inactive', 'in_maintenance'];
      const requestStatuses = ['pending', 'assigned', 'cancelled'];
      // t.db is a pool of 5 connections on PostgreSQL: each worker's transactions run on one.

      // Each transaction writes several counted tables, in an order that differs from one kind
      // to the next: counters updated statement by statement would deadlock here. Each worker
      // has its own assets and requests, so that only the counters are shared between them.
      const worker = async (db: Db, seed: number) => {
        const pick = randomSource(seed);
        const mine = (all: string[]) => all.slice((seed - 1) * 2, seed * 2);
        for (let i = 0; i < 30; i++) {
          const asset = mine(keepers)[pick(2)]!;
          const request = mine(requests)[pick(2)]!;
          const status = statuses[pick(statuses.length)]!;
          const requestStatus = requestStatuses[pick(requestStatuses.length)]!;
          await db.transaction(async (tx) => {
            switch (pick(5)) {
              case 0: // an asset then a request
                await tx.query('update assets set status = $2 where id = $1', [asset, status]);
                await tx.query('update requests set status = $2 where id = $1', [
                  request,
                  requestStatus,
                ]);
                break;
              case 1: // a request then an asset, and its work
                await tx.query('update requests set status = $2 where id = $1', [
                  request,
                  requestStatus,
                ]);
                await tx.query(
                  `insert into maintenance (asset_id, kind, title, scheduled_at)
                   values ($1, 'inspection', 'Contrôle', now())`,
                  [asset],
                );
                await tx.query('update assets set status = $2 where id = $1', [asset, status]);
                break;
              case 2: {
                // new assets, some deleted at once; others soft-deleted or restored
                const fresh = await newAssets(tx, 1 + pick(3), ids.owner, `Neuf ${seed}-${i} `);
                await tx.query('delete from assets where id = $1', [fresh[0]]);
                await tx.query(
                  'update assets set deleted_at = case when deleted_at is null then now() end where id = $1',
                  [asset],
                );
                break;
              }
              case 3: // work moves on an asset, then a user and a business
                await tx.query(
                  `update maintenance set status = case status when 'scheduled' then 'cancelled'
                     else 'scheduled' end where asset_id = $1`,
                  [asset],
                );
                await tx.query(
                  `update users set disabled_at = case when disabled_at is null then now() end
                   where email = 'manager@flotte.demo'`,
                );
                await tx.query('update businesses set active = not active where id = $1', [
                  ids.business,
                ]);
                break;
              default: // a business then new requests then an asset
                await tx.query('update businesses set active = not active where id = $1', [
                  ids.business,
                ]);
                await tx.query(
                  `insert into requests (business_id, asset_type_id, pickup_address,
                     dropoff_address, price, status)
                   values ($1, $2, 'A', 'B', 10, $3)`,
                  [ids.business, ids.van, requestStatus],
                );
                await tx.query('update assets set status = $2 where id = $1', [asset, status]);
            }
          });
        }
      };
      await Promise.all([1, 2, 3, 4, 5].map((seed) => worker(t.db, seed)));

      expect(await drift(t.db)).toEqual([]);
      expect(await counter('assets', `owner_user_id=${ids.owner}`)).toBe(
        await countOf('assets where owner_user_id = $1 and deleted_at is null', [ids.owner]),
      );
      expect(await counter('maintenance', `owner_user_id=${ids.owner}&status=scheduled`)).toBe(
        await countOf(
          `maintenance m join assets a on a.id = m.asset_id
           where a.owner_user_id = $1 and a.deleted_at is null and m.status = 'scheduled'`,
          [ids.owner],
        ),
      );
      expect(await t.db.query('select 1 from row_count_deltas')).toEqual([]);
    },
  );
});
