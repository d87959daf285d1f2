import { Box, Card, CardContent, Typography } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import FlagIcon from '@mui/icons-material/Flag';
import { Link } from 'react-router-dom';
import {
  AutocompleteInput,
  Button,
  DataTable,
  FilterList,
  ReferenceInput,
  SelectInput,
  useCanAccess,
  useListContext,
  useTranslate,
} from 'react-admin';
import { DateInput } from '../../components/DateInput';
import type { Role } from '../../../contract/roles';
import { useAuthState } from '../../providers/store';
import { useSeesAllBusinesses } from '../common/businessFilter';
import { ListActions } from '../common/ListActions';
import { PagedList } from '../common/PagedList';
import { LocaleDateField } from '../common/LocaleDateField';
import { MoneyField } from '../common/MoneyField';
import { useWidthColumns } from '../common/useWidthColumns';
import { SavedQueries } from '../common/SavedQueries';
import { DayField, LeaseStatusChip, RateField, leaseStatusChoices } from './LeaseFields';
import { QuickFilterItem } from '../common/QuickFilterItem';

// Numbers, as the operator's dashboard links them (`{"ending_within_days":7}`).
const endingChoices = [7, 30, 90].map((id) => ({
  id,
  name: `flotte.leases.ending_choices.${id}`,
}));

/**
 * Filters by role: the asset filter reads the caller's assets (the lessee cannot read the
 * lessor's), the business filter the businesses (for who reads every business: `seesAll`).
 */
function filtersFor(role: Role | undefined, seesAll: boolean) {
  return [
    <SelectInput key="status" source="status" choices={leaseStatusChoices} alwaysOn />,
    ...(role === 'business'
      ? []
      : [
          <ReferenceInput key="asset_id" source="asset_id" reference="assets">
            <AutocompleteInput optionText="name" label="resources.leases.fields.asset_id" />
          </ReferenceInput>,
        ]),
    ...(seesAll
      ? [
          <ReferenceInput key="business_id" source="business_id" reference="business">
            <AutocompleteInput optionText="name" label="resources.leases.fields.business_id" />
          </ReferenceInput>,
        ]
      : []),
    <DateInput key="from" source="from" />,
    <DateInput key="to" source="to" />,
    <SelectInput key="ending_within_days" source="ending_within_days" choices={endingChoices} />,
  ];
}

/** The sidebar: saved queries (kept in this browser), then one-click status and ending soon. */
const LeaseSidebar = () => (
  <Card
    sx={{
      order: -1,
      mr: 2,
      mt: 8,
      width: 230,
      flexShrink: 0,
      display: { xs: 'none', md: 'block' },
    }}
  >
    <CardContent>
      <SavedQueries />
      <FilterList label="flotte.leases.sidebar.status" icon={<FlagIcon />}>
        {leaseStatusChoices.map((choice) => (
          <QuickFilterItem key={choice.id} label={choice.name} value={{ status: choice.id }} />
        ))}
      </FilterList>
      <FilterList label="flotte.leases.sidebar.ending" icon={<EventBusyIcon />}>
        <QuickFilterItem label="flotte.leases.sidebar.ending_7" value={{ ending_within_days: 7 }} />
        <QuickFilterItem
          label="flotte.leases.sidebar.ending_30"
          value={{ ending_within_days: 30 }}
        />
      </FilterList>
    </CardContent>
  </Card>
);

/** What an empty list says: what would fill it, and the way there. */
const LeaseListEmpty = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { user } = useAuthState();
  // The way there, for those the permission table lets take it.
  const { canAccess: offers } = useCanAccess({ resource: 'lease-preferences', action: 'create' });
  const { canAccess: browses } = useCanAccess({ resource: 'lease-market', action: 'list' });
  const ways = [
    {
      shown: offers,
      to: '/lease-preferences/create',
      label: 'flotte.leases.empty.asset_owner_action',
    },
    { shown: browses, to: '/lease-market', label: 'flotte.leases.empty.business_action' },
  ];
  const filtered = Object.keys(filterValues).length > 0;
  const role = user?.role;
  const key = filtered
    ? 'filtered'
    : role === 'asset_owner' || role === 'business'
      ? role
      : 'other';
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`flotte.leases.empty.${key}`)}
      </Typography>
      {filtered
        ? null
        : ways
            .filter((way) => way.shown)
            .map(({ to, label }) => (
              <Button key={to} component={Link} to={to} variant="contained" label={label} />
            ))}
    </Box>
  );
};

/**
 * Leases in the caller's scope (the server scopes them): an owner's as lessor, a business's as
 * lessee, all for the manager and the superadmin. Newest first; a row opens the lease.
 */
/** What a laptop and a phone leave out by default (the status always shows). */
const HIDDEN_COLUMNS = {
  laptop: ['asset_type_name', 'deposit', 'created_at'],
  phone: ['lessor_name', 'lessee_business_name', 'end_date', 'rate'],
};

export const LeaseList = () => {
  const { user } = useAuthState();
  const role = user?.role;
  const columns = useWidthColumns('leases', HIDDEN_COLUMNS);
  return (
    <PagedList
      filters={filtersFor(role, useSeesAllBusinesses())}
      actions={<ListActions columnsKey={columns.storeKey} create={false} />}
      aside={<LeaseSidebar />}
      empty={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false} empty={<LeaseListEmpty />} {...columns}>
        <DataTable.Col source="asset_name" disableSort />
        <DataTable.Col source="asset_type_name" disableSort />
        {role === 'asset_owner' ? null : <DataTable.Col source="lessor_name" disableSort />}
        {role === 'business' ? null : <DataTable.Col source="lessee_business_name" disableSort />}
        <DataTable.Col source="start_date" field={DayField} />
        <DataTable.Col source="end_date" field={DayField} />
        <DataTable.Col source="rate" field={RateField} disableSort />
        <DataTable.Col source="deposit" field={MoneyField} disableSort />
        <DataTable.Col source="status" field={LeaseStatusChip} />
        <DataTable.Col source="created_at" field={LocaleDateField} />
      </DataTable>
    </PagedList>
  );
};
