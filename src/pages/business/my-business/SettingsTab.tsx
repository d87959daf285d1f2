import { Alert, Box, Grid } from '@mui/material';
import {
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  Form,
  SaveButton,
  SelectInput,
  TextArrayInput,
  TextInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ActiveReferenceInput } from '../../../components/ActiveReferenceInput';
import {
  businessSettingsWrite,
  type BusinessSettings,
} from '../../../../contract/business-settings';
import { SENT_RECIPIENT_NOTICES } from '../../../../contract/tracking';
import { OWN_ID } from '../../../providers/dataProvider';
import { currencyChoices } from '../../../resources/common/currencies';
import { MoneyInput } from '../../../resources/common/MoneyInput';
import { ShowSection } from '../../../resources/common/ShowSection';
import { useSaveWithServerErrors } from '../../../resources/common/useSaveWithServerErrors';
import { fieldValidators } from '../../../resources/common/zodValidators';
import { useBusinessInactive } from '../../../components/business/useOwnBusiness';
import { fieldProps, HalfCell } from './FormCells';
import { OwnRecordEdit } from './OwnRecordEdit';
import { ProofRequiredSection } from './ProofRequiredSection';

/**
 * The query key of the business's settings: react-admin's record `business-settings` `OWN_ID`
 * (the key useGetOne gives it), so the pages reading the settings share what the form saves.
 */
export const SETTINGS_KEY = ['business-settings', 'getOne', { id: OWN_ID }] as const;

/** Left blank, the low-balance threshold is 0 (no warning): the field is optional. */
const BLANKS: Partial<Record<string, unknown>> = { low_balance_threshold: 0 };
const validate = fieldValidators(businessSettingsWrite, BLANKS);
const isBlank = (value: unknown) => value === undefined || value === null || value === '';
const FIELDS = Object.keys(businessSettingsWrite.shape) as Array<
  keyof typeof businessSettingsWrite.shape
>;
const FIELD_OF_CODE = { currency_locked: 'currency' } as const;
const label = (field: string) => `flotte.my_business.settings.${field}`;
const field = fieldProps(label, validate);

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

/** The recipient mails a business may choose (every kind is sent today). */
const recipientNoticeChoices = SENT_RECIPIENT_NOTICES.map((id) => ({
  id,
  name: `flotte.my_business.settings.recipient_notice.${id}`,
}));

const languageChoices = ['fr', 'en'].map((id) => ({ id, name: `flotte.language.${id}` }));

/**
 * The settings written (a blank threshold is 0). Never saved, the dataProvider posts them whole
 * (the defaults shown included); else it patches those changed.
 */
const bodyOf = (values: Record<string, unknown>) =>
  Object.fromEntries(
    FIELDS.map((key) => [key, key in BLANKS && isBlank(values[key]) ? BLANKS[key] : values[key]]),
  );

const SettingsForm = ({ settings }: { settings: BusinessSettings }) => {
  const translate = useTranslate();
  const save = useSaveWithServerErrors(FIELD_OF_CODE);
  const inactive = useBusinessInactive();
  return (
    <Form onSubmit={save} noValidate>
      {settings.saved ? null : (
        <Alert severity="info" sx={{ mb: 2, maxWidth: 900 }}>
          {translate('flotte.my_business.settings.defaults')}
        </Alert>
      )}
      <Box sx={{ maxWidth: 900 }}>
        <Grid container columnSpacing={2}>
          <HalfCell>
            <SelectInput
              source="currency"
              label={label('currency')}
              choices={currencyOptions(settings.currency)}
              // Once money has moved the server refuses a change: the field says so up front.
              readOnly={settings.currency_locked}
              validate={settings.currency_locked ? undefined : validate.currency}
              helperText={
                settings.currency_locked
                  ? 'flotte.errors.currency_locked'
                  : 'flotte.my_business.settings.currency_help'
              }
            />
          </HalfCell>
          <HalfCell>
            <AutocompleteInput
              {...field('timezone')}
              choices={zoneChoices(settings.timezone)}
              disableClearable
            />
          </HalfCell>
          <HalfCell>
            <TextInput {...field('country')} helperText="flotte.my_business.country_help" />
          </HalfCell>
          <HalfCell>
            <SelectInput
              {...field('default_language')}
              choices={languageChoices}
              helperText="flotte.my_business.settings.default_language_help"
            />
          </HalfCell>
        </Grid>
        <ShowSection title={label('dispatch')} plain>
          <Grid container columnSpacing={2}>
            <HalfCell>
              <BooleanInput
                source="require_recipient_phone"
                label={label('require_recipient_phone')}
              />
            </HalfCell>
            <HalfCell>
              <BooleanInput
                source="auto_dispatch"
                label={label('auto_dispatch')}
                helperText="flotte.my_business.settings.auto_dispatch_help"
              />
            </HalfCell>
            <HalfCell>
              <ActiveReferenceInput
                source="default_package_type_id"
                reference="request-package-types"
              >
                <SelectInput
                  optionText="name"
                  label={label('default_package_type_id')}
                  parse={(value: unknown) => value || null}
                  emptyText="flotte.my_business.settings.no_package_type"
                  helperText="flotte.my_business.settings.default_package_type_help"
                />
              </ActiveReferenceInput>
            </HalfCell>
          </Grid>
        </ShowSection>
        <ShowSection title={label('recipient')} plain>
          {/* Kinds not shown here (declared for later) stay as they are in the value. */}
          <CheckboxGroupInput
            source="recipient_notices"
            label={label('recipient_notices')}
            choices={recipientNoticeChoices}
            validate={validate.recipient_notices}
            helperText="flotte.my_business.settings.recipient_notices_help"
          />
        </ShowSection>
        <ProofRequiredSection />
        <ShowSection title={label('money')} plain>
          <Grid container columnSpacing={2}>
            <HalfCell>
              <MoneyInput
                {...field('low_balance_threshold')}
                helperText="flotte.my_business.settings.low_balance_help"
              />
            </HalfCell>
            <HalfCell>
              <TextArrayInput
                {...field('notification_emails')}
                helperText="flotte.my_business.settings.notification_emails_help"
              />
            </HalfCell>
          </Grid>
        </ShowSection>
      </Box>
      <Box>
        {/* Defaults never saved may be saved as they are. */}
        <SaveButton disabled={inactive} alwaysEnable={!settings.saved && !inactive} />
      </Box>
    </Form>
  );
};

/**
 * The business's settings as react-admin's record `business-settings` `OWN_ID`
 * (GET /business-settings; defaults until first saved, then POST, later PATCH).
 */
export const SettingsTab = () => (
  <OwnRecordEdit<BusinessSettings & RaRecord>
    resource="business-settings"
    saved="flotte.my_business.settings.saved"
    transform={bodyOf}
  >
    {(record) => <SettingsForm settings={record} />}
  </OwnRecordEdit>
);
