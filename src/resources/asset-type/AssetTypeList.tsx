import {
  BooleanField,
  ColumnsButton,
  DataTable,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useCanAccess,
  useLocaleState,
} from 'react-admin';
import { CreateButton } from '../common/LabelledLinkButtons';
import { NamedExportButton } from '../common/NamedExportButton';
import { NamedBulkDeleteButton } from '../common/NamedDeleteButton';
import { MAX_LIMIT } from '../../../contract/common';
import { ListPagination } from '../common/ListPagination';
import { MoneyField } from '../common/MoneyField';
import { LocaleDateField } from '../common/LocaleDateField';
import { EmptyState } from '../common/EmptyState';
import { ImportButton } from '../common/ImportButton';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="active"
    source="active"
    choices={[
      { id: 'true', name: 'resources.asset-type.filters.active' },
      { id: 'false', name: 'resources.asset-type.filters.inactive' },
    ]}
  />,
];

// CreateButton hides itself without canAccess `create`. The API pages at most MAX_LIMIT rows,
// so the export asks for no more.
const AssetTypeListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ImportButton kind="asset-type" />
    <ColumnsButton />
    <NamedExportButton maxResults={MAX_LIMIT} />
  </TopToolbar>
);

/** Asset types: every signed-in role lists them; only the superadmin edits or deletes. */
export const AssetTypeList = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: 'asset-type', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'asset-type', action: 'delete' });
  // Numbers in the UI language (1 200 in French), not the browser's.
  const [locale] = useLocaleState();
  return (
    <List
      filters={filters}
      actions={<AssetTypeListActions />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={10}
      pagination={<ListPagination rowsPerPageOptions={[10, 25, 50]} />}
      empty={<EmptyState resource="asset-type" actions={<ImportButton kind="asset-type" />} />}
    >
      <DataTable
        rowClick={canEdit ? 'edit' : false}
        bulkActionButtons={canDelete ? <NamedBulkDeleteButton /> : false}
      >
        <DataTable.Col source="name" />
        <DataTable.Col source="base_price" field={MoneyField} align="right" />
        <DataTable.NumberCol source="capacity_kg" locales={locale} />
        <DataTable.Col source="active" field={BooleanField} />
        <DataTable.Col source="created_at" field={LocaleDateField} />
      </DataTable>
    </List>
  );
};
