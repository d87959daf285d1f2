import { lazy } from 'react';
import FactCheckIcon from '@mui/icons-material/FactCheck';

export const create = lazy(() =>
  import('./InspectionCreate').then((m) => ({ default: m.InspectionCreate })),
);

/** `<Resource name="inspections" {...inspections} />`: the phone's pre-trip inspection. */
const inspections = { create, icon: FactCheckIcon };
export default inspections;
