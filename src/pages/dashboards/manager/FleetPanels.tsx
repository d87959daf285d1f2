import { ListButton } from '../../../resources/common/LabelledLinkButtons';
import { DUE_SOON_DAYS, DUE_SOON_KM } from '../../../../contract/maintenance';
import { ENDING_SOON_DAYS, type ManagerDashboard } from '../../../../contract/manager-dashboard';
import { dashboardLinks } from '../figures/links';
import { FigureTilesPanel, type FiguresOf } from '../figures/QueryFigures';
import { AssetsPanel } from '../figures/SharedPanels';
import type { ManagerDashboardQuery } from '../figures/useRoleDashboard';

/** A panel of figure tiles from the operator's answer, and the button to the list they count. */
const TilesPanel = ({
  query,
  resource,
  figures,
}: {
  query: ManagerDashboardQuery;
  /** Its list; the catalog keys are `flotte.operations.<resource>.{title,open}`. */
  resource: 'maintenance' | 'leases';
  figures: FiguresOf<ManagerDashboard>;
}) => (
  <FigureTilesPanel
    title={`flotte.operations.${resource}.title`}
    query={query}
    figures={figures}
    footer={
      <ListButton
        resource={resource}
        label={`flotte.operations.${resource}.open`}
        variant="outlined"
        sx={{ mt: 2 }}
      />
    }
  />
);

/** Every live asset by status, each into the assets list filtered on it. */
export const ManagerAssetsPanel = ({ query }: { query: ManagerDashboardQuery }) => (
  <AssetsPanel title="flotte.operations.assets.title" query={query}>
    <ListButton resource="assets" label="flotte.operations.assets.open" variant="outlined" />
  </AssetsPanel>
);

const soon = { days: DUE_SOON_DAYS, km: DUE_SOON_KM };

/** Scheduled work overdue and due soon (by date or odometer), into the maintenance list. */
export const MaintenancePanel = ({ query }: { query: ManagerDashboardQuery }) => (
  <TilesPanel
    query={query}
    resource="maintenance"
    figures={(data, translate) => [
      {
        to: dashboardLinks.maintenance('overdue'),
        count: data.maintenance_overdue,
        caption: translate('flotte.operations.maintenance.overdue_caption'),
        label: translate('flotte.operations.maintenance.overdue', {
          smart_count: data.maintenance_overdue,
        }),
        tone: 'error',
      },
      {
        to: dashboardLinks.maintenance('due_soon'),
        count: data.maintenance_due_soon,
        caption: translate('flotte.operations.maintenance.due_soon_caption', soon),
        label: translate('flotte.operations.maintenance.due_soon', {
          ...soon,
          smart_count: data.maintenance_due_soon,
        }),
        tone: 'warning',
      },
    ]}
  />
);

/** Active leases and those ending soon, into the leases list. */
export const LeasesPanel = ({ query }: { query: ManagerDashboardQuery }) => (
  <TilesPanel
    query={query}
    resource="leases"
    figures={(data, translate) => [
      {
        to: dashboardLinks.leasesActive(),
        count: data.leases_active,
        caption: translate('flotte.operations.leases.active_caption'),
        label: translate('flotte.operations.leases.active', { smart_count: data.leases_active }),
      },
      {
        to: dashboardLinks.leasesEnding(),
        count: data.leases_ending_soon,
        caption: translate('flotte.operations.leases.ending_caption', { days: ENDING_SOON_DAYS }),
        label: translate('flotte.operations.leases.ending', {
          smart_count: data.leases_ending_soon,
          days: ENDING_SOON_DAYS,
        }),
        tone: 'warning',
      },
    ]}
  />
);
