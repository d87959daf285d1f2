import { DataTable, ReferenceManyField, TextField } from 'react-admin';
import { ListPagination } from '../common/ListPagination';
import { LocaleDateField } from '../common/LocaleDateField';
import { MoneyField } from '../common/MoneyField';
import { StatusChip } from '../common/StatusChip';
import { EmptyText } from '../common/EmptyText';

const RequestStatusChip = () => <StatusChip resource="business-dispatches" />;

/**
 * The business's transport requests (GET /business-dispatches?business_id=), newest first; a
 * row opens the request's page. Labels are the requests resource's own.
 */
export const BusinessRequestsTab = (_props: { label?: false }) => (
  <ReferenceManyField
    reference="business-dispatches"
    target="business_id"
    sort={{ field: 'created_at', order: 'DESC' }}
    perPage={10}
    pagination={<ListPagination rowsPerPageOptions={[10, 25, 50]} />}
    empty={<EmptyText text="flotte.business_admin.requests_empty" sx={{ py: 2 }} />}
  >
    <DataTable bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="reference" disableSort />
      <DataTable.Col source="created_at" field={LocaleDateField} />
      <DataTable.Col source="pickup_address" disableSort />
      <DataTable.Col source="dropoff_address" disableSort />
      <DataTable.Col source="asset_name" disableSort>
        <TextField source="asset_name" emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="price" field={MoneyField} align="right" />
      <DataTable.Col source="status" field={RequestStatusChip} />
    </DataTable>
  </ReferenceManyField>
);
