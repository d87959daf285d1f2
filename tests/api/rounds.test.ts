/**
 * Rounds (issue 29, docs/rounds.md) through the API: depots, a day optimised into draft rounds,
 * stops reordered, rounds published as dispatches once only, a driver's busy time, and each
 * role's reach (another tenant's requests never enter a plan).
 */
import { describe, expect, it } from 'vitest';
import { errorResponse, listResponse, oneResponse } from '../../contract/common';
import { dayIn, DEFAULT_TIME_ZONE } from '../../contract/days';
import { board, depot, insertion, plan, round, type Plan } from '../../contract/rounds';
import { createKey } from './integrations-fixtures';
import { worldPerFile } from './per-file';
import {
  count,
  createRequest,
  createWorld,
  inject,
  requestStatus,
  assetStatus,
  type Headers,
} from './requests-fixtures';
import { insertDriver } from './steps-fixtures';

const w = worldPerFile(() => createWorld({ roundTimeLimitMs: 300 }));

const onePlan = oneResponse(plan);
const oneRound = oneResponse(round);
const code = (res: { json(): unknown }) => errorResponse.parse(res.json()).code;

/** A day far from the others of this file: each test plans its own. */
let nextDay = 10;
const newDay = () => new Date(Date.UTC(2031, 0, nextDay++)).toISOString().slice(0, 10);
const at = (date: string, hhmm: string) => `${date}T${hhmm}:00Z`;

/** Paris, a few hundred metres apart. */
const P = (i: number) => ({ lat: 48.85 + 0.004 * (i % 5), lng: 2.33 + 0.005 * Math.floor(i / 5) });

/** A van request of the demo business (or `by`) on `date`, its drop-off between 9:00 and 17:00. */
async function dayRequest(
  date: string,
  i: number,
  extra: Record<string, unknown> = {},
  by?: Headers,
) {
  const from = P(i);
  const to = P(i + 7);
  return createRequest(
    w,
    {
      pickup_lat: from.lat,
      pickup_lng: from.lng,
      dropoff_lat: to.lat,
      dropoff_lng: to.lng,
      weight_kg: 50,
      dropoff_from: at(date, '09:00'),
      dropoff_until: at(date, '17:00'),
      price: 0,
      ...extra,
    },
    by,
  );
}

/** A new depot of `as`'s fleet at (`lat`, `lng`); answers its id. */
async function newDepot(as: Headers, name: string, lat: number, lng: number): Promise<string> {
  const res = await inject(w.t, 'POST', '/depots', as, {
    name,
    address: `${name}, quai`,
    lat,
    lng,
  });
  expect(res.statusCode).toBe(201);
  return oneResponse(depot).parse(res.json()).data.id;
}

let depotId: string | undefined;
/** The owner's depot. */
const ensureDepot = async () =>
  (depotId ??= await newDepot(w.as.asset_owner, 'Dépôt Gennevilliers', 48.93, 2.3));

let businessDepotId: string | undefined;
/** The demo business's depot (its in-house fleet's). */
const ensureBusinessDepot = async () =>
  (businessDepotId ??= await newDepot(w.as.business, 'Entrepôt Durand', 48.88, 2.35));

/** The owner's depot open all day: a round of today then covers now. */
const openAllDay = async () =>
  inject(w.t, 'PATCH', `/depots/${await ensureDepot()}`, w.as.asset_owner, {
    opens: '00:00',
    closes: '23:59',
  });

/** `as` null: signed out. */
async function optimise(body: Record<string, unknown>, as: Headers | null = w.as.asset_owner) {
  return inject(w.t, 'POST', '/rounds/optimise', as ?? undefined, body);
}

async function optimised(date: string, as: Headers = w.as.asset_owner, more = {}): Promise<Plan> {
  await ensureDepot();
  const res = await optimise({ date, ...more }, as);
  expect(res.statusCode, res.body).toBe(200);
  return onePlan.parse(res.json()).data;
}

const stopsOf = (p: Plan) => p.rounds.flatMap((r) => r.stops);

