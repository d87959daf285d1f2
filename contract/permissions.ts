import type { Role } from './roles';

/** react-admin's actions, plus the API's own (`dispatch`, `cancel`, `import`, …). */
export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | string;

/** Who asks: a role, or a signed-in user (whose id and business the record rules compare). */
export interface Who {
  role: Role;
  id?: string | undefined;
  business_id?: string | null | undefined;
}

export interface AccessRequest {
  action: Action;
  resource: string;
  /** A record the caller already reads: its record rule (below) decides the writes on it. */
  record?: unknown;
}

type Grant = (action: Action) => boolean;

const READ = ['list', 'show', 'export'];
const WRITE = new Set(['create', 'edit', 'delete']);

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
export const PERMISSIONS: Record<string, Partial<Record<Role, Grant>>> = {
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
  // A white-label business's B2B clients and their staff (the server checks the plan).
  'b2b-clients': { in_house_manager: read(), business: read() },
  'b2b-users': { in_house_manager: read(), business: read() },
  // Assets: owners and businesses manage (and import) theirs; the manager and B2B clients read.
  assets: {
    in_house_manager: read(),
    business: all,
    b2b: read(),
    asset_owner: all,
  },
  // Requests: business and B2B staff create (and cancel), and change who receives an open one
  // (`recipient`); owners and the operator dispatch (`dispatch`: assign, move, reassign).
  // Nobody else edits, nobody deletes a request. `track`: reads a request's tracking token, a
  // capability given to whoever orders or runs the delivery, never to the asset's owner
  // (docs/tracking.md).
  'business-dispatches': {
    superadmin: allBut('create'),
    in_house_manager: read('dispatch', 'cancel', 'track'),
    business: read('create', 'cancel', 'recipient', 'track'),
    b2b: read('create', 'cancel', 'recipient', 'track'),
    asset_owner: read('dispatch'),
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
  // Each role's dashboard (the action names whose): the superadmin also opens the manager's.
  dashboard: {
    superadmin: only('superadmin', 'manager'),
    in_house_manager: only('manager'),
    business: only('business'),
    asset_owner: only('owner'),
  },
};

type RecordRule = (who: Who, record: Record<string, unknown>) => boolean;

const ownAsset: RecordRule = (who, r) => r.owner_user_id === who.id;
/** A business's in-house asset (owned by no person): a white-label parent only reads its clients'. */
const ownInHouseAsset: RecordRule = (who, r) =>
  (r.owner_user_id ?? null) === null && r.business_id === who.business_id;

/**
 * Which records, among those a role reads, it may change (every action but the reads): an
 * owner its own assets (and their work, their offers), business staff their in-house assets.
 * A role without a rule here changes whatever it reads.
 */
export const RECORD_RULES: Record<string, Partial<Record<Role, RecordRule>>> = {
  assets: { asset_owner: ownAsset, business: ownInHouseAsset },
  maintenance: { asset_owner: ownAsset, business: ownInHouseAsset },
  'lease-preferences': { asset_owner: ownAsset },
  documents: { asset_owner: ownAsset, business: ownInHouseAsset },
  fuel: { asset_owner: ownAsset, business: ownInHouseAsset },
  inspections: { asset_owner: ownAsset, business: ownInHouseAsset },
  'inspection-templates': { asset_owner: ownAsset, business: ownInHouseAsset },
};

/** Whether `who` may do `action` on `resource` (on `record`, when given). */
export function canAccess(
  who: Role | Who | undefined | null,
  { action, resource, record }: AccessRequest,
): boolean {
  if (!who) return false;
  const user: Who = typeof who === 'string' ? { role: who } : who;
  const rules = PERMISSIONS[resource];
  const grant = rules?.[user.role] ?? (user.role === 'superadmin' ? all : undefined);
  if (!grant?.(action)) return false;
  const rule = RECORD_RULES[resource]?.[user.role];
  if (!rule || !record || typeof record !== 'object' || READ.includes(action)) return true;
  return rule(user, record as Record<string, unknown>);
}

/** The roles `canAccess` lets do `action` on `resource` (for the API's guards and docs). */
export const rolesFor = (resource: string, action: Action, among: readonly Role[]): Role[] =>
  among.filter((role) => canAccess(role, { action, resource }));

export const isWriteAction = (action: Action) => WRITE.has(action);
