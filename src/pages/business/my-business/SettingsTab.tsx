import { Alert, Box, Grid, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AutocompleteInput,
  BooleanInput,
  Form,
  ReferenceInput,
  SaveButton,
  SelectInput,
  TextArrayInput,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import {
  businessSettingsWrite,
  type BusinessSettings,
} from '../../../../contract/business-settings';
import { changedFields } from '../../../providers/dataProvider';
import { currencyChoices } from '../../../resources/common/currencies';
import { MoneyInput } from '../../../resources/common/MoneyInput';
import { useFlotteDataProvider } from '../../../resources/common/useFlotteDataProvider';
import { fieldValidators } from '../../../resources/common/zodValidators';
import { LoadingPanel } from '../LoadingPanel';
import { useServerErrors } from '../serverErrors';
import { useBusinessInactive } from '../useOwnBusiness';

export const SETTINGS_KEY = ['business-settings'] as const;

const validate = fieldValidators(businessSettingsWrite);
const FIELDS = Object.keys(businessSettingsWrite.shape) as Array<
  keyof typeof businessSettingsWrite.shape
>;
const FIELD_OF_CODE = { currency_locked: 'currency' } as const;
const label = (field: string) => `flotte.my_business.settings.${field}`;

/** Every IANA zone the browser knows (the server checks the same way), searchable. */
const ZONES: readonly string[] = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['Europe/Paris', 'UTC'];
  }
})();
const zoneChoices = (current: string) =>
  (ZONES.includes(current) ? ZONES : [current, ...ZONES]).map((id) => ({ id, name: id }));

const currencyOptions = (current: string) =>
  currencyChoices.some((c) => c.id === current)
    ? currencyChoices
    : [...currencyChoices, { id: current, name: current }];

const languageChoices = ['fr', 'en'].map((id) => ({ id, name: `flotte.language.${id}` }));

const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Grid size={12}>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 1, mb: 1, fontWeight: 600 }}>
        {translate(title)}
      </Typography>
    </Grid>
  );
};

const SettingsForm = ({ settings }: { settings: BusinessSettings }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useFlotteDataProvider();
  const serverErrors = useServerErrors(FIELD_OF_CODE);
  const inactive = useBusinessInactive();

  const submit = async (values: Record<string, unknown>) => {
    const body = Object.fromEntries(FIELDS.map((key) => [key, values[key]]));
    // Never saved: create them whole (the defaults shown included); else patch what changed.
    const changes = settings.saved ? changedFields(body, settings) : body;
    if (Object.keys(changes).length === 0) return undefined;
    try {
      const saved = await dataProvider.saveBusinessSettings(changes, settings.saved);
      queryClient.setQueryData(SETTINGS_KEY, saved);
      notify('flotte.my_business.settings.saved', { type: 'info' });
      return undefined;
    } catch (error) {
      return serverErrors(error);
    }
  };

  return (
    <Form record={{ ...settings, id: settings.business_id }} onSubmit={submit} noValidate>
      {settings.saved ? null : (
        <Alert severity="info" sx={{ mb: 2, maxWidth: 900 }}>
          {translate('flotte.my_business.settings.defaults')}
        </Alert>
      )}
      <Grid container columnSpacing={2} sx={{ maxWidth: 900 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SelectInput
            source="currency"
            label={label('currency')}
            choices={currencyOptions(settings.currency)}
            validate={validate.currency}
            helperText="flotte.my_business.settings.currency_help"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <AutocompleteInput
            source="timezone"
            label={label('timezone')}
            choices={zoneChoices(settings.timezone)}
            validate={validate.timezone}
            disableClearable
          />
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
          <SelectInput
            source="default_language"
            label={label('default_language')}
            choices={languageChoices}
            validate={validate.default_language}
            helperText="flotte.my_business.settings.default_language_help"
          />
        </Grid>
        <Section title={label('dispatch')} />
        <Grid size={{ xs: 12, md: 6 }}>
          <BooleanInput source="require_recipient_phone" label={label('require_recipient_phone')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ReferenceInput
            source="default_package_type_id"
            reference="request-package-types"
            filter={{ active: 'true' }}
          >
            <SelectInput
              optionText="name"
              label={label('default_package_type_id')}
              parse={(value: unknown) => value || null}
              emptyText="flotte.my_business.settings.no_package_type"
              helperText="flotte.my_business.settings.default_package_type_help"
            />
          </ReferenceInput>
        </Grid>
        <Section title={label('money')} />
        <Grid size={{ xs: 12, md: 6 }}>
          <MoneyInput
            source="low_balance_threshold"
            label={label('low_balance_threshold')}
            validate={validate.low_balance_threshold}
            helperText="flotte.my_business.settings.low_balance_help"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextArrayInput
            source="notification_emails"
            label={label('notification_emails')}
            validate={validate.notification_emails}
            helperText="flotte.my_business.settings.notification_emails_help"
          />
        </Grid>
      </Grid>
      <Box>
        {/* Defaults never saved may be saved as they are. */}
        <SaveButton disabled={inactive} alwaysEnable={!settings.saved && !inactive} />
      </Box>
    </Form>
  );
};

/** The business's settings (GET /business-settings; defaults until first saved). */
export const SettingsTab = () => {
  const translate = useTranslate();
  const dataProvider = useFlotteDataProvider();
  const { data, error, isPending } = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => dataProvider.getBusinessSettings(),
  });
  if (error) return <Alert severity="error">{translate(error.message)}</Alert>;
  if (isPending) return <LoadingPanel />;
  return <SettingsForm settings={data} />;
};
