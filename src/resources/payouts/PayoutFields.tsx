import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext, type FieldProps } from 'react-admin';
import type { PayoutStatement } from '../../../contract/payouts';
import { recordStatusChip } from '../common/StatusChip';

/** A statement's status: issued (still to pay) calm, in a batch on its way, paid in green. */
export const StatementStatusChip = recordStatusChip(
  { issued: 'default', batched: 'info', paid: 'success' },
  'resources.payout-statements.statuses',
);

/** A batch's status: a draft to approve, approved (its file to send), paid in green. */
export const BatchStatusChip = recordStatusChip(
  { draft: 'warning', approved: 'info', paid: 'success' },
  'resources.payout-batches.statuses',
);

/** The month a statement covers (`period_start` is its first day), in the UI language. */
export const PeriodField = (_props: Partial<FieldProps>) => {
  const record = useRecordContext<PayoutStatement>();
  const [locale] = useLocaleState();
  if (!record) return null;
  // Noon UTC of the first day: the same month in every time zone.
  const month = new Date(`${record.period_start}T12:00:00Z`).toLocaleDateString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <Typography component="span" variant="body2">
      {month}
    </Typography>
  );
};
