import { describe, expect, it } from 'vitest';
import { canAccess, canAccessNamed, RECORD_RULES, type Who } from '../../contract/permissions';
import { roles, type Role } from '../../contract/roles';

const ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export'] as const;
type Action = (typeof ACTIONS)[number];

const readOnly: Record<Action, boolean> = {
  list: true,
  show: true,
  create: false,
  edit: false,
  delete: false,
  export: true,
};
const everything: Record<Action, boolean> = {
  list: true,
  show: true,
  create: true,
  edit: true,
  delete: true,
  export: true,
};
const nothing: Record<Action, boolean> = {
  list: false,
  show: false,
  create: false,
  edit: false,
  delete: false,
  export: false,
};

type Table = Record<Role, Record<Action, boolean>>;

/** A table from the roles that may do something; every role it leaves out may do nothing. */
const grants = (some: Partial<Table>): Table =>
  Object.fromEntries(roles.map((role) => [role, some[role] ?? nothing])) as Table;

// Asset types are managed by the superadmin only; every
// signed-in role reads them (they are chosen when registering assets and requests).
const ASSET_TYPE: Table = {
  superadmin: everything,
  in_house_manager: readOnly,
  business: readOnly,
  b2b: readOnly,
  asset_owner: readOnly,
  driver: nothing,
};

// The users resource: the superadmin's only (users are managed by a superadmin).
const USERS = grants({
  superadmin: everything,
});

// Businesses: the in-house manager reads every business; only the superadmin writes.
const BUSINESS = grants({
  superadmin: everything,
  in_house_manager: readOnly,
});

// Plans: the superadmin's catalogue; every signed-in role reads the active ones.
const PLANS = grants({
  superadmin: everything,
  in_house_manager: readOnly,
  business: readOnly,
  b2b: readOnly,
  asset_owner: readOnly,
});

// Business and request package types: like asset types.
const TYPES = ASSET_TYPE;

// Assets: owners and businesses manage theirs; the manager and b2b clients only read; a driver
// opens one it drives (its scope), never the lists, which would show it the whole fleet.
const ASSETS = grants({
  superadmin: everything,
  in_house_manager: readOnly,
  business: everything,
  b2b: readOnly,
  asset_owner: everything,
  driver: { ...nothing, show: true },
});

// Requests: business and b2b staff create (the superadmin requests nothing itself); nobody edits
// or deletes (cancel is its own action). A driver reads no request (they carry prices): it reads
// its own work as `driver-dispatches` and moves it by steps (docs/drivers.md).
const REQUESTS = grants({
  superadmin: { ...everything, create: false },
  in_house_manager: readOnly,
  business: { ...readOnly, create: true },
  b2b: { ...readOnly, create: true },
  asset_owner: readOnly,
});

// Maintenance (issue 9): owners and businesses schedule and edit theirs, the manager any (and
// they move it: below); b2b clients see none; nobody deletes (no route; the superadmin passes).
const MAINTENANCE = grants({
  superadmin: everything,
  in_house_manager: { ...readOnly, create: true, edit: true },
  business: { ...readOnly, create: true, edit: true },
  asset_owner: { ...readOnly, create: true, edit: true },
});

// Lease offers (issue 9): owners manage theirs; the manager reads all; the superadmin reads and
// edits them but offers nothing itself; businesses read them as the market (`lease-market`).
const LEASE_PREFERENCES = grants({
  superadmin: { ...everything, create: false },
  in_house_manager: readOnly,
  asset_owner: everything,
});
// The market is a business's page: the superadmin has no wallet to lease with (its list and
// show are refused; the other actions mean nothing there).
const LEASE_MARKET = grants({
  superadmin: { ...everything, list: false, show: false },
  business: readOnly,
});
// Leases: created by a business's proposal only; read by both parties and the operator.
const LEASES = grants({
  superadmin: { ...everything, create: false },
  in_house_manager: readOnly,
  business: { ...readOnly, create: true },
  asset_owner: readOnly,
});

