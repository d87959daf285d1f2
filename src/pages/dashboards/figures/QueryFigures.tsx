import type { ComponentProps, ReactNode } from 'react';
import { Alert, Button, Grid, LinearProgress, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { DashboardPanel } from '../DashboardCard';
import { FigureLink } from './FigureLink';

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

interface QueryPanelProps<T> {
  title: string;
  query: UseQueryResult<T, Error>;
  children: (data: T) => ReactNode;
  footer?: ReactNode;
}

/**
 * A dashboard panel whose figures come from its dashboard's one call (`children`, once it
 * answered); `footer`, the ways onwards or a hint, shows under them whatever the call's state.
 */
export function QueryPanel<T>({ title, query, children, footer }: QueryPanelProps<T>) {
  return (
    <DashboardPanel title={title}>
      <QueryFigures query={query}>{children}</QueryFigures>
      {footer}
    </DashboardPanel>
  );
}

export type Figure = ComponentProps<typeof FigureLink>;
/** The figures a panel draws from its dashboard's answer, worded with `translate`. */
export type FiguresOf<T> = (data: T, translate: ReturnType<typeof useTranslate>) => Figure[];

/**
 * A panel of figure tiles, one a link `figures` draws from the answer (each tile is keyed by
 * its whole sentence, `label`); `empty` (a catalog key) says why there are none.
 */
export function FigureTilesPanel<T>({
  figures,
  empty,
  ...panel
}: Omit<QueryPanelProps<T>, 'children'> & {
  figures: FiguresOf<T>;
  empty?: string;
}) {
  const translate = useTranslate();
  return (
    <QueryPanel {...panel}>
      {(data) => {
        const tiles = figures(data, translate);
        return empty && tiles.length === 0 ? (
          <Typography color="text.secondary">{translate(empty)}</Typography>
        ) : (
          <Tiles>
            {tiles.map((figure) => (
              <Tile key={figure.label}>
                <FigureLink {...figure} />
              </Tile>
            ))}
          </Tiles>
        );
      }}
    </QueryPanel>
  );
}
