import { lazy } from 'react';
import GroupIcon from '@mui/icons-material/Group';

export const list = lazy(() => import('./StaffList').then((m) => ({ default: m.StaffList })));
export const create = lazy(() => import('./StaffCreate').then((m) => ({ default: m.StaffCreate })));

/**
 * `<Resource name="staff" {...staff} />` (GET /business/staff): a business's staff invite and
 * disable their colleagues (contract/permissions.ts).
 */
const staff = { list, create, icon: GroupIcon, recordRepresentation: 'name' };
export default staff;
