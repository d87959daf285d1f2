import { DataTable } from 'react-admin';
import { LocaleDateField } from '../common/LocaleDateField';
import { MoneyField } from '../common/MoneyField';
import { PhoneCards } from '../common/PhoneCards';
import { RequestStatusChip, requestCard } from '../business-dispatches/requestCard';
import { BusinessRecordsField } from './BusinessRecordsField';
import { UnsortedTextCol } from '../common/UnsortedTextCol';

/**
 * The business's transport requests (GET /business-dispatches?business_id=), newest first; a
 * row opens the request's page. Labels are the requests resource's own.
 */
export const BusinessRequestsTab = (_props: { label?: false }) => (
  <BusinessRecordsField
    reference="business-dispatches"
    sort={{ field: 'created_at', order: 'DESC' }}
    empty="flotte.business_admin.requests_empty"
  >
    <PhoneCards card={requestCard}>
      <DataTable bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="reference" disableSort />
        <DataTable.Col source="created_at" field={LocaleDateField} />
        <DataTable.Col source="pickup_address" disableSort />
        <DataTable.Col source="dropoff_address" disableSort />
        <UnsortedTextCol source="asset_name" />
        <DataTable.Col source="price" field={MoneyField} align="right" />
        <DataTable.Col source="status" field={RequestStatusChip} />
      </DataTable>
    </PhoneCards>
  </BusinessRecordsField>
);
