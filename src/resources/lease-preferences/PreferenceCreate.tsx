import { Create } from 'react-admin';
import { CreateForm } from '../common/CreateForm';
import { PreferenceExplainer } from './PreferenceExplainer';
import { TargetInputs, TermsInputs } from './PreferenceInputs';
import { toCreateBody } from './preferenceForm';
import { FormGrid } from '../common/FormGrid';

const DEFAULTS = {
  target: 'asset',
  period: 'day',
  currency: 'EUR',
  min_days: 1,
  max_days: null,
  deposit: 0,
  regions: [],
  active: true,
};

/** An owner publishes its terms for one asset or any of its assets of a type. */
export const PreferenceCreate = () => (
  <Create redirect="list" transform={toCreateBody} sx={{ maxWidth: 960 }}>
    <CreateForm noValidate defaultValues={DEFAULTS}>
      <PreferenceExplainer />
      <FormGrid>
        <TargetInputs />
        <TermsInputs />
      </FormGrid>
    </CreateForm>
  </Create>
);
