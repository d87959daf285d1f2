import { lazy } from 'react';
import StoreIcon from '@mui/icons-material/Store';

// Lazy views: opening a route loads its code behind the route spinner.
export const list = lazy(() => import('./BusinessList').then((m) => ({ default: m.BusinessList })));
export const create = lazy(() =>
  import('./BusinessCreate').then((m) => ({ default: m.BusinessCreate })),
);
export const edit = lazy(() => import('./BusinessEdit').then((m) => ({ default: m.BusinessEdit })));
export const show = lazy(() => import('./BusinessShow').then((m) => ({ default: m.BusinessShow })));

/**
 * `<Resource name="business" {...business} />`: the superadmin manages businesses (create,
 * edit, approve, delete, wallets); the in-house manager reads them (contract/permissions.ts).
 */
const business = { list, create, edit, show, icon: StoreIcon, recordRepresentation: 'name' };
export default business;
