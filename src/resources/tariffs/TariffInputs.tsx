import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  type Validator,
} from 'react-admin';
import { polygonMsg, tariffCreate, tariffZone } from '../../../contract/tariff';
import { currencyChoices } from '../common/currencies';
import { FormCells, FormGrid } from '../common/FormGrid';
import { MoneyInput } from '../common/MoneyInput';
import { QuantityInput } from '../common/QuantityInput';
import { fieldValidators } from '../common/zodValidators';
import { outlineVertices } from './outline';
import { PostcodesInput } from './PostcodesInput';
import { ZoneOutlineInput } from './ZoneOutlineInput';

const validate = fieldValidators(tariffCreate, { business_id: null });
const zoneValidate = fieldValidators(tariffZone);

/** The contract's rule on a zone, checked on its postcodes: postcodes, an outline or both. */
const zoneCovers: Validator = (
  postcodes: unknown,
  values: { zones?: Array<{ polygon?: unknown }> },
  props: { finalSource?: string },
) => {
  const index = Number(/^zones\.(\d+)\./.exec(props.finalSource ?? '')?.[1]);
  const drawn = outlineVertices(values.zones?.[index]?.polygon).length > 0;
  return !drawn && (!Array.isArray(postcodes) || postcodes.length === 0)
    ? polygonMsg.zoneEmpty
    : undefined;
};

/** The per-unit and flat components of a price, in the tariff's currency. */
const RATES = [
  'base',
  'per_km',
  'per_kg',
  'per_extra_stop',
  'window_surcharge',
  'urgent_surcharge',
  'minimum',
] as const;

/**
 * A tariff's form (create and edit; docs/money.md "Tariffs and quotes"). Its asset type,
 * currency and business are chosen once (`fixed` on edit: a tariff keeps them); amounts are
 * typed in major units and kept in minor units; zones by postcode prefixes or an outline drawn
 * on the map (or both), each with its base.
 */
export const TariffInputs = ({ fixed = false }: { fixed?: boolean }) => (
  <FormGrid>
    <FormCells md={6}>
      <TextInput source="name" validate={validate.name} />
      <ReferenceInput source="asset_type_id" reference="asset-type">
        <AutocompleteInput optionText="name" validate={validate.asset_type_id} disabled={fixed} />
      </ReferenceInput>
    </FormCells>
    <FormCells md={6}>
      <SelectInput
        source="currency"
        choices={currencyChoices}
        validate={validate.currency}
        disabled={fixed}
      />
      <ReferenceInput source="business_id" reference="business">
        <AutocompleteInput
          optionText="name"
          validate={validate.business_id}
          disabled={fixed}
          helperText="flotte.tariffs.business_help"
        />
      </ReferenceInput>
    </FormCells>
    <FormCells md={4}>
      {RATES.map((source) => (
        <MoneyInput key={source} source={source} validate={validate[source]} />
      ))}
      <QuantityInput source="included_kg" unit="kg" validate={validate.included_kg} />
    </FormCells>
    <FormCells>
      <ArrayInput source="zones" validate={validate.zones} helperText="flotte.tariffs.zones_help">
        <SimpleFormIterator inline disableReordering>
          <TextInput
            source="name"
            label="flotte.tariffs.zone_name"
            validate={zoneValidate.name}
            helperText={false}
          />
          <PostcodesInput
            source="postcodes"
            label="flotte.tariffs.zone_postcodes"
            validate={[zoneValidate.postcodes, zoneCovers]}
            helperText="flotte.tariffs.postcodes_help"
          />
          <MoneyInput source="base" label="flotte.tariffs.zone_base" validate={zoneValidate.base} />
          <ZoneOutlineInput />
        </SimpleFormIterator>
      </ArrayInput>
      <BooleanInput source="active" helperText="flotte.tariffs.active_help" />
    </FormCells>
  </FormGrid>
);
