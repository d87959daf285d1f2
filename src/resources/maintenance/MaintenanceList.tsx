import { Box, Typography } from '@mui/material';
import {
  AutocompleteInput,
  DataTable,
  ReferenceInput,
  SelectInput,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { CreateButton } from '../common/LabelledLinkButtons';
import { useWidthColumns } from '../common/useWidthColumns';
import { DateInput } from '../../components/DateInput';
import { useWithBusinessFilter } from '../common/businessFilter';
import { EmptyText } from '../common/EmptyText';
import { ListActions } from '../common/ListActions';
import { PagedList } from '../common/PagedList';
import { withSidebarSx } from '../common/ListSidebar';
import { LocaleDateField } from '../common/LocaleDateField';
import {
  CostField,
  CountField,
  DueLevelChip,
  KindField,
  MaintenanceStatusChip,
  dueLevelChoices,
  kindChoices,
  statusChoices,
} from './MaintenanceFields';
import { MaintenanceFilterSidebar } from './MaintenanceFilterSidebar';
import { MaintenanceMoves } from './MaintenanceMoves';
import { MaintenanceViews } from './MaintenanceViews';
import { searchFilter } from '../common/searchFilter';

/** Every filter the API takes; the manager's dashboard links here with `due_level`. */
const filters = [
  searchFilter,
  <ReferenceInput key="asset_id" source="asset_id" reference="assets">
    <AutocompleteInput optionText="name" label="resources.maintenance.fields.asset_id" />
  </ReferenceInput>,
  <SelectInput key="due_level" source="due_level" choices={dueLevelChoices} />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <SelectInput key="kind" source="kind" choices={kindChoices} />,
  <DateInput key="scheduled_from" source="scheduled_from" />,
  <DateInput key="scheduled_to" source="scheduled_to" />,
];
/** What a laptop and a phone leave out by default (the due level and status always show). */
const HIDDEN_COLUMNS = {
  laptop: ['kind', 'due_odometer_km', 'cost'],
  phone: ['title', 'scheduled_at'],
};

/** No work at all yet: say what to do (schedule the first service), or that there is none. */
const MaintenanceEmpty = () => {
  const translate = useTranslate();
  const { canAccess: canCreate } = useCanAccess({ resource: 'maintenance', action: 'create' });
  return (
    <Box sx={{ width: '100%' }}>
      <MaintenanceViews current="all" />
      <Box sx={{ textAlign: 'center', m: 4, color: 'text.secondary' }}>
        <Typography variant="h5" component="p" gutterBottom>
          {translate('flotte.maintenance.empty.title')}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {translate(
            canCreate ? 'flotte.maintenance.empty.text' : 'flotte.maintenance.empty.read_only',
          )}
        </Typography>
        {canCreate ? (
          <CreateButton variant="contained" label="flotte.maintenance.empty.action" />
        ) : null}
      </Box>
    </Box>
  );
};

const FilteredEmpty = () => (
  <EmptyText text="flotte.maintenance.empty.filtered" sx={{ p: 3, textAlign: 'center' }} />
);

const RowMoves = () => <MaintenanceMoves />;

/**
 * Maintenance in the caller's scope (the server scopes it), what needs doing first (overdue,
 * in the workshop, due soon, upcoming, then closed work; each by due date): filters asset,
 * status, kind, due level, due-date range and text; saved queries and one-click filters in
 * the sidebar; CSV export (the API's page, 100 rows); columns; the moves on each row.
 */
export const MaintenanceList = () => {
  const { canAccess: canMove } = useCanAccess({ resource: 'maintenance', action: 'move' });
  const columns = useWidthColumns('maintenance', HIDDEN_COLUMNS);
  return (
    <PagedList
      filters={useWithBusinessFilter(filters, 'resources.maintenance.fields.business_id')}
      actions={<ListActions columnsKey={columns.storeKey} />}
      aside={<MaintenanceFilterSidebar />}
      sx={withSidebarSx}
      sort={{ field: 'urgency', order: 'ASC' }}
      empty={<MaintenanceEmpty />}
    >
      <MaintenanceViews current="all" />
      <DataTable rowClick="show" bulkActionButtons={false} empty={<FilteredEmpty />} {...columns}>
        <DataTable.Col source="asset_name" disableSort />
        <DataTable.Col source="kind" field={KindField} />
        <DataTable.Col source="title" />
        <DataTable.Col source="scheduled_at">
          <LocaleDateField source="scheduled_at" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="due_odometer_km" field={CountField} align="right" disableSort />
        <DataTable.Col source="due_level" field={DueLevelChip} disableSort />
        <DataTable.Col source="status" field={MaintenanceStatusChip} />
        <DataTable.Col source="cost" field={CostField} align="right" disableSort />
        {canMove ? (
          <DataTable.Col
            source="actions"
            label="flotte.maintenance.actions.label"
            field={RowMoves}
            disableSort
          />
        ) : null}
      </DataTable>
    </PagedList>
  );
};
