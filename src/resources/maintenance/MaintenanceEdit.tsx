import { Alert } from '@mui/material';
import { Edit, useRecordContext, useTranslate } from 'react-admin';
import { MAINTENANCE_FIELDS, type Maintenance } from '../../../contract/maintenance';
import { InactiveNotice } from '../../components/business/InactiveNotice';
import { useBusinessInactive } from '../../components/business/useOwnBusiness';
import { SaveDeleteForm } from '../common/SaveDeleteForm';
import { MaintenanceInputs } from './MaintenanceInputs';

/** What the form edits (moves are buttons, not fields). */
const EDITABLE: readonly string[] = MAINTENANCE_FIELDS;
const editable = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => EDITABLE.includes(key)));

const MaintenanceEditForm = () => {
  const record = useRecordContext<Maintenance>();
  const translate = useTranslate();
  const inactive = useBusinessInactive();
  const cancelled = record?.status === 'cancelled';
  return (
    <SaveDeleteForm noValidate deleteButton={null} saveDisabled={inactive || cancelled}>
      {cancelled ? (
        <Alert severity="info" role="status" sx={{ mb: 2, width: '100%' }}>
          {translate('flotte.maintenance.helpers.cancelled_locked')}
        </Alert>
      ) : null}
      <MaintenanceInputs editing completed={record?.status === 'completed' || cancelled} />
    </SaveDeleteForm>
  );
};

/**
 * Edit work (owners and businesses theirs, the manager and the superadmin any): every field
 * while scheduled or in the workshop, the record only (description, vendor, cost) once
 * completed, nothing once cancelled. Only the fields changed are sent (PATCH); a refusal keeps
 * the form on screen.
 */
export const MaintenanceEdit = () => (
  <>
    <InactiveNotice />
    <Edit mutationMode="pessimistic" redirect="show" transform={editable} sx={{ maxWidth: 960 }}>
      <MaintenanceEditForm />
    </Edit>
  </>
);
