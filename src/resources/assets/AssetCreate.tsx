import {
  AutocompleteInput,
  Create,
  ReferenceInput,
  SaveButton,
  SimpleForm,
  Toolbar,
} from 'react-admin';
import { useAuthState } from '../../providers/store';
import { useSaveWithServerErrors } from '../common/useSaveWithServerErrors';
import { AssetInputs } from './AssetInputs';

/** The superadmin names whose asset it is: an asset owner, or a business (one of the two). */
const OwnerInputs = () => (
  <>
    <ReferenceInput source="owner_user_id" reference="users" filter={{ role: 'asset_owner' }}>
      <AutocompleteInput optionText="name" helperText="resources.assets.helpers.owner" />
    </ReferenceInput>
    <ReferenceInput source="business_id" reference="business">
      <AutocompleteInput optionText="name" helperText="resources.assets.helpers.owner" />
    </ReferenceInput>
  </>
);

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
      {user?.role === 'superadmin' ? <OwnerInputs /> : null}
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
