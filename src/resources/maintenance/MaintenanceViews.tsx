import { Tab, Tabs } from '@mui/material';
import { Link, useCreatePath, useTranslate } from 'react-admin';

/**
 * The two views of maintenance, as links: all work (the list, with its filters) and the
 * upcoming work (`#/maintenance/upcoming`, overdue first). Each is a page of its own, so the
 * address says which one is open.
 */
export const MaintenanceViews = ({ current }: { current: 'all' | 'upcoming' }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const list = createPath({ resource: 'maintenance', type: 'list' });
  return (
    <Tabs
      component="nav"
      value={current}
      aria-label={translate('flotte.maintenance.views.label')}
      sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
    >
      <Tab
        value="all"
        label={translate('flotte.maintenance.views.all')}
        component={Link}
        to={list}
        aria-current={current === 'all' ? 'page' : undefined}
      />
      <Tab
        value="upcoming"
        label={translate('flotte.maintenance.views.upcoming')}
        component={Link}
        to={`${list}/upcoming`}
        aria-current={current === 'upcoming' ? 'page' : undefined}
      />
    </Tabs>
  );
};
