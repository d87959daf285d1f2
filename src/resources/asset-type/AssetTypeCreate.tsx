import { Create, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { AssetTypeInputs } from './AssetTypeInputs';
import { DEFAULT_CURRENCY } from '../common/currencies';
import { useSaveWithServerErrors } from '../common/useSaveWithServerErrors';

const defaults = { active: true, base_price: 0, currency: DEFAULT_CURRENCY };

// Saving an untouched form is allowed, so that it answers with what is missing.
const AssetTypeCreateToolbar = () => (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

const AssetTypeCreateForm = () => {
  const save = useSaveWithServerErrors();
  return (
    <SimpleForm defaultValues={defaults} onSubmit={save} toolbar={<AssetTypeCreateToolbar />}>
      <AssetTypeInputs />
    </SimpleForm>
  );
};

/** Superadmin only (the route asks canAccess `create`; the server answers 403 to others). */
export const AssetTypeCreate = () => (
  <Create redirect="list" sx={{ maxWidth: 720 }}>
    <AssetTypeCreateForm />
  </Create>
);
