import { lazy } from 'react';
import StorefrontIcon from '@mui/icons-material/Storefront';

export const list = lazy(() => import('./views').then((m) => ({ default: m.BusinessTypeList })));
export const create = lazy(() =>
  import('./views').then((m) => ({ default: m.BusinessTypeCreate })),
);
export const edit = lazy(() => import('./views').then((m) => ({ default: m.BusinessTypeEdit })));
export const icon = StorefrontIcon;
export const recordRepresentation = 'name';

/** `<Resource name="business-types" {...businessTypes} />` (superadmin CRUD, others read). */
const businessTypes = { list, create, edit, icon, recordRepresentation };
export default businessTypes;
