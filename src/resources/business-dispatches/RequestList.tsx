import {
  AutocompleteInput,
  CreateButton,
  DataTable,
  ExportButton,
  FilterButton,
  List,
  Pagination,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { REQUEST_STATUSES } from '../../../contract/request';
import { MAX_LIMIT } from '../../../contract/common';
import { useAuthState } from '../../providers/store';
import { LocaleDateField } from '../common/LocaleDateField';
import { MoneyField } from '../common/MoneyField';
import { StatusChip, statusChoices } from '../common/StatusChip';

const RequestStatusChip = () => <StatusChip resource="business-dispatches" />;

const baseFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={statusChoices('business-dispatches', REQUEST_STATUSES)}
  />,
];
const businessFilter = (
  <ReferenceInput key="business_id" source="business_id" reference="business">
    <AutocompleteInput optionText="name" />
  </ReferenceInput>
);

/** Transport requests in the caller's scope (the server scopes them), newest first. */
export const RequestList = () => {
  const { user } = useAuthState();
  const seesAll = user?.role === 'superadmin' || user?.role === 'in_house_manager';
  return (
    <List
      filters={seesAll ? [...baseFilters, businessFilter] : baseFilters}
      actions={
        <TopToolbar>
          <FilterButton />
          <CreateButton />
          <ExportButton maxResults={MAX_LIMIT} />
        </TopToolbar>
      }
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="created_at" field={LocaleDateField} />
        {seesAll || user?.role === 'asset_owner' ? (
          <DataTable.Col source="business_name" disableSort />
        ) : null}
        <DataTable.Col source="asset_type_name" disableSort />
        <DataTable.Col source="pickup_address" disableSort />
        <DataTable.Col source="dropoff_address" disableSort />
        <DataTable.Col source="scheduled_at">
          <LocaleDateField source="scheduled_at" showTime emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="asset_name" disableSort>
          <TextField source="asset_name" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="price" field={MoneyField} align="right" />
        <DataTable.Col source="status" field={RequestStatusChip} />
      </DataTable>
    </List>
  );
};
