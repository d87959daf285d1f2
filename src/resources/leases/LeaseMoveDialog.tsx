import { useId, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';

/** Whether a move asks why: not at all, optionally, or before it can be confirmed. */
export type ReasonMode = 'none' | 'optional' | 'required';

const REASON_MAX = 500;

/**
 * The confirmation of one move of a lease: what it does (said before doing it), both choices
 * named (`confirm` makes the move, `keep` leaves without it: never a bare "Annuler" beside
 * "Annuler la proposition"), a reason when the move takes one, and the server's refusal, translated, inside the dialog (which stays
 * open so the reader sees why nothing happened).
 */
export const LeaseMoveDialog = ({
  open,
  title,
  content,
  confirm,
  keep,
  confirmColor = 'primary',
  reason = 'none',
  pending,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  content: ReactNode;
  confirm: string;
  keep: string;
  confirmColor?: 'primary' | 'error' | 'warning';
  reason?: ReasonMode;
  pending: boolean;
  error?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const id = useId();
  const [text, setText] = useState('');
  const missing = reason === 'required' && text.trim() === '';
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-content`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-content`} component="div">
          {content}
        </DialogContentText>
        {reason === 'none' ? null : (
          <TextField
            label={translate(
              reason === 'required'
                ? 'flotte.leases.actions.reason'
                : 'flotte.leases.actions.reason_optional',
            )}
            helperText={translate('flotte.leases.actions.reason_help')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            required={reason === 'required'}
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
        )}
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {translate(error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {keep}
        </Button>
        <Button
          variant="contained"
          color={confirmColor}
          onClick={() => onConfirm(text)}
          disabled={pending || missing}
          aria-busy={pending}
          startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
