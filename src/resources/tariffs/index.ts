import { lazy } from 'react';
import PriceChangeIcon from '@mui/icons-material/PriceChange';

export const list = lazy(() => import('./TariffList').then((m) => ({ default: m.TariffList })));
export const create = lazy(() =>
  import('./TariffForms').then((m) => ({ default: m.TariffCreate })),
);
export const edit = lazy(() => import('./TariffForms').then((m) => ({ default: m.TariffEdit })));
export const show = lazy(() => import('./TariffShow').then((m) => ({ default: m.TariffShow })));

/**
 * `<Resource name="tariffs" {...tariffs} />`: the superadmin's price grids (create, edit); the
 * manager reads them, and business staff their own contract, on the list and the show page
 * (contract/permissions.ts).
 */
const tariffs = { list, create, edit, show, icon: PriceChangeIcon, recordRepresentation: 'name' };
export default tariffs;
