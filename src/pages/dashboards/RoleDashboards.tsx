import { Alert, Grid, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CreateButton, ListButton } from '../../resources/common/LabelledLinkButtons';
import { useAuthState } from '../../providers/store';
import { BusinessFigures } from './business/BusinessFigures';
import { DashboardPanel } from './DashboardCard';
import { OwnerDashboard } from './owner/OwnerDashboard';
import { SuperadminFigures } from './superadmin/SuperadminFigures';
import { DashboardError } from './figures/QueryFigures';
import { BusinessesWaitingPanel } from './figures/SharedPanels';
import { useManagerDashboard } from './figures/useRoleDashboard';
import { LeasesPanel, MaintenancePanel, ManagerAssetsPanel } from './manager/FleetPanels';
import { RequestsPanel } from './manager/RequestsPanel';
import { RequestStatsPanel } from './RequestStatsPanel';
import { WalletPanel } from './WalletPanel';
import { WhiteLabelSummaryPanel } from './WhiteLabelSummaryPanel';
import { DocumentsPanel } from './figures/DocumentsPanel';

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
 * The platform's figures (GET /dashboard/superadmin, one call): approvals, requests today and
 * this week, commission by month, wallets. Below them, the operator's fleet panels of the
 * manager's dashboard (GET /in-house-managers/dashboard): the superadmin operates it too.
 */
export const SuperadminDashboard = () => {
  const query = useManagerDashboard();
  return (
    <>
      <SuperadminFigures
        ways={
          <>
            <ListButton
              resource="business"
              label="flotte.dashboards.businesses_open"
              variant="outlined"
            />
            <ListButton resource="users" label="flotte.dashboards.users_open" variant="outlined" />
          </>
        }
      />
      <DashboardError query={query} />
      <ManagerAssetsPanel query={query} />
      <MaintenancePanel query={query} />
      <DocumentsPanel query={query} />
      <LeasesPanel query={query} />
      <AssetTypesPanel create />
    </>
  );
};

export const InHouseManagerDashboard = () => {
  const query = useManagerDashboard();
  return (
    <>
      <DashboardError query={query} />
      <RequestsPanel query={query} />
      <BusinessesWaitingPanel query={query} title="flotte.dashboards.businesses">
        <ListButton
          resource="business"
          label="flotte.dashboards.businesses_open"
          variant="outlined"
        />
      </BusinessesWaitingPanel>
      <ManagerAssetsPanel query={query} />
      <MaintenancePanel query={query} />
      <DocumentsPanel query={query} />
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
    <BusinessFigures />
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

export const AssetOwnerDashboard = () => (
  <>
    <OwnerDashboard />
    <AssetTypesPanel />
  </>
);
