import type { SyntheticEvent } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useGetList, useListContext, useTranslate } from 'react-admin';

/** The list's three views: all (where it opens), the approval queue (`active=false`), the active. */
const STATES = ['all', 'false', 'true'] as const;
type State = (typeof STATES)[number];

const NAMES: Record<State, 'waiting' | 'active' | 'all'> = {
  false: 'waiting',
  true: 'active',
  all: 'all',
};

export const stateOf = (filterValues: Record<string, unknown>): State =>
  filterValues.active === 'true' || filterValues.active === 'false' ? filterValues.active : 'all';

/** Tabs over the `active` filter; the other filters stay as they are. */
export const BusinessStateTabs = () => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const translate = useTranslate();
  // The queue's size on its tab, whatever the list shows (one row asked: the total is enough).
  const { total: waiting } = useGetList('business', {
    filter: { active: 'false' },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'created_at', order: 'DESC' },
  });
  const onChange = (_event: SyntheticEvent, value: State) => {
    const others = Object.fromEntries(
      Object.entries(filterValues as Record<string, unknown>).filter(([key]) => key !== 'active'),
    );
    setFilters(value === 'all' ? others : { ...others, active: value }, displayedFilters);
  };
  return (
    <Tabs
      value={stateOf(filterValues)}
      onChange={onChange}
      aria-label={translate('flotte.business_admin.tabs.label')}
      sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
    >
      {STATES.map((state) => (
        <Tab
          key={state}
          value={state}
          label={
            state === 'false' && waiting !== undefined
              ? `${translate('flotte.business_admin.tabs.waiting')} (${waiting})`
              : translate(`flotte.business_admin.tabs.${NAMES[state]}`)
          }
        />
      ))}
    </Tabs>
  );
};

/** What an empty page says: an empty queue is good news, not a missing list. */
export const BusinessListEmpty = () => {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  const others = Object.keys(filterValues).some((key) => key !== 'active');
  const key = others
    ? 'flotte.business_admin.empty.filtered'
    : `flotte.business_admin.empty.${NAMES[stateOf(filterValues)]}`;
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography color="text.secondary">{translate(key)}</Typography>
    </Box>
  );
};
