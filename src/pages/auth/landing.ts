import type { Role } from '../../../contract/roles';
import { getRole } from '../../providers/store';

/** The roles whose own screen is their home rather than the dashboard (a driver's phone screen). */
const HOME: Partial<Record<Role, string>> = { driver: '/driver' };

/** Where a sign-in lands when no page sent the visitor to it: the role's home, else the dashboard. */
export const landingPath = (): string => {
  const role = getRole();
  return (role && HOME[role]) || '/';
};
