import { Button, Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import {
  LinkBase,
  useCanAccess,
  useCreatePath,
  useRecordContext,
  useTranslate,
  type FieldProps,
} from 'react-admin';
import { ToggleDisabledRowButton } from '../common/ToggleDisabledRowButton';
import { useToggleDisabled } from '../common/useToggleDisabled';
import type { Driver } from '../../../contract/driver';
import { driverStatus } from './DriverStatusField';

/**
 * A driver's row buttons, for those who may change drivers (`drivers:edit`: its employer; the
 * operator only reads): edit its name and phone, and disable or enable it after a confirmation
 * (PATCH /drivers/{id} `{ disabled }`; disabling ends its sessions). Each button names the
 * driver, for a screen reader going through the rows.
 */
export const DriverRowActions = (_props: FieldProps) => {
  const record = useRecordContext<Driver>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const options = { name: record?.name };
  // useToggleDisabled reads a status; a driver says `disabled`.
  const toggle = useToggleDisabled(
    'drivers',
    record ? { ...record, status: driverStatus(record) } : undefined,
    options,
  );
  const { canAccess: canEdit } = useCanAccess({ resource: 'drivers', action: 'edit', record });
  if (!record || !canEdit) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        size="small"
        component={LinkBase}
        to={createPath({ resource: 'drivers', id: record.id, type: 'edit' })}
        startIcon={<EditIcon />}
        aria-label={translate('resources.drivers.edit_label', options)}
      >
        {translate('ra.action.edit')}
      </Button>
      <ToggleDisabledRowButton resource="drivers" toggle={toggle} translateOptions={options} />
    </Stack>
  );
};
