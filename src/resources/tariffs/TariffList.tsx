import { DataTable, ReferenceInput, AutocompleteInput, TextField, useCanAccess } from 'react-admin';
import { activeFilter } from '../common/activeFilter';
import { EmptyState } from '../common/EmptyState';
import { ListActions } from '../common/ListActions';
import { MoneyField } from '../common/MoneyField';
import { PagedList } from '../common/PagedList';
import { activeChip } from '../common/StatusChip';
import { useWithBusinessFilter } from '../common/businessFilter';

const filters = [
  activeFilter('flotte.tariffs', { alwaysOn: true }),
  <ReferenceInput key="asset_type_id" source="asset_type_id" reference="asset-type">
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
];

const TariffActiveChip = activeChip({
  active: 'flotte.tariffs.active',
  inactive: 'flotte.tariffs.inactive',
});

/** The business's name, or "platform" for the platform's own tariff. */
const TariffOwnerField = () => (
  <TextField source="business_name" emptyText="flotte.tariffs.platform" />
);

/**
 * Tariffs (issue 30, docs/money.md): the superadmin's grids, the platform's and the
 * businesses' negotiated ones (rows open the form); the manager reads them, and a business's
 * staff their own contract (rows open the read-only page, with the zones' outlines).
 */
export const TariffList = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: 'tariffs', action: 'edit' });
  return (
    <PagedList
      filters={useWithBusinessFilter(filters)}
      actions={<ListActions />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      empty={<EmptyState resource="tariffs" />}
    >
      <DataTable rowClick={canEdit ? 'edit' : 'show'} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="asset_type_name" field={TextField} disableSort />
        <DataTable.Col source="business_name" field={TariffOwnerField} disableSort />
        <DataTable.Col source="currency" disableSort />
        <DataTable.Col source="base" field={MoneyField} align="right" />
        <DataTable.Col source="per_km" field={MoneyField} align="right" disableSort />
        <DataTable.Col source="minimum" field={MoneyField} align="right" disableSort />
        <DataTable.Col source="active" field={TariffActiveChip} disableSort />
      </DataTable>
    </PagedList>
  );
};
