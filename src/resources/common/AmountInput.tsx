import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import {
  FieldTitle,
  InputHelperText,
  useInput,
  useLocaleState,
  useResourceContext,
  type InputProps,
  type Validator,
} from 'react-admin';
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
};

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
  const validate = [
    readable,
    ...(Array.isArray(props.validate) ? props.validate : props.validate ? [props.validate] : []),
  ];
  const { field, fieldState, id, isRequired } = useInput({
    ...props,
    validate,
    format: (value: unknown) => value,
    parse: (value: unknown) => value,
  });
  const amount = useAmountText(field.value, options, (reading, text) =>
    field.onChange(reading.ok ? reading.value : text),
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
      label={
        label === false ? undefined : (
          <FieldTitle
            label={label}
            source={props.source}
            resource={resource}
            isRequired={isRequired}
          />
        )
      }
      helperText={
        helperText === false && !shownError ? undefined : (
          <InputHelperText
            error={shownError ? fieldState.error?.message : undefined}
            helperText={helperText}
          />
        )
      }
      slotProps={{
        htmlInput: { inputMode: decimals > 0 ? 'decimal' : 'numeric', readOnly: props.readOnly },
        input: adornment
          ? { endAdornment: <InputAdornment position="end">{adornment}</InputAdornment> }
          : undefined,
      }}
    />
  );
};
