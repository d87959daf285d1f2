/**
 * The delivery side of the demo (issue 19, docs/drivers.md): drivers for each owner and for the
 * in-house fleets, each asset's default driver, the driver of every dispatch, the addresses'
 * coordinates, each request's delivery code, proofs on Transports Durand's recent deliveries
 * (which require a signature and the recipient's name) and failed attempts awaiting their
 * business's decision. Drawn from the demo's PRNG after every earlier part.
 */
import type { Queryable } from '../db/db';
import type { DemoPeople } from './businesses';
import { z } from 'zod';
import { queryOne, queryRows } from '../db/query';
import { insertRows, iso, MINUTE_MS, updateRows, type DemoContext, type Row } from './context';
import type { DemoAsset } from './fleet';
import { signaturePng } from './signature-png';

/** The demo driver whose sign-in the start-up banner prints. */
export const DEMO_DRIVER = {
  email: 'chauffeur@flotte.demo',
  name: 'Mehdi Roussel',
  role: 'driver',
} as const;

/**
 * The demo driver's asset that no open dispatch holds at the first start (requests.ts): whatever
 * the day, a visitor signing in as him or his owner finds it free and fit to send out (no
 * compliance example of the demo is on it: tests/api/demo-any-day.test.ts).
 */
export const DEMO_DRIVER_FREE_ASSET = 'Renault Trucks D';

type Employer = keyof DemoPeople['owners'] | 'durand' | 'atlas';

const DRIVERS: ReadonlyArray<[Employer, string, string]> = [
  ['julien', DEMO_DRIVER.name, DEMO_DRIVER.email],
  ['julien', 'Sandrine Blanc', 'sandrine.blanc@chauffeurs.flotte.demo'],
  ['amina', 'Ibrahima Sow', 'ibrahima.sow@chauffeurs.flotte.demo'],
  ['amina', 'Chloé Perrin', 'chloe.perrin@chauffeurs.flotte.demo'],
  ['marc', 'Antoine Faure', 'antoine.faure@chauffeurs.flotte.demo'],
  ['durand', 'Kevin Marchand', 'kevin.marchand@chauffeurs.flotte.demo'],
  ['durand', 'Élodie Garcia', 'elodie.garcia@chauffeurs.flotte.demo'],
  ['atlas', 'Samir Benali', 'samir.benali@chauffeurs.flotte.demo'],
];

/** Where the demo's addresses are (requests.ts): WGS84, to a few metres. */
export const DEMO_COORDINATES: Readonly<Record<string, readonly [number, number]>> = {
  '12 rue de Rivoli, 75004 Paris': [48.8556, 2.359],
  '48 avenue de la République, 93100 Montreuil': [48.861, 2.442],
  '3 quai de la Gare, 75013 Paris': [48.837, 2.374],
  '7 rue des Entrepreneurs, 92000 Nanterre': [48.896, 2.207],
  'ZI des Chanteraines, 92390 Villeneuve-la-Garenne': [48.933, 2.319],
  '15 boulevard Voltaire, 75011 Paris': [48.8655, 2.367],
  '110 avenue du Général-Leclerc, 94700 Maisons-Alfort': [48.805, 2.438],
  'Marché international, 94150 Rungis': [48.756, 2.351],
  '22 rue Mercière, 69002 Lyon': [45.762, 4.832],
  '8 cours Émile-Zola, 69100 Villeurbanne': [45.768, 4.88],
  'Port Édouard-Herriot, 69007 Lyon': [45.728, 4.829],
  '14 avenue d’Albigny, 74000 Annecy': [45.904, 6.139],
  '5 rue de la Soie, 69100 Villeurbanne': [45.769, 4.895],
  'ZAC du Chêne, 69500 Bron': [45.737, 4.913],
  '31 quai Saint-Vincent, 69001 Lyon': [45.769, 4.823],
};

/** Durand's recent deliveries that carry a drawn signature (the others: the name only). */
const SIGNED = 6;