describe('depots', () => {
  it('are created, read, changed and deleted by their fleet; 404 to another', async () => {
    const id = await ensureDepot();
    const other = await inject(w.t, 'GET', `/depots/${id}`, w.otherOwner);
    expect(other.statusCode).toBe(404);
    expect((await inject(w.t, 'GET', `/depots/${id}`, w.as.business)).statusCode).toBe(404);
    const mine = await inject(w.t, 'GET', '/depots', w.as.asset_owner);
    expect(
      listResponse(depot)
        .parse(mine.json())
        .data.map((d) => d.id),
    ).toContain(id);
    const edited = await inject(w.t, 'PATCH', `/depots/${id}`, w.as.asset_owner, {
      opens: '06:00',
    });
    expect(oneResponse(depot).parse(edited.json()).data.opens).toBe('06:00');
    const bad = await inject(w.t, 'PATCH', `/depots/${id}`, w.as.asset_owner, { closes: '05:00' });
    expect(bad.statusCode).toBe(400);
    expect((await inject(w.t, 'GET', '/depots', w.as.b2b)).statusCode).toBe(403);
    expect((await inject(w.t, 'GET', '/depots')).statusCode).toBe(401);
    const spareId = await newDepot(w.as.asset_owner, 'Annexe', 48.9, 2.3);
    expect((await inject(w.t, 'DELETE', `/depots/${spareId}`, w.otherOwner)).statusCode).toBe(404);
    expect((await inject(w.t, 'DELETE', `/depots/${spareId}`, w.as.asset_owner)).statusCode).toBe(
      200,
    );
  });
});

describe('POST /rounds/optimise', () => {
  it('plans the owner’s day within capacity and windows, each pickup before its drop-off', async () => {
    const date = newDay();
    const ids = [];
    for (let i = 0; i < 6; i += 1) ids.push(await dayRequest(date, i));
    const heavy = await dayRequest(date, 8, { weight_kg: 100_000 });
    const nowhere = await createRequest(w, {
      weight_kg: 10,
      dropoff_from: at(date, '10:00'),
      dropoff_until: at(date, '12:00'),
      price: 0,
    });
    await w.t.db.query('update assets set capacity_kg = 1000 where asset_type_id = $1', [
      w.ids.van,
    ]);
    const p = await optimised(date);
    expect(p.solver).toBe('embedded');
    expect(p.matrix).toBe('straight_line');
    const placed = new Set(stopsOf(p).map((s) => s.request_id));
    for (const id of ids) expect(placed.has(id), id).toBe(true);
    expect(p.unplaced).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ request_id: heavy, reason: 'too_heavy' }),
        expect.objectContaining({ request_id: nowhere, reason: 'no_location' }),
      ]),
    );
    for (const r of p.rounds) {
      expect(r.status).toBe('draft');
      expect(r.max_load_kg).toBeLessThanOrEqual(1000);
      r.stops.forEach((s, i) => {
        expect(s.sequence).toBe(i);
        expect(s.late).toBe(false);
        if (s.kind === 'dropoff') {
          const pickup = r.stops.findIndex(
            (o) => o.request_id === s.request_id && o.kind === 'pickup',
          );
          expect(pickup).toBeGreaterThanOrEqual(0);
          expect(pickup).toBeLessThan(i);
          expect(Date.parse(s.planned_start)).toBeGreaterThanOrEqual(Date.parse(at(date, '09:00')));
        }
      });
    }
    // Nothing is dispatched by a plan.
    for (const id of ids) expect(await requestStatus(w, id)).toBe('pending');
  });

  it('keeps another tenant’s requests out of a business’s plan, and 404s its rounds', async () => {
    const date = newDay();
    await ensureBusinessDepot();
    const own = await dayRequest(date, 1);
    const foreign = await dayRequest(date, 2, {}, w.otherBusiness);
    const p = await optimised(date, w.as.business);
    const planned = stopsOf(p).map((s) => s.request_id);
    expect(planned).toContain(own);
    expect(planned).not.toContain(foreign);
    expect(p.unplaced.map((u) => u.request_id)).not.toContain(foreign);
    expect(p.rounds.every((r) => r.asset_id === w.ids.inHouseVan)).toBe(true);
    const roundId = p.rounds[0]!.id;
    for (const other of [w.otherBusiness, w.otherOwner, w.as.asset_owner]) {
      expect((await inject(w.t, 'GET', `/rounds/${roundId}`, other)).statusCode).toBe(404);
      expect((await inject(w.t, 'POST', `/rounds/${roundId}/publish`, other)).statusCode).toBe(404);
    }
    // The manager reads it, and plans a fleet it names.
    expect((await inject(w.t, 'GET', `/rounds/${roundId}`, w.as.in_house_manager)).statusCode).toBe(
      200,
    );
    expect((await optimise({ date }, w.as.in_house_manager)).statusCode).toBe(400);
    const managed = await optimise({ date, business_id: w.ids.business }, w.as.in_house_manager);
    expect(managed.statusCode).toBe(200);
  });

  it('answers each role as the permission table says; an API key plans as its business', async () => {
    const date = newDay();
    await dayRequest(date, 3);
    await ensureDepot();
    await ensureBusinessDepot();
    expect((await optimise({ date }, null)).statusCode).toBe(401);
    expect((await optimise({ date }, w.as.b2b)).statusCode).toBe(403);
    expect((await inject(w.t, 'GET', '/rounds', w.as.b2b)).statusCode).toBe(403);
    const driver = await insertDriver(w, 'rounds-reader@drivers.test', { owner: w.ids.owner });
    expect((await optimise({ date }, driver.headers)).statusCode).toBe(403);
    expect((await inject(w.t, 'GET', '/rounds', driver.headers)).statusCode).toBe(200);
    expect((await optimise({ date, owner_user_id: w.ids.owner }, w.as.superadmin)).statusCode).toBe(
      200,
    );
    const key = await createKey(w, w.as.business);
    const keyed = await optimise({ date }, key.headers);
    expect(keyed.statusCode, keyed.body).toBe(200);
    const read = await createKey(w, w.as.business, { scope: 'read' });
    expect((await optimise({ date }, read.headers)).statusCode).toBe(403);
    expect((await inject(w.t, 'GET', '/rounds', read.headers)).statusCode).toBe(200);
  });

  it('answers 409 no_depot for a fleet without one', async () => {
    const res = await optimise({ date: newDay() }, w.otherOwner);
    expect(res.statusCode).toBe(409);
    expect(code(res)).toBe('no_depot');
  });

  it('two planners at once leave each request in one draft round', async () => {
    const date = newDay();
    for (let i = 0; i < 4; i += 1) await dayRequest(date, i);
    await ensureDepot();
    const [a, b] = await Promise.all([
      optimise({ date }),
      optimise({ date, owner_user_id: w.ids.owner }, w.as.in_house_manager),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const twice = await w.t.db.query(
      `select s.request_id from round_stops s join rounds ro on ro.id = s.round_id
       where ro.date = $1 group by s.request_id, s.kind having count(*) > 1`,
      [date],
    );
    expect(twice).toEqual([]);
  });
});

