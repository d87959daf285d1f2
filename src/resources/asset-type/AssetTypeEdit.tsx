import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { AssetTypeInputs } from './AssetTypeInputs';
import { useSaveWithServerErrors } from '../common/useSaveWithServerErrors';
import { NamedDeleteButton } from '../common/NamedDeleteButton';

// Delete asks for confirmation and waits for the server, so a 409 `asset_type_in_use` is
// notified while the record is still on screen. DeleteButton hides itself without canAccess
// `delete` and, pessimistic, asks for confirmation first, its buttons named ("Supprimer le
// type d'actif" / "Garder le type d'actif").
const AssetTypeEditToolbar = () => (
  <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
    <SaveButton />
    <NamedDeleteButton />
  </Toolbar>
);

const AssetTypeEditForm = () => {
  const save = useSaveWithServerErrors();
  return (
    <SimpleForm toolbar={<AssetTypeEditToolbar />} onSubmit={save}>
      <AssetTypeInputs />
    </SimpleForm>
  );
};

/** Pessimistic: the form stays until the server accepts, so its errors land on the fields. */
export const AssetTypeEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" sx={{ maxWidth: 720 }}>
    <AssetTypeEditForm />
  </Edit>
);
