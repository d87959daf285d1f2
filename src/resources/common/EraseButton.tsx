import { useState } from 'react';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Alert, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TitledDialog } from '../../components/TitledDialog';
import { useNotifiedMutation } from './useNotifiedMutation';

/**
 * An erasure of personal data (docs/privacy.md) behind a confirmation that says what goes and
 * what stays, and asks the reason the audit log keeps. Its texts are `<texts>.button`,
 * `.title`, `.warning`, `.confirm`, `.keep` and `.done` (fr/privacy.ts); the button's
 * accessible name is `.button_label`, which names whose data it erases (a row's button).
 */
export const EraseButton = ({
  texts,
  translateOptions,
  erase,
}: {
  texts: 'flotte.privacy.person' | 'flotte.privacy.recipient';
  translateOptions?: Record<string, unknown>;
  erase: (reason: string) => Promise<unknown>;
}) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const mutation = useNotifiedMutation((why: string) => erase(why), `${texts}.done`);
  const close = () => {
    setOpen(false);
    setReason('');
  };
  return (
    <>
      <Button
        color="error"
        startIcon={<DeleteForeverIcon />}
        onClick={() => setOpen(true)}
        aria-label={translate(`${texts}.button_label`, translateOptions)}
      >
        {translate(`${texts}.button`)}
      </Button>
      {open ? (
        <TitledDialog
          onClose={close}
          maxWidth="sm"
          title={translate(`${texts}.title`, translateOptions)}
          form={(frame) => (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                mutation.mutate(reason.trim(), { onSuccess: close });
              }}
            >
              {frame}
            </form>
          )}
          actions={
            <>
              <Button onClick={close}>{translate(`${texts}.keep`)}</Button>
              <Button
                type="submit"
                color="error"
                variant="contained"
                disabled={reason.trim() === '' || mutation.isPending}
              >
                {translate(`${texts}.confirm`)}
              </Button>
            </>
          }
        >
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate(`${texts}.warning`)}
          </Alert>
          <TextField
            label={translate('flotte.privacy.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            fullWidth
            multiline
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </TitledDialog>
      ) : null}
    </>
  );
};
