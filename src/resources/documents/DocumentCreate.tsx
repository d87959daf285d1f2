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

/** Back to the page the document was recorded from: its asset's or its driver's. */
const pageOf = (doc: Document) =>
  doc.asset_id
    ? `/assets/${doc.asset_id}/show`
    : doc.driver_id
      ? `/drivers/${doc.driver_id}/show`
      : '/documents';

/**
 * Records a document of an asset (`?asset_id=` preset from the asset's page) or of a driver
 * (`?driver_id=`, from the driver's page: a driver's kinds only): its kind, number, issuer,
 * validity, the file (uploaded first), its cost. Saved, that page shows its level.
 */
export const DocumentCreate = () => {
  const query = new URLSearchParams(useLocation().search);
  const driverId = query.get('driver_id');
  const assetId = query.get('asset_id');
  const subject = driverId ? 'driver' : 'asset';
  const redirect = useRedirect();
  return (
    <Create mutationOptions={{ onSuccess: (doc: Document) => redirect(pageOf(doc)) }}>
      <SimpleForm
        defaultValues={driverId ? { driver_id: driverId } : assetId ? { asset_id: assetId } : {}}
      >
        {driverId ? (
          <ReferenceInput source="driver_id" reference="drivers">
            <AutocompleteInput optionText="name" isRequired />
          </ReferenceInput>
        ) : (
          <ReferenceInput source="asset_id" reference="assets">
            <AutocompleteInput optionText="name" isRequired />
          </ReferenceInput>
        )}
        <ReferenceInput
          source="kind_id"
          reference="document-kinds"
          filter={{ subject, active: 'true' }}
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
