import { Alert, Box, Grid, Link, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  AutocompleteInput,
  Form,
  SaveButton,
  SelectField,
  SelectInput,
  SimpleShowLayout,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { ActiveReferenceInput } from '../../../components/ActiveReferenceInput';
import { brandedLoginUrl } from '../../../components/business/brandedLoginUrl';
import { ownBusinessUpdate, type Business } from '../../../../contract/business';
import { OWN_ID } from '../../../providers/dataProvider';
import { currencyChoices } from '../../../resources/common/currencies';
import { useSaveWithServerErrors } from '../../../resources/common/useSaveWithServerErrors';
import { fieldValidators } from '../../../resources/common/zodValidators';
import {
  OWN_BUSINESS_STALE_TIME,
  useOwnBusiness,
} from '../../../components/business/useOwnBusiness';
import { LoadingPanel } from '../../../components/LoadingPanel';
import { fieldProps, HalfCell } from './FormCells';
import { OwnRecordEdit } from './OwnRecordEdit';

const validate = fieldValidators(ownBusinessUpdate);
const EDITABLE = Object.keys(ownBusinessUpdate.shape) as Array<
  keyof typeof ownBusinessUpdate.shape
>;
const FIELD_OF_CODE = { slug_taken: 'slug' } as const;
const label = (field: string) => `flotte.my_business.fields.${field}`;
const field = fieldProps(label, validate);
const kindChoices = ['standard', 'whitelabel', 'b2b'].map((id) => ({
  id,
  name: `flotte.my_business.kinds.${id}`,
}));

/** Under the slug: the full address it gives, as the user types it. */
const SlugLink = () => {
  const translate = useTranslate();
  const slug: unknown = useWatch({ name: 'slug' });
  const url = typeof slug === 'string' && slug ? brandedLoginUrl(slug.trim().toLowerCase()) : '';
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
      {translate('flotte.my_business.slug_help')}{' '}
      {url ? (
        <Link href={url} target="_blank" rel="noopener" data-testid="branded-login-url">
          {url}
        </Link>
      ) : null}
    </Typography>
  );
};

/** The own business's currency may be one the form does not offer yet: keep it choosable. */
const currencyOptions = (current: string | null) =>
  current && !currencyChoices.some((c) => c.id === current)
    ? [...currencyChoices, { id: current, name: current }]
    : currencyChoices;

/** The editable fields of the form's values (the dataProvider then patches those changed). */
const editableOf = (values: Record<string, unknown>) =>
  Object.fromEntries(EDITABLE.map((key) => [key, values[key]]));

const DetailsForm = ({ business }: { business: Business }) => {
  const translate = useTranslate();
  const save = useSaveWithServerErrors(FIELD_OF_CODE);
  return (
    <Form onSubmit={save} noValidate>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`flotte.my_business.kinds.${business.kind}`)}
        {' · '}
        {business.plan_name ?? translate('flotte.my_business.no_plan')}
      </Typography>
      <Grid container columnSpacing={2} sx={{ maxWidth: 900 }}>
        <HalfCell>
          <TextInput {...field('name')} />
        </HalfCell>
        <HalfCell>
          <TextInput {...field('slug')} helperText={false} />
          <SlugLink />
        </HalfCell>
        <HalfCell>
          <ActiveReferenceInput source="business_type_id" reference="business-types">
            <AutocompleteInput optionText="name" label={label('business_type_id')} />
          </ActiveReferenceInput>
        </HalfCell>
        <HalfCell>
          <TextInput {...field('country')} helperText="flotte.my_business.country_help" />
        </HalfCell>
        <HalfCell>
          <TextInput {...field('contact_email')} type="email" />
        </HalfCell>
        <HalfCell>
          <TextInput {...field('contact_phone')} type="tel" />
        </HalfCell>
        <Grid size={12}>
          <TextInput
            {...field('address')}
            multiline
            minRows={2}
            helperText="flotte.my_business.address_help"
          />
        </Grid>
        {/* The legal identity a white-label business's invoices to its clients print. */}
        <HalfCell>
          <TextInput {...field('siren')} helperText="flotte.my_business.siren_help" />
        </HalfCell>
        <HalfCell>
          <TextInput {...field('vat_number')} helperText="flotte.my_business.vat_number_help" />
        </HalfCell>
        <HalfCell>
          <SelectInput
            source="currency"
            label={label('currency')}
            choices={currencyOptions(business.currency)}
            emptyText="flotte.signup.currency_none"
            readOnly={business.currency_locked}
            helperText={business.currency_locked ? 'flotte.errors.currency_locked' : undefined}
          />
        </HalfCell>
      </Grid>
      <Box>
        <SaveButton disabled={!business.active} />
      </Box>
    </Form>
  );
};

/** B2B staff: the same profile, read only. */
const DetailsRead = () => {
  const translate = useTranslate();
  const { data: business, error, isPending } = useOwnBusiness();
  if (error) return <Alert severity="error">{translate(error.message)}</Alert>;
  if (isPending || !business) return <LoadingPanel />;
  return (
    <Stack spacing={1}>
      <Typography color="text.secondary">{translate('flotte.my_business.read_only')}</Typography>
      <SimpleShowLayout record={business} sx={{ p: 0 }}>
        <TextField source="name" label={label('name')} />
        <SelectField source="kind" label={label('kind')} choices={kindChoices} />
        <TextField
          source="parent_business_name"
          label={label('parent_business_name')}
          emptyText="—"
        />
        <TextField source="business_type_name" label={label('business_type_id')} emptyText="—" />
        <TextField source="country" label={label('country')} emptyText="—" />
        <TextField source="contact_email" label={label('contact_email')} emptyText="—" />
        <TextField source="contact_phone" label={label('contact_phone')} emptyText="—" />
        <TextField source="address" label={label('address')} emptyText="—" />
        <TextField source="siren" label={label('siren')} emptyText="—" />
        <TextField source="vat_number" label={label('vat_number')} emptyText="—" />
        <TextField source="currency" label={label('currency')} emptyText="—" />
      </SimpleShowLayout>
    </Stack>
  );
};

/**
 * The profile as react-admin's record `my-business` `OWN_ID` (GET /business, saved with
 * PATCH /business of the fields changed): the record useOwnBusiness shares with the menu and
 * the dashboard, so a save shows everywhere.
 */
const DetailsEdit = () => (
  <OwnRecordEdit<Business>
    resource="my-business"
    saved="flotte.my_business.saved"
    transform={editableOf}
    // The record keeps the business's own id; the form addresses it as OWN_ID.
    queryOptions={{
      staleTime: OWN_BUSINESS_STALE_TIME,
      select: (business: Business) => ({ ...business, id: OWN_ID }),
    }}
  >
    {(record) => <DetailsForm business={record} />}
  </OwnRecordEdit>
);

/** The profile: editable by the business's staff (saving waits for the business to be active). */
export const DetailsTab = ({ editable }: { editable: boolean }) =>
  editable ? <DetailsEdit /> : <DetailsRead />;
