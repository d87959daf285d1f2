import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link, useLocaleState, useTranslate } from 'react-admin';
import { REQUEST_STATUSES } from '../../../../contract/request';
import { formatMoney } from '../../../resources/common/money';
import { PlanHeadline, RenewalLine } from '../../business/subscription/CurrentSubscription';
import { DashboardError, FigureTilesPanel, QueryPanel } from '../figures/QueryFigures';
import { dashboardLinks } from '../figures/links';
import { useBusinessDashboard } from '../figures/useRoleDashboard';
import { RequestActions } from '../RequestStatsPanel';
import { WalletPanel } from '../WalletPanel';
import { DocumentsPanel } from '../figures/DocumentsPanel';

const t = (key: string) => `flotte.role_dashboards.business.${key}`;
type Query = ReturnType<typeof useBusinessDashboard>;

/** Its requests by status, each into its requests list filtered on it. */
const RequestsPanel = ({ query }: { query: Query }) => (
  <FigureTilesPanel
    title={t('requests')}
    query={query}
    figures={(data, translate) =>
      REQUEST_STATUSES.map((status) => ({
        to: dashboardLinks.requests(status),
        count: data.requests_by_status[status],
        caption: translate(`resources.business-dispatches.statuses.${status}`),
        label: translate(`flotte.role_dashboards.requests_link.${status}`, {
          smart_count: data.requests_by_status[status],
        }),
      }))
    }
    footer={<RequestActions />}
  />
);

/** The month's spend and the low-balance warning, under the wallet's balance. */
const SpendAndWarning = ({ query }: { query: Query }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const data = query.data;
  if (!data) return null;
  const money = (minor: number) => formatMoney(minor, data.currency, locale);
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Typography variant="body1">
        {translate(t('spend_label'), { amount: money(data.spend_this_month) })}
      </Typography>
      {data.low_balance ? (
        <Alert severity="warning" role="status">
          {data.wallet_balance === 0
            ? translate(t('low_empty'))
            : translate(t('low_renewal'), { amount: money(data.low_balance_threshold) })}
        </Alert>
      ) : null}
    </Stack>
  );
};

/**
 * The live subscription and its renewal date (as the subscription page words it), or the free
 * tier; into the subscription page.
 */
const SubscriptionPanel = ({ query }: { query: Query }) => {
  const translate = useTranslate();
  return (
    <QueryPanel
      title="flotte.subscription.title"
      query={query}
      footer={
        <Button
          component={Link}
          to={dashboardLinks.subscription()}
          variant="outlined"
          sx={{ mt: 2 }}
        >
          {translate('flotte.subscription.panel_open')}
        </Button>
      }
    >
      {({ subscription }) =>
        subscription ? (
          <Stack spacing={1}>
            <PlanHeadline subscription={subscription} wrap />
            <RenewalLine subscription={subscription} />
          </Stack>
        ) : (
          <Typography color="text.secondary">
            {translate('flotte.subscription.panel_free')}
          </Typography>
        )
      }
    </QueryPanel>
  );
};

/**
 * A business's figures (GET /dashboard/business, one call): requests by status, the wallet
 * with the month's spend and the low-balance warning, the subscription.
 */
export const BusinessFigures = () => {
  const query = useBusinessDashboard();
  const data = query.data;
  return (
    <>
      <DashboardError query={query} />
      <RequestsPanel query={query} />
      <WalletPanel
        balance={
          data
            ? { balance: data.wallet_balance, currency: data.currency }
            : query.isPending
              ? null
              : undefined
        }
      >
        <SpendAndWarning query={query} />
      </WalletPanel>
      <SubscriptionPanel query={query} />
      <DocumentsPanel query={query} />
    </>
  );
};
