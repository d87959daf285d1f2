/**
 * The record rules of the permission table (contract/permissions.ts `RECORD_RULES`) through the
 * API: for each resource with a rule, each caller bound by one changes its own records and is
 * refused another's, 404 where the scope hides the record and 403 `forbidden` where it reads it
 * (a white-label parent reads its B2B client's assets and their work, and changes neither); every
 * answer is what `canAccess` with the record says.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  canAccess,
  RECORD_RULES,
  type Action,
  type Resource,
  type Who,
} from '../../contract/permissions';
import type { Role } from '../../contract/roles';
import { insertAsset, makeWorld, type World } from './assets-helpers';
import { inDays } from './maintenance-fixtures';
import { appPerFile } from './per-file';

const t = appPerFile({ rateLimitPerUser: 0, rateLimitPerAddress: 0 });
let w: World;

type Name = 'owner' | 'otherOwner' | 'business' | 'otherBusiness' | 'whitelabel';
/** The callers a record rule binds, as the contract sees them (role, id, business). */
const who = {} as Record<Name, Who>;
/** One live asset of each caller (its own), and the B2B client's. */
const assets = {} as Record<Name | 'client', string>;
/** Each asset's owner and business: what the rules compare. */
const rows = new Map<string, { owner_user_id: string | null; business_id: string | null }>();

const EMAILS: Record<Name, string> = {
  owner: 'owner@flotte.demo',
  otherOwner: 'autre.proprio@flotte.test',
  business: 'business@flotte.demo',
  otherBusiness: 'autre.entreprise@flotte.test',
  whitelabel: 'marque@flotte.test',
};

beforeAll(async () => {
  w = await makeWorld(t);
  const typeId = Object.values(w.typeIds)[0]!;
  for (const [name, email] of Object.entries(EMAILS) as [Name, string][]) {
    const [user] = await t.db.query<{ id: string; role: Role; business_id: string | null }>(
      'select id, role, business_id from users where email = $1',
      [email],
    );
    if (!user) throw new Error(`no user ${email}`);
    who[name] = user;
  }
  const owned = (name: Name | 'client') =>
    name === 'client'
      ? { owner_user_id: null, business_id: w.clientId }
      : who[name].role === 'asset_owner'
        ? { owner_user_id: who[name].id!, business_id: null }
        : { owner_user_id: null, business_id: who[name].business_id! };
  for (const name of [...(Object.keys(EMAILS) as Name[]), 'client' as const]) {
    const fields = owned(name);
    assets[name] = await insertAsset(t, {
      asset_type_id: typeId,
      name: `Actif ${name}`,
      ...fields,
    });
    rows.set(assets[name], fields);
  }
}, 120_000);

const headersOf = (name: Name) =>
  ({
    owner: w.h.owner,
    otherOwner: w.h.otherOwner,
    business: w.h.business,
    otherBusiness: w.h.otherBusiness,
    whitelabel: w.h.whitelabel,
  })[name];

const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, name: Name, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: headersOf(name), payload });

