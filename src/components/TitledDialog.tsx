import { useId, type ReactElement, type ReactNode } from 'react';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  type DialogProps,
  type SxProps,
  type Theme,
} from '@mui/material';

/**
 * The frame of the app's own dialogs, open while mounted: named by its title (aria-labelledby),
 * then its content and its actions. `form` wraps the three (a native `<form>` or react-admin's
 * `Form`) so that a submit button among the actions submits the fields; it stays inside the
 * dialog's paper, where MUI lays out the title, the scrolling content and the actions. Full
 * width by default (up to MUI's `sm`), as most of these dialogs hold a form or a table.
 */
export const TitledDialog = ({
  title,
  actions,
  children,
  contentSx,
  actionsSx,
  form = (frame) => frame,
  fullWidth = true,
  ...props
}: Omit<DialogProps, 'open' | 'title' | 'aria-labelledby'> & {
  title: ReactNode;
  actions: ReactNode;
  contentSx?: SxProps<Theme>;
  actionsSx?: SxProps<Theme>;
  form?: (frame: ReactElement) => ReactElement;
}) => {
  const titleId = useId();
  return (
    <Dialog open aria-labelledby={titleId} fullWidth={fullWidth} {...props}>
      {form(
        <>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent sx={contentSx}>{children}</DialogContent>
          <DialogActions sx={actionsSx}>{actions}</DialogActions>
        </>,
      )}
    </Dialog>
  );
};
