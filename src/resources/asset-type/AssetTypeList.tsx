import { BooleanField, DataTable, useCanAccess, useLocaleState } from 'react-admin';
import { activeFilter } from '../common/activeFilter';
import { ListActions } from '../common/ListActions';
import { NamedBulkDeleteButton } from '../common/NamedDeleteButton';
import { PagedList } from '../common/PagedList';
import { MoneyField } from '../common/MoneyField';
import { LocaleDateField } from '../common/LocaleDateField';
import { EmptyState } from '../common/EmptyState';
import { ImportButton } from '../common/ImportButton';
import { searchFilter } from '../common/searchFilter';

const filters = [searchFilter, activeFilter('resources.asset-type.filters')];

/** Asset types: every signed-in role lists them; only the superadmin edits or deletes. */
export const AssetTypeList = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: 'asset-type', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'asset-type', action: 'delete' });
  // Numbers in the UI language (1 200 in French), not the browser's.
  const [locale] = useLocaleState();
  return (
    <PagedList
      filters={filters}
      actions={
        <ListActions>
          <ImportButton kind="asset-type" />
        </ListActions>
      }
      sort={{ field: 'name', order: 'ASC' }}
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
    </PagedList>
  );
};
