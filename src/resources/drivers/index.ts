import { lazy } from 'react';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';

export const list = lazy(() => import('./DriverList').then((m) => ({ default: m.DriverList })));
export const create = lazy(() =>
  import('./DriverCreate').then((m) => ({ default: m.DriverCreate })),
);
export const edit = lazy(() => import('./DriverEdit').then((m) => ({ default: m.DriverEdit })));
export const show = lazy(() => import('./DriverShow').then((m) => ({ default: m.DriverShow })));

/**
 * `<Resource name="drivers" {...drivers} />` (GET /drivers, docs/drivers.md): owners and
 * businesses invite, edit and disable their drivers; the manager and the superadmin read them
 * (contract/permissions.ts, `drivers`). A driver's page shows its documents.
 */
const drivers = { list, create, edit, show, icon: BadgeIcon, recordRepresentation: 'name' };
export default drivers;
