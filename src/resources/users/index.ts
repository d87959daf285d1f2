import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';

// Lazy views, like asset-type: opening a route loads its code behind the route spinner.
export const list = lazy(() => import('./UserList').then((m) => ({ default: m.UserList })));
export const create = lazy(() => import('./UserCreate').then((m) => ({ default: m.UserCreate })));
export const show = lazy(() => import('./UserShow').then((m) => ({ default: m.UserShow })));

/** `<Resource name="users" {...users} />`: the superadmin's only (contract/permissions.ts). */
const users = { list, create, show, icon: PeopleIcon, recordRepresentation: 'name' };
export default users;
