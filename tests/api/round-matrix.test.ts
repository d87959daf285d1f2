/**
 * What `rounds.matrix` keeps (docs/rounds.md, "Travel"): each round its own places only (its
 * depot, then its stops'), the stops indexing them, the cells its plan measured; a request
 * left out of a round takes its places away.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { straightLineMatrix, type TravelMatrix } from '../../server/services/rounds/matrix';
import { createWorld, inject, newVans, planTwoNearby, type World } from './requests-fixtures';

let w: World;
const DEPOT = { lat: 48.93, lng: 2.3 };

beforeAll(async () => {
  w = await createWorld({ roundTimeLimitMs: 200 });
  const res = await inject(w.t, 'POST', '/depots', w.as.asset_owner, {
    name: 'Dépôt',
    address: '1 rue du Port',
    ...DEPOT,
  });
  expect(res.statusCode).toBe(201);
  await newVans(w, 2);
  // One request a van: 60 kg each, 100 kg a van.
  await w.t.db.query(`update assets set capacity_kg = 100 where asset_type_id = $1`, [w.ids.van]);
}, 120_000);

afterAll(async () => {
  await w?.t.close();
});

interface Stored {
  matrix: TravelMatrix;
  speed: number;
  stops: { location: number; lat: number; lng: number }[];
}

/** A round's stored matrix, and its stops' locations with the places they stand for. */
async function stored(roundId: string): Promise<Stored> {
  const [round] = await w.t.db.query<{ matrix: TravelMatrix; speed: number }>(
    `select ro.matrix, t.average_speed_kmh::float8 as speed from rounds ro
       join assets a on a.id = ro.asset_id join asset_types t on t.id = a.asset_type_id
     where ro.id = $1`,
    [roundId],
  );
  const stops = await w.t.db.query<{ location: number; lat: number; lng: number }>(
    `select s.location,
       case when s.kind = 'pickup' then r.pickup_lat else r.dropoff_lat end as lat,
       case when s.kind = 'pickup' then r.pickup_lng else r.dropoff_lng end as lng
     from round_stops s join requests r on r.id = s.request_id
     where s.round_id = $1 order by s.sequence`,
    [roundId],
  );
  return { ...round!, stops };
}

/** Its depot and each stop's place once, each stop indexing its own, the plan's cells. */
function expectOwnPlaces({ matrix, speed, stops }: Stored) {
  const places = new Set(stops.map((s) => s.location));
  expect(matrix.locations).toHaveLength(1 + places.size);
  expect(matrix.time).toHaveLength(1 + places.size);
  expect(matrix.locations[0]).toEqual(DEPOT);
  for (const s of stops) expect(matrix.locations[s.location]).toEqual({ lat: s.lat, lng: s.lng });
  expect(matrix).toEqual(straightLineMatrix(matrix.locations, speed, 1.3));
}

const stopsCount = (p: { rounds: { stops: unknown[] }[] }) =>
  p.rounds.reduce((n, r) => n + r.stops.length, 0);

describe('rounds.matrix', () => {
  it('keeps each round’s own places, and only those when a request leaves it', async () => {
    const date = '2031-05-06';
    const p = await planTwoNearby(w, date, 60);
    expect(stopsCount(p)).toBe(4);
    for (const r of p.rounds) {
      const own = await stored(r.id);
      expect(own.stops).toHaveLength(r.stops.length);
      expectOwnPlaces(own);
    }

    // One request left out of its round: the round keeps the other's places only.
    const round = p.rounds.find((r) => r.stops.length === 4) ?? p.rounds[0]!;
    const kept = round.stops.filter((s) => s.request_id === round.stops[0]!.request_id);
    const moved = await inject(w.t, 'PATCH', `/rounds/${round.id}/stops`, w.as.asset_owner, {
      stops: kept.map((s) => ({ request_id: s.request_id, kind: s.kind, locked: false })),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const left = await stored(round.id);
    expect(left.stops).toHaveLength(2);
    expectOwnPlaces(left);
  });
});
