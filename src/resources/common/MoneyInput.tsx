import { useCallback } from 'react';
import { FormDataConsumer, NumberInput, type NumberInputProps } from 'react-admin';
import { minorUnitDigits, toMajor, toMinor } from './money';
import { DEFAULT_CURRENCY } from './currencies';

interface MoneyInputProps extends NumberInputProps {
  /** Form field holding the ISO currency code. */
  currencySource?: string;
}

/**
 * The form value stays an integer of minor units (what the API takes); the user types and sees
 * major units (12.50, not 1250), with as many decimals as the currency has.
 */
export const MoneyInput = ({ currencySource = 'currency', ...props }: MoneyInputProps) => (
  <FormDataConsumer>
    {({ formData }) => {
      const watched: unknown = formData?.[currencySource];
      const currency = typeof watched === 'string' && watched ? watched : DEFAULT_CURRENCY;
      return <MajorUnitsInput {...props} currency={currency} />;
    }}
  </FormDataConsumer>
);

const MajorUnitsInput = ({ currency, ...props }: NumberInputProps & { currency: string }) => {
  const format = useCallback(
    (value: unknown) => (typeof value === 'number' ? String(toMajor(value, currency)) : ''),
    [currency],
  );
  const parse = useCallback(
    (value: unknown) => {
      if (typeof value === 'number') return toMinor(value, currency);
      // Empty stays empty (the validator says "required"); text the browser could not read
      // as a number is kept so that the validator rejects it.
      return value === '' || value == null ? null : value;
    },
    [currency],
  );
  const digits = minorUnitDigits(currency);
  return (
    <NumberInput
      {...props}
      format={format}
      parse={parse}
      step={digits === 0 ? 1 : 1 / 10 ** digits}
      min={0}
    />
  );
};