export async function seedDrivers(
  ctx: DemoContext,
  people: DemoPeople,
  assets: readonly DemoAsset[],
): Promise<void> {
  const { tx, rand, clock } = ctx;
  const employerOf = (e: Employer) =>
    e === 'durand' || e === 'atlas'
      ? { employer_user_id: null, business_id: people.businesses[e] }
      : { employer_user_id: people.owners[e], business_id: null };
  // Hired before the history's first delivery (day -90), which they drove.
  const drivers = DRIVERS.map(([employer, name, email], i) => ({
    id: rand.uuid(),
    email,
    name,
    phone: `+33 7 ${rand.int(10, 99)} ${rand.int(10, 99)} ${rand.int(10, 99)} ${rand.int(10, 99)}`,
    role: 'driver',
    ...employerOf(employer),
    password_hash: ctx.passwordHash,
    email_verified_at: iso(clock.at(-91, 9, i)),
    locale: 'fr',
    created_at: iso(clock.at(-91, 9, i)),
    updated_at: iso(clock.at(-91, 9, i)),
  }));
  await insertRows(tx, 'users', drivers);

  // Each asset's default driver: its holder's drivers in turn.
  const turn = new Map<string, number>();
  const defaults = assets.flatMap((asset) => {
    const holder = asset.ownerId ?? asset.businessId;
    const own = drivers.filter((d) => (d.employer_user_id ?? d.business_id) === holder);
    if (own.length === 0) return [];
    const n = turn.get(holder!) ?? 0;
    turn.set(holder!, n + 1);
    return [{ id: asset.id, default_driver_id: own[n % own.length]!.id }];
  });
  await updateRows(tx, 'assets', defaults);
  // Every dispatch was driven by its asset's default driver.
  await tx.query(`update dispatches d set driver_id = a.default_driver_id
                  from assets a where a.id = d.asset_id`);
  await oneVehicleEach(
    tx,
    drivers.map((d) => ({ id: d.id, holder: d.employer_user_id ?? d.business_id })),
  );

  const places = Object.entries(DEMO_COORDINATES);
  await tx.query(
    `update requests r set pickup_lat = p.lat, pickup_lng = p.lng
     from unnest($1::text[], $2::float8[], $3::float8[]) p(address, lat, lng)
     where r.pickup_address = p.address`,
    [places.map(([a]) => a), places.map(([, c]) => c[0]), places.map(([, c]) => c[1])],
  );
  await tx.query(
    `update requests r set dropoff_lat = p.lat, dropoff_lng = p.lng
     from unnest($1::text[], $2::float8[], $3::float8[]) p(address, lat, lng)
     where r.dropoff_address = p.address`,
    [places.map(([a]) => a), places.map(([, c]) => c[0]), places.map(([, c]) => c[1])],
  );

  const requests = await queryRows(
    tx,
    z.object({ id: z.string(), status: z.string() }),
    'select id, status from requests order by created_at, id',
  );
  await updateRows(
    tx,
    'requests',
    requests.map((r) => ({
      id: r.id,
      delivery_code: String(rand.int(0, 9999)).padStart(4, '0'),
      attempts: r.status === 'pending' ? 0 : 1,
    })),
  );

  await seedProofs(ctx, people);
  await seedFailedAttempts(ctx, people);
  await seedTrails(ctx);
}

/** A position a minute, at most this many per dispatch (the last hour of its way). */
const TRAIL_POINTS = 60;
/**
 * A driver drives one vehicle at a time (services/dispatch/busy.ts): each keeps the open
 * dispatches of one asset (the first under way, else the first dispatched); another asset's go
 * to a driver of the same holder with no open work, else to none. Draws nothing.
 */
