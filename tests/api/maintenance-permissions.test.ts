/**
 * Who may use each maintenance route, and which records each caller reaches: a table role ×
 * route → status, records of others answering 404, refusals writing nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/roles';
import {
  createMaintenanceWorld,
  inject,
  maintenanceList,
  oneMaintenance,
  schedule,
  state,
  work,
  type Headers,
} from './maintenance-fixtures';
import { ROLES } from './helpers';
import { insertBusiness, signedInUser } from './rows';
import { worldPerFile } from './per-file';

const w = worldPerFile(createMaintenanceWorld);
/** Work on the owner's van, the demo business's in-house van, the B2B client's van. */
let owned: string;
let inHouse: string;
let client: string;
beforeAll(async () => {
  owned = await schedule(w, w.ids.ownerVan, { title: 'Révision du Master' });
  inHouse = await schedule(w, w.ids.inHouseVan, { title: 'Contrôle technique Daily' });
  client = await schedule(w, w.assets.clientVan, { title: 'Pneus du client' });
});

type Who = Role | 'otherOwner' | 'otherBusiness' | 'parent' | 'child';
// A driver has no part in maintenance: refused every route (its own test below).
const WHO: Who[] = [
  ...ROLES.filter((r) => r !== 'driver'),
  'otherOwner',
  'otherBusiness',
  'parent',
  'child',
];
const headersOf = (who: Who): Headers =>
  who === 'otherOwner' || who === 'otherBusiness' || who === 'parent' || who === 'child'
    ? w[who]
    : w.as[who];

interface Case {
  route: string;
  method: 'GET' | 'POST' | 'PATCH';
  url: () => string;
  body?: () => object;
  expected: Record<Who, number>;
}

/** A case whose expected statuses are given in the order of `WHO`. */
const at = (route: string, url: () => string, statuses: number[], body?: () => object): Case => ({
  route,
  method: route.split(' ')[0] as Case['method'],
  url,
  body,
  expected: Object.fromEntries(WHO.map((who, i) => [who, statuses[i]])) as Record<Who, number>,
});
const vendor = () => ({ vendor: 'Garage du coin' });

// Columns: superadmin, in_house_manager, asset_owner, business, b2b, otherOwner, otherBusiness,
// parent, child.
// prettier-ignore
const CASES: Case[] = [
  at('GET /maintenance', () => '/maintenance', [200, 200, 200, 200, 403, 200, 200, 200, 403]),
  at('GET /maintenance/upcoming', () => '/maintenance/upcoming',
    [200, 200, 200, 200, 403, 200, 200, 200, 403]),
  at('GET /maintenance/business/{demo business}', () => `/maintenance/business/${w.ids.business}`,
    [200, 200, 403, 200, 403, 403, 404, 404, 403]),
  at('GET /maintenance/business/{B2B client}', () => `/maintenance/business/${w.ids.child}`,
    [200, 200, 403, 404, 403, 403, 404, 200, 403]),
  at("GET /maintenance/{owner's work}", () => `/maintenance/${owned}`,
    [200, 200, 200, 404, 403, 404, 404, 404, 403]),
  at('GET /maintenance/{in-house work}', () => `/maintenance/${inHouse}`,
    [200, 200, 404, 200, 403, 404, 404, 404, 403]),
  at("GET /maintenance/{B2B client's work}", () => `/maintenance/${client}`,
    [200, 200, 404, 404, 403, 404, 404, 200, 403]),
  at("POST /maintenance {owner's van}", () => '/maintenance',
    [201, 201, 201, 404, 403, 404, 404, 404, 403], () => work(w.ids.ownerVan)),
  at('POST /maintenance {in-house van}', () => '/maintenance',
    [201, 201, 404, 201, 403, 404, 404, 404, 403], () => work(w.ids.inHouseVan)),
  // The parent reads its client's work but changes none of it.
  at("POST /maintenance {B2B client's van}", () => '/maintenance',
    [201, 201, 404, 404, 403, 404, 404, 403, 403], () => work(w.assets.clientVan)),
  at("PATCH /maintenance/{owner's work}", () => `/maintenance/${owned}`,
    [200, 200, 200, 404, 403, 404, 404, 404, 403], vendor),
  at('PATCH /maintenance/{in-house work}', () => `/maintenance/${inHouse}`,
    [200, 200, 404, 200, 403, 404, 404, 404, 403], vendor),
  at("PATCH /maintenance/{B2B client's work}", () => `/maintenance/${client}`,
    [200, 200, 404, 404, 403, 404, 404, 403, 403], vendor),
];

