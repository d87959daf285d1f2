import type { Role } from './roles';

/**
 * react-admin's actions, plus the API's own (`dispatch`, `cancel`, `import`, …): a closed list,
 * so a misspelt action in a guard or a `canAccess` does not compile.
 */
export const ACTIONS = [
  'list',
  'show',
  'create',
  'edit',
  'delete',
  'export',
  'import',
  // Requests and dispatches.
  'dispatch',
  'step',
  'cancel',
  'track',
  'retry',
  'receipt',
  'recipient',
  // Money (issue 30): the superadmin's price override, an invoice's payment and credit note.
  'price',
  'pay',
  'credit',
  // Businesses' wallets and approval, the superadmin's inactive plans.
  'toggle-status',
  'wallet',
  'top-up',
  'list-inactive',
  // Leases and maintenance.
  'accept',
  'decline',
  'end',
  'annul',
  'move',
  'by-business',
  // Webhook endpoints.
  'rotate',
  'test',
  'resend',
  // The dashboards, named after whose they are.
  'superadmin',
  'manager',
  'business',
  'owner',
  // Payout batches (issue 30): approved, then paid.
  'approve',
  'pay',
] as const;
export type Action = (typeof ACTIONS)[number];

/** Whether a string from outside (react-admin, a URL) names an action of the list. */
export const isAction = (value: string): value is Action =>
  (ACTIONS as readonly string[]).includes(value);

/** Who asks: a role, or a signed-in user (whose id and business the record rules compare). */
export interface Who {
  role: Role;
  id?: string | undefined;
  business_id?: string | null | undefined;
  /** An API key acting as its business (issue 20): its scope narrows the role's grants. */
  key?: { scope: 'read' | 'write' } | undefined;
}

export interface AccessRequest {
  action: Action;
  resource: Resource;
  /** A record the caller already reads: its record rule (below) decides the writes on it. */
  record?: unknown;
}

type Grant = (action: Action) => boolean;

const READ: readonly Action[] = ['list', 'show', 'export'];

const all: Grant = () => true;
/** The reads plus these actions. */
const read =
  (...more: Action[]): Grant =>
  (a) =>
    READ.includes(a) || more.includes(a);
/** Only these actions. */
const only =
  (...actions: Action[]): Grant =>
  (a) =>
    actions.includes(a);
/** Every action but these (the superadmin's row where it has no part to play). */
const allBut =
  (...actions: Action[]): Grant =>
  (a) =>
    !actions.includes(a);

const everyoneReads = {
  superadmin: all,
  in_house_manager: read(),
  business: read(),
  b2b: read(),
  asset_owner: read(),
} satisfies Partial<Record<Role, Grant>>;

/** An asset's records (issue 21): written by its owner, its business and the operator. */
const fleetRecords = (driver: Grant) => ({
  in_house_manager: all,
  business: all,
  asset_owner: all,
  driver,
});

/** A business's own records, which its staff reach without naming it. */
const ownBusiness = {
  superadmin: allBut('list', 'show', 'edit'),
  business: read('edit'),
  b2b: read(),
} satisfies Partial<Record<Role, Grant>>;

/**
 * THE permission table (docs/permissions.md): resource × role → the actions it may do. The
 * server's route guards (`permit(resource, action)` in server/plugins/auth.ts) and the app's
 * `canAccess` both read it; a role with no row for a resource is refused everything on it, and a
 * resource without a `superadmin` row lets the superadmin do everything. Which records a caller
 * reaches is the scope's (server/scope/, 404 outside); which of those it may change is the
 * record rule (RECORD_RULES below).
 */
