import { lazy } from 'react';
import PriceChangeIcon from '@mui/icons-material/PriceChange';

export const list = lazy(() => import('./TariffList').then((m) => ({ default: m.TariffList })));
export const create = lazy(() =>
  import('./TariffForms').then((m) => ({ default: m.TariffCreate })),
);
export const edit = lazy(() => import('./TariffForms').then((m) => ({ default: m.TariffEdit })));

/**
 * `<Resource name="tariffs" {...tariffs} />`: the superadmin's price grids (create, edit); the
 * manager reads them (contract/permissions.ts).
 */
const tariffs = { list, create, edit, icon: PriceChangeIcon, recordRepresentation: 'name' };
export default tariffs;
