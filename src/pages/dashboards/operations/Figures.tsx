import type { ReactNode } from 'react';
import { Alert, Button, Grid, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ManagerDashboard } from '../../../../contract/manager-dashboard';
import type { ManagerDashboardQuery } from './useManagerDashboard';

/** A panel's figures once the dashboard answered; a progress bar until then. */
export const Figures = ({
  query,
  children,
}: {
  query: ManagerDashboardQuery;
  children: (data: ManagerDashboard) => ReactNode;
}) => {
  const translate = useTranslate();
  if (query.data) return <>{children(query.data)}</>;
  if (query.isPending) {
    return <LinearProgress aria-label={translate('flotte.operations.loading')} sx={{ my: 2 }} />;
  }
  // A failure is told once, above the panels (OperationsError).
  return null;
};

/** A row of figure tiles. */
export const Tiles = ({ children }: { children: ReactNode }) => (
  <Grid container spacing={1}>
    {children}
  </Grid>
);

export const Tile = ({ children }: { children: ReactNode }) => (
  <Grid size={{ xs: 6, sm: 4 }}>{children}</Grid>
);

/**
 * The dashboard's call failed: said once for every panel, with a way to ask again (figures
 * still shown are those of the last answer).
 */
export const OperationsError = ({ query }: { query: ManagerDashboardQuery }) => {
  const translate = useTranslate();
  if (!query.error) return null;
  return (
    <Grid size={12}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {translate('flotte.operations.retry')}
          </Button>
        }
      >
        {translate('flotte.operations.error')} {translate(query.error.message)}
      </Alert>
    </Grid>
  );
};