// What business staff create and edit for their own business, the manager and the superadmin
// only read (the superadmin acts in no business's place), and nobody deletes.
const BUSINESS_WRITES = grants({
  superadmin: { ...everything, create: false, edit: false },
  in_house_manager: readOnly,
  business: { ...readOnly, create: true, edit: true },
});

// A business's staff (issue 8): its own staff invite (create) and disable (edit).
const STAFF = BUSINESS_WRITES;

// Drivers (issue 19): owners and businesses invite (create), rename and disable (edit) their
// own; the manager and the superadmin read every driver; nobody deletes one; drivers see none.
const DRIVERS = grants({
  superadmin: readOnly,
  in_house_manager: readOnly,
  business: { ...readOnly, create: true, edit: true },
  asset_owner: { ...readOnly, create: true, edit: true },
});

// An asset's compliance records (issue 21): its owner, its business and the operator write them;
// B2B clients see none; a driver reads its documents and adds fuel and inspections.
const fleetRecords = (driver: Record<Action, boolean>): Table => ({
  superadmin: everything,
  in_house_manager: everything,
  business: everything,
  b2b: nothing,
  asset_owner: everything,
  driver,
});
const DOCUMENTS = fleetRecords(readOnly);
const FUEL = fleetRecords({ ...readOnly, create: true });

// Subscriptions: business staff read theirs, subscribe (create) and switch the renewal (edit);
// the superadmin subscribes no business itself, nor switches a renewal in its place.
const SUBSCRIPTIONS = BUSINESS_WRITES;

// A white-label business's B2B clients and their users: read only (the server checks the plan).
const B2B_SIDE = grants({
  superadmin: everything,
  in_house_manager: readOnly,
  business: readOnly,
});

// The staff's own business page: business staff edit it, B2B staff read it; the superadmin has
// no business of its own (its list/show/edit are refused; create/delete/export mean nothing).
const MY_BUSINESS = grants({
  superadmin: { ...everything, list: false, show: false, edit: false },
  business: { ...readOnly, edit: true },
  b2b: readOnly,
});

// An owner's own settings (auto-dispatch): he reads and changes his; nobody else has any.
const OWNER_SETTINGS = grants({
  asset_owner: { ...nothing, show: true, edit: true },
});

// A resource no rule names: only the superadmin ("everything") gets through.
const UNKNOWN_RESOURCE = grants({
  superadmin: everything,
});

const rows = (table: Table) =>
  roles.flatMap((role) => ACTIONS.map((action) => [role, action, table[role][action]] as const));

/**
 * Each table and the resources that follow it, by the name its tests carry (two resources alike
 * share one table).
 */
const TABLES: Array<[string, string[], Table]> = [
  ['asset-type', ['asset-type'], ASSET_TYPE],
  ['users', ['users'], USERS],
  ['business', ['business'], BUSINESS],
  ['plans', ['plans'], PLANS],
  ['business-types', ['business-types', 'request-package-types'], TYPES],
  ['assets', ['assets'], ASSETS],
  ['business-dispatches', ['business-dispatches'], REQUESTS],
  ['maintenance', ['maintenance'], MAINTENANCE],
  ['lease-preferences', ['lease-preferences'], LEASE_PREFERENCES],
  ['lease-market', ['lease-market'], LEASE_MARKET],
  ['leases', ['leases'], LEASES],
  ['staff', ['staff'], STAFF],
  ['drivers', ['drivers'], DRIVERS],
  ['documents', ['documents'], DOCUMENTS],
  ['fuel, inspections', ['fuel', 'inspections'], FUEL],
  ['subscriptions', ['subscriptions'], SUBSCRIPTIONS],
  ['b2b-clients, b2b-users', ['b2b-clients', 'b2b-users'], B2B_SIDE],
  ['my-business, business-settings', ['my-business', 'business-settings'], MY_BUSINESS],
  ['owner-settings', ['owner-settings'], OWNER_SETTINGS],
  ['unknown resource', ['no-such-resource'], UNKNOWN_RESOURCE],
];

