import {
  AutocompleteInput,
  Create,
  DateInput,
  FileField,
  FileInput,
  ReferenceInput,
  SimpleForm,
  TextInput,
  useRedirect,
} from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { Document } from '../../../contract/documents';
import { MoneyInput } from '../common/MoneyInput';

/**
 * Records a document of an asset (`?asset_id=` preset from the asset's page): its kind, number,
 * issuer, validity, the file (uploaded first), its cost. Saved, the asset's page shows its level.
 */
export const DocumentCreate = () => {
  const assetId = new URLSearchParams(useLocation().search).get('asset_id');
  const redirect = useRedirect();
  return (
    <Create
      mutationOptions={{
        onSuccess: (doc: Document) =>
          redirect(doc.asset_id ? `/assets/${doc.asset_id}/show` : '/documents'),
      }}
    >
      <SimpleForm defaultValues={assetId ? { asset_id: assetId } : {}}>
        <ReferenceInput source="asset_id" reference="assets">
          <AutocompleteInput optionText="name" isRequired />
        </ReferenceInput>
        <ReferenceInput
          source="kind_id"
          reference="document-kinds"
          filter={{ subject: 'asset', active: 'true' }}
        >
          <AutocompleteInput optionText="name" isRequired />
        </ReferenceInput>
        <TextInput source="number" />
        <TextInput source="issuer" />
        <DateInput source="valid_from" />
        <DateInput source="valid_to" />
        <FileInput source="file_url" accept={{ 'application/pdf': ['.pdf'], 'image/*': [] }}>
          <FileField source="src" title="title" />
        </FileInput>
        <MoneyInput source="cost" />
        <TextInput source="notes" multiline />
      </SimpleForm>
    </Create>
  );
};