async function oneVehicleEach(
  tx: Queryable,
  drivers: readonly { id: string; holder: string | null }[],
) {
  const open = await queryRows(
    tx,
    z.object({ id: z.string(), asset_id: z.string(), driver_id: z.string() }),
    `select id, asset_id, driver_id from dispatches
     where status in ('assigned', 'in_transit') and driver_id is not null
     order by (status = 'in_transit') desc, created_at, id`,
  );
  const kept = new Map<string, string>();
  for (const d of open) if (!kept.has(d.driver_id)) kept.set(d.driver_id, d.asset_id);
  const holderOf = new Map(drivers.map((d) => [d.id, d.holder]));
  const takenBy = new Map<string, string | null>();
  const moved = open.flatMap((d) => {
    if (kept.get(d.driver_id) === d.asset_id) return [];
    if (!takenBy.has(d.asset_id)) {
      const free = drivers.find(
        (x) => x.holder === holderOf.get(d.driver_id) && !kept.has(x.id),
      )?.id;
      if (free) kept.set(free, d.asset_id);
      takenBy.set(d.asset_id, free ?? null);
    }
    return [{ id: d.id, driver_id: takenBy.get(d.asset_id) ?? null }];
  });
  await updateRows(tx, 'dispatches', moved);
}

/** However recent the dispatch, its trail shows a few points. */
const MIN_POINTS = 12;

/**
 * The dispatches on their way have a trail: a position a minute (closer for a recent one) from
 * the pickup toward the drop-off since they were dispatched (the last hour at most), a little off the straight line as a road
 * is, and the dispatch keeps the last one. Drawn from the PRNG, like everything else.
 */
async function seedTrails(ctx: DemoContext) {
  const { tx, rand, clock } = ctx;
  const moving = await queryRows(
    tx,
    z.object({
      id: z.string(),
      driver_id: z.string().nullable(),
      created_at: z.string(),
      pickup_lat: z.number().nullable(),
      pickup_lng: z.number().nullable(),
      dropoff_lat: z.number().nullable(),
      dropoff_lng: z.number().nullable(),
    }),
    `select d.id, d.driver_id, d.created_at, r.pickup_lat, r.pickup_lng, r.dropoff_lat,
       r.dropoff_lng
     from dispatches d join requests r on r.id = d.request_id
     where d.status = 'in_transit' order by d.in_transit_at, d.id`,
  );
  const end = clock.now.getTime() - MINUTE_MS;
  const positions: Row[] = [];
  const last: Row[] = [];
  for (const d of moving) {
    if (d.pickup_lat === null || d.pickup_lng === null) continue;
    if (d.dropoff_lat === null || d.dropoff_lng === null) continue;
    // Positions are sent from the dispatch on (the way to the pickup included).
    const start = Math.max(Date.parse(d.created_at), end - TRAIL_POINTS * MINUTE_MS);
    const minutes = Math.min(
      TRAIL_POINTS,
      Math.max(MIN_POINTS, Math.floor((end - start) / MINUTE_MS)),
    );
    const step = (end - start) / minutes;
    // Two thirds of the way at most: still on its way.
    const share = 0.25 + rand.next() * 0.4;
    let point: { lat: number; lng: number; at: number } | undefined;
    for (let i = 0; i <= minutes; i++) {
      const f = (share * i) / minutes;
      const bend = Math.sin(f * Math.PI) * 0.004;
      point = {
        lat: d.pickup_lat + (d.dropoff_lat - d.pickup_lat) * f + bend + (rand.next() - 0.5) * 4e-4,
        lng: d.pickup_lng + (d.dropoff_lng - d.pickup_lng) * f - bend + (rand.next() - 0.5) * 4e-4,
        at: Math.round(start + i * step),
      };
      positions.push({
        dispatch_id: d.id,
        driver_id: d.driver_id,
        at: iso(point.at),
        lat: point.lat,
        lng: point.lng,
        accuracy: rand.int(5, 25),
        received_at: iso(point.at + 2_000),
      });
    }
    if (point) {
      last.push({
        id: d.id,
        last_lat: point.lat,
        last_lng: point.lng,
        last_position_at: iso(point.at),
      });
    }
  }
  await insertRows(tx, 'dispatch_positions', positions);
  await updateRows(tx, 'dispatches', last);
}

