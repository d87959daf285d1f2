/**
 * Who reaches a driver (docs/drivers.md, "Who drives"): one rule (server/scope/drivers.ts) for
 * the drivers themselves and for their documents (docs/compliance.md). The operator's staff
 * every driver, an owner its own, business staff those of their own business: a white-label
 * parent not its B2B clients' drivers, whose documents it does not read either. Asked of every
 * group: superadmin, manager, owner, business staff, white-label staff, B2B client staff, a
 * driver, the driver itself, an API key.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { listResponse, oneResponse } from '../../contract/common';
import { driver } from '../../contract/driver';
import {
  createComplianceWorld,
  day,
  documentList,
  inject,
  insertDriver,
  recordDocument,
  type Headers,
} from './compliance-fixtures';
import { createKey } from './integrations-fixtures';
import { worldPerFile } from './per-file';

const w = worldPerFile(createComplianceWorld);
const drivers = listResponse(driver);
const oneDriver = oneResponse(driver);

/** A B2B client's driver (no route makes one: B2B staff employ none), the parent's own. */
let clientDriver: { headers: Headers; id: string };
let parentDriver: { headers: Headers; id: string };
let clientDoc: string;
let parentDoc: string;
let apiKey: Headers;
beforeAll(async () => {
  clientDriver = await insertDriver(w, { business: w.ids.child });
  parentDriver = await insertDriver(w, { business: w.ids.parent });
  const licence = (id: string) => ({
    driver_id: id,
    kind_id: w.kinds.driving_licence,
    valid_to: day(900),
  });
  clientDoc = (await recordDocument(w, licence(clientDriver.id))).id;
  parentDoc = (await recordDocument(w, licence(parentDriver.id))).id;
  apiKey = (await createKey(w, w.as.superadmin, { business_id: w.ids.parent, scope: 'read' }))
    .headers;
});

const GROUPS = [
  'superadmin',
  'in_house_manager',
  'asset_owner',
  'business',
  'whitelabel',
  'b2b_client',
  'driver',
  'itself',
  'api_key',
] as const;
type Group = (typeof GROUPS)[number];
const headersOf = (group: Group): Headers => {
  if (group === 'whitelabel') return w.parent;
  if (group === 'b2b_client') return w.child;
  if (group === 'driver') return w.driver;
  if (group === 'itself') return clientDriver.headers;
  if (group === 'api_key') return apiKey;
  return w.as[group];
};
const get = (group: Group, url: string) => inject(w.t, 'GET', url, headersOf(group));

// Columns: superadmin, in_house_manager, asset_owner, business, whitelabel, b2b_client, driver,
// itself, api_key. Drivers are refused to B2B staff, drivers and keys (403) before any scope.
// prettier-ignore
const STATUSES: Record<string, { url: () => string; statuses: number[] }> = {
  "GET /drivers/{B2B client's}": {
    url: () => `/drivers/${clientDriver.id}`,
    statuses: [200, 200, 404, 404, 404, 403, 403, 403, 403],
  },
  "GET /drivers/{white-label's}": {
    url: () => `/drivers/${parentDriver.id}`,
    statuses: [200, 200, 404, 404, 200, 403, 403, 403, 403],
  },
  "GET /documents/{B2B client's driver's}": {
    url: () => `/documents/${clientDoc}`,
    statuses: [200, 200, 404, 404, 404, 403, 404, 200, 404],
  },
  "GET /documents/{white-label's driver's}": {
    url: () => `/documents/${parentDoc}`,
    statuses: [200, 200, 404, 404, 200, 403, 404, 404, 200],
  },
};

describe("a driver's scope, for every group", () => {
  for (const [route, { url, statuses }] of Object.entries(STATUSES)) {
    it(route, async () => {
      const answered: Record<string, number> = {};
      for (const group of GROUPS) answered[group] = (await get(group, url())).statusCode;
      expect(answered).toEqual(Object.fromEntries(GROUPS.map((g, i) => [g, statuses[i]])));
    });
  }

  it('answers the driver as the scope reads it', async () => {
    const res = await get('whitelabel', `/drivers/${parentDriver.id}`);
    expect(oneDriver.parse(res.json()).data).toMatchObject({ business_id: w.ids.parent });
  });

  it("lists a B2B client's driver and its documents to the operator only (and the driver)", async () => {
    const listed = async (group: Group) => {
      const res = await get(group, '/drivers?limit=100');
      return res.statusCode === 200 ? drivers.parse(res.json()).data.map((d) => d.id) : [];
    };
    const documents = async (group: Group) => {
      const res = await get(group, `/documents?driver_id=${clientDriver.id}&limit=100`);
      expect(res.statusCode, `${group} ${res.body}`).toBe(group === 'b2b_client' ? 403 : 200);
      return res.statusCode === 200 ? documentList.parse(res.json()).data.map((d) => d.id) : [];
    };
    for (const group of GROUPS) {
      const operator = group === 'superadmin' || group === 'in_house_manager';
      expect(await listed(group), group).toEqual(
        operator
          ? expect.arrayContaining([clientDriver.id])
          : expect.not.arrayContaining([clientDriver.id]),
      );
      expect(await documents(group), group).toEqual(
        operator || group === 'itself' ? [clientDoc] : [],
      );
    }
    // The white-label parent lists its own driver, not its client's.
    expect(await listed('whitelabel')).toEqual([parentDriver.id]);
  });

  it("refuses the white-label parent a document on its client's driver (404: out of reach)", async () => {
    const res = await inject(w.t, 'POST', '/documents', w.parent, {
      driver_id: clientDriver.id,
      kind_id: w.kinds.driving_licence,
      valid_to: day(900),
    });
    expect(res.statusCode, res.body).toBe(404);
  });
});
