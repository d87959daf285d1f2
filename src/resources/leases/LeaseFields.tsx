import { Typography, type ChipProps } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { recordStatusChip } from '../common/StatusChip';
import { leaseStatuses, type Lease, type LeasePreference } from '../../../contract/lease';
import { formatMoney } from '../common/money';
import { formatDay } from './days';

const COLORS: Record<Lease['status'], ChipProps['color']> = {
  pending: 'warning',
  active: 'success',
  ended: 'default',
  cancelled: 'default',
};

export const leaseStatusChoices = leaseStatuses.map((id) => ({
  id,
  name: `resources.leases.statuses.${id}`,
}));

/** A lease's status as a chip with its text (read by screen readers, kept by exports). */
export const LeaseStatusChip = recordStatusChip(COLORS, 'resources.leases.statuses');

type Priced = Pick<Lease | LeasePreference, 'rate' | 'period' | 'currency'>;

/** "120,00 € / semaine": the price of one period, in the user's language. */
export function useRateText() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return ({ rate, period, currency }: Priced) =>
    translate('flotte.leases.per_period', {
      amount: formatMoney(rate, currency, locale),
      period: translate(`flotte.leases.periods.${period}`),
    });
}

/** The rate and its period, for lists and pages of leases and offers. */
export const RateField = (_props: FieldProps) => {
  const record = useRecordContext<Priced>();
  const rateText = useRateText();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {rateText(record)}
    </Typography>
  );
};

/** A calendar day (`YYYY-MM-DD`) in the user's language, never moved by the time zone. */
export const DayField = ({ source, emptyText = '—' }: FieldProps & { emptyText?: string }) => {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const value: unknown = source ? record?.[source] : undefined;
  const text = typeof value === 'string' ? formatDay(value, locale) : '';
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {text || emptyText}
    </Typography>
  );
};
