import { Chip } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import type { Driver } from '../../../contract/driver';

/** Whether a driver may sign in and drive: "Actif" in green, "Désactivé" in grey. */
export const DriverStatusField = (_props: Partial<FieldProps>) => {
  const record = useRecordContext<Driver>();
  const translate = useTranslate();
  if (!record) return null;
  const status = driverStatus(record);
  return (
    <Chip
      size="small"
      color={status === 'active' ? 'success' : 'default'}
      label={translate(`resources.drivers.statuses.${status}`)}
    />
  );
};

/** A driver's `disabled` as the status useToggleDisabled reads. */
export const driverStatus = (record: Pick<Driver, 'disabled'>) =>
  record.disabled ? 'disabled' : 'active';

/** The list's filter on `disabled` ("true"/"false", as the API takes it). */
export const driverStatusChoices = [
  { id: 'false', name: 'resources.drivers.statuses.active' },
  { id: 'true', name: 'resources.drivers.statuses.disabled' },
];