describe('GET /rounds/board', () => {
  const boardOf = (date: string, as: Headers | null, named = '') =>
    inject(w.t, 'GET', `/rounds/board?date=${date}${named}`, as ?? undefined);

  it('lists the fleet’s unplanned requests of the day and its assets, never another tenant’s', async () => {
    const date = newDay();
    await ensureBusinessDepot();
    const own = await dayRequest(date, 1);
    const foreign = await dayRequest(date, 2, {}, w.otherBusiness);
    const res = await boardOf(date, w.as.business);
    expect(res.statusCode, res.body).toBe(200);
    const day = oneResponse(board).parse(res.json()).data;
    const ids = day.requests.map((r) => r.id);
    expect(ids).toContain(own);
    expect(ids).not.toContain(foreign);
    expect(day.assets.map((a) => a.id)).toEqual([w.ids.inHouseVan]);
    expect(day.assets[0]!.compliant).toBe(true);
    // Once in a draft round, a request is planned: the board no longer lists it.
    await optimised(date, w.as.business);
    const after = oneResponse(board).parse((await boardOf(date, w.as.business)).json()).data;
    expect(after.requests.map((r) => r.id)).not.toContain(own);
  });

  it('answers each role as the permission table says', async () => {
    const date = newDay();
    await ensureDepot();
    expect((await boardOf(date, null)).statusCode).toBe(401);
    expect((await boardOf(date, w.as.b2b)).statusCode).toBe(403);
    const driver = await insertDriver(w, 'board-reader@drivers.test', { owner: w.ids.owner });
    expect((await boardOf(date, driver.headers)).statusCode).toBe(403);
    expect((await boardOf(date, w.as.asset_owner)).statusCode).toBe(200);
    expect((await boardOf(date, w.otherOwner)).statusCode).toBe(200);
    // The operator names the fleet (400 without).
    expect((await boardOf(date, w.as.in_house_manager)).statusCode).toBe(400);
    const named = `&business_id=${w.ids.business}`;
    expect((await boardOf(date, w.as.in_house_manager, named)).statusCode).toBe(200);
    const owner = `&owner_user_id=${w.ids.owner}`;
    const asOperator = await boardOf(date, w.as.superadmin, owner);
    expect(asOperator.statusCode).toBe(200);
    const ownAssets = oneResponse(board).parse(asOperator.json()).data.assets;
    expect(ownAssets.length).toBeGreaterThan(0);
    // An owner cannot read another fleet by naming it: it is always its own.
    const mine = oneResponse(board).parse((await boardOf(date, w.otherOwner, owner)).json()).data;
    expect(mine.assets.map((a) => a.id)).not.toEqual(
      expect.arrayContaining(ownAssets.map((a) => a.id)),
    );
    const key = await createKey(w, w.as.business);
    expect((await boardOf(date, key.headers)).statusCode).toBe(200);
    const read = await createKey(w, w.as.business, { scope: 'read' });
    expect((await boardOf(date, read.headers)).statusCode).toBe(403);
  });
});

