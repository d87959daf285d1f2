import { IconButton, InputAdornment, Tooltip } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

/**
 * The show/hide button of a password field: react-admin's labels, and a tooltip so that the
 * icon says what it does (the account pages' PasswordInput and the admin's react-admin
 * `TextInput`s).
 */
export const PasswordToggle = ({
  visible,
  onToggle,
  translate,
}: {
  visible: boolean;
  onToggle: () => void;
  translate: (key: string) => string;
}) => {
  const name = translate(
    visible ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden',
  );
  return (
    <InputAdornment position="end">
      <Tooltip title={name}>
        <IconButton aria-label={name} onClick={onToggle} size="large">
          {visible ? <Visibility /> : <VisibilityOff />}
        </IconButton>
      </Tooltip>
    </InputAdornment>
  );
};
