import { Grid } from '@mui/material';
import { BooleanInput, TextInput } from 'react-admin';
import { planCreate } from '../../../contract/plan';
import { fieldValidators } from '../common/zodValidators';
import { AmountInput } from '../common/AmountInput';
import { PlanPricesInput } from './PlanPricesInput';
import { QuantityInput } from '../common/QuantityInput';

const validate = fieldValidators(planCreate);

/**
 * A plan's form (create and edit). Its prices, one per currency it is sold in, are typed in
 * major units and kept in minor units;
 * the commission is typed as a percentage (8) and kept as the rate the API takes (0.08); an
 * empty limit means no limit (null).
 */
export const PlanInputs = () => (
  <Grid container columnSpacing={2} sx={{ width: '100%' }}>
    <Grid size={{ xs: 12, md: 4 }}>
      <TextInput
        source="code"
        validate={validate.code}
        helperText="flotte.plans_admin.helpers.code"
      />
    </Grid>
    <Grid size={{ xs: 12, md: 8 }}>
      <TextInput source="name" validate={validate.name} />
    </Grid>
    <Grid size={12}>
      <TextInput source="description" validate={validate.description} multiline minRows={2} />
    </Grid>
    <Grid size={12}>
      <PlanPricesInput />
    </Grid>
    <Grid size={{ xs: 12, md: 4 }}>
      {/* Typed as a percentage the language's way (8,5), kept as the API's rate (0.085). */}
      <AmountInput
        source="commission_rate"
        validate={validate.commission_rate}
        decimals={2}
        divisor={10_000}
        adornment="%"
        ignore={['%']}
        helperText="flotte.plans_admin.helpers.commission_rate"
      />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <QuantityInput
        source="max_assets"
        validate={validate.max_assets}
        helperText="flotte.plans_admin.helpers.limit"
      />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <QuantityInput
        source="max_users"
        validate={validate.max_users}
        helperText="flotte.plans_admin.helpers.limit"
      />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <BooleanInput
        source="whitelabel_allowed"
        helperText="flotte.plans_admin.helpers.whitelabel_allowed"
      />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <BooleanInput
        source="active"
        label="flotte.plans_admin.offered"
        helperText="flotte.plans_admin.helpers.active"
      />
    </Grid>
  </Grid>
);