describe('stops and publishing', () => {
  it('reorders a draft round’s stops, refusing a drop-off before its pickup', async () => {
    const date = newDay();
    await dayRequest(date, 1);
    await dayRequest(date, 2);
    const p = await optimised(date);
    const r = p.rounds.find((x) => x.stops.length >= 4)!;
    const body = (stops: typeof r.stops) => ({
      stops: stops.map((s) => ({ request_id: s.request_id, kind: s.kind, locked: true })),
    });
    const reversedPair = [...r.stops].reverse();
    const refused = await inject(
      w.t,
      'PATCH',
      `/rounds/${r.id}/stops`,
      w.as.asset_owner,
      body(reversedPair),
    );
    expect(refused.statusCode).toBe(400);
    // Both pickups first, then both drop-offs in the other order.
    const pickups = r.stops.filter((s) => s.kind === 'pickup');
    const drops = r.stops.filter((s) => s.kind === 'dropoff').reverse();
    const res = await inject(
      w.t,
      'PATCH',
      `/rounds/${r.id}/stops`,
      w.as.asset_owner,
      body([...pickups, ...drops]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = oneRound.parse(res.json()).data;
    expect(after.stops.map((s) => `${s.request_id}:${s.kind}`)).toEqual(
      [...pickups, ...drops].map((s) => `${s.request_id}:${s.kind}`),
    );
    expect(after.stops.every((s) => s.locked)).toBe(true);
    // Optimising again keeps the locked stops on their asset.
    const again = await optimised(date);
    const kept = again.rounds.find((x) => x.asset_id === r.asset_id)!;
    expect(kept.stops.map((s) => `${s.request_id}:${s.kind}`).sort()).toEqual(
      after.stops.map((s) => `${s.request_id}:${s.kind}`).sort(),
    );
  });

  it('publishes once: dispatches through the dispatch path, the driver told, then in progress and done', async () => {
    const date = dayIn(DEFAULT_TIME_ZONE, new Date());
    const driver = await insertDriver(w, 'rounds-driver@drivers.test', { owner: w.ids.owner });
    await w.t.db.query('update assets set default_driver_id = $1 where id = $2', [
      driver.id,
      w.ids.ownerVan2,
    ]);
    const ids = [await dayRequest(date, 1, { dropoff_from: null, dropoff_until: null })];
    ids.push(await dayRequest(date, 2, { dropoff_from: null, dropoff_until: null }));
    const p = await optimised(date, w.as.asset_owner, { shift_start: '00:00', shift_end: '23:59' });
    const r = p.rounds.find((x) => x.stops.some((s) => ids.includes(s.request_id)))!;
    // The driver sees no draft.
    expect((await inject(w.t, 'GET', `/rounds/${r.id}`, driver.headers)).statusCode).toBe(404);
    const [first, second] = await Promise.all([
      inject(w.t, 'POST', `/rounds/${r.id}/publish`, w.as.asset_owner),
      inject(w.t, 'POST', `/rounds/${r.id}/publish`, w.as.in_house_manager),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const published = oneRound.parse((first.statusCode === 200 ? first : second).json()).data;
    expect(published.status).toBe('published');
    const requests = [...new Set(published.stops.map((s) => s.request_id))];
    expect(await count(w, 'dispatches', 'round_id = $1', [r.id])).toBe(requests.length);
    for (const id of requests) expect(await requestStatus(w, id)).toBe('assigned');
    expect(published.stops.every((s) => s.dispatch_id !== null)).toBe(true);
    expect(await assetStatus(w, r.asset_id)).toBe('dispatched');
    const again = await inject(w.t, 'POST', `/rounds/${r.id}/publish`, w.as.asset_owner);
    expect(code(again)).toBe('invalid_transition');

    if (r.driver_id === driver.id) {
      // Its driver reads it, and drives it stop by stop.
      const mine = await inject(w.t, 'GET', '/rounds', driver.headers);
      expect(
        listResponse(round)
          .parse(mine.json())
          .data.map((x) => x.id),
      ).toContain(r.id);
    }
    const dispatchIds = [...new Set(published.stops.map((s) => s.dispatch_id!))];
    for (const [i, id] of dispatchIds.entries()) {
      const res = await inject(w.t, 'PATCH', `/asset-dispatch/${id}`, w.as.asset_owner, {
        status: 'cancelled',
      });
      expect(res.statusCode, res.body).toBe(200);
      const now = oneRound.parse(
        (await inject(w.t, 'GET', `/rounds/${r.id}`, w.as.asset_owner)).json(),
      ).data;
      const last = i === dispatchIds.length - 1;
      expect(now.status).toBe(last ? 'done' : 'in_progress');
      // The asset stays held until the round's last dispatch ends.
      expect(await assetStatus(w, r.asset_id)).toBe(last ? 'available' : 'dispatched');
    }
  });

  it('plans each request once across fleets: of two publishes at once, the loser answers 409 request_already_planned or leaves it out', async () => {
    const date = newDay();
    const shared = await dayRequest(date, 4);
    await ensureBusinessDepot();
    const owners = await optimised(date);
    const business = await optimised(date, w.as.business);
    const ownerRound = owners.rounds.find((r) => r.stops.some((s) => s.request_id === shared))!;
    const businessRound = business.rounds.find((r) =>
      r.stops.some((s) => s.request_id === shared),
    )!;
    // Both at once: either may take the lock first. The winner publishes the request; the other
    // waited, then found it taken (409), or, run after, published without it.
    const attempts = [
      { round: businessRound, as: w.as.business, canceller: w.as.in_house_manager },
      { round: ownerRound, as: w.as.asset_owner, canceller: w.as.asset_owner },
    ];
    const answers = await Promise.all(
      attempts.map((a) => inject(w.t, 'POST', `/rounds/${a.round.id}/publish`, a.as)),
    );
    const published = answers.map((res) => {
      if (res.statusCode === 409) {
        expect(code(res)).toBe('request_already_planned');
        return null;
      }
      expect(res.statusCode, res.body).toBe(200);
      return oneRound.parse(res.json()).data;
    });
    const winners = published.filter((r) => r?.stops.some((s) => s.request_id === shared));
    expect(winners).toHaveLength(1);
    expect(await count(w, 'dispatches', 'request_id = $1', [shared])).toBe(1);
    expect(
      await count(w, 'dispatches', 'request_id = $1 and round_id = $2', [shared, winners[0]!.id]),
    ).toBe(1);
    // Clean up: the vans back.
    for (const [i, r] of published.entries()) {
      const ids = new Set(r?.stops.map((s) => s.dispatch_id).filter((d) => d != null));
      for (const d of ids)
        await inject(w.t, 'PATCH', `/asset-dispatch/${d}`, attempts[i]!.canceller, {
          status: 'cancelled',
        });
    }
  });
});

describe('a driver drives one vehicle at a time', () => {
  it('refuses 409 driver_busy to dispatch a driver on a live round of another asset', async () => {
    const date = dayIn(DEFAULT_TIME_ZONE, new Date());
    const driver = await insertDriver(w, 'busy@drivers.test', { owner: w.ids.owner });
    const [vanA, vanB] = await (async () => {
      const rows = await w.t.db.query<{ id: string }>(
        `insert into assets (asset_type_id, owner_user_id, name, default_driver_id)
         select $1, $2, 'Busy ' || g, $3 from generate_series(1, 2) g returning id`,
        [w.ids.van, w.ids.owner, driver.id],
      );
      return rows.map((r) => r.id);
    })();
    await dayRequest(date, 3, { dropoff_from: null, dropoff_until: null });
    await openAllDay();
    const p = await optimised(date, w.as.asset_owner, { shift_start: '00:00', shift_end: '23:59' });
    const r = p.rounds.find((x) => x.asset_id === vanA || x.asset_id === vanB);
    if (!r) return expect.fail(`no round on the driver's vans: ${JSON.stringify(p)}`);
    const published = await inject(w.t, 'POST', `/rounds/${r.id}/publish`, w.as.asset_owner);
    expect(published.statusCode, published.body).toBe(200);
    const other = r.asset_id === vanA ? vanB! : vanA!;
    const single = await createRequest(w, { price: 0 });
    const res = await inject(w.t, 'POST', '/asset-dispatch', w.as.asset_owner, {
      request_id: single,
      asset_id: other,
      driver_id: driver.id,
    });
    expect(res.statusCode).toBe(409);
    expect(code(res)).toBe('driver_busy');
    expect(await requestStatus(w, single)).toBe('pending');
    // Without him, the same dispatch goes.
    const free = await inject(w.t, 'POST', '/asset-dispatch', w.as.asset_owner, {
      request_id: single,
      asset_id: other,
      driver_id: null,
    });
    expect(free.statusCode).toBe(201);
  });
});

describe('POST /rounds/insert', () => {
  it('prices a new request into the best published round, then inserts it on confirm; each role as the table says', async () => {
    const date = dayIn(DEFAULT_TIME_ZONE, new Date());
    const free = { dropoff_from: null, dropoff_until: null };
    const planned = [await dayRequest(date, 11, free), await dayRequest(date, 12, free)];
    await openAllDay();
    const p = await optimised(date, w.as.asset_owner, { shift_start: '00:00', shift_end: '23:59' });
    const r = p.rounds.find((x) => x.stops.some((s) => planned.includes(s.request_id)))!;
    const published = await inject(w.t, 'POST', `/rounds/${r.id}/publish`, w.as.asset_owner);
    expect(published.statusCode, published.body).toBe(200);
    const late = await dayRequest(date, 13, free);
    const insert = (as: Headers | null, body: Record<string, unknown> = {}) =>
      inject(w.t, 'POST', '/rounds/insert', as ?? undefined, { request_id: late, ...body });

    expect((await insert(null)).statusCode).toBe(401);
    expect((await insert(w.as.b2b)).statusCode).toBe(403);
    const driver = await insertDriver(w, 'insert-reader@drivers.test', { owner: w.ids.owner });
    expect((await insert(driver.headers)).statusCode).toBe(403);
    const read = await createKey(w, w.as.business, { scope: 'read' });
    expect((await insert(read.headers)).statusCode).toBe(403);
    // Outside the caller's fleet the request is not found; another owner of vans sees it
    // pending but has no round of that day to take it.
    expect((await insert(w.otherBusiness)).statusCode).toBe(404);
    const elsewhere = await insert(w.otherOwner);
    expect(elsewhere.statusCode).toBe(409);
    expect(code(elsewhere)).toBe('no_round_fits');
    expect((await insert(w.as.in_house_manager)).statusCode).toBe(400);
    const key = await createKey(w, w.as.business);
    expect((await insert(key.headers)).statusCode).toBe(409);

    const preview = await insert(w.as.in_house_manager, { owner_user_id: w.ids.owner });
    expect(preview.statusCode, preview.body).toBe(200);
    const priced = oneResponse(insertion).parse(preview.json()).data;
    expect(priced.round).toBeNull();
    expect(priced.added_s).toBeGreaterThanOrEqual(0);
    const added = priced.stops.filter((s) => s.request_id === late);
    expect(added.map((s) => s.kind)).toEqual(['pickup', 'dropoff']);
    expect(added.every((s) => s.before === null)).toBe(true);
    expect(await requestStatus(w, late)).toBe('pending');

    const done = await insert(w.as.asset_owner, { confirm: true });
    expect(done.statusCode, done.body).toBe(200);
    const inserted = oneResponse(insertion).parse(done.json()).data;
    expect(inserted.round_id).toBe(priced.round_id);
    const stops = inserted.round!.stops.filter((s) => s.request_id === late);
    expect(stops).toHaveLength(2);
    expect(stops.every((s) => s.dispatch_id !== null)).toBe(true);
    expect(await requestStatus(w, late)).toBe('assigned');
    expect(
      await count(w, 'dispatches', 'request_id = $1 and round_id = $2', [late, priced.round_id]),
    ).toBe(1);
    // Once dispatched it is no longer a pending request to insert.
    expect((await insert(w.as.asset_owner, { confirm: true })).statusCode).toBe(404);
  });
});
