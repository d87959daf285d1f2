import { useId } from 'react';
import {
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useLocale, useTranslate } from './kit';
import { COD_METHODS } from '../../../contract/dispatch-names';
import type { CodCollection } from '../../../contract/payouts';
import { formatMoney, minorPerMajor, minorUnitDigits, toMajor } from '../../resources/common/money';
import { TOUCH } from './plain';

/** What the driver typed: the method picked (none yet) and the amount as written. */
export interface CodDraft {
  method: CodCollection['method'] | null;
  amount: string;
}

/** The amount to collect, written as the driver's language writes it (`45,50`). */
export const codDraftOf = (minor: number, currency: string, locale: string): CodDraft => ({
  method: null,
  amount: new Intl.NumberFormat(locale, {
    minimumFractionDigits: minorUnitDigits(currency),
    useGrouping: false,
  }).format(toMajor(minor, currency)),
});

/**
 * The draft as the API takes it (minor units), or the error key of what is wrong: no method,
 * or an amount that is not a positive number with at most the currency's decimals.
 */
export function codOf(
  draft: CodDraft,
  currency: string,
): { cod: CodCollection } | { error: 'required' | 'cod_format' } {
  if (!draft.method) return { error: 'required' };
  const digits = minorUnitDigits(currency);
  const text = draft.amount.trim().replace(',', '.');
  const pattern = digits > 0 ? new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`) : /^\d+$/;
  if (!pattern.test(text)) return { error: 'cod_format' };
  const amount = Math.round(Number(text) * minorPerMajor(currency));
  return amount > 0 ? { cod: { method: draft.method, amount } } : { error: 'cod_format' };
}

/**
 * Cash on delivery on the proof sheet (docs/money.md "Cash on delivery"): the amount the request
 * asks to collect, how the recipient paid (cash or card) and how much was collected, prefilled
 * with the amount asked. `error` is the message of the method or the amount, translated.
 */
export const CodField = ({
  id,
  amount,
  currency,
  draft,
  error,
  onChange,
}: {
  /** The amount field's id: the focus goes there on an error. */
  id: string;
  amount: number;
  currency: string;
  draft: CodDraft;
  error: string | undefined;
  onChange: (draft: CodDraft) => void;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  const label = useId();
  return (
    <FormControl error={!!error} required>
      <FormLabel id={label}>
        {translate('flotte.driver.proof.cod_title', {
          amount: formatMoney(amount, currency, locale),
        })}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={label}
        value={draft.method ?? ''}
        onChange={(event) =>
          onChange({ ...draft, method: event.target.value as CodCollection['method'] })
        }
      >
        {COD_METHODS.map((method) => (
          <FormControlLabel
            key={method}
            value={method}
            control={<Radio />}
            label={translate(`flotte.driver.proof.cod_${method}`)}
            sx={TOUCH}
          />
        ))}
      </RadioGroup>
      <TextField
        id={id}
        label={translate('flotte.driver.proof.cod_amount', { currency })}
        required
        error={!!error}
        helperText={error}
        value={draft.amount}
        onChange={(event) => onChange({ ...draft, amount: event.target.value })}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ mt: 1 }}
      />
    </FormControl>
  );
};
