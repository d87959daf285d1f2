import { useId, useMemo, useState } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { Form, SaveButton, TextInput, useNotify, useTranslate, type Validator } from 'react-admin';
import { DateTimeInput } from '../../components/DateInput';
import { maintenanceUpdate, type Maintenance } from '../../../contract/maintenance';
import { msg, pastDateTime } from '../../../contract/common';
import type { MaintenanceMove } from '../../providers/custom/maintenance';
import { MoneyInput } from '../common/MoneyInput';
import { fieldValidator } from '../common/zodValidators';
import { isEmpty, toIso } from './formValues';
import { codeOf, refusalOf } from './useMoveMaintenance';
import { QuantityInput } from '../common/QuantityInput';

const shape = maintenanceUpdate.shape;
const validateCost = fieldValidator(shape.cost);
const validateVendor = fieldValidator(shape.vendor);
// Optional here: left empty, the server takes the asset's reading.
const validateOdometer = fieldValidator(shape.completed_odometer_km.unwrap().nullable());
const NO_RECORD = {};
const validatePast = fieldValidator(pastDateTime);
/** Not in the future, nor before the work started (the server's rules, said before sending). */
const completedAtValidator =
  (startedAt: string | null): Validator =>
  (value: unknown) => {
    if (isEmpty(value)) return msg.required;
    const time = new Date(String(value)).getTime();
    if (Number.isNaN(time)) return msg.invalid;
    const future = validatePast(toIso(value), {}, {});
    if (future) return future;
    if (startedAt && time < new Date(startedAt).getTime()) {
      return 'flotte.maintenance.validation.before_start';
    }
    return undefined;
  };

interface CompletionValues {
  completed_at?: unknown;
  cost?: unknown;
  vendor?: unknown;
  completed_odometer_km?: unknown;
}

/** The move sent: the date as ISO, the cost in minor units (MoneyInput's value), blanks left out. */
export function completionOf(values: CompletionValues): MaintenanceMove {
  const move: MaintenanceMove = { status: 'completed' };
  const at = toIso(values.completed_at);
  if (at) move.completed_at = at;
  if (typeof values.cost === 'number') move.cost = values.cost;
  if (typeof values.vendor === 'string' && values.vendor.trim()) move.vendor = values.vendor.trim();
  if (typeof values.completed_odometer_km === 'number') {
    move.completed_odometer_km = values.completed_odometer_km;
  }
  return move;
}

/**
 * Completing work, in the workshop or (scheduled work) done on the spot: when (now by default,
 * never in the future nor before the start), the actual cost (typed in major units, sent in
 * minor units; the estimate is offered), the vendor and the odometer. A refusal is shown in
 * the dialog, field errors on their inputs; the dialog closes on success.
 */
export const CompleteDialog = ({
  record,
  open,
  onClose,
  onComplete,
}: {
  record: Maintenance;
  open: boolean;
  onClose: () => void;
  /** Sends the move; resolves on success, rejects with the API's refusal. */
  onComplete: (move: MaintenanceMove) => Promise<unknown>;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const validateCompletedAt = useMemo(
    () => completedAtValidator(record.status === 'in_progress' ? record.started_at : null),
    [record.status, record.started_at],
  );
  const defaults = useMemo(
    () =>
      open
        ? {
            completed_at: new Date().toISOString(),
            cost: record.cost,
            vendor: record.vendor ?? '',
            completed_odometer_km: record.asset_odometer_km,
            currency: record.currency,
          }
        : {},
    [open, record.cost, record.vendor, record.asset_odometer_km, record.currency],
  );
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const submit = async (values: CompletionValues) => {
    setRefusal(null);
    try {
      await onComplete(completionOf(values));
      close();
      return undefined;
    } catch (error) {
      const fields = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (fields && Object.keys(fields).length > 0) return fields;
      if (codeOf(error) === 'invalid_transition') {
        // The work moved meanwhile (the page re-reads it): this dialog no longer applies.
        notify(refusalOf(error), { type: 'error' });
        close();
        return undefined;
      }
      setRefusal(refusalOf(error));
      return undefined;
    }
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {open ? (
        <Form
          // Not the page's record: the completion's own values, fixed when the dialog opens
          // (a new default would reset what was typed).
          record={NO_RECORD}
          onSubmit={submit}
          noValidate
          defaultValues={defaults}
        >
          <DialogTitle id={titleId}>
            {translate('flotte.maintenance.actions.complete_title', { title: record.title })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {translate(
                record.status === 'scheduled'
                  ? 'flotte.maintenance.actions.complete_intro_scheduled'
                  : 'flotte.maintenance.actions.complete_intro',
              )}
            </DialogContentText>
            {refusal ? (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {translate(refusal)}
              </Alert>
            ) : null}
            <DateTimeInput
              source="completed_at"
              label="flotte.maintenance.complete.completed_at"
              parse={toIso}
              validate={validateCompletedAt}
              autoFocus
            />
            <MoneyInput
              source="cost"
              label="flotte.maintenance.complete.cost"
              helperText="flotte.maintenance.complete.cost_help"
              validate={validateCost}
            />
            <TextInput
              source="vendor"
              label="flotte.maintenance.complete.vendor"
              validate={validateVendor}
            />
            <QuantityInput
              source="completed_odometer_km"
              label="flotte.maintenance.complete.odometer"
              helperText="flotte.maintenance.complete.odometer_help"
              validate={validateOdometer}
              unit="km"
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('ra.action.cancel')}</Button>
            <SaveButton
              label="flotte.maintenance.complete.submit"
              alwaysEnable
              icon={<CheckCircleIcon />}
            />
          </DialogActions>
        </Form>
      ) : null}
    </Dialog>
  );
};
