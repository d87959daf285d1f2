import { lazy } from 'react';
import QueryStatsIcon from '@mui/icons-material/QueryStats';

export const list = lazy(() =>
  import('./FleetReportList').then((m) => ({ default: m.FleetReportList })),
);

/** `<Resource name="fleet-report" {...fleetReport} />`: cost and profit per asset. */
const fleetReport = { list, icon: QueryStatsIcon };
export default fleetReport;
