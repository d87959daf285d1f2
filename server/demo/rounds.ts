/**
 * The demo's rounds (issue 29, docs/rounds.md): depots of Transports Durand and of Julien
 * Moreau, volumes on the van types and service times on the package types, a published round
 * of Durand's in-house van under way (its first stop picked up, the others waiting) driven by
 * Kevin Marchand, and tomorrow's requests of Durand waiting to be planned, with windows.
 *
 * Deterministic (drawn last: what came before keeps its draws) and relative to the first start. The round is not the sign-in driver's (Mehdi): the journeys dispatch him
 * on a new asset "now", which a round of his under way would refuse (`409 driver_busy`).
 */
import { z } from 'zod';
import { clockIn, dayIn, startOfDayIn } from '../../contract/days';
import type { Queryable } from '../db/db';
import { queryOne } from '../db/query';
import { businessZone } from '../services/business/zone';
import { straightLineMatrix } from '../services/rounds/matrix';
import { timeRound } from '../services/rounds/timing';
import type { DemoPeople } from './businesses';
import { HOUR_MS, MINUTE_MS, iso, insertRows, type DemoContext } from './context';
import { drawToken } from './tracking';

/** The round's asset (Durand's in-house van) and its driver. */
const ROUND_ASSET = 'Renault Master E-Tech';
const ROUND_DRIVER = 'kevin.marchand@chauffeurs.flotte.demo';

const DURAND_DEPOT = {
  name: 'Entrepôt Durand',
  address: 'ZI des Chanteraines, 92390 Villeneuve-la-Garenne',
  lat: 48.933,
  lng: 2.319,
};
const JULIEN_DEPOT = {
  name: 'Garage Moreau',
  address: '7 rue des Entrepreneurs, 92000 Nanterre',
  lat: 48.896,
  lng: 2.207,
};

/** Paris drop-offs of the round and of tomorrow, [address, lat, lng]. */
const STOPS: readonly (readonly [string, number, number])[] = [
  ['12 rue de Rivoli, 75004 Paris', 48.8556, 2.359],
  ['15 boulevard Voltaire, 75011 Paris', 48.8655, 2.367],
  ['3 quai de la Gare, 75013 Paris', 48.837, 2.374],
  ['48 avenue de la République, 93100 Montreuil', 48.861, 2.442],
  ['27 rue de Charonne, 75011 Paris', 48.8535, 2.3775],
  ['5 rue Oberkampf, 75011 Paris', 48.8637, 2.3668],
  ['40 rue de Bercy, 75012 Paris', 48.8393, 2.3786],
  ['9 place de la Nation, 75011 Paris', 48.8483, 2.3958],
  ['60 rue de Belleville, 75020 Paris', 48.8723, 2.3803],
  ['18 avenue Jean-Jaurès, 75019 Paris', 48.8823, 2.3704],
  ['2 rue de Flandre, 75019 Paris', 48.8841, 2.3705],
  ['31 rue de la Roquette, 75011 Paris', 48.8554, 2.3727],
];

const RECIPIENTS = [
  'Claire Moreau',
  'Hugo Lefèvre',
  'Inès Dubois',
  'Lucas Martin',
  'Nora Petit',
  'Théo Roux',
];

const idRow = z.object({ id: z.string(), asset_type_id: z.string() });

