import FlagIcon from '@mui/icons-material/FlagOutlined';
import {
  DataTable,
  FilterList,
  ReferenceInput,
  SelectInput,
  useCanAccess,
  useLocaleState,
} from 'react-admin';
import { NamedBulkDeleteButton } from '../common/NamedDeleteButton';
import { assetStatuses } from '../../../contract/asset';
import { useWithBusinessFilter } from '../common/businessFilter';
import { EmptyState } from '../common/EmptyState';
import { ImportButton } from '../common/ImportButton';
import { ListActions } from '../common/ListActions';
import { PagedList } from '../common/PagedList';
import { ListSidebar, withSidebarSx } from '../common/ListSidebar';
import { LocaleDateField } from '../common/LocaleDateField';
import { StatusChip, statusChoices } from '../common/StatusChip';
import { useWidthColumns } from '../common/useWidthColumns';
import { UnsortedTextCol } from '../common/UnsortedTextCol';
import { searchFilter } from '../common/searchFilter';
import { QuickFilterItem } from '../common/QuickFilterItem';

const AssetStatusChip = () => <StatusChip resource="assets" />;

const filters = [
  searchFilter,
  <SelectInput key="status" source="status" choices={statusChoices('assets', assetStatuses)} />,
  <ReferenceInput key="asset_type_id" source="asset_type_id" reference="asset-type">
    <SelectInput optionText="name" />
  </ReferenceInput>,
];
/** What a laptop and a phone leave out by default (the status always shows). */
const HIDDEN_COLUMNS = {
  laptop: ['year', 'created_at'],
  phone: ['asset_type_name', 'make', 'model', 'capacity_kg'],
};

/** Saved filters, then one click on a status (the dashboard's asset links filter on it). */
const AssetSidebar = () => (
  <ListSidebar>
    <FilterList label="flotte.operations.filters.status" icon={<FlagIcon />}>
      {assetStatuses.map((status) => (
        <QuickFilterItem
          key={status}
          label={`resources.assets.statuses.${status}`}
          value={{ status }}
        />
      ))}
    </FilterList>
  </ListSidebar>
);

/**
 * Assets in the caller's scope (the server scopes them): owners and businesses create and
 * delete theirs (bulk delete asks for confirmation); the manager and b2b clients read. Filters
 * status, type and (operators) business; saved filters and CSV export.
 */
export const AssetList = () => {
  const { canAccess: canDelete } = useCanAccess({ resource: 'assets', action: 'delete' });
  const [locale] = useLocaleState();
  const columns = useWidthColumns('assets', HIDDEN_COLUMNS);
  return (
    <PagedList
      filters={useWithBusinessFilter(filters)}
      actions={
        <ListActions columnsKey={columns.storeKey}>
          <ImportButton kind="assets" />
        </ListActions>
      }
      aside={<AssetSidebar />}
      sx={withSidebarSx}
      empty={<EmptyState resource="assets" actions={<ImportButton kind="assets" />} />}
    >
      <DataTable
        rowClick="show"
        bulkActionButtons={canDelete ? <NamedBulkDeleteButton /> : false}
        {...columns}
      >
        <DataTable.Col source="name" />
        <DataTable.Col source="asset_type_name" disableSort />
        <UnsortedTextCol source="registration" />
        <UnsortedTextCol source="make" />
        <UnsortedTextCol source="model" />
        <DataTable.NumberCol source="year" options={{ useGrouping: false }} />
        <DataTable.NumberCol source="capacity_kg" locales={locale} disableSort />
        <DataTable.Col source="status" field={AssetStatusChip} />
        <DataTable.Col source="created_at" field={LocaleDateField} />
      </DataTable>
    </PagedList>
  );
};
