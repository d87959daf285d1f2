import { Create } from 'react-admin';
import { CreateForm } from '../common/CreateForm';
import { CreationInputs, KindInputs, ProfileInputs, withoutStrayParent } from './BusinessInputs';
import { FormHeading } from '../common/FormHeading';
import { FormGrid } from '../common/FormGrid';

const defaults = { kind: 'standard', active: true, staff: { locale: 'fr' } };

/**
 * A business created by the superadmin (active unless unticked) with its first staff account,
 * which receives a code by mail to choose its password.
 */
export const BusinessCreate = () => (
  <Create redirect="show" transform={withoutStrayParent} sx={{ maxWidth: 960 }}>
    <CreateForm noValidate defaultValues={defaults}>
      <FormGrid>
        <FormHeading title="flotte.business_admin.profile" />
        <ProfileInputs />
        <KindInputs />
        <CreationInputs />
      </FormGrid>
    </CreateForm>
  </Create>
);