export const PERMISSIONS = {
  // Catalogues: every signed-in role reads them; the superadmin writes and imports.
  'asset-type': everyoneReads,
  'business-types': everyoneReads,
  'request-package-types': everyoneReads,
  // The accounts of the platform: the superadmin's alone.
  users: {},
  // Businesses: the superadmin manages them (`toggle-status` approves, `wallet` and `top-up`
  // are its wallet pages); the manager reads. Business and B2B staff read only their own
  // (`my-business`): `GET /business` answers them that one.
  business: { in_house_manager: read() },
  // The staff's own business (profile, branding) and its settings: B2B staff only read them;
  // the superadmin has no business of its own (it opens each one's pages).
  'my-business': ownBusiness,
  'business-settings': ownBusiness,
  // A business's own wallet (its balance and ledger); the superadmin reads each one as `business`.
  wallet: { superadmin: only(), business: read(), b2b: read() },
  // How funds are added (a platform setting): the staff who pay read it, the superadmin writes.
  'funding-instructions': { business: read(), b2b: read() },
  // The platform's legal identity (the seller on its invoices): the superadmin writes, the
  // manager reads.
  'platform-identity': { in_house_manager: read() },
  // Plans: the superadmin's catalogue; every signed-in role reads the active ones, the
  // superadmin also the inactive ones (`list-inactive`, server/scope/plans.ts).
  plans: everyoneReads,
  // A business's subscriptions: its staff subscribe (`create`) and switch the renewal (`edit`);
  // the operator reads them per business.
  subscriptions: {
    superadmin: allBut('create', 'edit'),
    in_house_manager: read(),
    business: read('create', 'edit'),
  },
  // Staff of a business: its staff invite (`create`) and disable (`edit`) their colleagues.
  staff: {
    superadmin: allBut('create', 'edit'),
    in_house_manager: read(),
    business: read('create', 'edit'),
  },
  // Drivers (docs/drivers.md): their employer, an owner or a business's staff, invites, renames
  // and disables its own (record rule); the operator reads every driver. Drivers see none.
  drivers: {
    superadmin: read(),
    in_house_manager: read(),
    business: read('create', 'edit'),
    asset_owner: read('create', 'edit'),
  },
  // A white-label business's B2B clients and their staff (the server checks the plan).
  'b2b-clients': { in_house_manager: read(), business: read() },
  'b2b-users': { in_house_manager: read(), business: read() },
  // Assets: owners and businesses manage (and import) theirs; the manager and B2B clients read.
  // A driver opens one asset it drives (scope: its dispatches'), never the lists or pickers.
  assets: {
    in_house_manager: read(),
    business: all,
    b2b: read(),
    asset_owner: all,
    driver: only('show'),
  },
  // Requests: business and B2B staff create (and cancel), and change who receives an open one
  // (`recipient`); owners and the operator dispatch (`dispatch`: assign, move, reassign).
  // Nobody else edits, nobody deletes a request. `track`: reads a request's tracking token, a
  // capability given to whoever orders or runs the delivery, never to the asset's owner
  // (docs/tracking.md). Drivers (docs/drivers.md) move their own work by `step`s, as the
  // dispatchers may, and read it through `driver-dispatches` (never a request: no prices); a failed request is retried (`retry`) by who ordered it or the
  // operator; the delivery receipt (`receipt`) is for the request's readers but drivers and
  // asset owners.
  'business-dispatches': {
    superadmin: allBut('create'),
    in_house_manager: read('dispatch', 'step', 'cancel', 'track', 'retry', 'receipt'),
    business: read('create', 'cancel', 'recipient', 'track', 'retry', 'receipt'),
    b2b: read('create', 'cancel', 'recipient', 'track', 'retry', 'receipt'),
    asset_owner: read('dispatch', 'step'),
    driver: only('step'),
  },
  // Tariffs and quotes (issue 30, docs/money.md): the superadmin writes the tariffs (and alone
  // overrides a request's price, `price` above); the manager reads them; business and B2B staff
  // read their own business's negotiated tariff (server/scope/tariffs.ts) and ask quotes for
  // their own business.
  tariffs: { in_house_manager: read(), business: read(), b2b: read() },
  quotes: { superadmin: only(), business: only('create'), b2b: only('create') },
  // Invoices and credit notes: the superadmin issues them (`create`), records payments (`pay`)
  // and credit notes (`credit`); a business's staff read their own, the manager reads all.
  invoices: { in_house_manager: read(), business: read(), b2b: read() },
  // A white-label business issues its B2B clients' invoices now (the server checks the plan);
  // the superadmin issues everyone's through `invoices`.
  'client-invoices': { superadmin: only(), business: only('create') },
  // The accounting export of a period (the platform's journal): the superadmin's alone.
  'accounting-export': { superadmin: only('export') },
  // A driver's own screen (`GET /driver-dispatches`) and its dispatches (`GET /asset-dispatch/{id}`,
  // without the price): drivers only.
  'driver-dispatches': { superadmin: only(), driver: read() },
  // Positions (docs/positions.md): a dispatch's trail and ETA (`show`) are read as the dispatch
  // is; the live map (`list`) by who follows a fleet (not B2B clients, not drivers). Sending
  // (`create`) is answered to the dispatch's driver only: any other caller is told 404, as for
  // a dispatch it does not see.
  'dispatch-positions': {
    superadmin: read('create'),
    in_house_manager: read('create'),
    business: read('create'),
    b2b: only('show', 'create'),
    asset_owner: read('create'),
    driver: only('show', 'create'),
  },
  // The address search (GEOCODER_URL): who writes a request's addresses.
  geocode: {
    superadmin: only('list'),
    in_house_manager: only('list'),
    business: only('list'),
    b2b: only('list'),
  },
  // What an owner's assets earned; the operator reads every owner's.
  earnings: { in_house_manager: read(), asset_owner: read() },
  // Leases (issue 9): owners publish their terms (`lease-preferences`), accept or decline the
  // proposals and end active leases; businesses browse the market (`lease-market`, the same
  // API answered to them), propose (`create`), withdraw a pending proposal (`cancel`) and end;
  // the operator reads all, cancels or ends, and alone annuls a running lease (`annul`, a
  // `cancel` of an active lease); B2B clients see none.
  'lease-preferences': {
    superadmin: allBut('create'),
    in_house_manager: read(),
    asset_owner: all,
  },
  'lease-market': { superadmin: allBut('list', 'show'), business: read() },
  leases: {
    superadmin: allBut('create', 'accept', 'decline'),
    in_house_manager: read('cancel', 'end', 'annul'),
    business: read('create', 'cancel', 'end'),
    asset_owner: read('accept', 'decline', 'end'),
  },
  // Maintenance (issue 9, docs/maintenance.md): owners and businesses schedule, edit and move
  // (`move`: start, complete, cancel) the work on their own assets, the operator on any
  // (`by-business`: one business's, for its staff and the operator); B2B clients see none.
  maintenance: {
    in_house_manager: read('create', 'edit', 'move', 'by-business'),
    business: read('create', 'edit', 'move', 'by-business'),
    asset_owner: read('create', 'edit', 'move'),
  },
  // Compliance (issue 21, docs/compliance.md): the superadmin manages document kinds, inspection
  // templates and the settings; owners, business staff and the operator record their assets'
  // (and drivers') documents, fuel and inspections, and extend the templates for their assets;
  // a driver reads its own documents and fills fuel and inspections of the assets it drives.
  'document-kinds': { ...everyoneReads, driver: read() },
  'compliance-settings': { ...everyoneReads, driver: read() },
  documents: fleetRecords(read()),
  fuel: fleetRecords(read('create')),
  inspections: fleetRecords(read('create')),
  'inspection-templates': fleetRecords(read()),
  compliance: { in_house_manager: read(), business: read(), asset_owner: read() },
  'fleet-report': { in_house_manager: read(), business: read(), asset_owner: read() },
  // Integrations (issue 20, docs/integrations.md): a business's staff manage its API keys and
  // webhook endpoints (`rotate` a signing secret, `test` an endpoint, `resend` a delivery); the
  // superadmin each business's. Never an API key (KEY_NEVER below).
  'api-keys': { business: all },
  webhooks: { business: all },
  // Rounds (issue 29, docs/rounds.md): owners and businesses plan their own fleet's day from
  // their depots (`create` optimises, `edit` moves stops, `dispatch` publishes and inserts), the
  // manager any fleet's; a driver reads its own published rounds and skips a stop (`step`,
  // docs/rounds.md "The driver's round"). Never B2B clients.
  depots: { in_house_manager: read(), business: all, asset_owner: all },
  rounds: {
    in_house_manager: read('create', 'edit', 'dispatch'),
    business: read('create', 'edit', 'dispatch'),
    asset_owner: read('create', 'edit', 'dispatch'),
    driver: only('list', 'show', 'step'),
  },
  // An owner's own settings (issue 29, docs/rounds.md "Auto-dispatch"): his alone to read and
  // change; the superadmin has none of its own (rows without a role).
  'owner-settings': { superadmin: only(), asset_owner: only('show', 'edit') },
  // Personal data (issue 31, docs/privacy.md): every signed-in person downloads its own
  // (`export`); the superadmin erases anyone's, a business its drivers' and staff's and its
  // requests' recipients (`delete`, in its scope). The audit log: the superadmin reads all of
  // it, a business its own staff's and drivers' entries.
  'personal-data': {
    superadmin: only('export', 'delete'),
    in_house_manager: only('export'),
    business: only('export', 'delete'),
    b2b: only('export'),
    asset_owner: only('export'),
    driver: only('export'),
  },
  'audit-log': { superadmin: read(), business: read() },
  // Owners' payouts (issue 30, docs/money.md): an owner sets its own bank details and reads its
  // statements; the operator reads every statement; the superadmin alone issues them, adds
  // adjustments and builds, approves, downloads and pays the batches (rows without a role).
  'bank-details': { superadmin: only(), asset_owner: only('show', 'edit') },
  'payout-statements': { in_house_manager: read(), asset_owner: read() },
  'payout-batches': {},
  'payout-adjustments': {},
  // Each role's dashboard (the action names whose): the superadmin also opens the manager's.
  dashboard: {
    superadmin: only('superadmin', 'manager'),
    in_house_manager: only('manager'),
    business: only('business'),
    asset_owner: only('owner'),
  },
} satisfies Record<string, Partial<Record<Role, Grant>>>;

