import { lazy } from 'react';
import BadgeIcon from '@mui/icons-material/Badge';

export const list = lazy(() => import('./B2bUserList').then((m) => ({ default: m.B2bUserList })));

/**
 * `<Resource name="b2b-users" {...b2bUsers} />` (GET /business/b2b-users): the staff of a
 * white-label business's B2B clients, read only.
 */
const b2bUsers = { list, icon: BadgeIcon, recordRepresentation: 'name' };
export default b2bUsers;
