import { Edit } from 'react-admin';
import { AssetTypeInputs } from './AssetTypeInputs';
import { SaveDeleteForm } from '../common/SaveDeleteForm';

/**
 * Pessimistic: the form stays until the server accepts, so its errors land on the fields. Delete
 * asks for confirmation and waits for the server, so a 409 `asset_type_in_use` is notified while
 * the record is still on screen; it hides itself without canAccess `delete`, its buttons named
 * ("Supprimer le type d'actif" / "Garder le type d'actif").
 */
export const AssetTypeEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" sx={{ maxWidth: 720 }}>
    <SaveDeleteForm>
      <AssetTypeInputs />
    </SaveDeleteForm>
  </Edit>
);
