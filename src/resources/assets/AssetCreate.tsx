import { Create, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useSaveWithServerErrors } from '../common/useSaveWithServerErrors';
import { AssetInputs } from './AssetInputs';

const AssetCreateForm = () => {
  const save = useSaveWithServerErrors();
  return (
    <SimpleForm
      onSubmit={save}
      defaultValues={{ document_urls: [] }}
      toolbar={
        <Toolbar>
          <SaveButton alwaysEnable />
        </Toolbar>
      }
    >
      <AssetInputs />
    </SimpleForm>
  );
};

/** Owners (their own asset) and businesses (in-house); the server answers 403 to others. */
export const AssetCreate = () => (
  <Create redirect="show" sx={{ maxWidth: 960 }}>
    <AssetCreateForm />
  </Create>
);
