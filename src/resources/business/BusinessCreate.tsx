import { Grid } from '@mui/material';
import { Create, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useSaveWithServerErrors } from '../common/useSaveWithServerErrors';
import {
  CreationInputs,
  Heading,
  KindInputs,
  ProfileInputs,
  withoutStrayParent,
} from './BusinessInputs';

const BusinessCreateForm = () => {
  const save = useSaveWithServerErrors();
  return (
    <SimpleForm
      onSubmit={save}
      // Our translated validators speak, not the browser's own (e-mail, number bounds).
      noValidate
      defaultValues={{ kind: 'standard', active: true, staff: { locale: 'fr' } }}
      toolbar={
        <Toolbar>
          <SaveButton alwaysEnable />
        </Toolbar>
      }
    >
      <Grid container columnSpacing={2} sx={{ width: '100%' }}>
        <Heading title="flotte.business_admin.profile" />
        <ProfileInputs />
        <KindInputs />
        <CreationInputs />
      </Grid>
    </SimpleForm>
  );
};

/**
 * A business created by the superadmin (active unless unticked) with its first staff account,
 * which receives a code by mail to choose its password.
 */
export const BusinessCreate = () => (
  <Create redirect="show" transform={withoutStrayParent} sx={{ maxWidth: 960 }}>
    <BusinessCreateForm />
  </Create>
);
