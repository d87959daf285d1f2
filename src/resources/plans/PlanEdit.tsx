import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useSaveWithServerErrors } from '../common/useSaveWithServerErrors';
import { PlanInputs } from './PlanInputs';

const PlanEditForm = () => {
  const save = useSaveWithServerErrors();
  return (
    <SimpleForm
      onSubmit={save}
      // Our translated validators speak, not the browser's own (e-mail, number bounds).
      noValidate
      toolbar={
        <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <SaveButton />
          {/* A plan ever subscribed to is refused (409 plan_in_use, shown translated). */}
          <DeleteButton
            mutationMode="pessimistic"
            confirmContent="flotte.plans_admin.delete_content"
          />
        </Toolbar>
      }
    >
      <PlanInputs />
    </SimpleForm>
  );
};

/** Pessimistic: a refused save or delete keeps the form on screen. */
export const PlanEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" sx={{ maxWidth: 960 }}>
    <PlanEditForm />
  </Edit>
);
