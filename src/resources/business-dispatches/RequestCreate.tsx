import {
  Create,
  ReferenceInput,
  SelectInput,
  TextInput,
  required,
  type Validator,
} from 'react-admin';
import { DateTimeInput } from '../common/DateInput';
import { Grid } from '@mui/material';
import { requestCreate } from '../../../contract/request';
import { MoneyInput } from '../common/MoneyInput';
import { fieldValidators } from '../common/zodValidators';
import { CreateForm } from '../common/CreateForm';
import { WeightInput } from './WeightInput';
import { PointPicker } from '../../components/map/PointPicker';

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

/** What the form sends: empty optional fields are left out (the server defaults them). */
export const toRequestBody = (values: Record<string, unknown>) => {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === '' || value === null || value === undefined) continue;
    body[key] = key === 'scheduled_at' ? toIso(value) : value;
  }
  return body;
};

const RequestCreateForm = () => (
  <CreateForm>
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <ReferenceInput
          source="package_type_id"
          reference="request-package-types"
          filter={{ active: 'true' }}
        >
          <SelectInput optionText="name" />
        </ReferenceInput>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ReferenceInput source="asset_type_id" reference="asset-type" filter={{ active: 'true' }}>
          <SelectInput optionText="name" validate={required()} />
        </ReferenceInput>
      </Grid>
      <Grid size={12}>
        <TextInput source="pickup_address" validate={validate.pickup_address} />
      </Grid>
      <Grid size={12}>
        <PointPicker kind="pickup" />
      </Grid>
      <Grid size={12}>
        <TextInput source="dropoff_address" validate={validate.dropoff_address} />
      </Grid>
      <Grid size={12}>
        <PointPicker kind="dropoff" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DateTimeInput source="scheduled_at" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <WeightInput validate={validate.weight_kg} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="recipient_name" validate={validate.recipient_name} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="recipient_phone" validate={validate.recipient_phone} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        {/* Not type="email": the browser's own check would refuse the form untranslated. */}
        <TextInput source="recipient_email" validate={validate.recipient_email} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <MoneyInput
          source="price"
          validate={validatePrice}
          helperText="resources.business-dispatches.helpers.price"
        />
      </Grid>
      <Grid size={12}>
        <TextInput source="notes" validate={validate.notes} multiline minRows={2} />
      </Grid>
    </Grid>
  </CreateForm>
);

/** Business and b2b staff request a delivery; the price defaults to the type's base price. */
export const RequestCreate = () => (
  <Create redirect="show" transform={toRequestBody} sx={{ maxWidth: 960 }}>
    <RequestCreateForm />
  </Create>
);