describe('canAccess(role, { action, resource })', () => {
  it('has a row for every role', () => {
    expect(Object.keys(ASSET_TYPE).sort()).toEqual([...roles].sort());
  });

  for (const [name, resources, table] of TABLES) {
    it.each(rows(table))(`${name}: %s may %s -> %s`, (role, action, allowed) => {
      for (const resource of resources) {
        expect(canAccessNamed(role, { action, resource }), resource).toBe(allowed);
      }
    });
  }

  /** The roles allowed `action` on requests, sorted. */
  const rolesMay = (action: string) =>
    roles.filter((r) => canAccessNamed(r, { action, resource: 'business-dispatches' })).sort();

  it('lets only the superadmin approve or suspend a business and handle its wallet', () => {
    for (const action of ['toggle-status', 'wallet']) {
      expect(
        roles.filter((role) => canAccessNamed(role, { action, resource: 'business' })),
      ).toEqual(['superadmin']);
    }
  });

  it('lets everyone who schedules maintenance also start, complete and cancel it', () => {
    expect(
      roles
        .filter((role) => canAccessNamed(role, { action: 'move', resource: 'maintenance' }))
        .sort(),
    ).toEqual(['asset_owner', 'business', 'in_house_manager', 'superadmin'].sort());
  });

  it('gives each lease move to the sides that make it', () => {
    const who = (action: string) =>
      roles.filter((role) => canAccessNamed(role, { action, resource: 'leases' })).sort();
    // The owner answers a proposal; the operator cannot answer in its place.
    expect(who('accept')).toEqual(['asset_owner']);
    expect(who('decline')).toEqual(['asset_owner']);
    // The business withdraws its proposal; the operator cancels proposals and running leases.
    expect(who('cancel')).toEqual(['business', 'in_house_manager', 'superadmin'].sort());
    // Only the operator annuls a running lease.
    expect(who('annul')).toEqual(['in_house_manager', 'superadmin']);
    // Either side, or the operator, ends a running lease early.
    expect(who('end')).toEqual(
      ['asset_owner', 'business', 'in_house_manager', 'superadmin'].sort(),
    );
  });

  it('gives a driver no money, no accounts, no catalogue and no dashboard of the others', () => {
    const resources = ['wallet', 'earnings', 'plans', 'subscriptions', 'users', 'staff'];
    for (const resource of [...resources, 'funding-instructions', 'lease-market', 'maintenance']) {
      for (const action of ['list', 'show', 'create', 'edit', 'delete', 'export']) {
        expect(canAccessNamed('driver', { action, resource }), `${resource} ${action}`).toBe(false);
      }
    }
    for (const action of ['superadmin', 'manager', 'business', 'owner']) {
      expect(canAccessNamed('driver', { action, resource: 'dashboard' })).toBe(false);
    }
  });

  it('lets the requesters cancel and the dispatchers dispatch requests', () => {
    expect(rolesMay('cancel')).toEqual(
      ['b2b', 'business', 'in_house_manager', 'superadmin'].sort(),
    );
    expect(rolesMay('dispatch')).toEqual(['asset_owner', 'in_house_manager', 'superadmin'].sort());
  });

  it('shows the tracking token to who orders or runs a delivery, never to an asset owner', () => {
    expect(rolesMay('track')).toEqual(['b2b', 'business', 'in_house_manager', 'superadmin'].sort());
    // Who receives a delivery is the requester's to change (and the superadmin's).
    expect(rolesMay('recipient')).toEqual(['b2b', 'business', 'superadmin'].sort());
  });

  it('lets drivers and dispatchers step, the requesters retry and read receipts (docs/drivers.md)', () => {
    expect(rolesMay('step')).toEqual(
      ['asset_owner', 'driver', 'in_house_manager', 'superadmin'].sort(),
    );
    // A failed request is the requester's (or the operator's) to retry; drivers and owners never
    // read the receipt, nor dispatch.
    for (const action of ['retry', 'receipt']) {
      expect(rolesMay(action)).toEqual(
        ['b2b', 'business', 'in_house_manager', 'superadmin'].sort(),
      );
    }
    expect(rolesMay('dispatch')).not.toContain('driver');
    // The driver's own screen is the drivers' alone.
    for (const action of ['list', 'show']) {
      expect(
        roles.filter((r) => canAccessNamed(r, { action, resource: 'driver-dispatches' })),
      ).toEqual(['driver']);
    }
  });

  it('positions: every dispatch reader may try to send (only the driver is answered), the live map for fleets (docs/positions.md)', () => {
    const who = (action: string, resource = 'dispatch-positions') =>
      roles.filter((r) => canAccessNamed(r, { action, resource })).sort();
    expect(who('create')).toEqual([...roles].sort());
    expect(who('show')).toEqual([...roles].sort());
    expect(who('list')).toEqual(
      ['asset_owner', 'business', 'in_house_manager', 'superadmin'].sort(),
    );
    expect(who('edit')).toEqual([]);
    expect(who('list', 'geocode')).toEqual(
      ['b2b', 'business', 'in_house_manager', 'superadmin'].sort(),
    );
  });

  it.each(ACTIONS)('without a role nothing is allowed: %s', (action) => {
    expect(canAccessNamed(undefined, { action, resource: 'asset-type' })).toBe(false);
    expect(canAccessNamed(null, { action, resource: 'asset-type' })).toBe(false);
  });

  it('refuses an action it does not know to everyone but the superadmin', () => {
    expect(canAccessNamed('in_house_manager', { action: 'purge', resource: 'asset-type' })).toBe(
      false,
    );
    expect(canAccessNamed('superadmin', { action: 'purge', resource: 'asset-type' })).toBe(true);
  });
});

