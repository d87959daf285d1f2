import { Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, SelectInput, SimpleList, useLocaleState, useTranslate } from 'react-admin';
import { PAYOUT_BATCH_STATUSES, type PayoutBatch } from '../../../contract/payouts';
import { EmptyState } from '../common/EmptyState';
import { ListActions } from '../common/ListActions';
import { LocaleDateField } from '../common/LocaleDateField';
import { MoneyField } from '../common/MoneyField';
import { formatMoney } from '../common/money';
import { PagedList } from '../common/PagedList';
import { statusChoices } from '../common/StatusChip';
import { BatchFileButton, BatchMoveButton, BuildBatchButton } from './PayoutActions';
import { BatchStatusChip } from './PayoutFields';
import { usePhone } from './usePhone';

const filters = [
  <SelectInput
    key="status"
    source="status"
    choices={statusChoices('payout-batches', PAYOUT_BATCH_STATUSES)}
    alwaysOn
  />,
];

/** On a phone: the day built, the statements and total, the status. */
const BatchCards = () => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <SimpleList<PayoutBatch>
      linkType="show"
      primaryText={(b) => new Date(b.created_at).toLocaleDateString(locale)}
      secondaryText={(b) =>
        `${translate('flotte.payouts.batches.statements_count', { smart_count: b.count })} · ${formatMoney(b.total, b.currency, locale)}`
      }
      tertiaryText={(b) => translate(`resources.payout-batches.statuses.${b.status}`)}
    />
  );
};

/** A batch's buttons: its next move (confirmed first) and its SEPA file once approved. */
export const BatchButtons = () => (
  <Stack direction="row" spacing={1}>
    <BatchMoveButton />
    <BatchFileButton />
  </Stack>
);

/**
 * The superadmin's SEPA payout batches, newest first: build one from the issued statements,
 * approve it, download its pain.001 file, mark it paid (each confirmed; marking twice pays
 * once, server-side). docs/money.md, "Owners' payouts".
 */
export const BatchList = () => {
  const phone = usePhone();
  return (
    <PagedList
      filters={filters}
      actions={
        <ListActions create={false}>
          <BuildBatchButton icon={<AddIcon />} />
        </ListActions>
      }
      empty={
        <EmptyState resource="payout-batches" actions={<BuildBatchButton icon={<AddIcon />} />} />
      }
    >
      {phone ? (
        <BatchCards />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="created_at" field={LocaleDateField} disableSort />
          <DataTable.Col source="count" align="right" disableSort />
          <DataTable.Col source="total" field={MoneyField} align="right" disableSort />
          <DataTable.Col source="status" field={BatchStatusChip} disableSort />
          <DataTable.Col source="id" label="flotte.payouts.batches.actions" disableSort>
            <BatchButtons />
          </DataTable.Col>
        </DataTable>
      )}
    </PagedList>
  );
};
