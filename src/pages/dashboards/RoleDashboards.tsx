import { Alert, Grid, Stack } from '@mui/material';
import { CreateButton, ListButton, useTranslate } from 'react-admin';
import { useAuthState } from '../../providers/store';
import { DashboardPanel } from './DashboardCard';

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

export const SuperadminDashboard = () => (
  <>
    <DashboardPanel title="flotte.dashboards.approvals">
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ListButton
          resource="business"
          label="flotte.dashboards.approvals_open"
          variant="outlined"
        />
        <ListButton resource="users" label="flotte.dashboards.users_open" variant="outlined" />
      </Stack>
    </DashboardPanel>
    <AssetTypesPanel create />
    <DashboardPanel title="flotte.dashboards.wallets" empty="flotte.dashboards.wallets_empty" />
  </>
);

export const InHouseManagerDashboard = () => (
  <>
    <DashboardPanel title="flotte.dashboards.businesses">
      <ListButton
        resource="business"
        label="flotte.dashboards.businesses_open"
        variant="outlined"
      />
    </DashboardPanel>
    <AssetTypesPanel />
    <DashboardPanel title="flotte.dashboards.dispatch" empty="flotte.dashboards.dispatch_empty" />
  </>
);

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
    <DashboardPanel title="flotte.dashboards.requests" empty="flotte.dashboards.requests_empty" />
    <DashboardPanel title="flotte.dashboards.wallet" empty="flotte.dashboards.wallet_empty" />
    <AssetTypesPanel />
  </>
);

export const B2bDashboard = () => (
  <>
    <AwaitingApproval />
    <DashboardPanel
      title="flotte.dashboards.requests"
      empty="flotte.dashboards.b2b_requests_empty"
    />
    <AssetTypesPanel />
  </>
);

export const AssetOwnerDashboard = () => (
  <>
    <DashboardPanel title="flotte.dashboards.assets" empty="flotte.dashboards.assets_empty" />
    <DashboardPanel title="flotte.dashboards.earnings" empty="flotte.dashboards.earnings_empty" />
    <AssetTypesPanel />
  </>
);
