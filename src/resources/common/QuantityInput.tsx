import { AmountInput, type AmountInputProps } from './AmountInput';

type QuantityInputProps = AmountInputProps & {
  /** The unit shown beside the number (kg, km); it may also be typed after it. */
  unit?: string;
};

/**
 * A whole quantity (weight, odometer, capacity, days…) typed the way the page's language
 * writes numbers (`1 234`, also `1234`): the same reading as MoneyInput, decimals refused
 * with a message saying so.
 */
export const QuantityInput = ({ unit, ...props }: QuantityInputProps) => (
  <AmountInput {...props} decimals={0} adornment={unit} ignore={unit ? [unit] : []} />
);
