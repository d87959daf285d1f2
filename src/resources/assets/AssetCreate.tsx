import { Create, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useAuthState } from '../../providers/store';
import { useSaveWithServerErrors } from '../common/useSaveWithServerErrors';
import { AssetInputs } from './AssetInputs';
import { AssetOwnerInputs, namesAssetOwner } from './AssetOwnerInputs';

const AssetCreateForm = () => {
  const save = useSaveWithServerErrors();
  const { user } = useAuthState();
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
      {namesAssetOwner(user) ? <AssetOwnerInputs /> : null}
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
