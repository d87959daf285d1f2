/**
 * Fills the benchmark's database: the app's own migrations and demo seed, then with SQL
 * `generate_series` a million assets (half of them the demo owner's), the earnings of one
 * asset, and a fill this month for each asset (so the fleet report's month has a row per asset). The insert runs with triggers off when the role may (`session_replication_role`), then
 * the schema's rebuild functions recompute what the triggers keep (counters, rollups).
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { migrate } from '../../server/db/migrate';
import { openPostgres } from '../../server/db/postgres';
import { seed } from '../../server/seed';
import type { LoadTimes } from './report';

/** The agreed names of what rebuilds trigger-kept data (migrations 013 and 014). */
const REBUILD_FUNCTIONS = ['flotte_rebuild_counts', 'flotte_rebuild_earnings_rollups'];

const OTHER_OWNERS = 1_000;
const BUSINESSES = 100;
/** Earnings spread over the owner's other assets, so the series must pick out its asset. */
const SPREAD_ASSETS = 10_000;
const SPREAD_EACH = 10;

export interface Sizes {
  assets: number;
  earnings: number;
  requests: number;
  /** Fuel entries this UTC month, one per asset (at most the assets): the fleet report's rows. */
  fuel: number;
}

export interface Loaded {
  ownerEmail: string;
  adminEmail: string;
  ownerId: string;
  earningsAssetId: string;
  /** A business user whose business holds half of the requests (no B2B clients). */
  businessEmail: string;
  businessId: string;
  /** The UTC month of the fills (`YYYY-MM`): the fleet report's period. */
  fuelPeriod: string;
  /** The last migration applied. */
  schema: string;
  data: string;
  load: LoadTimes;
}

const OWNER_EMAIL = 'owner@flotte.demo';
const ADMIN_EMAIL = 'admin@flotte.demo';
const BUSINESS_EMAIL = 'business@bench.flotte.test';

// Interleaved by i so that the owner's rows, the others' and the businesses' share the table's
// pages and index ranges as they would after years of use. Statuses: 60 % available, 15 %
// dispatched, 7 % in maintenance, 8 % leased, 10 % inactive; about 1 % soft-deleted; created
// over three years, more of them recently.
const ASSETS_SQL = `
with t as (select array_agg(id order by name) as ids from asset_types),
     o as (select array_agg(id order by email) as ids from users
           where email like 'owner-%@bench.flotte.test'),
     b as (select array_agg(id order by slug) as ids from businesses where slug like 'bench-%'),
     g as (select i, (i * 7919) % 100 as h, 1 + (i * 31) % 8 as k,
                  now() - interval '1095 days'
                    * power(((i * 7919) % 1000003) / 1000003.0, 2)::float8 as born
           from generate_series(1::bigint, $1::bigint) as i)
insert into assets (asset_type_id, owner_user_id, business_id, name, registration, make, model,
                    year, capacity_kg, odometer_km, status, created_at, updated_at, deleted_at)
select t.ids[1 + g.i % array_length(t.ids, 1)],
       case when g.i % 2 = 0 then $2::uuid
            when g.i % 10 in (1, 3, 5) then o.ids[1 + (g.i / 10) % array_length(o.ids, 1)] end,
       case when g.i % 10 in (7, 9) then b.ids[1 + (g.i / 10) % array_length(b.ids, 1)] end,
       (array['Renault', 'Peugeot', 'Citroën', 'Ford', 'Iveco', 'Mercedes-Benz', 'Fiat',
              'Volkswagen'])[g.k] || ' '
         || (array['Master', 'Boxer', 'Jumper', 'Transit', 'Daily', 'Sprinter', 'Ducato',
                   'Crafter'])[g.k] || ' n° ' || g.i,
       chr(65 + (g.i % 26)::int) || chr(65 + (g.i / 26 % 26)::int) || '-'
         || lpad((g.i % 1000)::text, 3, '0') || '-'
         || chr(65 + (g.i / 676 % 26)::int) || chr(65 + (g.i / 17576 % 26)::int),
       (array['Renault', 'Peugeot', 'Citroën', 'Ford', 'Iveco', 'Mercedes-Benz', 'Fiat',
              'Volkswagen'])[g.k],
       (array['Master', 'Boxer', 'Jumper', 'Transit', 'Daily', 'Sprinter', 'Ducato',
              'Crafter'])[g.k],
       2008 + (g.i % 17)::int, 500 + ((g.i * 37) % 3000)::int, ((g.i * 7919) % 300000)::int,
       case when g.i % 97 = 0 then 'inactive'
            when g.h < 60 then 'available' when g.h < 75 then 'dispatched'
            when g.h < 82 then 'in_maintenance' when g.h < 90 then 'leased'
            else 'inactive' end,
       g.born, g.born,
       case when g.i % 97 = 0 then now() end
from g, t, o, b`;

