import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  DialogContentText,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useTranslate } from './kit';
import { TOUCH } from './plain';
import { DriverDialog } from './DriverDialog';
import {
  FAILURE_REASONS,
  type DriverDispatch,
  type FailureReason,
} from '../../providers/driver/types';

export interface Failure {
  reason: FailureReason;
  note?: string;
}

/**
 * "Échec": the driver says why (a reason, and a note for "other"), then confirms, which ends
 * the attempt for good (docs/drivers.md). Nothing is sent before the confirmation.
 */
export const FailDialog = ({
  dispatch,
  onClose,
  onConfirm,
}: {
  dispatch: DriverDispatch;
  onClose: () => void;
  onConfirm: (failure: Failure) => void;
}) => {
  const translate = useTranslate();
  const [reason, setReason] = useState<FailureReason | ''>('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const reasonId = useId();
  const reasonError = tried && !reason;
  const noteError = tried && reason === 'other' && !note.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!reason || (reason === 'other' && !note.trim())) return;
    onConfirm({ reason, ...(note.trim() ? { note: note.trim() } : {}) });
  };

  return (
    <DriverDialog
      onClose={onClose}
      fullWidth={false}
      onSubmit={submit}
      gap={2}
      title={translate('flotte.driver.fail.title')}
      actions={
        <>
          <Button onClick={onClose} size="large" sx={TOUCH}>
            {translate('flotte.driver.fail.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" size="large" sx={TOUCH}>
            {translate('flotte.driver.fail.confirm')}
          </Button>
        </>
      }
    >
      <DialogContentText>
        {translate('flotte.driver.fail.intro', { reference: dispatch.reference })}
      </DialogContentText>
      <FormControl error={reasonError} required>
        <FormLabel id={reasonId}>{translate('flotte.driver.fail.reason')}</FormLabel>
        <RadioGroup
          aria-labelledby={reasonId}
          value={reason}
          onChange={(event) => setReason(event.target.value as FailureReason)}
        >
          {FAILURE_REASONS.map((r) => (
            <FormControlLabel
              key={r}
              value={r}
              control={<Radio />}
              // The same words as the request's page (flotte.delivery).
              label={translate(`flotte.delivery.failure.reasons.${r}`)}
              sx={TOUCH}
            />
          ))}
        </RadioGroup>
        {reasonError ? (
          <FormHelperText>{translate('flotte.driver.fail.reason_required')}</FormHelperText>
        ) : null}
      </FormControl>
      <TextField
        label={translate('flotte.driver.fail.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        required={reason === 'other'}
        error={noteError}
        helperText={noteError ? translate('flotte.driver.fail.note_required') : undefined}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </DriverDialog>
  );
};
