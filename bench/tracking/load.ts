/**
 * The tracking benchmark's database (bench/tracking/main.ts): the app's migrations and demo
 * seed, then with SQL `generate_series` a fleet on its way (owners, each with its drivers, one
 * asset and one dispatch in transit per driver) and the history of positions: `positions` rows
 * over the last 30 days, 10,000 per delivered dispatch (about 42 hours at one every 15 s). The
 * bulk insert runs with triggers (and so foreign-key checks) off when the role may, as the
 * PostgreSQL benchmark does (bench/pg/load.ts).
 */
import pg from 'pg';
import { migrateAndSeed, timed } from '../pg/load';

export interface TrackingSizes {
  drivers: number;
  positions: number;
}

/** Drivers per owner: each owner's watchers see its drivers' dispatches (one scope group). */
export const DRIVERS_PER_OWNER = 10;
/** Positions of one delivered dispatch in the history (its trail). */
export const POSITIONS_PER_DISPATCH = 10_000;
/** Days the history spreads over (their partitions exist). */
export const HISTORY_DAYS = 30;

export interface TrackingData {
  /** Each driver's e-mail and its dispatch in transit. */
  drivers: { email: string; dispatchId: string }[];
  /** Each owner's e-mail (the watchers sign in as them). */
  owners: string[];
  /** A delivered dispatch with a full trail, and its owner's e-mail. */
  trail: { dispatchId: string; ownerEmail: string; positions: number };
  /** The oldest day of the history (its partition is the one dropped). */
  oldestDay: string;
  /** Positions stored, and in how many day partitions. */
  stored: number;
  partitions: number;
  schema: string;
  load: { triggers: 'off' | 'kept'; schemaMs: number; insertMs: number; analyzeMs: number };
}

const ADMIN_EMAIL = 'admin@flotte.demo';
const pad = (n: number) => String(n).padStart(5, '0');
export const ownerEmail = (i: number) => `owner-${pad(i)}@tracking.bench.test`;
export const driverEmail = (i: number) => `driver-${pad(i)}@tracking.bench.test`;

// One asset, one in-transit request and dispatch per driver; drivers 1..n, owners by tens.
// Around Paris: pickups and drop-offs within about 20 km of the centre.
const FLEET_SQL = `
with o as (
  insert into users (email, name, role, password_hash, email_verified_at, locale)
  select 'owner-' || lpad(i::text, 5, '0') || '@tracking.bench.test', 'Propriétaire ' || i,
         'asset_owner', (select password_hash from users where email = $3), now(), 'fr'
  from generate_series(1, $2::int) i
  returning id, email
), owners as (
  select id, row_number() over (order by email) as n from o
), d as (
  insert into users (email, name, role, employer_user_id, password_hash, email_verified_at, locale)
  select 'driver-' || lpad(i::text, 5, '0') || '@tracking.bench.test', 'Chauffeur ' || i,
         'driver', owners.id, (select password_hash from users where email = $3), now(), 'fr'
  from generate_series(1, $1::int) i join owners on owners.n = 1 + (i - 1) / ${DRIVERS_PER_OWNER}
  returning id, email, employer_user_id
)
select id, email, employer_user_id from d`;

