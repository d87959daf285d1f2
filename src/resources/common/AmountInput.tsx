import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import {
  useInput,
  useLocaleState,
  useResourceContext,
  type InputProps,
  type ValidationErrorMessage,
  type Validator,
} from 'react-admin';
import { inputTexts } from '../../components/inputTexts';
import { amountErrorMessage, parseAmount } from './amount';
import { useAmountText } from './useAmountText';

export type AmountInputProps = Omit<InputProps, 'format' | 'parse'> & {
  fullWidth?: boolean;
  className?: string;
  sx?: SxProps<Theme>;
  autoFocus?: boolean;
  /** Negative amounts are refused unless allowed. */
  allowNegative?: boolean;
  /** Ignored by react-admin's filters; accepted so filter lists can pass it. */
  alwaysOn?: boolean;
};

type Props = AmountInputProps & {
  decimals: number;
  /** Shown after the number: the currency's sign, the unit (kg, km). */
  adornment?: string;
  /** Words the person may type around the number (the currency's sign and code). */
  ignore?: readonly string[];
  /**
   * The form keeps the integer read divided by this (default 1): a rate of 0.085 is typed
   * `8,5` % with 2 decimals and 10 000.
   */
  divisor?: number;
};

/**
 * A refusal's limit (`{ max }`, `{ min }` from the contract's validators) as the person types
 * the number: the schema counts in the value's units (money in minor units), so 1000000000
 * cents reads "10 000 000" in French.
 */
function limitAsTyped(
  error: ValidationErrorMessage | null | undefined,
  decimals: number,
  locale: string,
  divisor: number,
): ValidationErrorMessage | null | undefined {
  if (typeof error !== 'object' || error === null) return error;
  const args: Record<string, unknown> = { ...error.args };
  for (const key of ['max', 'min'] as const) {
    const units = args[key];
    if (typeof units === 'number') {
      args[key] = new Intl.NumberFormat(locale, { maximumFractionDigits: decimals }).format(
        (units * divisor) / 10 ** decimals,
      );
    }
  }
  return { ...error, args };
}

/**
 * A number typed the way the page's language writes it (fr `1 234,56`, en `1,234.56`), read
 * exactly into an integer of 10^-decimals units (src/resources/common/amount.ts). What cannot be
 * read stays in the form as its text, so the form refuses it with a message saying how to
 * write it, and nothing is sent.
 */
export const AmountInput = ({
  decimals,
  adornment,
  ignore,
  allowNegative,
  divisor = 1,
  alwaysOn: _alwaysOn,
  ...props
}: Props) => {
  const { label, helperText, fullWidth, className, sx, autoFocus } = props;
  const [locale] = useLocaleState();
  const resource = useResourceContext(props);
  const options = { decimals, locale, ignore, allowNegative };
  // First of the field's checks: a text that is no amount says how to write one.
  const readable: Validator = (value: unknown) => {
    if (typeof value !== 'string') return undefined;
    const reading = parseAmount(value, options);
    return reading.ok ? undefined : amountErrorMessage(reading.error, value, options);
  };
  const given = Array.isArray(props.validate)
    ? props.validate
    : props.validate
      ? [props.validate]
      : [];
  const validate = [
    readable,
    ...given.map((check) => {
      const sayLimit: Validator = (...args) => {
        const error = check(...args);
        return error instanceof Promise
          ? error.then((e) => limitAsTyped(e, decimals, locale, divisor))
          : limitAsTyped(error, decimals, locale, divisor);
      };
      // react-admin marks the field required from its validators' own flag.
      return Object.assign(sayLimit, {
        isRequired: (check as { isRequired?: boolean }).isRequired,
      });
    }),
  ];
  const { field, fieldState, id, isRequired } = useInput({
    ...props,
    validate,
    format: (value: unknown) => value,
    parse: (value: unknown) => value,
  });
  const value: unknown = field.value;
  const amount = useAmountText(
    typeof value === 'number' ? Math.round(value * divisor) : value,
    options,
    (reading, text) =>
      field.onChange(
        !reading.ok ? text : typeof reading.value === 'number' ? reading.value / divisor : null,
      ),
  );
  const shownError = fieldState.invalid;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      className={className}
      sx={sx}
      value={amount.text}
      onChange={(event) => amount.onChange(event.target.value)}
      onBlur={() => {
        amount.onBlur();
        field.onBlur();
      }}
      disabled={props.disabled}
      autoFocus={autoFocus}
      error={shownError}
      fullWidth={fullWidth}
      size="small"
      margin="dense"
      {...inputTexts({
        label,
        helperText,
        source: props.source,
        resource,
        isRequired,
        invalid: shownError,
        message: fieldState.error?.message,
      })}
      slotProps={{
        htmlInput: { inputMode: decimals > 0 ? 'decimal' : 'numeric', readOnly: props.readOnly },
        input: adornment
          ? { endAdornment: <InputAdornment position="end">{adornment}</InputAdornment> }
          : undefined,
      }}
    />
  );
};
