import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  TRANSACTION_CATEGORIES,
  TRANSACTION_TYPES,
  type LedgerFilter,
} from '../../../../contract/wallet';

/** The filter bar's own values: days as typed (`YYYY-MM-DD`), empty meaning none. */
export interface LedgerFilterValues {
  type: string;
  category: string;
  from: string;
  to: string;
}

export const NO_LEDGER_FILTER: LedgerFilterValues = { type: '', category: '', from: '', to: '' };

/** A day typed in the browser's zone as the instant it starts (`to`: the next day's start). */
const startOf = (day: string, next = false) => {
  const date = new Date(`${day}T00:00`);
  if (next) date.setDate(date.getDate() + 1);
  return date.toISOString();
};

/** The bar's values as the API's ledger filters (ledgerListQuery): the last day included. */
export function ledgerFilter(values: LedgerFilterValues): LedgerFilter {
  return {
    ...(values.type ? { type: values.type as LedgerFilter['type'] } : {}),
    ...(values.category ? { category: values.category as LedgerFilter['category'] } : {}),
    ...(values.from ? { created_from: startOf(values.from) } : {}),
    ...(values.to ? { created_to: startOf(values.to, true) } : {}),
  };
}

/** Credits or debits, a category, from a day to a day (both included). */
export const LedgerFilters = ({
  values,
  onChange,
}: {
  values: LedgerFilterValues;
  onChange: (values: LedgerFilterValues) => void;
}) => {
  const translate = useTranslate();
  const set = (key: keyof LedgerFilterValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [key]: event.target.value });
  const all = <MenuItem value="">{translate('flotte.wallet_page.filters.all')}</MenuItem>;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
      <TextField
        select
        size="small"
        label={translate('flotte.wallet_page.filters.type')}
        value={values.type}
        onChange={set('type')}
        sx={{ minWidth: 140 }}
      >
        {all}
        {TRANSACTION_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {translate(`flotte.wallet.types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('flotte.wallet.category')}
        value={values.category}
        onChange={set('category')}
        sx={{ minWidth: 180 }}
      >
        {all}
        {TRANSACTION_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {translate(`flotte.wallet.categories.${category}`)}
          </MenuItem>
        ))}
      </TextField>
      {(['from', 'to'] as const).map((key) => (
        <TextField
          key={key}
          type="date"
          size="small"
          label={translate(`flotte.wallet_page.filters.${key}`)}
          value={values[key]}
          onChange={set(key)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </Stack>
  );
};
