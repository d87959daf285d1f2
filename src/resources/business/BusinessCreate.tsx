import { Grid } from '@mui/material';
import { Create } from 'react-admin';
import { CreateForm } from '../common/CreateForm';
import { CreationInputs, KindInputs, ProfileInputs, withoutStrayParent } from './BusinessInputs';
import { FormHeading } from '../common/FormHeading';

const defaults = { kind: 'standard', active: true, staff: { locale: 'fr' } };

/**
 * A business created by the superadmin (active unless unticked) with its first staff account,
 * which receives a code by mail to choose its password.
 */
export const BusinessCreate = () => (
  <Create redirect="show" transform={withoutStrayParent} sx={{ maxWidth: 960 }}>
    <CreateForm noValidate defaultValues={defaults}>
      <Grid container columnSpacing={2} sx={{ width: '100%' }}>
        <FormHeading title="flotte.business_admin.profile" />
        <ProfileInputs />
        <KindInputs />
        <CreationInputs />
      </Grid>
    </CreateForm>
  </Create>
);
