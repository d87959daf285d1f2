import { lazy } from 'react';
import { Route } from 'react-router-dom';
import BuildIcon from '@mui/icons-material/Build';

// Lazy views: opening a route loads its code behind the route spinner.
export const list = lazy(() =>
  import('./MaintenanceList').then((m) => ({ default: m.MaintenanceList })),
);
export const create = lazy(() =>
  import('./MaintenanceCreate').then((m) => ({ default: m.MaintenanceCreate })),
);
export const edit = lazy(() =>
  import('./MaintenanceEdit').then((m) => ({ default: m.MaintenanceEdit })),
);
export const show = lazy(() =>
  import('./MaintenanceShow').then((m) => ({ default: m.MaintenanceShow })),
);
const UpcomingMaintenance = lazy(() =>
  import('./UpcomingMaintenance').then((m) => ({ default: m.UpcomingMaintenance })),
);

/**
 * `<Resource name="maintenance" {...maintenance} />`: scheduled work on assets (owners and
 * businesses theirs, the manager and the superadmin all; contract/permissions.ts), plus
 * `#/maintenance/upcoming`, the scheduled work by due date (a route of the resource: a static
 * segment wins over the records' `:id`).
 */
const maintenance = {
  list,
  create,
  edit,
  show,
  icon: BuildIcon,
  recordRepresentation: 'title',
  children: <Route path="upcoming" element={<UpcomingMaintenance />} />,
};
export default maintenance;
