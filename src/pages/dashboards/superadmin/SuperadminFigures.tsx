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
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { ListButton } from '../../../resources/common/LabelledLinkButtons';
import { Link } from 'react-router-dom';
import { REQUEST_STATUSES } from '../../../../contract/request';
import { formatMoney } from '../../../resources/common/money';
import { DashboardPanel } from '../DashboardCard';
import { MonthlyChart } from '../figures/MonthlyChart';
import { DashboardError, QueryFigures } from '../figures/QueryFigures';
import { roleLinks } from '../figures/links';
import { useSuperadminDashboard } from '../figures/useRoleDashboard';
import { FigureLink } from '../operations/FigureLink';
import { Tile, Tiles } from '../operations/Figures';
import { dashboardLinks } from '../operations/links';

const t = (key: string) => `flotte.role_dashboards.superadmin.${key}`;
type Query = ReturnType<typeof useSuperadminDashboard>;

const PERIODS = [
  { key: 'today', counts: 'requests_today', from: 'today_start' },
  { key: 'week', counts: 'requests_this_week', from: 'week_start' },
] as const;

/** The approval queue, into the businesses list on active=false. */
const ApprovalsPanel = ({ query, children }: { query: Query; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <DashboardPanel title={t('approvals')}>
      <QueryFigures query={query}>
        {(data) => (
          <FigureLink
            to={roleLinks.businessesWaiting()}
            count={data.businesses_waiting}
            caption={translate(t('waiting_caption'))}
            label={translate(t('waiting'), { smart_count: data.businesses_waiting })}
            tone="warning"
          />
        )}
      </QueryFigures>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
        {children}
      </Stack>
    </DashboardPanel>
  );
};

/** Requests created today and this ISO week (UTC) by status, each into the list since then. */
const RequestsPanel = ({ query }: { query: Query }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <DashboardPanel title="flotte.dashboards.requests">
      <QueryFigures query={query}>
        {(data) => (
          <>
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
                {REQUEST_STATUSES.map((status) => (
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
          </>
        )}
      </QueryFigures>
      <ListButton
        resource="business-dispatches"
        label="flotte.dashboards.requests_open"
        variant="outlined"
        sx={{ mt: 2 }}
      />
    </DashboardPanel>
  );
};

/** The platform's commission by month, per currency, as a chart with its table. */
const CommissionPanel = ({ query }: { query: Query }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <DashboardPanel title={t('commission')}>
      <QueryFigures query={query}>
        {(data) => (
          <>
            {data.commission_by_month.map(({ currency, months }) => {
              const money = (minor: number) => formatMoney(minor, currency, locale);
              return (
                <MonthlyChart
                  key={currency}
                  title={translate(t('commission_chart'), { currency })}
                  summary={translate(t('commission_summary'), {
                    total: money(months.reduce((sum, m) => sum + m.amount, 0)),
                    current: money(months.at(-1)?.amount ?? 0),
                  })}
                  seriesLabel={translate(t('amount'))}
                  currency={currency}
                  months={months}
                />
              );
            })}
          </>
        )}
      </QueryFigures>
    </DashboardPanel>
  );
};

/** Every wallet's balance summed per currency, into the businesses (each has its wallet). */
const WalletsPanel = ({ query }: { query: Query }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <DashboardPanel title={t('wallets')}>
      <QueryFigures query={query}>
        {(data) =>
          data.wallets_total.length === 0 ? (
            <Typography color="text.secondary">{translate(t('wallets_none'))}</Typography>
          ) : (
            <Tiles>
              {data.wallets_total.map((w) => {
                const amount = formatMoney(w.balance, w.currency, locale);
                return (
                  <Tile key={w.currency}>
                    <FigureLink
                      to={roleLinks.businesses()}
                      count={w.balance}
                      value={amount}
                      caption={translate(t('wallets_caption'), { smart_count: w.wallets })}
                      label={translate(t('wallets_total'), {
                        currency: w.currency,
                        amount,
                        smart_count: w.wallets,
                      })}
                    />
                  </Tile>
                );
              })}
            </Tiles>
          )
        }
      </QueryFigures>
    </DashboardPanel>
  );
};

/**
 * The superadmin's figures (GET /dashboard/superadmin, one call): the approval queue, requests
 * today and this week, the platform's commission by month, the wallets' total. `ways`: the
 * superadmin's own ways (businesses, users) under the approvals.
 */
export const SuperadminFigures = ({ ways }: { ways: ReactNode }) => {
  const query = useSuperadminDashboard();
  return (
    <>
      <DashboardError query={query} />
      <ApprovalsPanel query={query}>{ways}</ApprovalsPanel>
      <RequestsPanel query={query} />
      <CommissionPanel query={query} />
      <WalletsPanel query={query} />
    </>
  );
};