// Gross between 10 € and 500 €, commission 10 %, spread evenly over the last 24 months.
const earningsSql = (from: string) => `
insert into earnings (asset_id, owner_user_id, gross, commission, net, currency, earned_at)
select asset_id, $2::uuid, gross, round(gross * 0.1)::bigint, gross - round(gross * 0.1)::bigint,
       'EUR', now() - interval '24 months' * (n::float8 / $3::float8)
from (${from}) as s`;

// Half of the requests are the first bench business's, the rest spread over the others; 10 %
// pending, 10 % assigned, 5 % in transit, 65 % delivered, 10 % cancelled; created over three
// years, more of them recently.
const REQUESTS_SQL = `
with t as (select array_agg(id order by name) as ids from asset_types),
     b as (select array_agg(id order by slug) as ids from businesses where slug like 'bench-%'),
     g as (select i, (i * 7919) % 100 as h,
                  now() - interval '1095 days'
                    * power(((i * 104729) % 1000003) / 1000003.0, 2)::float8 as born
           from generate_series(1::bigint, $1::bigint) as i)
insert into requests (business_id, requested_by, asset_type_id, pickup_address, dropoff_address,
                      scheduled_at, recipient_name, weight_kg, price, currency, status,
                      created_at, updated_at)
select case when g.i % 2 = 0 then b.ids[1] else b.ids[1 + (g.i / 2) % array_length(b.ids, 1)] end,
       $2::uuid, t.ids[1 + g.i % array_length(t.ids, 1)],
       (g.i % 200) || ' rue de la République, Lyon', (g.i % 300) || ' avenue Jean Jaurès, Paris',
       g.born + interval '1 day', 'Destinataire ' || g.i, (g.i % 40)::int,
       1000 + ((g.i * 7919) % 49000)::int, 'EUR',
       case when g.h < 10 then 'pending' when g.h < 20 then 'assigned'
            when g.h < 25 then 'in_transit' when g.h < 90 then 'delivered'
            else 'cancelled' end,
       g.born, g.born
from g, t, b`;

// Each request past pending (and not cancelled) served by its own asset of the owner, so that
// no asset serves two live dispatches (dispatches_active_asset_key).
const DISPATCHES_SQL = `
insert into dispatches (request_id, asset_id, status, created_at, updated_at, in_transit_at,
                        delivered_at)
select r.id, a.id, r.status, r.created_at, r.created_at,
       case when r.status <> 'assigned' then r.created_at + interval '1 hour' end,
       case when r.status = 'delivered' then r.created_at + interval '3 hours' end
from (select id, status, created_at, row_number() over (order by id) as n from requests
      where status in ('assigned', 'in_transit', 'delivered')) r
join (select id, row_number() over (order by id) as n from assets
      where owner_user_id = $1 and deleted_at is null) a on a.n = r.n`;

// One fill per live asset (the first $1 by id) in this UTC month: 20 to 80 l, 1.80 € a litre,
// 100 to 1,000 km since the last one. The rebuild turns them into the fleet report's sums
// (migration 038: a month and a year row per asset), with a cost per km for every row.
const FUEL_SQL = `
insert into fuel_entries (asset_id, filled_at, odometer_km, quantity, unit, total_price, currency,
                          full_fill, distance_km)
select a.id, (date_trunc('month', now() at time zone 'UTC') at time zone 'UTC')
         + interval '1 minute' * (a.n % 1440),
       coalesce(a.odometer_km, 0) + 100 + (a.n * 37) % 900, 20 + a.n % 60, 'l',
       (20 + a.n % 60) * 180, 'EUR', true, 100 + (a.n * 37) % 900
from (select id, odometer_km, row_number() over (order by id) as n from assets
      where deleted_at is null order by id limit $1) as a`;

/** `run`'s answer and how long it took, in milliseconds. */
export async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await run();
  return [value, performance.now() - started];
}

/** Runs the app's migrations and demo seed on `url` (password `password`); answers the schema version. */
export async function migrateAndSeed(url: string, password: string): Promise<string> {
  const db = await openPostgres(url, 2);
  try {
    await migrate(db);
    await seed(db, password);
    const rows = await db.query<{ version: string }>(
      'select max(version) as version from schema_migrations',
    );
    return rows[0]!.version;
  } finally {
    await db.close();
  }
}