/** The table's resources: a closed list, so a misspelt resource does not compile. */
export type Resource = keyof typeof PERMISSIONS;

/** Whether a string from outside (react-admin's resource names) is a resource of the table. */
export const isResource = (value: string): value is Resource => Object.hasOwn(PERMISSIONS, value);

type RecordRule = (who: Who, record: Record<string, unknown>) => boolean;

const ownAsset: RecordRule = (who, r) => r.owner_user_id === who.id;
/** A business's in-house asset (owned by no person): a white-label parent only reads its clients'. */
const ownInHouseAsset: RecordRule = (who, r) =>
  (r.owner_user_id ?? null) === null && r.business_id === who.business_id;
/** A driver an owner employs, or one a business employs for its in-house fleet. */
const ownDriver: RecordRule = (who, r) => r.employer_user_id === who.id;
const ownBusinessDriver: RecordRule = (who, r) =>
  (r.employer_user_id ?? null) === null && r.business_id === who.business_id;

/**
 * Which records, among those a role reads, it may change (every action but the reads): an
 * owner its own assets (and their work, their offers), business staff their in-house assets;
 * each its own drivers. A role without a rule here changes whatever it reads.
 */
export const RECORD_RULES: Partial<Record<Resource, Partial<Record<Role, RecordRule>>>> = {
  assets: { asset_owner: ownAsset, business: ownInHouseAsset },
  maintenance: { asset_owner: ownAsset, business: ownInHouseAsset },
  'lease-preferences': { asset_owner: ownAsset },
  documents: { asset_owner: ownAsset, business: ownInHouseAsset },
  fuel: { asset_owner: ownAsset, business: ownInHouseAsset },
  inspections: { asset_owner: ownAsset, business: ownInHouseAsset },
  'inspection-templates': { asset_owner: ownAsset, business: ownInHouseAsset },
  drivers: { asset_owner: ownDriver, business: ownBusinessDriver },
};

