import { useState } from 'react';
import { TextField } from '@mui/material';
import { useInput, type Validator } from 'react-admin';
import { inputTexts } from '../../components/inputTexts';

/** A zone's postcode prefixes as typed (`75, 92100`) and as the API keeps them (an array). */
const joined = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');
const split = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * A tariff zone's postcode prefixes, typed as a list. The text stays as typed (a comma or a
 * space just typed is kept: a text input parsed to the array and formatted back on every key
 * would swallow it, `75, 9` becoming `759`); the form holds the array.
 */
export const PostcodesInput = ({
  source,
  label,
  helperText,
  validate,
}: {
  source: string;
  label: string;
  helperText: string;
  validate: Validator | Validator[];
}) => {
  const { field, fieldState, id, isRequired } = useInput({
    source,
    validate,
    format: (value: unknown) => value,
    parse: (value: unknown) => value,
  });
  const value: unknown = field.value;
  const [typed, setTyped] = useState(() => joined(value));
  // A value set from outside (a reset, the record loaded) shows, unless the text says it already.
  const text = joined(split(typed)) === joined(value) ? typed : joined(value);
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={(event) => {
        setTyped(event.target.value);
        field.onChange(split(event.target.value));
      }}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      size="small"
      margin="dense"
      {...inputTexts({
        label,
        helperText,
        source,
        resource: undefined,
        isRequired,
        invalid: fieldState.invalid,
        message: fieldState.error?.message,
      })}
    />
  );
};
