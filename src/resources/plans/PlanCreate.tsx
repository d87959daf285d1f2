import { Create } from 'react-admin';
import { CreateForm } from '../common/CreateForm';
import { PlanInputs } from './PlanInputs';

const defaults = {
  prices: [{ currency: 'EUR', monthly_price: null }],
  max_assets: null,
  max_users: null,
  whitelabel_allowed: false,
  active: true,
};

/** A new plan (superadmin), offered at once unless unticked. */
export const PlanCreate = () => (
  <Create redirect="list" sx={{ maxWidth: 960 }}>
    <CreateForm noValidate defaultValues={defaults}>
      <PlanInputs />
    </CreateForm>
  </Create>
);
