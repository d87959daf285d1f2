import { z } from 'zod';

/** The roles (docs/permissions.md), with the `user_type` number the client derives from each. */
export const roles = [
  'asset_owner',
  'business',
  'b2b',
  'in_house_manager',
  'superadmin',
  'driver',
] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

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

export const userTypeOf = (r: unknown): number =>
  typeof r === 'string' && r in USER_TYPE_BY_ROLE
    ? USER_TYPE_BY_ROLE[r as Role]
    : DEFAULT_USER_TYPE;
