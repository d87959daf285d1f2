import { lazy } from 'react';
import ApartmentIcon from '@mui/icons-material/Apartment';

export const list = lazy(() =>
  import('./B2bClientList').then((m) => ({ default: m.B2bClientList })),
);
export const show = lazy(() =>
  import('./B2bClientShow').then((m) => ({ default: m.B2bClientShow })),
);

/**
 * `<Resource name="b2b-clients" {...b2bClients} />` (GET /business/b2b-clients): a white-label
 * business's B2B clients, read only.
 */
const b2bClients = { list, show, icon: ApartmentIcon, recordRepresentation: 'name' };
export default b2bClients;
