import type { ReactNode } from 'react';
import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A dashboard panel: a title and what it holds, or the empty state saying what will come. */
export const DashboardPanel = ({
  title,
  empty,
  children,
}: {
  title: string;
  /** Catalog key of the empty state: what later features will show here. */
  empty?: string;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    // minWidth 0: a wide table scrolls inside its panel instead of widening the page.
    <Grid size={{ xs: 12, md: 6 }} sx={{ minWidth: 0 }}>
      <Card component="section" aria-label={translate(title)} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate(title)}
          </Typography>
          {children ?? (
            <Typography color="text.secondary">
              {translate(empty ?? 'flotte.dashboard.nothing')}
            </Typography>
          )}
        </CardContent>
      </Card>
    </Grid>
  );
};
