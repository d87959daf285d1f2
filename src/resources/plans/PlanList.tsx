import {
  ColumnsButton,
  DataTable,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { CreateButton } from '../common/LabelledLinkButtons';
import { NamedExportButton } from '../common/NamedExportButton';
import { MAX_LIMIT } from '../../../contract/common';
import { YesNoField } from '../business/BusinessFields';
import { EmptyState } from '../common/EmptyState';
import { ListPagination } from '../common/ListPagination';
import { LimitField, PlanActiveChip, PlanPricesField, RateField } from './PlanFields';

const search = <SearchInput key="q" source="q" alwaysOn />;
// The superadmin also sees withdrawn plans; everyone else gets the active ones only.
const superadminFilters = [
  search,
  <SelectInput
    key="active"
    source="active"
    alwaysOn
    choices={[
      { id: 'true', name: 'flotte.plans_admin.states.active' },
      { id: 'false', name: 'flotte.plans_admin.states.inactive' },
    ]}
  />,
];

const PlanListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ColumnsButton />
    <NamedExportButton maxResults={MAX_LIMIT} />
  </TopToolbar>
);

/** The plans, cheapest first: the superadmin's catalogue (rows open the form); others read. */
export const PlanList = () => {
  const { canAccess: editable = false } = useCanAccess({ resource: 'plans', action: 'edit' });
  return (
    <List
      filters={editable ? superadminFilters : [search]}
      actions={<PlanListActions />}
      sort={{ field: 'monthly_price', order: 'ASC' }}
      perPage={25}
      pagination={<ListPagination rowsPerPageOptions={[10, 25, 50]} />}
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
    </List>
  );
};
