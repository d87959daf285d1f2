import { Alert, Box, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useTranslate } from 'react-admin';
import { CreateButton, ListButton } from '../../resources/common/LabelledLinkButtons';
import { REQUEST_STATUSES } from '../../../contract/request';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { DashboardPanel } from './DashboardCard';
import { PanelWays } from './figures/SharedPanels';

/**
 * Transport requests by status (GET /requests/stats, scoped by the server) as small count
 * cards, with the way to the list (and to a new request for those who may create one). No
 * request yet: the translated empty state.
 */
export const RequestStatsPanel = ({
  title = 'flotte.dashboards.requests',
  empty = 'flotte.dashboards.requests_empty',
}: {
  title?: string;
  empty?: string;
}) => {
  const translate = useTranslate();
  const dataProvider = useFlotteDataProvider();
  const { data, error } = useQuery({
    queryKey: ['business-dispatches', 'stats'],
    queryFn: () => dataProvider.getRequestStats(),
  });
  return (
    <DashboardPanel title={title}>
      {error ? (
        <Alert severity="error">{translate(error.message)}</Alert>
      ) : data && data.total === 0 ? (
        <Typography color="text.secondary">{translate(empty)}</Typography>
      ) : data ? (
        <Grid container spacing={1}>
          {REQUEST_STATUSES.map((status) => (
            <Grid key={status} size={{ xs: 6, sm: 4 }}>
              <Box
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, height: '100%' }}
              >
                <Typography
                  component="span"
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  {translate(`resources.business-dispatches.statuses.${status}`)}
                </Typography>
                <Typography component="span" variant="h5" sx={{ display: 'block' }}>
                  {data[status]}
                </Typography>
              </Box>
            </Grid>
          ))}
        </Grid>
      ) : null}
      <RequestActions />
    </DashboardPanel>
  );
};

/** The way to the requests list, and to a new request for those who may create one. */
export const RequestActions = () => {
  const { canAccess: canCreate } = useCanAccess({
    resource: 'business-dispatches',
    action: 'create',
  });
  return (
    <PanelWays>
      <ListButton
        resource="business-dispatches"
        label="flotte.dashboards.requests_open"
        variant="outlined"
      />
      {canCreate ? (
        <CreateButton
          resource="business-dispatches"
          label="flotte.dashboards.requests_create"
          variant="contained"
        />
      ) : null}
    </PanelWays>
  );
};
