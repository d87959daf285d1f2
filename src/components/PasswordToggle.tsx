import { lazy, Suspense } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

/**
 * MUI's tooltip brings its positioning engine (Popper, ~30 kB): loaded after the sign-in page
 * shows rather than in its script (docs/first-screen.md); until then the button has its label
 * alone.
 */
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

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
  const button = (
    <IconButton aria-label={name} onClick={onToggle} size="large">
      {visible ? <Visibility /> : <VisibilityOff />}
    </IconButton>
  );
  return (
    <InputAdornment position="end">
      <Suspense fallback={button}>
        <Tooltip title={name}>{button}</Tooltip>
      </Suspense>
    </InputAdornment>
  );
};