describe('role × route → status', () => {
  it.each(CASES)('$route', async ({ method, url, body, expected }) => {
    const got: Record<string, number> = {};
    for (const who of WHO) {
      // A refused call writes nothing; an accepted one is checked by the other tests.
      const before = await state(w);
      const res = await inject(w.t, method, url(), headersOf(who), body?.());
      got[who] = res.statusCode;
      if (res.statusCode >= 400) expect(await state(w), who).toEqual(before);
    }
    expect(got).toEqual(expected);
  });

  it('refuses a driver every route (403), writing nothing', async () => {
    const driver = { authorization: `Bearer ${await w.t.tokenFor('driver')}` };
    for (const { method, url, body } of CASES) {
      const before = await state(w);
      expect((await inject(w.t, method, url(), driver, body?.())).statusCode).toBe(403);
      expect(await state(w)).toEqual(before);
    }
  });

  it('answers 401 without a token, on every route', async () => {
    for (const { method, url, body } of CASES) {
      expect((await inject(w.t, method, url(), undefined, body?.())).statusCode).toBe(401);
    }
  });

  it('answers 404 for ids that name nothing, whoever asks', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect((await inject(w.t, 'GET', `/maintenance/${id}`, w.as.superadmin)).statusCode).toBe(
        404,
      );
      const patched = await inject(w.t, 'PATCH', `/maintenance/${id}`, w.as.superadmin, {
        title: 'x',
      });
      expect(patched.statusCode).toBe(404);
      const business = await inject(w.t, 'GET', `/maintenance/business/${id}`, w.as.superadmin);
      expect(business.statusCode).toBe(404);
    }
    const unknownAsset = await inject(
      w.t,
      'POST',
      '/maintenance',
      w.as.superadmin,
      work('00000000-0000-4000-8000-000000000000'),
    );
    expect(unknownAsset.statusCode).toBe(404);
  });
});

describe('what each caller lists', () => {
  const titles = async (headers: Headers, query = '') => {
    const res = await inject(w.t, 'GET', `/maintenance?limit=100${query}`, headers);
    expect(res.statusCode).toBe(200);
    return maintenanceList
      .parse(res.json())
      .data.filter((m) => [owned, inHouse, client].includes(m.id))
      .map((m) => m.title)
      .sort();
  };

  it('owners their assets’, businesses their in-house ones, the operator all', async () => {
    const all = ['Contrôle technique Daily', 'Pneus du client', 'Révision du Master'];
    expect(await titles(w.as.superadmin)).toEqual(all);
    expect(await titles(w.as.in_house_manager)).toEqual(all);
    expect(await titles(w.as.asset_owner)).toEqual(['Révision du Master']);
    expect(await titles(w.as.business)).toEqual(['Contrôle technique Daily']);
    expect(await titles(w.otherOwner)).toEqual([]);
    expect(await titles(w.otherBusiness)).toEqual([]);
    // A white-label parent lists its client's work when it names the client.
    expect(await titles(w.parent)).toEqual([]);
    expect(await titles(w.parent, `&business_id=${w.ids.child}`)).toEqual(['Pneus du client']);
    // …and nobody else's by naming them.
    expect(await titles(w.parent, `&business_id=${w.ids.business}`)).toEqual([]);
    expect(await titles(w.as.business, `&business_id=${w.ids.child}`)).toEqual([]);
    expect(await titles(w.as.asset_owner, `&asset_id=${w.ids.inHouseVan}`)).toEqual([]);
  });

  it('GET /maintenance/business/{id} lists that business’s work, paged', async () => {
    const res = await inject(
      w.t,
      'GET',
      `/maintenance/business/${w.ids.business}?limit=1`,
      w.as.in_house_manager,
    );
    const page = maintenanceList.parse(res.json());
    expect(page.pagination).toMatchObject({ limit: 1, skip: 0 });
    expect(page.pagination.total).toBeGreaterThanOrEqual(1);
    expect(page.data.every((m) => m.business_id === w.ids.business)).toBe(true);
    const mine = await inject(w.t, 'GET', `/maintenance/business/${w.ids.business}`, w.as.business);
    expect(maintenanceList.parse(mine.json()).data.map((m) => m.id)).toContain(inHouse);
  });

  it('a deleted business answers 404 to the operator too', async () => {
    const gone = await insertBusiness(w.t, 'disparue');
    await w.t.db.query('update businesses set deleted_at = now() where id = $1', [gone]);
    const res = await inject(w.t, 'GET', `/maintenance/business/${gone}`, w.as.superadmin);
    expect(res.statusCode).toBe(404);
  });
});

describe('an inactive business', () => {
  it('reads its work but cannot schedule or change any (403 business_inactive)', async () => {
    const shop = await insertBusiness(w.t, 'en-attente');
    const staff = await signedInUser(w.t, 'staff@en-attente.test', shop);
    const van = (
      await w.t.db.query<{ id: string }>(
        `insert into assets (asset_type_id, business_id, name) values ($1, $2, 'Van') returning id`,
        [w.ids.van, shop],
      )
    )[0]!.id;
    const id = await schedule(w, van, {}, staff);
    await w.t.db.query('update businesses set active = false where id = $1', [shop]);

    const before = await state(w);
    const created = await inject(w.t, 'POST', '/maintenance', staff, work(van));
    expect(created.statusCode).toBe(403);
    expect(created.json()).toMatchObject({ code: 'business_inactive' });
    for (const body of [{ title: 'Autre' }, { status: 'in_progress' }, { status: 'cancelled' }]) {
      const res = await inject(w.t, 'PATCH', `/maintenance/${id}`, staff, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'business_inactive' });
    }
    expect(await state(w)).toEqual(before);
    const read = await inject(w.t, 'GET', `/maintenance/${id}`, staff);
    expect(read.statusCode).toBe(200);
    expect(oneMaintenance.parse(read.json()).data.status).toBe('scheduled');
    // The operator still schedules work on the business's assets.
    expect((await inject(w.t, 'POST', '/maintenance', w.as.superadmin, work(van))).statusCode).toBe(
      201,
    );
  });
});