/** Work scheduled by the superadmin on `assetId`: its id. */
async function workOn(assetId: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/maintenance',
    headers: w.h.admin,
    payload: { asset_id: assetId, kind: 'preventive', title: 'Vidange', scheduled_at: inDays(30) },
  });
  if (res.statusCode !== 201) throw new Error(`schedule: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { id: string } }>().data.id;
}

/** How each resource with a rule is read and changed through the API, on one asset's record. */
interface Write {
  resource: Resource;
  action: Action;
  /** The call that changes the record of `assetId`; `read` the one that reads it. */
  write: (assetId: string, name: Name) => Promise<{ statusCode: number; body: string }>;
  read: (assetId: string, name: Name) => Promise<{ statusCode: number }>;
}

const workIds = new Map<string, string>();
const workOf = async (assetId: string) => {
  if (!workIds.has(assetId)) workIds.set(assetId, await workOn(assetId));
  return workIds.get(assetId)!;
};

const WRITES: Write[] = [
  {
    resource: 'assets',
    action: 'edit',
    write: (id, name) => inject('PATCH', `/assets/${id}`, name, { notes: `Vu par ${name}` }),
    read: (id, name) => inject('GET', `/assets/${id}`, name),
  },
  {
    resource: 'maintenance',
    action: 'create',
    write: (id, name) =>
      inject('POST', '/maintenance', name, {
        asset_id: id,
        kind: 'corrective',
        title: `Réparation par ${name}`,
        scheduled_at: inDays(7),
      }),
    read: (id, name) => inject('GET', `/assets/${id}`, name),
  },
  {
    resource: 'maintenance',
    action: 'edit',
    write: async (id, name) =>
      inject('PATCH', `/maintenance/${await workOf(id)}`, name, { vendor: `Garage ${name}` }),
    read: async (id, name) => inject('GET', `/maintenance/${await workOf(id)}`, name),
  },
  // Compliance (issue 21): an asset's documents, fuel and inspections follow the asset's rule.
  {
    resource: 'documents',
    action: 'create',
    write: async (id, name) =>
      inject('POST', '/documents', name, {
        asset_id: id,
        kind_id: await kindId('insurance'),
        valid_to: '2030-01-01',
      }),
    read: (id, name) => inject('GET', `/assets/${id}`, name),
  },
  {
    resource: 'fuel',
    action: 'create',
    write: (id, name) =>
      inject('POST', '/fuel', name, {
        asset_id: id,
        filled_at: new Date(Date.now() - (fills += 1) * 60_000).toISOString(),
        odometer_km: 0,
        quantity: 10,
        unit: 'l',
        total_price: 1500,
        full_fill: true,
      }),
    read: (id, name) => inject('GET', `/assets/${id}`, name),
  },
  {
    resource: 'inspections',
    action: 'create',
    // No checklist for this type in the seed: an inspection with no answers.
    write: (id, name) => inject('POST', '/inspections', name, { asset_id: id, answers: [] }),
    read: (id, name) => inject('GET', `/assets/${id}`, name),
  },
];

let fills = 0;
const kinds = new Map<string, string>();
async function kindId(code: string): Promise<string> {
  if (!kinds.has(code)) {
    const [row] = await t.db.query<{ id: string }>(
      'select id from document_kinds where code = $1',
      [code],
    );
    kinds.set(code, row!.id);
  }
  return kinds.get(code)!;
}

describe('the record rules through the API', () => {
  it('covers every resource with a record rule the API changes records of here', () => {
    const covered = new Set(WRITES.map((c) => c.resource));
    // lease-preferences: an owner reaches only its own offers (tests/api/lease-preferences);
    // inspection-templates: the platform's and its own (tests/api/inspections);
    // drivers: an owner or a business reaches only its own drivers (tests/api/drivers).
    expect(Object.keys(RECORD_RULES).filter((r) => !covered.has(r as Resource))).toEqual([
      'lease-preferences',
      'inspection-templates',
      'drivers',
    ]);
  });

  for (const { resource, action, write, read } of WRITES) {
    it(`${resource}:${action} — own records allowed, another's refused, as canAccess says`, async () => {
      const mismatches: string[] = [];
      for (const name of Object.keys(EMAILS) as Name[]) {
        // Only the callers this resource's rule binds.
        if (!RECORD_RULES[resource]?.[who[name].role]) continue;
        for (const [of, assetId] of Object.entries(assets)) {
          const record = rows.get(assetId)!;
          const mine = of === name;
          const allowed = canAccess(who[name], { resource, action, record });
          // The rule agrees with the story: its own record, and no one else's.
          if (allowed !== mine) mismatches.push(`${name} on ${of}'s: canAccess ${allowed}`);
          const readable = (await read(assetId, name)).statusCode === 200;
          const want = allowed ? [200, 201] : readable ? [403] : [404];
          const res = await write(assetId, name);
          if (!want.includes(res.statusCode)) {
            mismatches.push(`${name} on ${of}'s: ${res.statusCode} ${res.body}, want ${want}`);
          }
        }
      }
      expect(mismatches).toEqual([]);
    });
  }

  it("refuses with 403 the record a caller reads but does not own (a client's asset)", async () => {
    expect((await inject('GET', `/assets/${assets.client}`, 'whitelabel')).statusCode).toBe(200);
    const res = await inject('PATCH', `/assets/${assets.client}`, 'whitelabel', { notes: 'x' });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ code: string }>().code).toBe('forbidden');
  });
});
