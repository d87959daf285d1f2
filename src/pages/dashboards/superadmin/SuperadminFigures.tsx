import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../../resources/common/money';
import { DashboardPanel } from '../DashboardCard';
import { MonthlyChart } from '../figures/MonthlyChart';
import { DashboardError, QueryFigures, Tile, Tiles } from '../figures/QueryFigures';
import { dashboardLinks } from '../figures/links';
import { useSuperadminDashboard } from '../figures/useRoleDashboard';
import { FigureLink } from '../figures/FigureLink';
import { BusinessesWaitingPanel, PanelListButton, RequestsByPeriod } from '../figures/SharedPanels';

const t = (key: string) => `flotte.role_dashboards.superadmin.${key}`;
type Query = ReturnType<typeof useSuperadminDashboard>;

/** Requests created today and this ISO week (UTC) by status, each into the list since then. */
const RequestsPanel = ({ query }: { query: Query }) => (
  <DashboardPanel title="flotte.dashboards.requests">
    <QueryFigures query={query}>{(data) => <RequestsByPeriod data={data} />}</QueryFigures>
    <PanelListButton resource="business-dispatches" label="flotte.dashboards.requests_open" />
  </DashboardPanel>
);

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
                      to={dashboardLinks.businesses()}
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
      <BusinessesWaitingPanel title={t('approvals')} query={query}>
        {ways}
      </BusinessesWaitingPanel>
      <RequestsPanel query={query} />
      <CommissionPanel query={query} />
      <WalletsPanel query={query} />
    </>
  );
};
