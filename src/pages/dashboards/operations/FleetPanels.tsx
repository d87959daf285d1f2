import { useTranslate } from 'react-admin';
import { ListButton } from '../../../resources/common/LabelledLinkButtons';
import { assetStatuses } from '../../../../contract/asset';
import { DUE_SOON_DAYS, DUE_SOON_KM } from '../../../../contract/maintenance';
import { ENDING_SOON_DAYS } from '../../../../contract/manager-dashboard';
import { DashboardPanel } from '../DashboardCard';
import { FigureLink } from './FigureLink';
import { Figures, Tile, Tiles } from './Figures';
import { dashboardLinks } from './links';
import type { ManagerDashboardQuery } from './useManagerDashboard';

/** Every asset by status, each into the assets list filtered on it. */
export const AssetsPanel = ({ query }: { query: ManagerDashboardQuery }) => {
  const translate = useTranslate();
  return (
    <DashboardPanel title="flotte.operations.assets.title">
      <Figures query={query}>
        {(data) => (
          <Tiles>
            {assetStatuses.map((status) => (
              <Tile key={status}>
                <FigureLink
                  to={dashboardLinks.assets(status)}
                  count={data.assets_by_status[status]}
                  caption={translate(`resources.assets.statuses.${status}`)}
                  label={translate(`flotte.operations.assets.link.${status}`, {
                    smart_count: data.assets_by_status[status],
                  })}
                />
              </Tile>
            ))}
          </Tiles>
        )}
      </Figures>
      <ListButton
        resource="assets"
        label="flotte.operations.assets.open"
        variant="outlined"
        sx={{ mt: 2 }}
      />
    </DashboardPanel>
  );
};

/** Scheduled work overdue and due soon (by date or odometer), into the maintenance list. */
export const MaintenancePanel = ({ query }: { query: ManagerDashboardQuery }) => {
  const translate = useTranslate();
  const soon = { days: DUE_SOON_DAYS, km: DUE_SOON_KM };
  return (
    <DashboardPanel title="flotte.operations.maintenance.title">
      <Figures query={query}>
        {(data) => (
          <Tiles>
            <Tile>
              <FigureLink
                to={dashboardLinks.maintenance('overdue')}
                count={data.maintenance_overdue}
                caption={translate('flotte.operations.maintenance.overdue_caption')}
                label={translate('flotte.operations.maintenance.overdue', {
                  smart_count: data.maintenance_overdue,
                })}
                tone="error"
              />
            </Tile>
            <Tile>
              <FigureLink
                to={dashboardLinks.maintenance('due_soon')}
                count={data.maintenance_due_soon}
                caption={translate('flotte.operations.maintenance.due_soon_caption', soon)}
                label={translate('flotte.operations.maintenance.due_soon', {
                  ...soon,
                  smart_count: data.maintenance_due_soon,
                })}
                tone="warning"
              />
            </Tile>
          </Tiles>
        )}
      </Figures>
      <ListButton
        resource="maintenance"
        label="flotte.operations.maintenance.open"
        variant="outlined"
        sx={{ mt: 2 }}
      />
    </DashboardPanel>
  );
};

/** Active leases and those ending soon, into the leases list. */
export const LeasesPanel = ({ query }: { query: ManagerDashboardQuery }) => {
  const translate = useTranslate();
  return (
    <DashboardPanel title="flotte.operations.leases.title">
      <Figures query={query}>
        {(data) => (
          <Tiles>
            <Tile>
              <FigureLink
                to={dashboardLinks.leasesActive()}
                count={data.leases_active}
                caption={translate('flotte.operations.leases.active_caption')}
                label={translate('flotte.operations.leases.active', {
                  smart_count: data.leases_active,
                })}
              />
            </Tile>
            <Tile>
              <FigureLink
                to={dashboardLinks.leasesEnding()}
                count={data.leases_ending_soon}
                caption={translate('flotte.operations.leases.ending_caption', {
                  days: ENDING_SOON_DAYS,
                })}
                label={translate('flotte.operations.leases.ending', {
                  smart_count: data.leases_ending_soon,
                  days: ENDING_SOON_DAYS,
                })}
                tone="warning"
              />
            </Tile>
          </Tiles>
        )}
      </Figures>
      <ListButton
        resource="leases"
        label="flotte.operations.leases.open"
        variant="outlined"
        sx={{ mt: 2 }}
      />
    </DashboardPanel>
  );
};
