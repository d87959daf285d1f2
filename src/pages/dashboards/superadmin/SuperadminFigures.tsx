import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { SuperadminDashboard as Figures } from '../../../../contract/dashboards';
import { formatMoney } from '../../../resources/common/money';
import { MonthlyChart } from '../figures/MonthlyChart';
import { DashboardError, FigureTilesPanel, QueryPanel } from '../figures/QueryFigures';
import { dashboardLinks } from '../figures/links';
import { useSuperadminDashboard } from '../figures/useRoleDashboard';
import { BusinessesWaitingPanel, PanelListButton, RequestsByPeriod } from '../figures/SharedPanels';

const t = (key: string) => `flotte.role_dashboards.superadmin.${key}`;
type Query = ReturnType<typeof useSuperadminDashboard>;

/** Requests created today and this ISO week (UTC) by status, each into the list since then. */
const RequestsPanel = ({ query }: { query: Query }) => (
  <QueryPanel
    title="flotte.dashboards.requests"
    query={query}
    footer={
      <PanelListButton resource="business-dispatches" label="flotte.dashboards.requests_open" />
    }
  >
    {(data) => <RequestsByPeriod data={data} />}
  </QueryPanel>
);

/** One currency's commission by month, as a chart with its table. */
const CommissionChart = ({ currency, months }: Figures['commission_by_month'][number]) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (minor: number) => formatMoney(minor, currency, locale);
  return (
    <MonthlyChart
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
};

/** The platform's commission by month, per currency. */
const CommissionPanel = ({ query }: { query: Query }) => (
  <QueryPanel title={t('commission')} query={query}>
    {(data) =>
      data.commission_by_month.map((series) => (
        <CommissionChart key={series.currency} {...series} />
      ))
    }
  </QueryPanel>
);

/** Every wallet's balance summed per currency, into the businesses (each has its wallet). */
const WalletsPanel = ({ query }: { query: Query }) => {
  const [locale] = useLocaleState();
  return (
    <FigureTilesPanel
      title={t('wallets')}
      query={query}
      empty={t('wallets_none')}
      figures={(data, translate) =>
        data.wallets_total.map((w) => {
          const amount = formatMoney(w.balance, w.currency, locale);
          return {
            to: dashboardLinks.businesses(),
            count: w.balance,
            value: amount,
            caption: translate(t('wallets_caption'), { smart_count: w.wallets }),
            label: translate(t('wallets_total'), {
              currency: w.currency,
              amount,
              smart_count: w.wallets,
            }),
          };
        })
      }
    />
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