export async function seedRounds(ctx: DemoContext, people: DemoPeople): Promise<void> {
  const { tx, clock } = ctx;
  const now = clock.now.getTime();
  const durand = people.businesses.durand;
  await capacities(tx);
  const { rand } = ctx;
  const [durandDepot, julienDepot] = [rand.uuid(), rand.uuid()];
  await insertRows(tx, 'depots', [
    {
      id: durandDepot,
      business_id: durand,
      ...DURAND_DEPOT,
      opens: '06:00',
      closes: '21:00',
      created_at: iso(clock.at(-30, 9)),
      updated_at: iso(clock.at(-30, 9)),
    },
    {
      id: julienDepot,
      owner_user_id: people.owners.julien,
      ...JULIEN_DEPOT,
      opens: '07:00',
      closes: '20:00',
      created_at: iso(clock.at(-30, 9)),
      updated_at: iso(clock.at(-30, 9)),
    },
  ]);

  const asset = await queryOne(
    tx,
    idRow,
    `select id, asset_type_id from assets where name = $1 and business_id = $2 and owner_user_id is null`,
    [ROUND_ASSET, durand],
  );
  const driver = await queryOne(
    tx,
    z.object({ id: z.string() }),
    'select id from users where email = $1',
    [ROUND_DRIVER],
  );
  if (!asset || !driver) return;
  const staff = ctx.userIds.business;
  const price = ctx.assetTypes.get('Camionnette')?.price ?? 2500;
  const request = <E extends Record<string, unknown>>(i: number, created: number, extra: E) => ({
    id: rand.uuid(),
    tracking_token: drawToken(rand),
    delivery_code: String(rand.int(0, 9999)).padStart(4, '0'),
    business_id: durand,
    requested_by: staff,
    asset_type_id: asset.asset_type_id,
    pickup_address: DURAND_DEPOT.address,
    pickup_lat: DURAND_DEPOT.lat,
    pickup_lng: DURAND_DEPOT.lng,
    dropoff_address: STOPS[i % STOPS.length]![0],
    dropoff_lat: STOPS[i % STOPS.length]![1],
    dropoff_lng: STOPS[i % STOPS.length]![2],
    depot_id: durandDepot,
    recipient_name: RECIPIENTS[i % RECIPIENTS.length],
    weight_kg: 20 + ((i * 37) % 180),
    volume_m3: Math.round((0.2 + ((i * 13) % 10) / 10) * 10) / 10,
    service_minutes: 6,
    price,
    currency: 'EUR',
    attempts: 0,
    created_at: iso(created),
    updated_at: iso(created),
    ...extra,
  });

  // The round under way: it left two hours ago; its first stop is on its way. Its date and
  // times are Durand's wall clock's (docs/rounds.md, "Clock times").
  const zone = await businessZone(tx, durand);
  const shiftStart = now - 2 * HOUR_MS;
  const date = dayIn(zone, new Date(shiftStart));
  const day = startOfDayIn(zone, date).getTime();
  const roundRequests = [0, 1, 2, 3].map((i) =>
    request(i, shiftStart - HOUR_MS + i * MINUTE_MS, {
      status: i === 0 ? 'in_transit' : 'assigned',
      attempts: 1,
      dropoff_from: iso(shiftStart + (1 + i) * HOUR_MS),
      dropoff_until: iso(shiftStart + (2 + i) * HOUR_MS),
      updated_at: iso(shiftStart + (i === 0 ? 30 : 0) * MINUTE_MS),
    }),
  );
  // Tomorrow's, waiting for the planner: mornings and afternoons.
  const tomorrow = (hour: number) => iso(clockIn(zone, clock.date(1), `${hour}:00`).getTime());
  const waiting = STOPS.map((_, i) =>
    request(4 + i, now - (3 * HOUR_MS - i * 5 * MINUTE_MS), {
      status: 'pending',
      depot_id: i % 3 === 0 ? null : durandDepot,
      pickup_address:
        i % 3 === 0 ? '110 avenue du Général-Leclerc, 94700 Maisons-Alfort' : DURAND_DEPOT.address,
      pickup_lat: i % 3 === 0 ? 48.805 : DURAND_DEPOT.lat,
      pickup_lng: i % 3 === 0 ? 2.438 : DURAND_DEPOT.lng,
      dropoff_from: tomorrow(i % 2 === 0 ? 9 : 14),
      dropoff_until: tomorrow(i % 2 === 0 ? 12 : 17),
    }),
  );
  await insertRows(tx, 'requests', [...roundRequests, ...waiting]);

  const roundId = rand.uuid();
  const locations = [
    DURAND_DEPOT,
    ...roundRequests.map((r) => ({ lat: r.dropoff_lat, lng: r.dropoff_lng })),
  ];
  const matrix = straightLineMatrix(locations, 30, 1.3);
  const sec = (ms: number) => Math.round((ms - day) / 1000);
  const timing = timeRound(
    matrix,
    sec(shiftStart),
    roundRequests.map((r, i) => ({
      location: i + 1,
      kind: 'dropoff' as const,
      window: [sec(Date.parse(r.dropoff_from)), sec(Date.parse(r.dropoff_until))],
      service: 6 * 60,
      weight: r.weight_kg,
      loadedAtStart: true,
    })),
  );
  const at = (s: number) => iso(day + s * 1000);
  await insertRows(tx, 'rounds', [
    {
      id: roundId,
      business_id: durand,
      plan_id: rand.uuid(),
      asset_id: asset.id,
      driver_id: driver.id,
      date,
      start_depot_id: durandDepot,
      end_depot_id: durandDepot,
      shift_start: iso(shiftStart),
      latest_end: iso(shiftStart + 10 * HOUR_MS),
      status: 'in_progress',
      distance_m: timing.distance,
      duration_s: timing.end - sec(shiftStart),
      max_load_kg: timing.maxLoad,
      planned_end: at(timing.end),
      matrix,
      created_by: staff,
      published_at: iso(shiftStart - 30 * MINUTE_MS),
      created_at: iso(shiftStart - 40 * MINUTE_MS),
      updated_at: iso(shiftStart + 30 * MINUTE_MS),
    },
  ]);
  await insertRows(
    tx,
    'round_stops',
    roundRequests.map((r, i) => ({
      round_id: roundId,
      request_id: r.id,
      kind: 'dropoff',
      sequence: i,
      location: i + 1,
      planned_arrival: at(timing.stops[i]!.arrival),
      planned_start: at(timing.stops[i]!.start),
      planned_departure: at(timing.stops[i]!.departure),
      load_kg: timing.stops[i]!.load,
      locked: false,
    })),
  );
  await insertRows(
    tx,
    'dispatches',
    roundRequests.map((r, i) => ({
      id: rand.uuid(),
      request_id: r.id,
      asset_id: asset.id,
      dispatched_by: staff,
      driver_id: driver.id,
      round_id: roundId,
      status: r.status,
      created_at: iso(shiftStart - 30 * MINUTE_MS),
      updated_at: r.updated_at,
      in_transit_at: i === 0 ? iso(shiftStart + 30 * MINUTE_MS) : null,
    })),
  );
  await tx.query(`update assets set status = 'dispatched' where id = $1`, [asset.id]);
  // Auto-dispatch (docs/rounds.md): Atlas's new requests place themselves on its own fleet. No
  // draw of the PRNG: the rest of the demo is unchanged.
  await tx.query(
    `insert into business_settings (business_id, auto_dispatch) values ($1, true)
     on conflict (business_id) do update set auto_dispatch = true`,
    [people.businesses.atlas],
  );
  // An owner's side of it (/owner-settings): Amina Diallo's assets take part too, so a request
  // Atlas creates may go to her nearest free asset. No draw of the PRNG either.
  await tx.query('update users set auto_dispatch = true where id = $1', [people.owners.amina]);
}

/** Volumes of the van types, service times of the package types. */
async function capacities(tx: Queryable) {
  await tx.query(
    `update asset_types set capacity_m3 = case name
       when 'Camionnette' then 12 when 'Vélo cargo' then 0.5 when 'Poids lourd' then 60 end
     where name in ('Camionnette', 'Vélo cargo', 'Poids lourd')`,
  );
  await tx.query(
    `update request_package_types set service_minutes = case
       when max_weight_kg is null or max_weight_kg <= 30 then 3 else 10 end`,
  );
}
