import { Edit } from 'react-admin';
import { SaveDeleteForm } from '../common/SaveDeleteForm';
import { BusinessDeleteButton } from './BusinessDeleteButton';
import { KindInputs, ProfileInputs, withoutStrayParent } from './BusinessInputs';
import { FormHeading } from '../common/FormHeading';
import { FormGrid } from '../common/FormGrid';

const BusinessEditForm = () => (
  <SaveDeleteForm noValidate deleteButton={<BusinessDeleteButton />}>
    <FormGrid>
      <FormHeading title="flotte.business_admin.profile" />
      <ProfileInputs />
      <KindInputs editing />
    </FormGrid>
  </SaveDeleteForm>
);

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
