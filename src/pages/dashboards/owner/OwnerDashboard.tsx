import { Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { CreateButton, ListButton } from '../../../resources/common/LabelledLinkButtons';
import type { OwnerDashboard as Figures } from '../../../../contract/dashboards';
import { formatMoney } from '../../../resources/common/money';
import { monthLabel } from '../../../resources/common/chartFigure';
import { MonthlyChart } from '../figures/MonthlyChart';
import { DashboardError, QueryPanel, Tile, Tiles } from '../figures/QueryFigures';
import { dashboardLinks } from '../figures/links';
import { useOwnerDashboard } from '../figures/useRoleDashboard';
import { FigureLink } from '../figures/FigureLink';
import { AssetsPanel } from '../figures/SharedPanels';
import { DocumentsPanel } from '../figures/DocumentsPanel';

const t = (key: string) => `flotte.role_dashboards.owner.${key}`;
type Query = ReturnType<typeof useOwnerDashboard>;

/** Its live assets by status, each into the assets list filtered on it. */
const OwnerAssetsPanel = ({ query }: { query: Query }) => (
  <AssetsPanel title={t('assets')} query={query}>
    <ListButton resource="assets" label={t('assets_open')} variant="outlined" />
    <CreateButton resource="assets" label="flotte.dashboards.assets_create" variant="contained" />
  </AssetsPanel>
);

/** One currency's earnings: this month and last (into the assets), then the 12 months. */
const CurrencyEarnings = ({ series }: { series: Figures['earnings'][number] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (minor: number) => formatMoney(minor, series.currency, locale);
  const current = series.months.at(-1)!;
  const previous = series.months.at(-2)!;
  const total = series.months.reduce((sum, m) => sum + m.net, 0);
  const best = series.months.reduce((a, b) => (b.net > a.net ? b : a));
  return (
    <>
      <Tiles>
        {[
          { key: 'this_month', net: current.net },
          { key: 'last_month', net: previous.net },
        ].map(({ key, net }) => (
          <Tile key={key}>
            <FigureLink
              to="/assets"
              count={net}
              value={money(net)}
              caption={translate(t(key))}
              label={translate(t(`${key}_label`), { amount: money(net) })}
            />
          </Tile>
        ))}
      </Tiles>
      {total === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {translate(t('earnings_empty'))}
        </Typography>
      ) : (
        <MonthlyChart
          title={translate(t('chart_title'), { currency: series.currency })}
          summary={translate(t('chart_summary'), {
            total: money(total),
            best_month: monthLabel(best.month, locale, 'long'),
            best: money(best.net),
          })}
          seriesLabel={translate(t('net'))}
          currency={series.currency}
          months={series.months.map((m) => ({ month: m.month, amount: m.net }))}
        />
      )}
    </>
  );
};

const EarningsPanel = ({ query }: { query: Query }) => {
  const translate = useTranslate();
  return (
    <QueryPanel
      title={t('earnings')}
      query={query}
      footer={
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate(t('earnings_hint'))}
        </Typography>
      }
    >
      {(data) => (
        <Stack spacing={2}>
          {data.earnings.map((series) => (
            <CurrencyEarnings key={series.currency} series={series} />
          ))}
        </Stack>
      )}
    </QueryPanel>
  );
};

/** The pending requests its asset types can serve, into the requests list on pending. */
const RequestsPanel = ({ query }: { query: Query }) => {
  const translate = useTranslate();
  return (
    <QueryPanel title={t('requests')} query={query}>
      {(data) => (
        <FigureLink
          to={dashboardLinks.requests('pending')}
          count={data.requests_open}
          caption={translate(t('requests_caption'))}
          label={translate(t('requests_open'), { smart_count: data.requests_open })}
          tone="warning"
        />
      )}
    </QueryPanel>
  );
};

/** Scheduled work, into the maintenance list; the next dated job, into its page. */
const MaintenancePanel = ({ query }: { query: Query }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <QueryPanel title={t('maintenance')} query={query}>
      {(data) => (
        <Tiles>
          <Tile>
            <FigureLink
              to={dashboardLinks.maintenanceScheduled()}
              count={data.maintenance_scheduled}
              caption={translate(t('maintenance_caption'))}
              label={translate(t('maintenance_scheduled'), {
                smart_count: data.maintenance_scheduled,
              })}
            />
          </Tile>
          <Tile>
            {data.next_maintenance ? (
              <FigureLink
                to={dashboardLinks.maintenanceJob(data.next_maintenance.id)}
                count={0}
                value={new Date(data.next_maintenance.scheduled_at).toLocaleDateString(locale)}
                caption={`${translate(t('next'))} · ${data.next_maintenance.title}`}
                label={translate(t('next_link'), {
                  title: data.next_maintenance.title,
                  asset: data.next_maintenance.asset_name,
                  date: new Date(data.next_maintenance.scheduled_at).toLocaleDateString(locale, {
                    dateStyle: 'long',
                  }),
                })}
              />
            ) : (
              <Typography color="text.secondary">{translate(t('next_none'))}</Typography>
            )}
          </Tile>
        </Tiles>
      )}
    </QueryPanel>
  );
};

/** The asset owner's dashboard (GET /dashboard/owner, one call for every panel). */
export const OwnerDashboard = () => {
  const query = useOwnerDashboard();
  return (
    <>
      <DashboardError query={query} />
      <OwnerAssetsPanel query={query} />
      <EarningsPanel query={query} />
      <RequestsPanel query={query} />
      <MaintenancePanel query={query} />
      <DocumentsPanel query={query} />
    </>
  );
};
