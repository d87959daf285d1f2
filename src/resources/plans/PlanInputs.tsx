import { BooleanInput, TextInput } from 'react-admin';
import { planCreate } from '../../../contract/plan';
import { FormCells, FormGrid } from '../common/FormGrid';
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
  <FormGrid>
    <FormCells md={4}>
      <TextInput
        source="code"
        validate={validate.code}
        helperText="flotte.plans_admin.helpers.code"
      />
    </FormCells>
    <FormCells md={8}>
      <TextInput source="name" validate={validate.name} />
    </FormCells>
    <FormCells>
      <TextInput source="description" validate={validate.description} multiline minRows={2} />
      <PlanPricesInput />
    </FormCells>
    <FormCells md={4}>
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
    </FormCells>
    <FormCells md={6}>
      {(['max_assets', 'max_users'] as const).map((source) => (
        <QuantityInput
          key={source}
          source={source}
          validate={validate[source]}
          helperText="flotte.plans_admin.helpers.limit"
        />
      ))}
      <BooleanInput
        source="whitelabel_allowed"
        helperText="flotte.plans_admin.helpers.whitelabel_allowed"
      />
      <BooleanInput
        source="active"
        label="flotte.plans_admin.offered"
        helperText="flotte.plans_admin.helpers.active"
      />
    </FormCells>
  </FormGrid>
);
