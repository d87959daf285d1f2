import { Edit, SelectInput, useRecordContext } from 'react-admin';
import { SaveDeleteForm } from '../common/SaveDeleteForm';
import { statusChoices } from '../common/StatusChip';
import { AssetInputs } from './AssetInputs';

const OwnerStatusInput = () => {
  const record = useRecordContext<{ status?: string }>();
  if (record?.status !== 'available' && record?.status !== 'inactive') return null;
  return (
    <SelectInput source="status" choices={statusChoices('assets', ['available', 'inactive'])} />
  );
};

const AssetEditForm = () => (
  <SaveDeleteForm>
    <AssetInputs />
    {/* Owners switch only available <-> inactive; other statuses follow dispatches. */}
    <OwnerStatusInput />
  </SaveDeleteForm>
);

/** Pessimistic: a refused save (409 asset_in_use on delete, 400) keeps the form on screen. */
export const AssetEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show" sx={{ maxWidth: 960 }}>
    <AssetEditForm />
  </Edit>
);
