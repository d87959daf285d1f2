/**
 * Documents of assets and drivers (docs/compliance.md): who reaches which (a table role × route
 * → status, others' records answering 404, refusals writing nothing), the due level at its
 * boundaries, renewals, the kinds and the settings.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from './helpers';
import {
  createComplianceWorld,
  day,
  documentList,
  inject,
  insurance,
  oneDocument,
  recordDocument,
  type Headers,
} from './compliance-fixtures';
import { worldPerFile } from './per-file';
import type { Role } from '../../contract/roles';

const w = worldPerFile(createComplianceWorld);
let ownerDoc: string;
let inHouseDoc: string;
let clientDoc: string;
let driverDoc: string;
beforeAll(async () => {
  ownerDoc = (await recordDocument(w, insurance(w, w.ids.ownerVan, day(200)))).id;
  inHouseDoc = (await recordDocument(w, insurance(w, w.ids.inHouseVan, day(200)))).id;
  clientDoc = (await recordDocument(w, insurance(w, w.assets.clientVan, day(200)))).id;
  driverDoc = (
    await recordDocument(w, {
      driver_id: w.driverId,
      kind_id: w.kinds.driving_licence,
      valid_to: day(900),
    })
  ).id;
});

type Who = Exclude<Role, 'driver'> | 'otherOwner' | 'otherBusiness' | 'parent' | 'child' | 'driver';
const WHO: Who[] = [
  ...(ROLES.filter((r) => r !== 'driver') as Exclude<Role, 'driver'>[]),
  'otherOwner',
  'otherBusiness',
  'parent',
  'child',
  'driver',
];
const headersOf = (who: Who): Headers =>
  who === 'driver'
    ? w.driver
    : who === 'otherOwner' || who === 'otherBusiness' || who === 'parent' || who === 'child'
      ? w[who]
      : w.as[who];

interface Case {
  route: string;
  url: () => string;
  body?: () => object;
  expected: Record<Who, number>;
}
const at = (route: string, url: () => string, statuses: number[], body?: () => object): Case => ({
  route,
  url,
  body,
  expected: Object.fromEntries(WHO.map((who, i) => [who, statuses[i]])) as Record<Who, number>,
});
const notes = () => ({ notes: 'Vu' });

const snapshot = async () => ({
  documents: await w.t.db.query('select * from documents order by id'),
  kinds: await w.t.db.query('select * from document_kinds order by id'),
  settings: await w.t.db.query('select * from compliance_settings'),
});

// Columns: superadmin, in_house_manager, asset_owner, business, b2b, otherOwner, otherBusiness,
// parent, child, driver.
// prettier-ignore
const CASES: Case[] = [
  at('GET /documents', () => '/documents', [200, 200, 200, 200, 403, 200, 200, 200, 403, 200]),
  at("GET /documents/{owner's}", () => `/documents/${ownerDoc}`,
    [200, 200, 200, 404, 403, 404, 404, 404, 403, 404]),
  at('GET /documents/{in-house}', () => `/documents/${inHouseDoc}`,
    [200, 200, 404, 200, 403, 404, 404, 404, 403, 404]),
  at("GET /documents/{B2B client's}", () => `/documents/${clientDoc}`,
    [200, 200, 404, 404, 403, 404, 404, 200, 403, 404]),
  at("GET /documents/{owner's driver's}", () => `/documents/${driverDoc}`,
    [200, 200, 200, 404, 403, 404, 404, 404, 403, 200]),
  at("POST /documents {owner's van}", () => '/documents',
    [201, 201, 201, 404, 403, 404, 404, 404, 403, 403], () => insurance(w, w.ids.ownerVan, day(10))),
  at('POST /documents {in-house van}', () => '/documents',
    [201, 201, 404, 201, 403, 404, 404, 404, 403, 403], () => insurance(w, w.ids.inHouseVan, day(10))),
  // The white-label parent reads its client's documents but records none.
  at("POST /documents {B2B client's van}", () => '/documents',
    [201, 201, 404, 404, 403, 404, 404, 403, 403, 403],
    () => insurance(w, w.assets.clientVan, day(10))),
  at("POST /documents {owner's driver}", () => '/documents',
    [201, 201, 201, 404, 403, 404, 404, 404, 403, 403],
    () => ({ driver_id: w.driverId, kind_id: w.kinds.medical_certificate, valid_to: day(50) })),
  at("PATCH /documents/{owner's}", () => `/documents/${ownerDoc}`,
    [200, 200, 200, 404, 403, 404, 404, 404, 403, 403], notes),
  at("PATCH /documents/{B2B client's}", () => `/documents/${clientDoc}`,
    [200, 200, 404, 404, 403, 404, 404, 403, 403, 403], notes),
  at('GET /document-kinds', () => '/document-kinds',
    [200, 200, 200, 200, 200, 200, 200, 200, 200, 200]),
  at('PATCH /compliance-settings', () => '/compliance-settings',
    [200, 403, 403, 403, 403, 403, 403, 403, 403, 403], () => ({ expiring_days: 30 })),
  at('GET /compliance/assets', () => `/compliance/assets?id=${w.ids.ownerVan}`,
    [200, 200, 200, 200, 403, 200, 200, 200, 403, 403]),
];

describe('role × route → status', () => {
  it.each(CASES)('$route', async ({ route, url, body, expected }) => {
    const method = route.split(' ')[0] as 'GET' | 'POST' | 'PATCH';
    const got: Record<string, number> = {};
    for (const who of WHO) {
      const before = await snapshot();
      const res = await inject(w.t, method, url(), headersOf(who), body?.());
      got[who] = res.statusCode;
      if (res.statusCode >= 400) expect(await snapshot(), who).toEqual(before);
    }
    expect(got).toEqual(expected);
  });

  it('lists only what each caller reaches', async () => {
    const ids = async (headers: Headers) => {
      const res = await inject(w.t, 'GET', '/documents?limit=100', headers);
      return documentList.parse(res.json()).data.map((d) => d.id);
    };
    expect(await ids(w.as.asset_owner)).toEqual(expect.arrayContaining([ownerDoc, driverDoc]));
    expect(await ids(w.as.asset_owner)).not.toContain(inHouseDoc);
    expect(await ids(w.otherOwner)).toEqual([]);
    expect(await ids(w.driver)).toEqual(expect.arrayContaining([driverDoc]));
    expect(await ids(w.driver)).not.toContain(ownerDoc);
    expect(await ids(w.parent)).toContain(clientDoc);
    expect(await ids(w.parent)).not.toContain(inHouseDoc);
  });

  it('only compliance of assets in scope is answered', async () => {
    const res = await inject(
      w.t,
      'GET',
      `/compliance/assets?id=${w.ids.ownerVan}&id=${w.ids.inHouseVan}`,
      w.as.asset_owner,
    );
    const data = (res.json() as { data: { asset_id: string }[] }).data;
    expect(data.map((d) => d.asset_id)).toEqual([w.ids.ownerVan]);
  });

  it('deletes: the owner its own, 404 for another owner', async () => {
    const doc = await recordDocument(w, insurance(w, w.ids.ownerVan2, day(5)), w.as.asset_owner);
    expect((await inject(w.t, 'DELETE', `/documents/${doc.id}`, w.otherOwner)).statusCode).toBe(
      404,
    );
    expect((await inject(w.t, 'DELETE', `/documents/${doc.id}`, w.driver)).statusCode).toBe(403);
    expect((await inject(w.t, 'DELETE', `/documents/${doc.id}`, w.as.asset_owner)).statusCode).toBe(
      200,
    );
    expect((await inject(w.t, 'GET', `/documents/${doc.id}`, w.as.superadmin)).statusCode).toBe(
      404,
    );
  });
});

describe('due level', () => {
  const levelOf = async (validTo: string | null) =>
    (await recordDocument(w, insurance(w, w.ids.ownerBike, validTo))).due_level;

  it('is expired from the day after its last day, expiring within the setting, else valid', async () => {
    // Each new document of the kind renews the previous one: record them by end, one at a time.
    await w.t.db.query('delete from documents where asset_id = $1', [w.ids.ownerBike]);
    expect(await levelOf(day(-1))).toBe('expired');
    await w.t.db.query('delete from documents where asset_id = $1', [w.ids.ownerBike]);
    expect(await levelOf(day(0))).toBe('expiring');
    await w.t.db.query('delete from documents where asset_id = $1', [w.ids.ownerBike]);
    expect(await levelOf(day(30))).toBe('expiring');
    await w.t.db.query('delete from documents where asset_id = $1', [w.ids.ownerBike]);
    expect(await levelOf(day(31))).toBe('valid');
    await w.t.db.query('delete from documents where asset_id = $1', [w.ids.ownerBike]);
    expect(await levelOf(null)).toBe('valid');
  });

  it('follows the setting', async () => {
    await w.t.db.query('delete from documents where asset_id = $1', [w.ids.ownerBike]);
    const doc = await recordDocument(w, insurance(w, w.ids.ownerBike, day(45)));
    expect(doc.due_level).toBe('valid');
    const set = await inject(w.t, 'PATCH', '/compliance-settings', w.as.superadmin, {
      expiring_days: 60,
    });
    expect(set.statusCode).toBe(200);
    const read = await inject(w.t, 'GET', `/documents/${doc.id}`, w.as.superadmin);
    expect(oneDocument.parse(read.json()).data.due_level).toBe('expiring');
    await inject(w.t, 'PATCH', '/compliance-settings', w.as.superadmin, { expiring_days: 30 });
    const bad = await inject(w.t, 'PATCH', '/compliance-settings', w.as.superadmin, {
      expiring_days: 0,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a renewal makes the older document history: no level, not current', async () => {
    await w.t.db.query('delete from documents where asset_id = $1', [w.ids.ownerBike]);
    const old = await recordDocument(w, insurance(w, w.ids.ownerBike, day(-3)));
    const renewed = await recordDocument(w, insurance(w, w.ids.ownerBike, day(362)));
    expect(renewed).toMatchObject({ current: true, due_level: 'valid' });
    const before = oneDocument.parse(
      (await inject(w.t, 'GET', `/documents/${old.id}`, w.as.superadmin)).json(),
    ).data;
    expect(before).toMatchObject({ current: false, due_level: null });
    // Filters: the expired list counts documents in force only.
    const expired = await inject(
      w.t,
      'GET',
      `/documents?asset_id=${w.ids.ownerBike}&due_level=expired`,
      w.as.superadmin,
    );
    expect(documentList.parse(expired.json()).pagination.total).toBe(0);
    // Deleting the renewal puts the older one back in force.
    await inject(w.t, 'DELETE', `/documents/${renewed.id}`, w.as.superadmin);
    const back = oneDocument.parse(
      (await inject(w.t, 'GET', `/documents/${old.id}`, w.as.superadmin)).json(),
    ).data;
    expect(back).toMatchObject({ current: true, due_level: 'expired' });
  });

  it('refuses an end before the start, a kind of drivers on an asset, both or no subject', async () => {
    const bad = [
      { ...insurance(w, w.ids.ownerBike, day(1)), valid_from: day(2) },
      { ...insurance(w, w.ids.ownerBike, day(1)), kind_id: w.kinds.driving_licence },
      { ...insurance(w, w.ids.ownerBike, day(1)), driver_id: w.driverId },
      { kind_id: w.kinds.insurance },
      { ...insurance(w, w.ids.ownerBike, day(1)), valid_to: '2026-02-30x' },
    ];
    for (const body of bad) {
      const res = await inject(w.t, 'POST', '/documents', w.as.superadmin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('kinds', () => {
  it('the superadmin adds a kind, mandatory for one asset type only', async () => {
    const res = await inject(w.t, 'POST', '/document-kinds', w.as.superadmin, {
      code: 'tachograph',
      name: 'Chronotachygraphe',
      subject: 'asset',
      asset_types: [{ asset_type_id: w.ids.truck, mandatory: true }],
    });
    expect(res.statusCode).toBe(201);
    const kind = (
      res.json() as { data: { id: string; mandatory: boolean; asset_types: unknown[] } }
    ).data;
    expect(kind.mandatory).toBe(false);
    expect(kind.asset_types).toEqual([
      { asset_type_id: w.ids.truck, mandatory: true, missing_blocks: false },
    ]);
    const again = await inject(w.t, 'POST', '/document-kinds', w.as.superadmin, {
      code: 'tachograph',
      name: 'Autre',
      subject: 'asset',
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await inject(w.t, 'DELETE', `/document-kinds/${kind.id}`, w.as.asset_owner)).statusCode,
    ).toBe(403);
    expect(
      (await inject(w.t, 'DELETE', `/document-kinds/${kind.id}`, w.as.superadmin)).statusCode,
    ).toBe(200);
  });

  it('a kind in use is not deleted', async () => {
    const res = await inject(
      w.t,
      'DELETE',
      `/document-kinds/${w.kinds.insurance}`,
      w.as.superadmin,
    );
    expect(res.statusCode).toBe(409);
  });
});
