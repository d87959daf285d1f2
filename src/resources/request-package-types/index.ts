import { lazy } from 'react';
import InventoryIcon from '@mui/icons-material/Inventory2';

export const list = lazy(() => import('./views').then((m) => ({ default: m.PackageTypeList })));
export const create = lazy(() => import('./views').then((m) => ({ default: m.PackageTypeCreate })));
export const edit = lazy(() => import('./views').then((m) => ({ default: m.PackageTypeEdit })));
export const icon = InventoryIcon;
export const recordRepresentation = 'name';

/** `<Resource name="request-package-types" {...packageTypes} />` (superadmin CRUD). */
const packageTypes = { list, create, edit, icon, recordRepresentation };
export default packageTypes;
