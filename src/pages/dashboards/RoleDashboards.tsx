import { Alert, Grid, Stack, Typography } from '@mui/material';
import { CreateButton, ListButton, useTranslate } from 'react-admin';
import { useAuthState } from '../../providers/store';
import { DashboardPanel } from './DashboardCard';
import { BusinessesPanel } from './operations/BusinessesPanel';
import { AssetsPanel, LeasesPanel, MaintenancePanel } from './operations/FleetPanels';
import { OperationsError } from './operations/Figures';
import { RequestsPanel } from './operations/RequestsPanel';
import { useManagerDashboard } from './operations/useManagerDashboard';
import { RequestStatsPanel } from './RequestStatsPanel';
import { SubscriptionPanel } from './SubscriptionPanel';
import { WalletPanel } from './WalletPanel';
import { WhiteLabelSummaryPanel } from './WhiteLabelSummaryPanel';

const AssetTypesPanel = ({ create = false }: { create?: boolean }) => (
  <DashboardPanel title="flotte.dashboards.asset_types">
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <ListButton
        resource="asset-type"
        label="flotte.dashboard.asset_types_list"
        variant="outlined"
      />
      {create ? (
        <CreateButton
          resource="asset-type"
          label="flotte.dashboard.asset_types_create"
          variant="contained"
        />
      ) : null}
    </Stack>
  </DashboardPanel>
);

/**
 * The operator's figures (GET /in-house-managers/dashboard, one call for every panel), each a
 * link into its filtered list. The superadmin sees the same block: it operates the platform
 * too; its approvals panel and its own ways (users, wallets, asset types) come with it.
 */
export const SuperadminDashboard = () => {
  const query = useManagerDashboard();
  return (
    <>
      <OperationsError query={query} />
      <BusinessesPanel query={query} title="flotte.dashboards.approvals">
        <ListButton
          resource="business"
          label="flotte.dashboards.businesses_open"
          variant="outlined"
        />
        <ListButton resource="users" label="flotte.dashboards.users_open" variant="outlined" />
      </BusinessesPanel>
      <RequestsPanel query={query} />
      <AssetsPanel query={query} />
      <MaintenancePanel query={query} />
      <LeasesPanel query={query} />
      <DashboardPanel title="flotte.dashboards.wallets">
        <ListButton resource="business" label="flotte.dashboards.wallets_open" variant="outlined" />
      </DashboardPanel>
      <AssetTypesPanel create />
    </>
  );
};

export const InHouseManagerDashboard = () => {
  const query = useManagerDashboard();
  return (
    <>
      <OperationsError query={query} />
      <RequestsPanel query={query} />
      <BusinessesPanel query={query} title="flotte.dashboards.businesses">
        <ListButton
          resource="business"
          label="flotte.dashboards.businesses_open"
          variant="outlined"
        />
      </BusinessesPanel>
      <AssetsPanel query={query} />
      <MaintenancePanel query={query} />
      <LeasesPanel query={query} />
      <AssetTypesPanel />
    </>
  );
};

/** The signed-in user's business awaits the superadmin's approval (login tells us so). */
const AwaitingApproval = () => {
  const translate = useTranslate();
  const { user } = useAuthState();
  // Absent (a user stored by an older version) or null (no business): nothing is claimed.
  if (user?.business_active !== false) return null;
  return (
    <Grid size={12}>
      <Alert severity="info" role="status">
        {translate('flotte.dashboards.awaiting_approval')}
      </Alert>
    </Grid>
  );
};

export const BusinessDashboard = () => (
  <>
    <AwaitingApproval />
    <RequestStatsPanel />
    <WalletPanel />
    <SubscriptionPanel />
    <WhiteLabelSummaryPanel />
    <AssetTypesPanel />
  </>
);

export const B2bDashboard = () => (
  <>
    <AwaitingApproval />
    <RequestStatsPanel empty="flotte.dashboards.b2b_requests_empty" />
    {/* A B2B client's requests are paid from its own wallet. */}
    <WalletPanel />
    <AssetTypesPanel />
  </>
);

/** Earnings are per asset (GET /earnings?id=): the way to the assets and their pages. */
const EarningsPanel = () => {
  const translate = useTranslate();
  return (
    <DashboardPanel title="flotte.dashboards.earnings">
      <Typography color="text.secondary" gutterBottom>
        {translate('flotte.dashboards.earnings_hint')}
      </Typography>
      <ListButton resource="assets" label="flotte.dashboards.assets_open" variant="outlined" />
    </DashboardPanel>
  );
};

export const AssetOwnerDashboard = () => (
  <>
    <DashboardPanel title="flotte.dashboards.assets">
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ListButton resource="assets" label="flotte.dashboards.assets_open" variant="outlined" />
        <CreateButton
          resource="assets"
          label="flotte.dashboards.assets_create"
          variant="contained"
        />
      </Stack>
    </DashboardPanel>
    <RequestStatsPanel
      title="flotte.dashboards.dispatch"
      empty="flotte.dashboards.dispatch_empty"
    />
    <EarningsPanel />
    <AssetTypesPanel />
  </>
);