describe('canAccess(who, { action, resource, record }): the record rules', () => {
  const owner: Who = { role: 'asset_owner', id: 'u-1', business_id: null };
  const business: Who = { role: 'business', id: 'u-2', business_id: 'b-1' };
  // An asset names its owner `owner_user_id`, a driver its employer `employer_user_id`.
  const records = {
    'the owner’s': { owner_user_id: 'u-1', employer_user_id: 'u-1', business_id: null },
    'another owner’s': { owner_user_id: 'u-9', employer_user_id: 'u-9', business_id: null },
    'the business’s in-house': { owner_user_id: null, employer_user_id: null, business_id: 'b-1' },
    'another business’s (a B2B client’s)': {
      owner_user_id: null,
      employer_user_id: null,
      business_id: 'b-9',
    },
  };
  const mine: Record<string, keyof typeof records> = {
    asset_owner: 'the owner’s',
    business: 'the business’s in-house',
  };

  it.each(Object.keys(RECORD_RULES) as Array<keyof typeof RECORD_RULES>)(
    '%s: each bound caller changes its own record only, and reads any it reaches',
    (resource) => {
      for (const who of [owner, business]) {
        if (!RECORD_RULES[resource]?.[who.role]) continue;
        for (const [name, record] of Object.entries(records)) {
          for (const action of ['edit', 'delete', 'create']) {
            if (!canAccessNamed(who.role, { action, resource })) continue;
            expect(
              canAccessNamed(who, { action, resource, record }),
              `${who.role} ${action} ${name}`,
            ).toBe(name === mine[who.role]);
          }
          expect(canAccessNamed(who, { action: 'show', resource, record })).toBe(
            canAccessNamed(who.role, { action: 'show', resource }),
          );
        }
      }
    },
  );

  it('binds owners on assets and their records, offers and drivers, businesses on all but offers', () => {
    expect(
      Object.fromEntries(
        Object.entries(RECORD_RULES).map(([r, rules]) => [r, Object.keys(rules).sort()]),
      ),
    ).toEqual({
      assets: ['asset_owner', 'business'],
      maintenance: ['asset_owner', 'business'],
      'lease-preferences': ['asset_owner'],
      documents: ['asset_owner', 'business'],
      fuel: ['asset_owner', 'business'],
      inspections: ['asset_owner', 'business'],
      'inspection-templates': ['asset_owner', 'business'],
      drivers: ['asset_owner', 'business'],
    });
  });

  it('leaves the roles without a rule to the scope: the manager edits any maintenance it reads', () => {
    const manager: Who = { role: 'in_house_manager', id: 'u-3', business_id: null };
    const record = records['another owner’s'];
    expect(canAccessNamed(manager, { action: 'edit', resource: 'maintenance', record })).toBe(true);
    expect(canAccessNamed(manager, { action: 'edit', resource: 'assets', record })).toBe(false);
  });
});

