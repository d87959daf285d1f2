import { Stack } from '@mui/material';
import { Show, TextField, TopToolbar } from 'react-admin';
import { LocaleDateField } from '../common/LocaleDateField';
import { MoneyField } from '../common/MoneyField';
import { FieldCell, ShowSection } from '../common/ShowSection';
import { StatementPdfButton } from './PayoutActions';
import { PeriodField, StatementStatusChip } from './PayoutFields';

/**
 * One payout statement: the month's gross earnings, the platform's commission, adjustments,
 * the cash on delivery kept, and the amount due to the account shown masked (docs/money.md).
 */
export const StatementShow = () => (
  <Show
    actions={
      <TopToolbar>
        <StatementPdfButton />
      </TopToolbar>
    }
  >
    <Stack sx={{ p: 2 }}>
      <ShowSection title="flotte.payouts.statements.summary" grid plain>
        <FieldCell source="number" />
        <FieldCell source="owner_name" field={TextField} />
        <FieldCell source="period_start" field={PeriodField} />
        <FieldCell source="status" field={StatementStatusChip} />
        <FieldCell source="earnings_count" />
        <FieldCell source="gross" field={MoneyField} />
        <FieldCell source="commission" field={MoneyField} />
        <FieldCell source="net" field={MoneyField} />
        <FieldCell source="adjustments" field={MoneyField} />
        <FieldCell source="cod_collected" field={MoneyField} />
        <FieldCell source="amount_due" field={MoneyField} />
        <FieldCell source="iban_masked" emptyText="—" />
        <FieldCell source="issued_at" field={LocaleDateField} />
        <FieldCell source="paid_at" field={LocaleDateField} emptyText="—" />
      </ShowSection>
    </Stack>
  </Show>
);
