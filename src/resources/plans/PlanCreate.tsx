import { Create, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useSaveWithServerErrors } from '../common/useSaveWithServerErrors';
import { PlanInputs } from './PlanInputs';

const PlanCreateForm = () => {
  const save = useSaveWithServerErrors();
  return (
    <SimpleForm
      onSubmit={save}
      // Our translated validators speak, not the browser's own (e-mail, number bounds).
      noValidate
      defaultValues={{
        prices: [{ currency: 'EUR', monthly_price: null }],
        max_assets: null,
        max_users: null,
        whitelabel_allowed: false,
        active: true,
      }}
      toolbar={
        <Toolbar>
          <SaveButton alwaysEnable />
        </Toolbar>
      }
    >
      <PlanInputs />
    </SimpleForm>
  );
};

/** A new plan (superadmin), offered at once unless unticked. */
export const PlanCreate = () => (
  <Create redirect="list" sx={{ maxWidth: 960 }}>
    <PlanCreateForm />
  </Create>
);