/** Migrates and seeds `url` (password `password`), then loads `sizes`; answers who is who. */
export async function loadDatabase(url: string, password: string, sizes: Sizes): Promise<Loaded> {
  const [schema, schemaMs] = await timed(() => migrateAndSeed(url, password));

  // One connection: the replication role is a setting of the session.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const one = async <T>(sql: string, params: unknown[] = []) =>
      (await client.query(sql, params)).rows[0] as T;
    const { id: ownerId } = await one<{ id: string }>('select id from users where email = $1', [
      OWNER_EMAIL,
    ]);
    const triggers = await client
      .query('set session_replication_role = replica')
      .then(() => 'off' as const)
      .catch(() => 'kept' as const); // not a superuser: load with the triggers

    const [earningsAssetId, insertMs] = await timed(async () => {
      await client.query(
        `insert into users (email, name, role, email_verified_at, locale)
         select 'owner-' || lpad(i::text, 4, '0') || '@bench.flotte.test', 'Propriétaire ' || i,
                'asset_owner', now(), 'fr'
         from generate_series(1, $1::int) as i`,
        [OTHER_OWNERS],
      );
      await client.query(
        `insert into businesses (name, slug, kind, active, country, contact_email)
         select 'Entreprise ' || i, 'bench-' || lpad(i::text, 3, '0'), 'standard', true, 'FR',
                'contact-' || i || '@bench.flotte.test'
         from generate_series(1, $1::int) as i`,
        [BUSINESSES],
      );
      await client.query(ASSETS_SQL, [sizes.assets, ownerId]);
      // The first bench business's user signs in with the demo password (the admin's hash).
      await client.query(
        `insert into users (email, name, role, business_id, password_hash, email_verified_at,
                            locale)
         select $1, 'Entreprise du banc', 'business', b.id, u.password_hash, now(), 'fr'
         from businesses b, users u where b.slug = 'bench-001' and u.email = $2`,
        [BUSINESS_EMAIL, ADMIN_EMAIL],
      );
      const { id: requester } = await one<{ id: string }>('select id from users where email = $1', [
        BUSINESS_EMAIL,
      ]);
      await client.query(REQUESTS_SQL, [sizes.requests, requester]);
      await client.query(DISPATCHES_SQL, [ownerId]);
      const { id } = await one<{ id: string }>(
        `insert into assets (asset_type_id, owner_user_id, name, registration, make, model)
         select id, $1, 'Renault Master (earnings)', 'ZZ-999-ZZ', 'Renault', 'Master'
         from asset_types order by name limit 1 returning id`,
        [ownerId],
      );
      await client.query(
        earningsSql(
          `select $1::uuid as asset_id, n, 1000 + (n * 7919) % 49000 as gross
           from generate_series(1, $3::int) as n`,
        ),
        [id, ownerId, sizes.earnings],
      );
      await client.query(
        earningsSql(
          `select a.id as asset_id, n, 1000 + (n * 104729) % 49000 as gross
           from (select id from assets where owner_user_id = $2 and deleted_at is null
                   and id <> $1 limit ${SPREAD_ASSETS}) as a,
                generate_series(1, ${SPREAD_EACH}) as n`,
        ),
        [id, ownerId, SPREAD_EACH],
      );
      await client.query(FUEL_SQL, [sizes.fuel]);
      return id;
    });

    await client.query('set session_replication_role = origin');
    const [rebuilt, rebuildMs] = await timed(async () => {
      const ran: string[] = [];
      for (const name of REBUILD_FUNCTIONS) {
        const found = await one<{ exists: boolean }>(
          `select to_regprocedure($1) is not null as exists`,
          [`${name}()`],
        );
        if (!found.exists) continue;
        await client.query(`select ${name}()`);
        ran.push(name);
      }
      return ran;
    });
    // The checkpoint writes the load's pages now: otherwise PostgreSQL spreads that write over
    // the next minutes, during the first measurements.
    const [, analyzeMs] = await timed(async () => {
      await client.query('vacuum analyze');
      await client.query('checkpoint').catch(() => undefined); // needs pg_checkpoint (PG 15+)
    });

    const { id: businessId } = await one<{ id: string }>(
      `select id from businesses where slug = 'bench-001'`,
    );
    const { period: fuelPeriod } = await one<{ period: string }>(
      `select to_char(now() at time zone 'UTC', 'YYYY-MM') as period`,
    );
    const data =
      `${sizes.assets.toLocaleString('en')} generated assets (half of one owner, the rest ` +
      `over ${OTHER_OWNERS.toLocaleString('en')} other owners and ${BUSINESSES} businesses; ` +
      '60 % available, 1 % deleted, created over 3 years), ' +
      `${sizes.earnings.toLocaleString('en')} earnings of one asset over 24 months and ` +
      `${(SPREAD_ASSETS * SPREAD_EACH).toLocaleString('en')} over ` +
      `${SPREAD_ASSETS.toLocaleString('en')} other assets, ` +
      `${sizes.requests.toLocaleString('en')} requests (half of one business, 70 % with a ` +
      `dispatch), ${sizes.fuel.toLocaleString('en')} fuel entries this month (one per asset: ` +
      'as many fleet-report rows in the month and in the year), plus the demo seed';
    return {
      ownerEmail: OWNER_EMAIL,
      adminEmail: ADMIN_EMAIL,
      ownerId,
      earningsAssetId,
      businessEmail: BUSINESS_EMAIL,
      businessId,
      fuelPeriod,
      schema,
      data,
      load: { triggers, schemaMs, insertMs, rebuilt, rebuildMs, analyzeMs },
    };
  } finally {
    await client.end();
  }
}
