import type { Role } from './roles';

/** react-admin's actions, plus the API's own. */
export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | string;

export interface AccessRequest {
  action: Action;
  resource: string;
  record?: unknown;
}

const READ = new Set(['list', 'show', 'export']);
const WRITE = new Set(['create', 'edit', 'delete']);

/**
 * What each role may do by resource (product.md, "What each role may do"). This is
 * resource-level only: which records a caller may touch is the server's scope check.
 * The UI uses it to hide what the server would refuse anyway.
 */
const RULES: Record<string, Partial<Record<Role, (action: Action) => boolean>>> = {
  'asset-type': {
    superadmin: () => true,
    in_house_manager: (a) => READ.has(a),
    business: (a) => READ.has(a),
    b2b: (a) => READ.has(a),
    asset_owner: (a) => READ.has(a),
  },
  // The users resource is the superadmin's alone (the superadmin passes every rule below).
  users: {},
  // Businesses: the superadmin manages them (and approves: `toggle-status`); the manager reads.
  business: {
    in_house_manager: (a) => READ.has(a),
  },
  // Plans: the superadmin's catalogue; business staff read the active ones to subscribe.
  plans: {
    in_house_manager: (a) => READ.has(a),
    business: (a) => READ.has(a),
  },
  // A business's subscriptions: its staff read them and subscribe (`create`).
  subscriptions: {
    in_house_manager: (a) => READ.has(a),
    business: (a) => READ.has(a) || a === 'create' || a === 'edit',
  },
  // Staff of a business: its staff invite (`create`) and disable (`edit`) their colleagues.
  staff: {
    in_house_manager: (a) => READ.has(a),
    business: (a) => READ.has(a) || a === 'create' || a === 'edit',
  },
  // A white-label business's B2B clients and their staff (the server checks the plan).
  'b2b-clients': {
    in_house_manager: (a) => READ.has(a),
    business: (a) => READ.has(a),
  },
  'b2b-users': {
    in_house_manager: (a) => READ.has(a),
    business: (a) => READ.has(a),
  },
  // The staff's own business page (profile, settings, branding): B2B staff only read it.
  'my-business': {
    business: (a) => READ.has(a) || a === 'edit',
    b2b: (a) => READ.has(a),
  },
  // Business and request package types: like asset types (superadmin writes, others read).
  'business-types': {
    in_house_manager: (a) => READ.has(a),
    business: (a) => READ.has(a),
    b2b: (a) => READ.has(a),
    asset_owner: (a) => READ.has(a),
  },
  'request-package-types': {
    in_house_manager: (a) => READ.has(a),
    business: (a) => READ.has(a),
    b2b: (a) => READ.has(a),
    asset_owner: (a) => READ.has(a),
  },
  // Assets: owners and businesses manage theirs; the manager and b2b clients only read.
  assets: {
    in_house_manager: (a) => READ.has(a),
    business: () => true,
    b2b: (a) => READ.has(a),
    asset_owner: () => true,
  },
  // Requests: business and b2b staff create (and cancel: the `cancel` action); owners and the
  // manager read them to dispatch (the `dispatch` action). Nobody edits or deletes a request.
  'business-dispatches': {
    in_house_manager: (a) => READ.has(a) || a === 'dispatch' || a === 'cancel',
    business: (a) => READ.has(a) || a === 'create' || a === 'cancel',
    b2b: (a) => READ.has(a) || a === 'create' || a === 'cancel',
    asset_owner: (a) => READ.has(a) || a === 'dispatch',
  },
  // Leases (issue 9): owners publish their terms (`lease-preferences`), accept or decline the
  // proposals and end active leases; businesses browse the market (`lease-market`, the same
  // API answered to them), propose (`create`), withdraw a pending proposal (`cancel`) and end;
  // the manager reads all and cancels or ends; b2b clients see none.
  'lease-preferences': {
    in_house_manager: (a) => READ.has(a),
    asset_owner: () => true,
  },
  'lease-market': {
    business: (a) => READ.has(a),
  },
  leases: {
    in_house_manager: (a) => READ.has(a) || a === 'cancel' || a === 'end',
    business: (a) => READ.has(a) || a === 'create' || a === 'cancel' || a === 'end',
    asset_owner: (a) => READ.has(a) || a === 'accept' || a === 'decline' || a === 'end',
  },
  // Maintenance (issue 9, docs/maintenance.md): owners and businesses schedule, edit and move
  // (`move`: start, complete, cancel) the work on their own assets, the manager on any; b2b
  // clients see none. Nothing is deleted (the API has no such route).
  maintenance: {
    in_house_manager: (a) => READ.has(a) || a === 'create' || a === 'edit' || a === 'move',
    business: (a) => READ.has(a) || a === 'create' || a === 'edit' || a === 'move',
    asset_owner: (a) => READ.has(a) || a === 'create' || a === 'edit' || a === 'move',
  },
};

/**
 * What only a business's own staff do: the superadmin, who may do everything else, has no
 * business of its own to open or subscribe (it does both per business, from its page).
 */
const STAFF_ONLY = new Set([
  'my-business:list',
  'my-business:show',
  'my-business:edit',
  'subscriptions:create',
  // Nor assets to offer, nor a wallet to lease with: the parties' own moves (it cancels, ends).
  'lease-preferences:create',
  'lease-market:list',
  'lease-market:show',
  'leases:create',
  'leases:accept',
  'leases:decline',
]);

export function canAccess(
  role: Role | undefined | null,
  { action, resource }: AccessRequest,
): boolean {
  if (!role) return false;
  if (role === 'superadmin') return !STAFF_ONLY.has(`${resource}:${action}`);
  const rule = RULES[resource]?.[role];
  return rule ? rule(action) : false;
}

export const isWriteAction = (action: Action) => WRITE.has(action);
