import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { assetTypeCreate } from '../../../contract/asset-type';
import { fieldValidators } from '../common/zodValidators';
import { MoneyInput } from '../common/MoneyInput';
import { currencyChoices } from '../common/currencies';
import { QuantityInput } from '../common/QuantityInput';

// The contract's create schema checks each field; an edit sends the same fields.
const validate = fieldValidators(assetTypeCreate);

/** The inputs of the create and edit forms; labels come from `resources.asset-type.fields`. */
export const AssetTypeInputs = () => (
  <>
    <TextInput source="name" validate={validate.name} autoFocus />
    <TextInput source="description" validate={validate.description} multiline minRows={3} />
    <SelectInput source="currency" choices={currencyChoices} validate={validate.currency} />
    <MoneyInput
      source="base_price"
      validate={validate.base_price}
      helperText="resources.asset-type.helpers.base_price"
    />
    <QuantityInput
      source="capacity_kg"
      validate={validate.capacity_kg}
      helperText="resources.asset-type.helpers.capacity_kg"
      unit="kg"
    />
    <QuantityInput
      source="average_speed_kmh"
      validate={validate.average_speed_kmh}
      helperText="resources.asset-type.helpers.average_speed_kmh"
      unit="km/h"
    />
    <BooleanInput source="active" />
  </>
);
