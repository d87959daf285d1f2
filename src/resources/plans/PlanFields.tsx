import { Stack } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import type { Plan } from '../../../contract/plan';
import { formatMoney } from '../common/money';
import { activeChip } from '../common/StatusChip';

/** A rate (0.08) as a percentage in the UI language ("8 %"). */
export const formatRate = (rate: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rate);

export const RateField = ({ source = 'commission_rate' }: Partial<FieldProps>) => {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const value: unknown = record?.[source];
  return typeof value === 'number' ? <span>{formatRate(value, locale)}</span> : null;
};

/** A limit, or "no limit" for null. */
export const LimitField = ({ source }: FieldProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const value: unknown = source ? record?.[source] : undefined;
  if (value === null) return <span>{translate('flotte.plans_admin.no_limit')}</span>;
  return typeof value === 'number' ? (
    <span>{new Intl.NumberFormat(locale).format(value)}</span>
  ) : null;
};

/** Every price of the plan, one line per currency (“19,00 €”, “12 500 F CFA”). */
export const PlanPricesField = (_props: FieldProps) => {
  const record = useRecordContext<Plan>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Stack component="span" spacing={0.25}>
      {record.prices.map((price) => (
        <span key={price.currency} style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(price.monthly_price, price.currency, locale)}
        </span>
      ))}
    </Stack>
  );
};

/** Offered to businesses or withdrawn, as a chip with its text. */
export const PlanActiveChip = activeChip({
  active: 'flotte.plans_admin.states.active',
  inactive: 'flotte.plans_admin.states.inactive',
});
