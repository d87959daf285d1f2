import type { ReactNode } from 'react';
import { FilledInput, FormControl, FormHelperText, InputLabel } from '@mui/material';
import { useField, type FieldProps } from './useField';

export type InputProps = FieldProps & {
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  /** Attributes of the `<input>` itself (inputMode, pattern, maxLength). */
  inputProps?: Record<string, unknown>;
  endAdornment?: ReactNode;
};

/**
 * react-admin's TextInput look (filled, dense, full width) without react-admin. Built from
 * FormControl and FilledInput rather than TextField, which would bring the select machinery
 * (menus, popovers, modals) into the first screen.
 */
export const TextInput = ({
  source,
  label,
  helperText,
  validate,
  inputProps,
  ...input
}: InputProps) => {
  const {
    id,
    label: text,
    helperText: help,
    error,
    required,
    ...field
  } = useField({
    source,
    label,
    helperText,
    validate,
  });
  const helpId = `${id}-helper-text`;
  return (
    <FormControl
      variant="filled"
      size="small"
      margin="dense"
      fullWidth
      error={error}
      required={required}
    >
      <InputLabel htmlFor={id}>{text}</InputLabel>
      <FilledInput
        {...input}
        {...field}
        id={id}
        inputProps={{ ...inputProps, 'aria-describedby': helpId }}
      />
      {/* Always there (a zero-width space when empty), as react-admin's: an error appearing
          on blur must not move what is below, such as the link being clicked. */}
      <FormHelperText id={helpId}>{help || '\u200b'}</FormHelperText>
    </FormControl>
  );
};
