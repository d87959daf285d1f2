import {
  Alert,
  Box,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { REQUEST_STATUSES } from '../../../contract/request';
import { formatMoney } from '../../resources/common/money';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { useWhiteLabelEntitled } from '../../components/business/useOwnCustomization';
import { DashboardPanel } from './DashboardCard';
import { PanelListButton } from './figures/SharedPanels';

const refusedWhiteLabel = (error: unknown) =>
  (error as { body?: { code?: unknown } } | null)?.body?.code === 'whitelabel_not_allowed';

/** A labelled figure of the summary. */
const Figure = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Box>
    <Typography component="dt" variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="h6" sx={{ m: 0 }} data-testid={testId}>
      {value}
    </Typography>
  </Box>
);

const Summary = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useFlotteDataProvider();
  const { data, error } = useQuery({
    queryKey: ['white-label-summary'],
    queryFn: () => dataProvider.getWhiteLabelSummary(),
  });
  // A plan without the white-label features: the panel has nothing to show.
  if (error && refusedWhiteLabel(error)) return null;
  const money = (minor: number) => formatMoney(minor, data?.currency ?? 'EUR', locale);
  return (
    <DashboardPanel title="flotte.white_label.summary">
      {error ? <Alert severity="error">{translate(error.message)}</Alert> : null}
      {data ? (
        <Stack spacing={2}>
          <Stack
            component="dl"
            direction="row"
            spacing={3}
            useFlexGap
            sx={{ flexWrap: 'wrap', m: 0 }}
          >
            <Figure
              label={translate('flotte.white_label.clients')}
              value={translate('flotte.white_label.active_clients', {
                active: data.active_clients,
                total: data.clients,
              })}
              testId="wl-clients"
            />
            <Figure
              label={translate('flotte.white_label.client_staff')}
              value={String(data.client_staff)}
              testId="wl-staff"
            />
            <Figure
              label={translate('flotte.white_label.spend_this_month')}
              value={money(data.spend_this_month)}
              testId="wl-spend-this-month"
            />
            <Figure
              label={translate('flotte.white_label.spend_last_month')}
              value={money(data.spend_last_month)}
              testId="wl-spend-last-month"
            />
          </Stack>
          <Box>
            <Typography variant="subtitle2" component="h3">
              {translate('flotte.white_label.requests')}
            </Typography>
            <Grid container spacing={1} component="dl" sx={{ m: 0 }}>
              {REQUEST_STATUSES.map((status) => (
                <Grid key={status} size={{ xs: 6, sm: 4 }}>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    {translate(`resources.business-dispatches.statuses.${status}`)}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {data.requests_by_status[status]}
                  </Typography>
                </Grid>
              ))}
            </Grid>
          </Box>
          <Box>
            <Typography variant="subtitle2" component="h3" id="wl-top-clients">
              {translate('flotte.white_label.top_clients')}
            </Typography>
            {data.top_clients.length === 0 ? (
              <Typography color="text.secondary">
                {translate('flotte.white_label.top_empty')}
              </Typography>
            ) : (
              <Table size="small" aria-labelledby="wl-top-clients">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('flotte.white_label.client')}</TableCell>
                    <TableCell align="right">
                      {translate('flotte.white_label.requests_this_month')}
                    </TableCell>
                    <TableCell align="right">{translate('flotte.white_label.spend')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.top_clients.map((client) => (
                    <TableRow key={client.business_id}>
                      <TableCell>{client.name}</TableCell>
                      <TableCell align="right">{client.requests_this_month}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {money(client.spend_this_month)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Box>
        </Stack>
      ) : null}
      <PanelListButton resource="b2b-clients" label="flotte.white_label.open_clients" />
    </DashboardPanel>
  );
};

/**
 * A white-label business's B2B side (GET /business/white-label-summary): clients, their staff,
 * requests by status, spend this month and last, top clients. Only white-label businesses on a
 * plan with the features ask; hidden on 403 whitelabel_not_allowed too (the plan changed since).
 */
export const WhiteLabelSummaryPanel = () => (useWhiteLabelEntitled() ? <Summary /> : null);
