import {
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { ListButton } from '../../../resources/common/LabelledLinkButtons';
import { Link } from 'react-router-dom';
import { WAITING_MINUTES } from '../../../../contract/manager-dashboard';
import { REQUEST_STATUSES, type RequestStatus } from '../../../../contract/request';
import { DashboardPanel } from '../DashboardCard';
import { FigureLink } from './FigureLink';
import { Figures } from './Figures';
import { dashboardLinks } from './links';
import type { ManagerDashboardQuery } from './useManagerDashboard';

const PERIODS = [
  { key: 'today', counts: 'requests_today', from: 'today_start' },
  { key: 'week', counts: 'requests_this_week', from: 'week_start' },
] as const;

/**
 * Dispatch at a glance: the requests waiting too long for an asset, then today's and this
 * week's requests by status (UTC), each figure a link into the list filtered the same way.
 */
export const RequestsPanel = ({ query }: { query: ManagerDashboardQuery }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <DashboardPanel title="flotte.dashboards.dispatch">
      <Figures query={query}>
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
            <Table size="small" aria-label={translate('flotte.operations.requests.table')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('flotte.operations.requests.status')}</TableCell>
                  <TableCell align="right">
                    {translate('flotte.operations.requests.today')}
                  </TableCell>
                  <TableCell align="right">
                    {translate('flotte.operations.requests.this_week')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {REQUEST_STATUSES.map((status: RequestStatus) => (
                  <TableRow key={status}>
                    <TableCell component="th" scope="row">
                      {translate(`resources.business-dispatches.statuses.${status}`)}
                    </TableCell>
                    {PERIODS.map(({ key, counts, from }) => {
                      const count = data[counts][status];
                      return (
                        <TableCell key={key} align="right">
                          <MuiLink
                            component={Link}
                            to={dashboardLinks.requests(status, data[from])}
                            aria-label={translate(
                              `flotte.operations.requests.${key}_link.${status}`,
                              { smart_count: count },
                            )}
                          >
                            {count.toLocaleString(locale)}
                          </MuiLink>
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography variant="caption" color="text.secondary">
              {translate('flotte.operations.utc_hint')}
            </Typography>
          </Stack>
        )}
      </Figures>
      <ListButton
        resource="business-dispatches"
        label="flotte.dashboards.requests_open"
        variant="outlined"
        sx={{ mt: 2 }}
      />
    </DashboardPanel>
  );
};
