import { useState, type FormEvent } from 'react';
import { Button, DialogContentText, TextField } from '@mui/material';
import { useTranslate } from './kit';
import { TOUCH } from './plain';
import { DriverDialog } from './DriverDialog';

/**
 * "Laisser cet arrêt": the driver says why, then confirms; the request goes back to the planner
 * (docs/rounds.md). Nothing is sent before the confirmation.
 */
export const SkipDialog = ({
  reference,
  busy,
  onClose,
  onConfirm,
}: {
  reference: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = tried && !reason.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (reason.trim()) onConfirm(reason.trim());
  };
  return (
    <DriverDialog
      onClose={onClose}
      fullWidth={false}
      onSubmit={submit}
      gap={2}
      title={translate('flotte.driver_round.skip_title', { reference })}
      actions={
        <>
          <Button onClick={onClose} size="large" sx={TOUCH}>
            {translate('flotte.driver_round.skip_cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="warning"
            size="large"
            disabled={busy}
            sx={TOUCH}
          >
            {translate('flotte.driver_round.skip_confirm')}
          </Button>
        </>
      }
    >
      <DialogContentText>{translate('flotte.driver_round.skip_hint')}</DialogContentText>
      <TextField
        label={translate('flotte.driver_round.skip_reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        error={missing}
        helperText={missing ? translate('ra.validation.required') : undefined}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </DriverDialog>
  );
};
