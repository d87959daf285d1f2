import {
  DeleteButton,
  Edit,
  SaveButton,
  SelectInput,
  SimpleForm,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import { useSaveWithServerErrors } from '../common/useSaveWithServerErrors';
import { statusChoices } from '../common/StatusChip';
import { AssetInputs } from './AssetInputs';

const OwnerStatusInput = () => {
  const record = useRecordContext<{ status?: string }>();
  if (record?.status !== 'available' && record?.status !== 'inactive') return null;
  return (
    <SelectInput source="status" choices={statusChoices('assets', ['available', 'inactive'])} />
  );
};

const AssetEditForm = () => {
  const save = useSaveWithServerErrors();
  return (
    <SimpleForm
      onSubmit={save}
      toolbar={
        <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <SaveButton />
          <DeleteButton mutationMode="pessimistic" />
        </Toolbar>
      }
    >
      <AssetInputs />
      {/* Owners switch only available <-> inactive; other statuses follow dispatches. */}
      <OwnerStatusInput />
    </SimpleForm>
  );
};

/** Pessimistic: a refused save (409 asset_in_use on delete, 400) keeps the form on screen. */
export const AssetEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show" sx={{ maxWidth: 960 }}>
    <AssetEditForm />
  </Edit>
);
