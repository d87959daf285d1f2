import { Grid, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  AutocompleteInput,
  BooleanInput,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  TextArrayInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateInput } from '../../components/DateInput';
import { leasePeriods, type LeasePreference } from '../../../contract/lease';
import { currencyChoices } from '../common/currencies';
import { FormCells } from '../common/FormGrid';
import { MoneyInput } from '../common/MoneyInput';
import { useTermsText } from './TermsFields';
import { requiredChoice, validate, validateAvailableTo, validateMaxDays } from './preferenceForm';
import { QuantityInput } from '../common/QuantityInput';

const periodChoices = leasePeriods.map((id) => ({
  id,
  name: `flotte.leases.period_choices.${id}`,
}));
const targetChoices = [
  { id: 'asset', name: 'resources.lease-preferences.targets.asset' },
  { id: 'type', name: 'resources.lease-preferences.targets.type' },
];
const helper = (name: string) => `resources.lease-preferences.helpers.${name}`;

/** What each target is picked among: the owner's assets, or the active asset types. */
const TARGET_PICKS = {
  asset: {
    source: 'asset_id',
    reference: 'assets',
    filter: undefined,
    label: 'resources.lease-preferences.fields.asset_id',
    helperText: helper('target_asset'),
  },
  type: {
    source: 'asset_type_id',
    reference: 'asset-type',
    filter: { active: 'true' },
    label: 'resources.lease-preferences.fields.asset_type_id',
    helperText: helper('target_type'),
  },
};

/** Creating: one of the owner's assets, or any of its assets of a type (the server checks). */
export const TargetInputs = () => {
  const target: unknown = useWatch({ name: 'target' });
  const pick = target === 'type' ? TARGET_PICKS.type : TARGET_PICKS.asset;
  return (
    <>
      <FormCells>
        <RadioButtonGroupInput source="target" choices={targetChoices} row />
      </FormCells>
      <FormCells md={6}>
        <ReferenceInput source={pick.source} reference={pick.reference} filter={pick.filter}>
          <AutocompleteInput
            optionText="name"
            label={pick.label}
            helperText={pick.helperText}
            validate={requiredChoice}
          />
        </ReferenceInput>
      </FormCells>
    </>
  );
};

/** Editing: what the offer is on is fixed (a new offer for another asset or type). */
export const TargetText = () => {
  const record = useRecordContext<LeasePreference>();
  const translate = useTranslate();
  const { target } = useTermsText();
  if (!record) return null;
  return (
    <Grid size={12} sx={{ mb: 2 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('resources.lease-preferences.fields.target')}
      </Typography>
      <Typography>{target(record)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(helper('target_locked'))}
      </Typography>
    </Grid>
  );
};

/** The terms an owner offers (create and edit); money typed in major units, sent in minor. */
export const TermsInputs = () => (
  <>
    <FormCells sm={6} md={4}>
      <MoneyInput source="rate" validate={validate.rate} helperText={helper('rate')} />
      <SelectInput source="period" choices={periodChoices} validate={validate.period} />
      <SelectInput source="currency" choices={currencyChoices} validate={validate.currency} />
      <MoneyInput source="deposit" validate={validate.deposit} helperText={helper('deposit')} />
      <QuantityInput
        source="min_days"
        validate={validate.min_days}
        helperText={helper('min_days')}
      />
      <QuantityInput source="max_days" validate={validateMaxDays} helperText={helper('max_days')} />
    </FormCells>
    <FormCells sm={6}>
      <DateInput
        source="available_from"
        validate={validate.available_from}
        helperText={helper('available')}
      />
      <DateInput source="available_to" validate={validateAvailableTo} />
    </FormCells>
    <FormCells>
      <TextArrayInput source="regions" validate={validate.regions} helperText={helper('regions')} />
      <TextInput source="notes" validate={validate.notes} multiline minRows={2} />
      <BooleanInput source="active" helperText={helper('active')} />
    </FormCells>
  </>
);
