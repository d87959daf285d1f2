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
  // Businesses: the operator's staff read the list (the approval queue); writes come later.
  business: {
    in_house_manager: (a) => READ.has(a),
  },
};

export function canAccess(
  role: Role | undefined | null,
  { action, resource }: AccessRequest,
): boolean {
  if (!role) return false;
  if (role === 'superadmin') return true;
  const rule = RULES[resource]?.[role];
  return rule ? rule(action) : false;
}

export const isWriteAction = (action: Action) => WRITE.has(action);
