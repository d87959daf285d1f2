import { Alert, Box, Grid, Link, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import {
  AutocompleteInput,
  Form,
  ReferenceInput,
  SaveButton,
  SelectField,
  SelectInput,
  SimpleShowLayout,
  TextField,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import { ownBusinessUpdate, type Business } from '../../../../contract/business';
import { changedFields } from '../../../providers/dataProvider';
import { currencyChoices } from '../../../resources/common/currencies';
import { useFlotteDataProvider } from '../../../resources/common/useFlotteDataProvider';
import { fieldValidators } from '../../../resources/common/zodValidators';
import { useServerErrors } from '../serverErrors';
import { OWN_BUSINESS_KEY, useOwnBusiness } from '../useOwnBusiness';
import { LoadingPanel } from '../LoadingPanel';

const validate = fieldValidators(ownBusinessUpdate);
const EDITABLE = Object.keys(ownBusinessUpdate.shape) as Array<
  keyof typeof ownBusinessUpdate.shape
>;
const FIELD_OF_CODE = { slug_taken: 'slug' } as const;
const label = (field: string) => `flotte.my_business.fields.${field}`;
const kindChoices = ['standard', 'whitelabel', 'b2b'].map((id) => ({
  id,
  name: `flotte.my_business.kinds.${id}`,
}));

/** The address of a business's branded sign-in page, in this very app. */
export const brandedLoginUrl = (slug: string) =>
  `${window.location.origin}${window.location.pathname}#/b/${slug}/login`;

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

const DetailsForm = ({ business }: { business: Business }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useFlotteDataProvider();
  const serverErrors = useServerErrors(FIELD_OF_CODE);

  const submit = async (values: Record<string, unknown>) => {
    const editable = Object.fromEntries(EDITABLE.map((key) => [key, values[key]]));
    const changes = changedFields(editable, business);
    if (Object.keys(changes).length === 0) return undefined;
    try {
      const saved = await dataProvider.updateOwnBusiness(changes);
      queryClient.setQueryData(OWN_BUSINESS_KEY, saved);
      notify('flotte.my_business.saved', { type: 'info' });
      return undefined;
    } catch (error) {
      return serverErrors(error);
    }
  };

  return (
    <Form record={business} onSubmit={submit} noValidate>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`flotte.my_business.kinds.${business.kind}`)}
        {' · '}
        {business.plan_name ?? translate('flotte.my_business.no_plan')}
      </Typography>
      <Grid container columnSpacing={2} sx={{ maxWidth: 900 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="name" label={label('name')} validate={validate.name} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput
            source="slug"
            label={label('slug')}
            validate={validate.slug}
            helperText={false}
          />
          <SlugLink />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ReferenceInput
            source="business_type_id"
            reference="business-types"
            filter={{ active: 'true' }}
          >
            <AutocompleteInput optionText="name" label={label('business_type_id')} />
          </ReferenceInput>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput
            source="country"
            label={label('country')}
            validate={validate.country}
            helperText="flotte.my_business.country_help"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput
            source="contact_email"
            type="email"
            label={label('contact_email')}
            validate={validate.contact_email}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput
            source="contact_phone"
            type="tel"
            label={label('contact_phone')}
            validate={validate.contact_phone}
          />
        </Grid>
        <Grid size={12}>
          <TextInput
            source="address"
            label={label('address')}
            validate={validate.address}
            multiline
            minRows={2}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SelectInput
            source="currency"
            label={label('currency')}
            choices={currencyOptions(business.currency)}
            emptyText="flotte.signup.currency_none"
          />
        </Grid>
      </Grid>
      <Box>
        <SaveButton disabled={!business.active} />
      </Box>
    </Form>
  );
};

/** B2B staff: the same profile, read only. */
const DetailsView = ({ business }: { business: Business }) => {
  const translate = useTranslate();
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
        <TextField source="currency" label={label('currency')} emptyText="—" />
      </SimpleShowLayout>
    </Stack>
  );
};

/** The profile: editable by the business's staff (saving waits for the business to be active). */
export const DetailsTab = ({ editable }: { editable: boolean }) => {
  const translate = useTranslate();
  const { data, error, isPending } = useOwnBusiness();
  if (error) return <Alert severity="error">{translate(error.message)}</Alert>;
  if (isPending || !data) return <LoadingPanel />;
  return editable ? <DetailsForm business={data} /> : <DetailsView business={data} />;
};