/**
 * What an API key never reaches, whatever its scope (issue 20): the keys and webhooks
 * themselves, people (staff, drivers, users, B2B clients' users) and the web app's own pages.
 */
export const KEY_NEVER = new Set<Resource>([
  'api-keys',
  'webhooks',
  'staff',
  'drivers',
  'users',
  'b2b-users',
  'dashboard',
  'personal-data',
  'audit-log',
  'bank-details',
  'owner-settings',
]);
/** What a key only reads, even with `write`: a business's profile, settings and money settings. */
export const KEY_READ_ONLY = new Set<Resource>([
  'my-business',
  'business',
  'business-settings',
  'subscriptions',
  'wallet',
  'funding-instructions',
  'plans',
  'invoices',
  'client-invoices',
]);

/** Whether a key of `scope` may do `action` on `resource` (before its role's own grant). */
export function keyMay(scope: 'read' | 'write', resource: Resource, action: Action): boolean {
  if (KEY_NEVER.has(resource)) return false;
  if (READ.includes(action)) return true;
  return scope === 'write' && !KEY_READ_ONLY.has(resource);
}

/** Whether `who` may do `action` on `resource` (on `record`, when given). */
export function canAccess(
  who: Role | Who | undefined | null,
  { action, resource, record }: AccessRequest,
): boolean {
  if (!who) return false;
  const user: Who = typeof who === 'string' ? { role: who } : who;
  if (user.key && !keyMay(user.key.scope, resource, action)) return false;
  const rules: Partial<Record<Role, Grant>> | undefined = PERMISSIONS[resource];
  const grant = rules?.[user.role] ?? (user.role === 'superadmin' ? all : undefined);
  if (!grant?.(action)) return false;
  const rule = RECORD_RULES[resource]?.[user.role];
  if (!rule || !record || typeof record !== 'object' || READ.includes(action)) return true;
  return rule(user, record as Record<string, unknown>);
}

/**
 * `canAccess` for names that arrive as strings (react-admin's resources and actions): a name the
 * table does not know is the superadmin's alone, as a resource without a row is.
 */
export function canAccessNamed(
  who: Role | Who | undefined | null,
  { action, resource, record }: { action: string; resource: string; record?: unknown },
): boolean {
  if (isAction(action) && isResource(resource)) return canAccess(who, { action, resource, record });
  const user = typeof who === 'string' ? { role: who } : who;
  return user?.role === 'superadmin' && !user.key;
}
