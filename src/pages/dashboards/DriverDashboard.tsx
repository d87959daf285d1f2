import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { DashboardPanel } from './DashboardCard';

/**
 * A driver's dashboard: a driver works on its own screen, `#/driver` (docs/drivers.md); the
 * admin's dashboard only leads there.
 */
export const DriverDashboard = () => {
  const translate = useTranslate();
  return (
    <DashboardPanel title="flotte.driver_home.title">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('flotte.driver_home.text')}
      </Typography>
      <Button component={Link} to="/driver" variant="contained" startIcon={<LocalShippingIcon />}>
        {translate('flotte.driver_home.open')}
      </Button>
    </DashboardPanel>
  );
};
