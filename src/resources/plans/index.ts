import { lazy } from 'react';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';

export const list = lazy(() => import('./PlanList').then((m) => ({ default: m.PlanList })));
export const create = lazy(() => import('./PlanCreate').then((m) => ({ default: m.PlanCreate })));
export const edit = lazy(() => import('./PlanEdit').then((m) => ({ default: m.PlanEdit })));

/**
 * `<Resource name="plans" {...plans} />`: the superadmin's catalogue of plans (create, edit,
 * delete); the in-house manager and business staff read it (contract/permissions.ts).
 */
const plans = { list, create, edit, icon: WorkspacePremiumIcon, recordRepresentation: 'name' };
export default plans;
