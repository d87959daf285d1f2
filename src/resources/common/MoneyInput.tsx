import { useWatch } from 'react-hook-form';
import { useLocaleState } from 'react-admin';
import { AmountInput, type AmountInputProps } from './AmountInput';
import { currencySymbol, minorUnitDigits } from './money';
import { DEFAULT_CURRENCY } from './currencies';

type MoneyInputProps = AmountInputProps & {
  /** Form field holding the ISO currency code. */
  currencySource?: string;
  /** The currency when the form holds none (a wallet's, a filter's). */
  currency?: string;
};

/**
 * Every money field: typed in major units the way the page's language writes them
 * (`1 234,56 €`), held and sent as an exact integer of the currency's minor units (123456;
 * 1234 for 1 234 F CFA, XOF having no decimals), with the currency's sign beside it.
 */
export const MoneyInput = ({
  currencySource = 'currency',
  currency,
  ...props
}: MoneyInputProps) => {
  const watched: unknown = useWatch({ name: currencySource });
  const [locale] = useLocaleState();
  const code = currency ?? (typeof watched === 'string' && watched ? watched : DEFAULT_CURRENCY);
  const symbol = currencySymbol(code, locale);
  return (
    <AmountInput
      {...props}
      decimals={minorUnitDigits(code)}
      adornment={symbol}
      ignore={[symbol, code]}
    />
  );
};
