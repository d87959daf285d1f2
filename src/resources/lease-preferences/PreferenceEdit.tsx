import { Edit } from 'react-admin';
import { NamedDeleteButton } from '../common/NamedDeleteButton';
import { SaveDeleteForm } from '../common/SaveDeleteForm';
import { PreferenceExplainer } from './PreferenceExplainer';
import { TargetText, TermsInputs } from './PreferenceInputs';
import { toUpdateBody } from './preferenceForm';
import { FormGrid } from '../common/FormGrid';

const PreferenceEditForm = () => (
  <SaveDeleteForm
    noValidate
    deleteButton={
      <NamedDeleteButton
        confirmTitle="resources.lease-preferences.delete_title"
        confirmContent="resources.lease-preferences.delete_content"
      />
    }
  >
    <PreferenceExplainer />
    <FormGrid>
      <TargetText />
      <TermsInputs />
    </FormGrid>
  </SaveDeleteForm>
);

/**
 * The owner changes its terms (only the fields changed are sent); what the offer is on stays.
 * Leases already proposed or running keep the terms they were made on.
 */
export const PreferenceEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" transform={toUpdateBody} sx={{ maxWidth: 960 }}>
    <PreferenceEditForm />
  </Edit>
);
