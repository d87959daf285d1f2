import { lazy } from 'react';
import AssignmentIcon from '@mui/icons-material/Assignment';

export const list = lazy(() => import('./RequestList').then((m) => ({ default: m.RequestList })));
export const create = lazy(() =>
  import('./RequestCreate').then((m) => ({ default: m.RequestCreate })),
);
export const show = lazy(() => import('./RequestShow').then((m) => ({ default: m.RequestShow })));
export const icon = AssignmentIcon;
/** A request reads as its route (its id means nothing to a person). */
export const recordRepresentation = (record: {
  pickup_address?: string;
  dropoff_address?: string;
}) => `${record.pickup_address ?? ''} → ${record.dropoff_address ?? ''}`;

/** `<Resource name="business-dispatches" {...requests} />`: transport requests. */
const requests = { list, create, show, icon, recordRepresentation };
export default requests;
