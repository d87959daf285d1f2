import type { ReactNode } from 'react';
import { Alert, Button, Grid, LinearProgress } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';

/** A panel's figures once its dashboard answered; a progress bar until then. */
export function QueryFigures<T>({
  query,
  children,
}: {
  query: UseQueryResult<T, Error>;
  children: (data: T) => ReactNode;
}) {
  const translate = useTranslate();
  if (query.data) return <>{children(query.data)}</>;
  if (query.isPending) {
    return (
      <LinearProgress aria-label={translate('flotte.role_dashboards.loading')} sx={{ my: 2 }} />
    );
  }
  // A failure is told once, above the panels (DashboardError).
  return null;
}

/**
 * The dashboard's call failed: said once above its panels, with a way to ask again (figures
 * still shown are those of the last answer).
 */
export function DashboardError<T>({ query }: { query: UseQueryResult<T, Error> }) {
  const translate = useTranslate();
  if (!query.error) return null;
  return (
    <Grid size={12}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {translate('flotte.role_dashboards.retry')}
          </Button>
        }
      >
        {translate('flotte.role_dashboards.error')} {translate(query.error.message)}
      </Alert>
    </Grid>
  );
}

/** A row of figure tiles. */
export const Tiles = ({ children }: { children: ReactNode }) => (
  <Grid container spacing={1}>
    {children}
  </Grid>
);

export const Tile = ({ children }: { children: ReactNode }) => (
  <Grid size={{ xs: 6, sm: 4 }}>{children}</Grid>
);
