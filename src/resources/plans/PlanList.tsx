import { DataTable, useCanAccess } from 'react-admin';
import { YesNoField } from '../business/BusinessFields';
import { activeFilter } from '../common/activeFilter';
import { EmptyState } from '../common/EmptyState';
import { ListActions } from '../common/ListActions';
import { PagedList } from '../common/PagedList';
import { LimitField, PlanActiveChip, PlanPricesField, RateField } from './PlanFields';
import { searchFilter } from '../common/searchFilter';

// The superadmin also sees withdrawn plans; everyone else gets the active ones only.
const superadminFilters = [
  searchFilter,
  activeFilter('flotte.plans_admin.states', { alwaysOn: true }),
];

/** The plans, cheapest first: the superadmin's catalogue (rows open the form); others read. */
export const PlanList = () => {
  const { canAccess: editable = false } = useCanAccess({ resource: 'plans', action: 'edit' });
  return (
    <PagedList
      filters={editable ? superadminFilters : [searchFilter]}
      actions={<ListActions />}
      sort={{ field: 'monthly_price', order: 'ASC' }}
      perPage={25}
      empty={<EmptyState resource="plans" />}
    >
      <DataTable rowClick={editable ? 'edit' : false} bulkActionButtons={false}>
        <DataTable.Col source="code" />
        <DataTable.Col source="name" />
        <DataTable.Col source="prices" field={PlanPricesField} align="right" disableSort />
        <DataTable.Col source="max_assets" field={LimitField} align="right" disableSort />
        <DataTable.Col source="max_users" field={LimitField} align="right" disableSort />
        <DataTable.Col source="whitelabel_allowed" field={YesNoField} disableSort />
        <DataTable.Col source="commission_rate" field={RateField} align="right" disableSort />
        <DataTable.Col source="active" field={PlanActiveChip} disableSort />
      </DataTable>
    </PagedList>
  );
};
