/**
 * Due levels at their boundaries (date and odometer, whichever first), the asset's odometer
 * moving them, and the lists that filter and sort on them: `due_level`, `/maintenance/upcoming`,
 * the list's other filters, sorts and paging.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DUE_SOON_DAYS, DUE_SOON_KM } from '../../contract/maintenance';
import {
  createMaintenanceWorld,
  DAY,
  inDays,
  inject,
  maintenanceList,
  oneMaintenance,
  patch,
  read,
  schedule,
  type Headers,
} from './maintenance-fixtures';
import { one, signedInUser } from './rows';
import { worldPerFile } from './per-file';

const w = worldPerFile(createMaintenanceWorld);

const MINUTE = 60_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

/** An owner of its own (nobody else's work in its lists), signed in. */
async function newOwner(email: string): Promise<{ id: string; headers: Headers }> {
  const headers = await signedInUser(w.t, email, null, 'asset_owner');
  const { id } = await one<{ id: string }>(w.t, 'select id from users where email = $1', [email]);
  return { id, headers };
}

const vanOf = async (ownerId: string, name: string, odometer: number | null = 10_000) =>
  (
    await one<{ id: string }>(
      w.t,
      `insert into assets (asset_type_id, owner_user_id, name, odometer_km)
       values ($1, $2, $3, $4) returning id`,
      [w.ids.van, ownerId, name, odometer],
    )
  ).id;

describe('due level', () => {
  it('by date: overdue once passed, due soon within 7 days, else upcoming', async () => {
    expect(DUE_SOON_DAYS).toBe(7);
    const van = await vanOf(w.ids.owner, 'Van des dates', null);
    const cases: [number, string][] = [
      [-DAY, 'overdue'],
      [-MINUTE, 'overdue'],
      [MINUTE, 'due_soon'],
      [7 * DAY - MINUTE, 'due_soon'],
      [7 * DAY + MINUTE, 'upcoming'],
      [365 * DAY, 'upcoming'],
    ];
    for (const [offset, level] of cases) {
      const id = await schedule(w, van, { scheduled_at: at(offset) });
      expect((await read(w, id)).due_level, `${offset} ms`).toBe(level);
    }
  });

  it('by odometer: overdue at the due reading, due soon within 500 km, else upcoming', async () => {
    expect(DUE_SOON_KM).toBe(500);
    const van = await vanOf(w.ids.owner, 'Van des kilomètres', 10_000);
    const cases: [number, string][] = [
      [9_000, 'overdue'],
      [10_000, 'overdue'],
      [10_001, 'due_soon'],
      [10_500, 'due_soon'],
      [10_501, 'upcoming'],
    ];
    for (const [due, level] of cases) {
      const id = await schedule(w, van, { scheduled_at: null, due_odometer_km: due });
      expect((await read(w, id)).due_level, `due at ${due} km`).toBe(level);
    }
    // An asset whose odometer is unknown is due by its date only.
    const mute = await vanOf(w.ids.owner, 'Van sans compteur', null);
    const id = await schedule(w, mute, { scheduled_at: null, due_odometer_km: 0 });
    expect((await read(w, id)).due_level).toBe('upcoming');
  });

  it('whichever comes first, the date or the odometer', async () => {
    const van = await vanOf(w.ids.owner, 'Van des deux', 10_000);
    const cases: [string, number, string][] = [
      [inDays(60), 9_500, 'overdue'],
      [inDays(-1), 50_000, 'overdue'],
      [inDays(60), 10_200, 'due_soon'],
      [inDays(2), 50_000, 'due_soon'],
      [inDays(60), 50_000, 'upcoming'],
    ];
    for (const [scheduled_at, due_odometer_km, level] of cases) {
      const id = await schedule(w, van, { scheduled_at, due_odometer_km });
      expect((await read(w, id)).due_level, `${scheduled_at} / ${due_odometer_km}`).toBe(level);
    }
  });

  it('moves when the asset’s odometer is updated', async () => {
    const van = await vanOf(w.ids.owner, 'Van qui roule', 10_000);
    const id = await schedule(
      w,
      van,
      { scheduled_at: inDays(90), due_odometer_km: 11_000 },
      w.as.asset_owner,
    );
    const levels: (string | null)[] = [(await read(w, id)).due_level];
    for (const odometer_km of [10_500, 11_000]) {
      const res = await inject(w.t, 'PATCH', `/assets/${van}`, w.as.asset_owner, { odometer_km });
      expect(res.statusCode).toBe(200);
      const m = await read(w, id);
      expect(m.asset_odometer_km).toBe(odometer_km);
      levels.push(m.due_level);
    }
    expect(levels).toEqual(['upcoming', 'due_soon', 'overdue']);
  });

  it('is null unless the work is scheduled', async () => {
    const van = await vanOf(w.ids.owner, 'Van en retard', 10_000);
    const id = await schedule(w, van, { scheduled_at: inDays(-3) });
    expect((await read(w, id)).due_level).toBe('overdue');
    const started = await patch(w, id, { status: 'in_progress' });
    expect(oneMaintenance.parse(started.json()).data.due_level).toBeNull();
    const done = await patch(w, id, { status: 'completed' });
    expect(oneMaintenance.parse(done.json()).data.due_level).toBeNull();
  });
});

