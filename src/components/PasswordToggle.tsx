import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

/**
 * MUI's tooltip brings its positioning engine (Popper, ~12 kB compressed): it loads when the
 * pointer or the focus first reaches the button, not with the sign-in page
 * (docs/first-screen.md). Until then the button has its label alone.
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
  const [tooltip, setTooltip] = useState(false);
  // The tooltip mounts under a pointer already there: open at once, closed as MUI's own would.
  const [open, setOpen] = useState(false);
  const hovered = () => {
    setTooltip(true);
    setOpen(true);
  };
  // Reached by the keyboard: the button is mounted anew inside the tooltip, and takes back the
  // focus the swap dropped on the page, once (a stable callback: called again on every render,
  // it would steal the focus). A user who tabbed on while the tooltip loaded keeps his place:
  // typing in the next field must not land on this button.
  const refocus = useRef(false);
  const focusOnce = useCallback((node: HTMLButtonElement | null) => {
    if (node && refocus.current) {
      refocus.current = false;
      const dropped = !document.activeElement || document.activeElement === document.body;
      if (dropped) node.focus();
    }
  }, []);
  const buttonProps = {
    'aria-label': name,
    onClick: onToggle,
    size: 'large' as const,
    children: visible ? <Visibility /> : <VisibilityOff />,
    ...(tooltip
      ? {}
      : {
          onPointerEnter: hovered,
          onMouseOver: hovered,
          onFocus: () => {
            refocus.current = true;
            setTooltip(true);
          },
        }),
  };
  return (
    <InputAdornment position="end">
      {tooltip ? (
        <Suspense fallback={<IconButton {...buttonProps} />}>
          <Tooltip
            title={name}
            open={open}
            onOpen={() => setOpen(true)}
            onClose={() => setOpen(false)}
          >
            <IconButton ref={focusOnce} {...buttonProps} />
          </Tooltip>
        </Suspense>
      ) : (
        <IconButton {...buttonProps} />
      )}
    </InputAdornment>
  );
};
