import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DashboardPanel } from '../DashboardCard';
import { FigureLink } from './FigureLink';
import { Figures, Tile, Tiles } from './Figures';
import { dashboardLinks } from './links';
import type { ManagerDashboardQuery } from './useManagerDashboard';

/**
 * Businesses waiting for approval, into the approval queue; the role's own ways to the
 * businesses (and users) below it.
 */
export const BusinessesPanel = ({
  query,
  title,
  children,
}: {
  query: ManagerDashboardQuery;
  title: string;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <DashboardPanel title={title}>
      <Figures query={query}>
        {(data) => (
          <Tiles>
            <Tile>
              <FigureLink
                to={dashboardLinks.businessesWaiting()}
                count={data.businesses_waiting}
                caption={translate('flotte.operations.businesses.waiting_caption')}
                label={translate('flotte.operations.businesses.waiting', {
                  smart_count: data.businesses_waiting,
                })}
                tone="warning"
              />
            </Tile>
          </Tiles>
        )}
      </Figures>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
        {children}
      </Stack>
    </DashboardPanel>
  );
};
