import { InputAdornment, TextField } from '@mui/material';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * A colour as its `#rrggbb` text, with the browser's colour picker beside it (both edit the
 * same value; empty is null). The picker shows Flotte's colour until a valid one is typed.
 */
export const ColorInput = ({
  source,
  label,
  pickLabel,
  helperText,
  validate,
}: {
  source: string;
  label: string;
  /** Catalog key of the picker's accessible name. */
  pickLabel: string;
  helperText?: string;
  validate?: Validator;
}) => {
  const translate = useTranslate();
  const { field, fieldState, id, isRequired } = useInput({
    source,
    validate,
    format: (value: unknown) => (typeof value === 'string' ? value : ''),
    parse: (value: unknown) =>
      typeof value === 'string' && value.trim() !== '' ? value.trim() : null,
  });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <TextField
      {...field}
      value={value}
      id={id}
      label={translate(label)}
      required={isRequired}
      variant="filled"
      size="small"
      margin="dense"
      fullWidth
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} helperText={helperText} />}
      slotProps={{
        htmlInput: { maxLength: 7, spellCheck: false },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <input
                type="color"
                aria-label={translate(pickLabel)}
                value={HEX_COLOR.test(value) ? value.toLowerCase() : '#111418'}
                onChange={(event) => field.onChange(event.target.value)}
                style={{ width: 32, height: 32, padding: 0, border: 'none', background: 'none' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