/** Durand asks for a signature and the recipient's name; its last fortnight carries them. */
async function seedProofs(ctx: DemoContext, people: DemoPeople) {
  const { tx, rand, clock } = ctx;
  await tx.query(
    `update business_settings set proof_required = '{signature,name}' where business_id = $1`,
    [people.businesses.durand],
  );
  const delivered = await queryRows(
    tx,
    z.object({
      id: z.string(),
      delivered_at: z.string(),
      recipient_name: z.string().nullable(),
      dropoff_lat: z.number().nullable(),
      dropoff_lng: z.number().nullable(),
      driver_id: z.string().nullable(),
    }),
    `select d.id, d.delivered_at, r.recipient_name, r.dropoff_lat, r.dropoff_lng, d.driver_id
     from dispatches d join requests r on r.id = d.request_id
     where r.business_id = $1 and d.status = 'delivered' and d.delivered_at >= $2
     order by d.delivered_at desc, d.id`,
    [people.businesses.durand, iso(clock.at(-14, 0))],
  );
  const proofs: Row[] = [];
  const uploads: Row[] = [];
  const contents: Array<{ name: string; bytes: Buffer }> = [];
  for (const [i, d] of delivered.entries()) {
    const where = { taken_at: d.delivered_at, lat: d.dropoff_lat, lng: d.dropoff_lng };
    proofs.push({ dispatch_id: d.id, kind: 'name', value: d.recipient_name ?? '—', ...where });
    if (i >= SIGNED) continue;
    // The file's name is a uuid from the PRNG, as the store names a real upload.
    const name = `${rand.uuid()}.png`;
    const bytes = signaturePng(rand);
    uploads.push({
      id: rand.uuid(),
      name,
      content_type: 'image/png',
      size: bytes.length,
      uploaded_by: d.driver_id,
      created_at: d.delivered_at,
    });
    contents.push({ name, bytes });
    proofs.push({ dispatch_id: d.id, kind: 'signature', value: `/api/uploads/${name}`, ...where });
  }
  await insertRows(tx, 'uploads', uploads);
  // Bytes go in as bytea parameters (JSON would not carry them).
  for (const c of contents) {
    await tx.query('insert into upload_contents (name, bytes) values ($1, $2)', [c.name, c.bytes]);
  }
  await insertRows(tx, 'dispatch_proofs', proofs);
}

/**
 * Lately a delivery of Durand's and one of Atlas's found nobody at the door: the attempt failed
 * (nothing charged, the asset free again) and the request waits for its business to retry or
 * cancel it, so each business's dashboard has work in every status. Taken from a request the
 * history had cancelled after its dispatch, so no money moves either way.
 */
async function seedFailedAttempts(ctx: DemoContext, people: DemoPeople) {
  for (const key of ['durand', 'atlas'] as const) {
    await seedFailedAttempt(ctx, people.businesses[key]);
  }
}

async function seedFailedAttempt(ctx: DemoContext, businessId: string) {
  const failed = await queryOne(
    ctx.tx,
    z.object({ dispatch_id: z.string(), request_id: z.string(), at: z.string() }),
    `select d.id as dispatch_id, r.id as request_id, d.cancelled_at as at
     from dispatches d join requests r on r.id = d.request_id
     where r.business_id = $1 and r.status = 'cancelled' and d.status = 'cancelled'
     order by d.cancelled_at desc, d.id limit 1`,
    [businessId],
  );
  if (!failed) return;
  await ctx.tx.query(
    `update dispatches set status = 'failed', failed_at = cancelled_at, cancelled_at = null,
       arrived_at = cancelled_at - interval '4 minutes', failure_reason = 'absent',
       failure_note = 'Personne au domicile, avis de passage déposé.'
     where id = $1`,
    [failed.dispatch_id],
  );
  await ctx.tx.query(`update requests set status = 'failed', ended_at = null where id = $1`, [
    failed.request_id,
  ]);
}
