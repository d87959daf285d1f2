import { Stack } from '@mui/material';
import { DataTable, ReferenceManyField, Show, TextField, TopToolbar } from 'react-admin';
import { LocaleDateField } from '../common/LocaleDateField';
import { MoneyField } from '../common/MoneyField';
import { FieldCell, ShowSection } from '../common/ShowSection';
import { BatchButtons } from './BatchList';
import { BatchStatusChip, PeriodField, StatementStatusChip } from './PayoutFields';

/** One payout batch: its status, total and dates, and the statements it pays. */
export const BatchShow = () => (
  <Show
    actions={
      <TopToolbar>
        <BatchButtons />
      </TopToolbar>
    }
  >
    <Stack sx={{ p: 2 }}>
      <ShowSection title="flotte.payouts.batches.summary" grid plain>
        <FieldCell source="status" field={BatchStatusChip} />
        <FieldCell source="count" />
        <FieldCell source="total" field={MoneyField} />
        <FieldCell source="message_id" />
        <FieldCell source="created_at" field={LocaleDateField} />
        <FieldCell source="approved_at" field={LocaleDateField} emptyText="—" />
        <FieldCell source="paid_at" field={LocaleDateField} emptyText="—" />
      </ShowSection>
      <ShowSection title="flotte.payouts.batches.statements">
        <ReferenceManyField reference="payout-statements" target="batch_id" perPage={100}>
          <DataTable rowClick="show" bulkActionButtons={false} resource="payout-statements">
            <DataTable.Col source="number" disableSort />
            <DataTable.Col source="owner_name" field={TextField} disableSort />
            <DataTable.Col source="period_start" field={PeriodField} disableSort />
            <DataTable.Col source="amount_due" field={MoneyField} align="right" disableSort />
            <DataTable.Col source="status" field={StatementStatusChip} disableSort />
          </DataTable>
        </ReferenceManyField>
      </ShowSection>
    </Stack>
  </Show>
);
