import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { WAITING_MINUTES } from '../../../../contract/manager-dashboard';
import { FigureLink } from '../figures/FigureLink';
import { dashboardLinks } from '../figures/links';
import { QueryPanel } from '../figures/QueryFigures';
import { PanelListButton, RequestsByPeriod } from '../figures/SharedPanels';
import type { ManagerDashboardQuery } from '../figures/useRoleDashboard';

/**
 * Dispatch at a glance: the requests waiting too long for an asset, then today's and this
 * week's requests by status (UTC), each figure a link into the list filtered the same way.
 */
export const RequestsPanel = ({ query }: { query: ManagerDashboardQuery }) => {
  const translate = useTranslate();
  return (
    <QueryPanel
      title="flotte.dashboards.dispatch"
      query={query}
      footer={
        <PanelListButton resource="business-dispatches" label="flotte.dashboards.requests_open" />
      }
    >
      {(data) => (
        <Stack spacing={2}>
          <FigureLink
            to={dashboardLinks.waiting()}
            count={data.requests_waiting}
            caption={translate('flotte.operations.requests.waiting_caption', {
              minutes: WAITING_MINUTES,
            })}
            label={translate('flotte.operations.requests.waiting', {
              smart_count: data.requests_waiting,
              minutes: WAITING_MINUTES,
            })}
            tone="warning"
          />
          <RequestsByPeriod data={data} />
        </Stack>
      )}
    </QueryPanel>
  );
};
