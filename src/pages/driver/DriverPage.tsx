import { useMemo, type ReactNode } from 'react';
import { Alert, Box, Button } from '@mui/material';
import {
  Link as RaLink,
  Title,
  useCanAccess,
  useLocaleState,
  useLogoutIfAccessDenied,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useAuthState } from '../../providers/store';
import { TOUCH } from './plain';
import { DriverLoading, DriverScreen } from './DriverScreen';
import { DriverKitProvider, type DriverKit } from './kit';

/**
 * `#/driver` inside the admin (docs/drivers.md, "The driver's screen"): the screen with
 * react-admin's words, notices and sign-out as its kit. Drivers only (the permission table's
 * `driver-dispatches`); any other role is pointed to its dashboard. The built app sends a
 * driver to the light entry instead (driver.html, docs/first-screen.md); tests and the
 * development server render this one.
 */
export const DriverPage = () => (
  <AdminDriverKit>
    <Title title="flotte.driver.title" />
    <DriversScreen />
  </AdminDriverKit>
);
export default DriverPage;

/** The driver's kit from react-admin: its words, language, notices and sign-out on a 401. */
export const AdminDriverKit = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const logout = useLogoutIfAccessDenied();
  const kit = useMemo<DriverKit>(
    () => ({
      translate,
      locale,
      notify,
      logoutIfAccessDenied: (error) => void logout(error),
    }),
    [translate, locale, notify, logout],
  );
  return <DriverKitProvider value={kit}>{children}</DriverKitProvider>;
};

const DriversScreen = () => {
  const { user } = useAuthState();
  const { canAccess, isPending } = useCanAccess({ resource: 'driver-dispatches', action: 'list' });
  if (isPending) return <DriverLoading />;
  if (!user || !canAccess) return <DriversOnly />;
  return <DriverScreen userId={user.id} />;
};

const DriversOnly = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('flotte.driver.drivers_only')}
      </Alert>
      <Button component={RaLink} to="/" variant="outlined" sx={TOUCH}>
        {translate('flotte.driver.to_dashboard')}
      </Button>
    </Box>
  );
};