describe('lists', () => {
  let owner: { id: string; headers: Headers };
  /** The owner's work by name: A…G scheduled, H in progress, I completed, J cancelled. */
  const ids: Record<string, string> = {};
  const names = async (url: string) => {
    const res = await inject(w.t, 'GET', url, owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    const page = maintenanceList.parse(res.json());
    const byId = new Map(Object.entries(ids).map(([k, v]) => [v, k]));
    return { names: page.data.map((m) => byId.get(m.id)), page };
  };

  beforeAll(async () => {
    owner = await newOwner('flotte-listes@flotte.test');
    const master = await vanOf(owner.id, 'Master des listes', 20_000);
    const boxer = await vanOf(owner.id, 'Boxer des listes', 5_000);
    const add = async (key: string, asset: string, fields: Record<string, unknown>) => {
      ids[key] = await schedule(w, asset, { title: `Travail ${key}`, ...fields }, owner.headers);
    };
    await add('A', master, { scheduled_at: inDays(-2), kind: 'corrective', vendor: 'Garage Nord' });
    await add('B', boxer, { scheduled_at: inDays(-1) });
    await add('C', master, { scheduled_at: null, due_odometer_km: 19_000 });
    await add('D', boxer, { scheduled_at: inDays(3), kind: 'inspection' });
    await add('E', master, { scheduled_at: null, due_odometer_km: 20_300 });
    await add('F', boxer, { scheduled_at: inDays(20) });
    await add('G', master, { scheduled_at: null, due_odometer_km: 40_000 });
    await add('H', boxer, { scheduled_at: inDays(-5) });
    await patch(w, ids.H!, { status: 'in_progress' }, owner.headers);
    await add('I', master, { scheduled_at: inDays(-10) });
    await patch(w, ids.I!, { status: 'completed' }, owner.headers);
    await add('J', master, { scheduled_at: inDays(1) });
    await patch(w, ids.J!, { status: 'cancelled' }, owner.headers);
  });

  it('GET /maintenance/upcoming: scheduled work, overdue first, then by date, then km', async () => {
    const { names: all, page } = await names('/maintenance/upcoming?limit=100');
    expect(all).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    expect(page.pagination).toEqual({ total: 7, limit: 100, skip: 0 });
    expect(page.data.map((m) => m.due_level)).toEqual([
      'overdue',
      'overdue',
      'overdue',
      'due_soon',
      'due_soon',
      'upcoming',
      'upcoming',
    ]);
    expect((await names('/maintenance/upcoming?limit=3&skip=3')).names).toEqual(['D', 'E', 'F']);
  });

  it('filters by due level in the database (totals match)', async () => {
    for (const [level, expected] of [
      ['overdue', ['A', 'B', 'C']],
      ['due_soon', ['D', 'E']],
      ['upcoming', ['F', 'G']],
    ] as const) {
      const { names: got, page } = await names(
        `/maintenance?due_level=${level}&sort=title&limit=2`,
      );
      expect(got).toEqual(expected.slice(0, 2));
      expect(page.pagination.total).toBe(expected.length);
    }
    const bad = await inject(w.t, 'GET', '/maintenance?due_level=late', owner.headers);
    expect(bad.statusCode).toBe(400);
  });

  it('filters by status, kind, asset, text and ids', async () => {
    const sorted = '&sort=title&limit=100';
    expect((await names(`/maintenance?status=in_progress${sorted}`)).names).toEqual(['H']);
    expect((await names(`/maintenance?status=completed${sorted}`)).names).toEqual(['I']);
    expect((await names(`/maintenance?kind=inspection${sorted}`)).names).toEqual(['D']);
    const boxer = (await read(w, ids.B!)).asset_id;
    expect((await names(`/maintenance?asset_id=${boxer}${sorted}`)).names).toEqual([
      'B',
      'D',
      'F',
      'H',
    ]);
    expect((await names(`/maintenance?asset_id=not-a-uuid${sorted}`)).names).toEqual([]);
    // q: the title, the vendor, the asset's name.
    expect((await names(`/maintenance?q=travail%20c${sorted}`)).names).toEqual(['C']);
    expect((await names(`/maintenance?q=nord${sorted}`)).names).toEqual(['A']);
    expect((await names(`/maintenance?q=boxer${sorted}`)).names).toEqual(['B', 'D', 'F', 'H']);
    expect((await names(`/maintenance?id=${ids.A}&id=${ids.G}${sorted}`)).names).toEqual([
      'A',
      'G',
    ]);
  });

  it('filters by a range of dates (a day counts whole) and refuses a bad date', async () => {
    const day = (offset: number) => inDays(offset).slice(0, 10);
    const sorted = '&sort=scheduled_at&limit=100';
    expect((await names(`/maintenance?scheduled_from=${day(0)}${sorted}`)).names).toEqual([
      'J',
      'D',
      'F',
    ]);
    expect(
      (await names(`/maintenance?scheduled_from=${day(-2)}&scheduled_to=${day(-1)}${sorted}`))
        .names,
    ).toEqual(['A', 'B']);
    const to = encodeURIComponent(at(-1.5 * DAY));
    expect((await names(`/maintenance?scheduled_to=${to}${sorted}`)).names).toEqual([
      'I',
      'H',
      'A',
    ]);
    const bad = await inject(w.t, 'GET', '/maintenance?scheduled_from=demain', owner.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ details: [{ path: 'scheduled_from' }] });
  });

  it('sorts by urgency: overdue, in the workshop, due soon, upcoming, then closed work', async () => {
    const urgent = (await names('/maintenance?sort=urgency&limit=100')).names;
    expect(urgent).toEqual(['A', 'B', 'C', 'H', 'D', 'E', 'F', 'G', 'I', 'J']);
    const pages: (string | undefined)[] = [];
    for (let skip = 0; skip < 10; skip += 4) {
      pages.push(...(await names(`/maintenance?sort=urgency&limit=4&skip=${skip}`)).names);
    }
    expect(pages).toEqual(urgent);
  });

  it('sorts on each key, ties broken by id, pages without overlap', async () => {
    const titles = (await names('/maintenance?sort=title&order=desc&limit=100')).names;
    expect(titles).toEqual(['J', 'I', 'H', 'G', 'F', 'E', 'D', 'C', 'B', 'A']);
    const byDate = (await names('/maintenance?sort=scheduled_at&limit=100')).names;
    // Dated work by date; work due by odometer only has no date: last, by id.
    const undated = ['C', 'E', 'G'].sort((a, b) => (ids[a]! < ids[b]! ? -1 : 1));
    expect(byDate).toEqual(['I', 'H', 'A', 'B', 'J', 'D', 'F', ...undated]);
    for (const sort of ['created_at', 'status', 'kind']) {
      const whole = (await names(`/maintenance?sort=${sort}&limit=100`)).names;
      const pages: (string | undefined)[] = [];
      for (let skip = 0; skip < 10; skip += 3) {
        pages.push(...(await names(`/maintenance?sort=${sort}&limit=3&skip=${skip}`)).names);
      }
      expect(pages, sort).toEqual(whole);
      expect(new Set(whole).size).toBe(10);
    }
    const kinds = (await names('/maintenance?sort=kind&limit=100')).page.data.map((m) => m.kind);
    expect(kinds).toEqual([...kinds].sort());
    const bad = await inject(w.t, 'GET', '/maintenance?sort=cost', owner.headers);
    expect(bad.statusCode).toBe(400);
  });
});
