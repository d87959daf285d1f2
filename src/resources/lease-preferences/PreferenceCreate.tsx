import { Grid } from '@mui/material';
import { Create, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useSaveWithServerErrors } from '../common/useSaveWithServerErrors';
import { PreferenceExplainer } from './PreferenceExplainer';
import { TargetInputs, TermsInputs } from './PreferenceInputs';
import { toCreateBody } from './preferenceForm';

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

const PreferenceCreateForm = () => {
  const save = useSaveWithServerErrors();
  return (
    <SimpleForm
      onSubmit={save}
      // Our translated validators speak, not the browser's own (number bounds).
      noValidate
      defaultValues={DEFAULTS}
      toolbar={
        <Toolbar>
          <SaveButton alwaysEnable />
        </Toolbar>
      }
    >
      <PreferenceExplainer />
      <Grid container columnSpacing={2} sx={{ width: '100%' }}>
        <TargetInputs />
        <TermsInputs />
      </Grid>
    </SimpleForm>
  );
};

/** An owner publishes its terms for one asset or any of its assets of a type. */
export const PreferenceCreate = () => (
  <Create redirect="list" transform={toCreateBody} sx={{ maxWidth: 960 }}>
    <PreferenceCreateForm />
  </Create>
);
