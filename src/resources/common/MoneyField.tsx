import { useLocaleState, useRecordContext, type FieldProps } from 'react-admin';
import { Typography } from '@mui/material';
import { formatMoney } from './money';
import { DEFAULT_CURRENCY } from './currencies';

interface MoneyFieldProps extends FieldProps {
  /** Field of the record holding the ISO currency code. */
  currencySource?: string;
}

/** An integer minor-unit amount shown in major units with its currency, in the UI language. */
export const MoneyField = ({ source, currencySource = 'currency' }: MoneyFieldProps) => {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const value: unknown = source ? record?.[source] : undefined;
  if (typeof value !== 'number') return null;
  const currency = String(record?.[currencySource] ?? DEFAULT_CURRENCY);
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatMoney(value, currency, locale)}
    </Typography>
  );
};
