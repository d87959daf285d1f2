import type { ComponentType } from 'react';
import { Grid, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import type { Role } from '../../contract/roles';
import { useAuthState } from '../providers/store';
import {
  AssetOwnerDashboard,
  B2bDashboard,
  BusinessDashboard,
  InHouseManagerDashboard,
  SuperadminDashboard,
} from './dashboards/RoleDashboards';
import { DriverDashboard } from './dashboards/DriverDashboard';

const BY_ROLE: Record<Role, ComponentType> = {
  superadmin: SuperadminDashboard,
  in_house_manager: InHouseManagerDashboard,
  business: BusinessDashboard,
  b2b: B2bDashboard,
  asset_owner: AssetOwnerDashboard,
  driver: DriverDashboard,
};

/** A welcome, then the signed-in role's own dashboard (each role lands on its own). */
export const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { user } = useAuthState();
  const RoleDashboard = user ? BY_ROLE[user.role] : undefined;
  return (
    <Grid container spacing={2} sx={{ mt: 2 }}>
      <Title title="flotte.dashboard.title" />
      <Grid size={12}>
        <Typography variant="h5" component="h2">
          {translate('flotte.dashboard.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        {user ? (
          <Typography color="text.secondary">
            {translate(`flotte.dashboards.intro_${user.role}`)}
          </Typography>
        ) : null}
      </Grid>
      {RoleDashboard ? <RoleDashboard /> : null}
    </Grid>
  );
};
