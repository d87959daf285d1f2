import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from '../i18n';
import { useField, type FieldProps } from './useField';

interface SelectInputProps extends FieldProps {
  /** `name` is a catalog key. */
  choices: { id: string; name: string }[];
  /** Catalog key of the empty choice; without it, there is none. */
  emptyText?: string;
}

/** A select of translated choices, react-admin's SelectInput look. */
export const SelectInput = ({ choices, emptyText, ...props }: SelectInputProps) => {
  const translate = useTranslate();
  const field = useField(props);
  return (
    <TextField
      {...field}
      helperText={field.helperText || '\u200b'}
      select
      variant="filled"
      size="small"
      margin="dense"
      fullWidth
    >
      {emptyText !== undefined ? <MenuItem value="">{translate(emptyText)}</MenuItem> : null}
      {choices.map(({ id, name }) => (
        <MenuItem key={id} value={id}>
          {translate(name)}
        </MenuItem>
      ))}
    </TextField>
  );
};
