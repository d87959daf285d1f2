import { Create } from 'react-admin';
import { useAuthState } from '../../providers/store';
import { CreateForm } from '../common/CreateForm';
import { AssetInputs } from './AssetInputs';
import { AssetOwnerInputs, namesAssetOwner } from './AssetOwnerInputs';

const AssetCreateForm = () => {
  const { user } = useAuthState();
  return (
    <CreateForm defaultValues={{ document_urls: [] }}>
      {namesAssetOwner(user) ? <AssetOwnerInputs /> : null}
      <AssetInputs />
    </CreateForm>
  );
};

/** Owners (their own asset) and businesses (in-house); the server answers 403 to others. */
export const AssetCreate = () => (
  <Create redirect="show" sx={{ maxWidth: 960 }}>
    <AssetCreateForm />
  </Create>
);