export async function loadTracking(
  url: string,
  password: string,
  sizes: TrackingSizes,
): Promise<TrackingData> {
  const [schema, schemaMs] = await timed(() => migrateAndSeed(url, password));

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const q = async <T>(sql: string, params: unknown[] = []) =>
      (await client.query(sql, params)).rows as T[];
    const owners = Math.ceil(sizes.drivers / DRIVERS_PER_OWNER);
    const perDispatch = Math.max(
      POSITIONS_PER_DISPATCH,
      Math.ceil(sizes.positions / sizes.drivers),
    );
    const history = Math.ceil(sizes.positions / perDispatch);

    const [, insertMs] = await timed(async () => {
      await q(FLEET_SQL, [sizes.drivers, owners, ADMIN_EMAIL]);
      const businessId = (
        await q<{ id: string }>(
          `insert into businesses (name, slug, kind, active, country)
           values ('Transports du banc', 'bench-tracking', 'standard', true, 'FR') returning id`,
        )
      )[0]!.id;
      const typeId = (
        await q<{ id: string }>(`select id from asset_types order by name limit 1`)
      )[0]!.id;
      // Per driver: its asset, a live request and dispatch (in transit), a delivered one.
      await q(
        `with d as (
           select u.id, u.employer_user_id,
                  row_number() over (order by u.email) as n
           from users u where u.email like 'driver-%@tracking.bench.test'
         ), a as (
           insert into assets (asset_type_id, owner_user_id, name, status, default_driver_id)
           select $1, d.employer_user_id, 'Camionnette ' || d.n, 'dispatched', d.id from d
           returning id, default_driver_id
         ), r as (
           insert into requests (business_id, asset_type_id, pickup_address, dropoff_address,
                                 price, status, pickup_lat, pickup_lng, dropoff_lat, dropoff_lng,
                                 notes)
           select $2, $1, 'Départ ' || d.n, 'Arrivée ' || d.n, 2500, s.status,
                  48.85 + (d.n % 97) / 500.0, 2.35 + (d.n % 89) / 500.0,
                  48.85 - (d.n % 83) / 500.0, 2.35 - (d.n % 79) / 500.0,
                  d.id::text || ':' || s.status
           from d cross join (values ('in_transit'), ('delivered')) s(status)
           returning id, status, notes
         )
         insert into dispatches (request_id, asset_id, status, driver_id, in_transit_at,
                                 delivered_at, created_at)
         select r.id, a.id, r.status, a.default_driver_id, now() - interval '1 hour',
                case when r.status = 'delivered' then now() end,
                case when r.status = 'delivered' then now() - interval '${HISTORY_DAYS} days'
                     else now() - interval '1 hour' end
         from r join a on a.default_driver_id::text = split_part(r.notes, ':', 1)`,
        [typeId, businessId],
      );
      await q(`update requests set notes = null where notes like '%:%'`);
      await q(
        `select flotte_create_position_partitions(
           (now() at time zone 'UTC')::date - ${HISTORY_DAYS + 1}, (now() at time zone 'UTC')::date - 1)`,
      );
    });

    const triggers = await client
      .query('set session_replication_role = replica')
      .then(() => 'off' as const)
      .catch(() => 'kept' as const);
    // The history: `history` delivered dispatches, `perDispatch` positions each, one every 15 s,
    // their starts spread over the days (the last one ends a few hours before now).
    const [, positionsMs] = await timed(() =>
      q(
        `with h as (
           select d.id, d.driver_id,
                  now() - interval '${HISTORY_DAYS} days'
                    + (row_number() over (order by d.id) - 1)
                      * (interval '${HISTORY_DAYS - 2} days' / greatest($1::int, 1)) as start
           from dispatches d where d.status = 'delivered'
           order by d.id limit $1
         )
         insert into dispatch_positions (dispatch_id, driver_id, at, lat, lng, accuracy, speed,
                                         heading, flagged, received_at)
         select h.id, h.driver_id, h.start + g.i * interval '15 seconds',
                48.80 + (g.i % 1000) / 10000.0, 2.30 + (g.i / 1000) / 1000.0, 8, 9.5,
                (g.i % 360), false, h.start + g.i * interval '15 seconds' + interval '2 seconds'
         from h cross join generate_series(0, $2::int - 1) g(i)`,
        [history, perDispatch],
      ),
    );
    await client.query('set session_replication_role = origin').catch(() => undefined);

    const [, analyzeMs] = await timed(async () => {
      await client.query('vacuum analyze');
      await client.query('checkpoint').catch(() => undefined);
    });

    const drivers = await q<{ email: string; dispatch_id: string }>(
      `select u.email, d.id as dispatch_id from users u
       join dispatches d on d.driver_id = u.id and d.status = 'in_transit'
       where u.email like 'driver-%@tracking.bench.test' order by u.email`,
    );
    const [trail] = await q<{ id: string; email: string; n: number }>(
      `select d.id, o.email, (select count(*)::int from dispatch_positions p
                              where p.dispatch_id = d.id) as n
       from dispatches d join assets a on a.id = d.asset_id join users o on o.id = a.owner_user_id
       where d.status = 'delivered' order by d.id limit 1`,
    );
    const [facts] = await q<{ stored: number; partitions: number; oldest: string }>(
      `select (select count(*)::int from dispatch_positions) as stored,
              (select count(*)::int from pg_inherits
               where inhparent = 'dispatch_positions'::regclass) - 1 as partitions,
              (select min(right(c.relname, 8)) from pg_inherits i
               join pg_class c on c.oid = i.inhrelid
               where i.inhparent = 'dispatch_positions'::regclass
                 and c.relname ~ '_[0-9]{8}$') as oldest`,
    );
    return {
      drivers: drivers.map((d) => ({ email: d.email, dispatchId: d.dispatch_id })),
      owners: Array.from({ length: owners }, (_, i) => ownerEmail(i + 1)),
      trail: { dispatchId: trail!.id, ownerEmail: trail!.email, positions: trail!.n },
      oldestDay: facts!.oldest,
      stored: facts!.stored,
      partitions: facts!.partitions,
      schema,
      load: { triggers, schemaMs, insertMs: insertMs + positionsMs, analyzeMs },
    };
  } finally {
    await client.end();
  }
}
