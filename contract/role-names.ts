/** The roles (docs/permissions.md; their schema, `role`, in roles.ts), with the `user_type` number the client derives from each. */
export const roles = [
  'asset_owner',
  'business',
  'b2b',
  'in_house_manager',
  'superadmin',
  'driver',
] as const;
export type Role = (typeof roles)[number];

export const USER_TYPE_BY_ROLE: Record<Role, number> = {
  asset_owner: 1,
  business: 2,
  b2b: 3,
  in_house_manager: 4,
  superadmin: 5,
  driver: 6,
};

/** The default `user_type` is 1 (asset owner) when no role is known. */
export const DEFAULT_USER_TYPE = 1;

/** Whether `r` is a role: the `role` schema's check without zod (the tracking page has none). */
export const isRole = (r: unknown): r is Role =>
  typeof r === 'string' && Object.hasOwn(USER_TYPE_BY_ROLE, r);

export const userTypeOf = (r: unknown): number =>
  isRole(r) ? USER_TYPE_BY_ROLE[r] : DEFAULT_USER_TYPE;
