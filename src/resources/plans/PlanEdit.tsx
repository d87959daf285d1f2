import { Edit } from 'react-admin';
import { NamedDeleteButton } from '../common/NamedDeleteButton';
import { SaveDeleteForm } from '../common/SaveDeleteForm';
import { PlanInputs } from './PlanInputs';

const PlanEditForm = () => (
  <SaveDeleteForm
    noValidate
    // A plan ever subscribed to is refused (409 plan_in_use, shown translated).
    deleteButton={<NamedDeleteButton confirmContent="flotte.plans_admin.delete_content" />}
  >
    <PlanInputs />
  </SaveDeleteForm>
);

/** Pessimistic: a refused save or delete keeps the form on screen. */
export const PlanEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" sx={{ maxWidth: 960 }}>
    <PlanEditForm />
  </Edit>
);
