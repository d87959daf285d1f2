import { Grid } from '@mui/material';
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useSaveWithServerErrors } from '../common/useSaveWithServerErrors';
import { PreferenceExplainer } from './PreferenceExplainer';
import { TargetText, TermsInputs } from './PreferenceInputs';
import { toUpdateBody } from './preferenceForm';

const PreferenceEditForm = () => {
  const save = useSaveWithServerErrors();
  return (
    <SimpleForm
      onSubmit={save}
      noValidate
      toolbar={
        <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <SaveButton />
          <DeleteButton
            mutationMode="pessimistic"
            confirmTitle="resources.lease-preferences.delete_title"
            confirmContent="resources.lease-preferences.delete_content"
          />
        </Toolbar>
      }
    >
      <PreferenceExplainer />
      <Grid container columnSpacing={2} sx={{ width: '100%' }}>
        <TargetText />
        <TermsInputs />
      </Grid>
    </SimpleForm>
  );
};

/**
 * The owner changes its terms (only the fields changed are sent); what the offer is on stays.
 * Leases already proposed or running keep the terms they were made on.
 */
export const PreferenceEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" transform={toUpdateBody} sx={{ maxWidth: 960 }}>
    <PreferenceEditForm />
  </Edit>
);
