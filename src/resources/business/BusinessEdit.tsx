import { Grid } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useSaveWithServerErrors } from '../common/useSaveWithServerErrors';
import { BusinessDeleteButton } from './BusinessDeleteButton';
import { Heading, KindInputs, ProfileInputs, withoutStrayParent } from './BusinessInputs';

const BusinessEditForm = () => {
  const save = useSaveWithServerErrors();
  return (
    <SimpleForm
      onSubmit={save}
      // Our translated validators speak, not the browser's own (e-mail, number bounds).
      noValidate
      toolbar={
        <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <SaveButton />
          <BusinessDeleteButton />
        </Toolbar>
      }
    >
      <Grid container columnSpacing={2} sx={{ width: '100%' }}>
        <Heading title="flotte.business_admin.profile" />
        <ProfileInputs />
        <KindInputs editing />
      </Grid>
    </SimpleForm>
  );
};

/** The superadmin edits the profile, slug, kind and parent (only the fields changed are sent). */
export const BusinessEdit = () => (
  <Edit
    mutationMode="pessimistic"
    redirect="show"
    transform={withoutStrayParent}
    sx={{ maxWidth: 960 }}
  >
    <BusinessEditForm />
  </Edit>
);