describe('canAccess for an API key (issue 20): the role narrowed by the key’s scope', () => {
  const key = (scope: 'read' | 'write', role: Role = 'business'): Who => ({ role, key: { scope } });

  it('reads what its role reads, with either scope', () => {
    for (const scope of ['read', 'write'] as const) {
      expect(canAccessNamed(key(scope), { resource: 'business-dispatches', action: 'list' })).toBe(
        true,
      );
      expect(canAccessNamed(key(scope), { resource: 'assets', action: 'show' })).toBe(true);
      expect(
        canAccessNamed(key(scope, 'b2b'), { resource: 'business-dispatches', action: 'list' }),
      ).toBe(true);
    }
  });

  it('writes only with `write`, and never beyond its role', () => {
    const create = { resource: 'business-dispatches', action: 'create' };
    expect(canAccessNamed(key('read'), create)).toBe(false);
    expect(canAccessNamed(key('write'), create)).toBe(true);
    expect(
      canAccessNamed(key('write'), { resource: 'business-dispatches', action: 'cancel' }),
    ).toBe(true);
    // A business's staff never dispatch: its key neither.
    expect(
      canAccessNamed(key('write'), { resource: 'business-dispatches', action: 'dispatch' }),
    ).toBe(false);
    expect(canAccessNamed(key('write'), { resource: 'asset-type', action: 'create' })).toBe(false);
  });

  it('never reaches keys, webhooks, staff or users; only reads money and settings', () => {
    for (const resource of ['api-keys', 'webhooks', 'staff', 'users', 'b2b-users']) {
      for (const action of [...ACTIONS, 'rotate', 'test', 'resend']) {
        expect(canAccessNamed(key('write'), { resource, action })).toBe(false);
      }
    }
    for (const resource of ['business-settings', 'my-business', 'subscriptions', 'wallet']) {
      expect(canAccessNamed(key('write'), { resource, action: 'show' })).toBe(true);
      expect(canAccessNamed(key('write'), { resource, action: 'edit' })).toBe(false);
      expect(canAccessNamed(key('write'), { resource, action: 'create' })).toBe(false);
    }
  });

  it('leaves people’s access unchanged: staff manage keys and webhooks, the operator too', () => {
    for (const resource of ['api-keys', 'webhooks']) {
      expect(canAccessNamed('business', { resource, action: 'create' })).toBe(true);
      expect(canAccessNamed('superadmin', { resource, action: 'delete' })).toBe(true);
      for (const role of ['b2b', 'asset_owner', 'in_house_manager'] as const) {
        expect(canAccessNamed(role, { resource, action: 'list' })).toBe(false);
      }
    }
  });
});

describe('the table’s names are closed lists', () => {
  it('refuses a misspelt action or resource at compile time (npm run typecheck)', () => {
    // Each line must fail to compile (`npm run check`).
    const misspelt = () => [
      // @ts-expect-error 'lsit' is no action of the table
      canAccess('superadmin', { action: 'lsit', resource: 'assets' }),
      // @ts-expect-error 'asset' is no resource of the table (it is 'assets')
      canAccess('asset_owner', { action: 'list', resource: 'asset' }),
    ];
    // What a cast would let through gets the table's answer: the superadmin's alone.
    expect(misspelt()).toEqual([true, false]);
  });

  it('checks names that arrive as strings at run time: unknown ones are the superadmin’s', () => {
    expect(canAccessNamed('asset_owner', { action: 'list', resource: 'asset' })).toBe(false);
    expect(canAccessNamed('asset_owner', { action: 'lsit', resource: 'assets' })).toBe(false);
    expect(canAccessNamed('superadmin', { action: 'list', resource: 'asset' })).toBe(true);
    expect(canAccessNamed('asset_owner', { action: 'list', resource: 'assets' })).toBe(true);
  });
});
