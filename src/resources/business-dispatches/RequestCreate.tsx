import {
  Create,
  ReferenceInput,
  SelectInput,
  TextInput,
  required,
  type Validator,
} from 'react-admin';
import { DateTimeInput } from '../../components/DateInput';
import { requestCreate } from '../../../contract/request';
import { MoneyInput } from '../common/MoneyInput';
import { fieldValidators } from '../common/zodValidators';
import { CreateForm } from '../common/CreateForm';
import { FormCells, FormGrid } from '../common/FormGrid';
import { WeightInput } from './WeightInput';
import { PointPicker } from '../../components/map/PointPicker';
import { useWatch } from 'react-hook-form';
import { LiveQuote } from './LiveQuote';

const validate = fieldValidators(requestCreate);
/** The price may stay empty (the asset type's base price applies): check it only when set. */
const validatePrice: Validator = (value: unknown, ...rest) =>
  value === null || value === undefined || value === ''
    ? undefined
    : validate.price(value, ...rest);

/** DateTimeInput gives a Date (or null); the API takes an ISO date-time with its offset. */
const toIso = (value: unknown) => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'string' && value) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date.toISOString();
  }
  return null;
};

/** The pickup's date as the API will check it: sent as an ISO date-time, not in the past. */
const validateScheduled: Validator = (value: unknown, ...rest) =>
  validate.scheduled_at(toIso(value), ...rest);

/**
 * What the form sends: empty optional fields are left out (the server defaults them). With a
 * quote, the request takes the quote's price: a typed price is not sent.
 */
export const toRequestBody = (values: Record<string, unknown>) => {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === '' || value === null || value === undefined) continue;
    body[key] = key === 'scheduled_at' ? toIso(value) : value;
  }
  if (body.quote_id) delete body.price;
  return body;
};

/** The price typed by hand, only while no quote prices the request. */
const PriceInput = () =>
  useWatch({ name: 'quote_id' }) ? null : (
    <MoneyInput
      source="price"
      validate={validatePrice}
      helperText="resources.business-dispatches.helpers.price"
    />
  );

const RequestCreateForm = () => (
  <CreateForm>
    <FormGrid>
      <FormCells md={6}>
        <ReferenceInput
          source="package_type_id"
          reference="request-package-types"
          filter={{ active: 'true' }}
        >
          <SelectInput optionText="name" />
        </ReferenceInput>
        <ReferenceInput source="asset_type_id" reference="asset-type" filter={{ active: 'true' }}>
          <SelectInput optionText="name" validate={required()} />
        </ReferenceInput>
      </FormCells>
      <FormCells>
        <TextInput source="pickup_address" validate={validate.pickup_address} />
        <PointPicker kind="pickup" />
        <TextInput source="dropoff_address" validate={validate.dropoff_address} />
        <PointPicker kind="dropoff" />
      </FormCells>
      <FormCells md={6}>
        <DateTimeInput source="scheduled_at" validate={validateScheduled} />
        <WeightInput validate={validate.weight_kg} />
        <TextInput source="recipient_name" validate={validate.recipient_name} />
        <TextInput source="recipient_phone" validate={validate.recipient_phone} />
        {/* Not type="email": the browser's own check would refuse the form untranslated. */}
        <TextInput source="recipient_email" validate={validate.recipient_email} />
        <PriceInput />
      </FormCells>
      <FormCells>
        <LiveQuote toBody={toRequestBody} />
      </FormCells>
      <FormCells>
        <TextInput source="notes" validate={validate.notes} multiline minRows={2} />
      </FormCells>
    </FormGrid>
  </CreateForm>
);

/**
 * Business and b2b staff request a delivery, priced live by a quote (LiveQuote); without one,
 * the price typed or the type's base price.
 */
export const RequestCreate = () => (
  <Create redirect="show" transform={toRequestBody} sx={{ maxWidth: 960 }}>
    <RequestCreateForm />
  </Create>
);
