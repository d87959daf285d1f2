import { useEffect } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import {
  AutocompleteInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  required,
  useGetOne,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import { DateTimeInput } from '../../components/DateInput';
import { FormCells, FormGrid } from '../common/FormGrid';
import { FormHeading } from '../common/FormHeading';
import type { Asset } from '../../../contract/asset';
import { maintenanceCreate } from '../../../contract/maintenance';
import { useAuthState } from '../../providers/store';
import { MoneyInput } from '../common/MoneyInput';
import { fieldValidators } from '../common/zodValidators';
import { isEmpty, toIso } from './formValues';
import { kindChoices } from './MaintenanceFields';
import { QuantityInput } from '../common/QuantityInput';

const validate = fieldValidators(maintenanceCreate);

/** Work falls due by a date, an odometer reading, or both: never neither. */
export const dueRequired: Validator = (_value, values: Record<string, unknown>) =>
  isEmpty(values.scheduled_at) && isEmpty(values.due_odometer_km)
    ? 'flotte.maintenance.validation.due_required'
    : undefined;

/**
 * The date's check: a date moved into the past is refused, but work already overdue keeps its
 * date when the rest is edited (the PATCH sends only what changed).
 */
const useScheduledCheck = (): Validator => {
  const record = useRecordContext<{ scheduled_at?: string | null }>();
  const saved = record?.scheduled_at ? Date.parse(record.scheduled_at) : null;
  return (value: unknown, values, props) =>
    typeof value === 'string' && saved !== null && Date.parse(value) === saved
      ? undefined
      : validate.scheduled_at(value, values, props);
};

/** After a refused submit, filling either due field clears the message on both. */
const RecheckDue = () => {
  const { trigger } = useFormContext();
  const { isSubmitted } = useFormState();
  const [date, km] = useWatch({ name: ['scheduled_at', 'due_odometer_km'] });
  useEffect(() => {
    if (isSubmitted) void trigger(['scheduled_at', 'due_odometer_km']);
  }, [date, km, isSubmitted, trigger]);
  return null;
};

/**
 * The picked asset: its currency becomes the form's (the estimated cost is typed in it, and
 * `currency` is not sent), and its odometer is shown beside the due odometer. On edit the
 * record already carries both.
 */
const useAssetOfForm = (enabled: boolean) => {
  const assetId: unknown = useWatch({ name: 'asset_id' });
  const { setValue } = useFormContext();
  const { data: asset } = useGetOne<Asset>(
    'assets',
    { id: typeof assetId === 'string' ? assetId : '' },
    { enabled: enabled && typeof assetId === 'string' && assetId !== '' },
  );
  useEffect(() => {
    if (asset) setValue('currency', asset.currency);
  }, [asset, setValue]);
  return asset;
};

const OdometerHint = ({ km }: { km: number | null | undefined }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (km == null) return null;
  return (
    <>
      {translate('flotte.maintenance.helpers.odometer_now', {
        km: new Intl.NumberFormat(locale).format(km),
      })}
    </>
  );
};

/** This form's headings are a size below a page section's. */
const Heading = (props: { title: string; text?: string }) => (
  <FormHeading variant="subtitle1" {...props} />
);

/**
 * The asset: picked among the caller's (the API scopes the list; business staff among their
 * in-house assets, not a B2B client's they may read) on creation, then fixed.
 */
const AssetInput = ({ editing }: { editing?: boolean }) => {
  const { user } = useAuthState();
  if (editing) {
    return (
      <TextInput
        source="asset_name"
        label="resources.maintenance.fields.asset_id"
        readOnly
        helperText="flotte.maintenance.helpers.asset_locked"
      />
    );
  }
  const own =
    user?.role === 'business' && user.business_id ? { business_id: user.business_id } : {};
  return (
    <ReferenceInput
      source="asset_id"
      reference="assets"
      filter={own}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <AutocompleteInput
        optionText={(a: Asset) => (a.registration ? `${a.name} (${a.registration})` : a.name)}
        validate={required()}
        helperText="flotte.maintenance.helpers.asset"
      />
    </ReferenceInput>
  );
};

/**
 * The asset's document this work renews (a roadworthiness test renews its certificate): when
 * set, the work falls due at that document's end (server/services/maintenance/renewals.ts).
 */
const RenewedKindInput = ({ readOnly }: { readOnly?: boolean }) => (
  <ReferenceInput
    source="document_kind_id"
    reference="document-kinds"
    filter={{ subject: 'asset', active: 'true' }}
    sort={{ field: 'name', order: 'ASC' }}
  >
    <AutocompleteInput
      optionText="name"
      parse={(value: unknown) => (value === '' || value === undefined ? null : value)}
      helperText="flotte.maintenance.helpers.document_kind"
      readOnly={readOnly}
    />
  </ReferenceInput>
);

/**
 * The maintenance form (create and edit): what, when it falls due (a date and/or an odometer
 * reading), how it repeats and the document it renews, who does it and the estimated cost (typed in major units of the
 * asset's currency, sent in minor units). Completed work keeps its record only: description,
 * vendor and the actual cost stay editable, the rest is shown read-only (the server's rule).
 */
export const MaintenanceInputs = ({
  editing,
  completed,
}: {
  editing?: boolean;
  completed?: boolean;
}) => {
  const asset = useAssetOfForm(!editing);
  const scheduledCheck = useScheduledCheck();
  const odometer: unknown = useWatch({ name: 'asset_odometer_km' });
  const odometerNow = asset?.odometer_km ?? (typeof odometer === 'number' ? odometer : null);
  return (
    <FormGrid>
      <RecheckDue />
      <FormCells md={6}>
        <AssetInput editing={editing} />
        <SelectInput
          source="kind"
          choices={kindChoices}
          validate={validate.kind}
          readOnly={completed}
        />
      </FormCells>
      <FormCells>
        <TextInput source="title" validate={validate.title} readOnly={completed} />
        <TextInput source="description" validate={validate.description} multiline minRows={2} />
      </FormCells>
      <Heading title="flotte.maintenance.sections.due" text="flotte.maintenance.helpers.due" />
      <FormCells md={6}>
        <DateTimeInput
          source="scheduled_at"
          parse={toIso}
          validate={[scheduledCheck, dueRequired]}
          readOnly={completed}
        />
        <QuantityInput
          source="due_odometer_km"
          validate={[validate.due_odometer_km, dueRequired]}
          helperText={<OdometerHint km={odometerNow} />}
          readOnly={completed}
          unit="km"
        />
      </FormCells>
      <Heading
        title="resources.maintenance.fields.repeat"
        text="flotte.maintenance.helpers.repeat"
      />
      <FormCells md={6}>
        <QuantityInput
          source="repeat_every_days"
          validate={validate.repeat_every_days}
          readOnly={completed}
        />
        <QuantityInput
          source="repeat_every_km"
          validate={validate.repeat_every_km}
          readOnly={completed}
          unit="km"
        />
        <RenewedKindInput readOnly={completed} />
      </FormCells>
      <Heading title="flotte.maintenance.sections.work" />
      <FormCells md={6}>
        <TextInput source="vendor" validate={validate.vendor} />
        <MoneyInput
          source="cost"
          label={
            completed ? 'resources.maintenance.fields.cost' : 'flotte.maintenance.cost_estimated'
          }
          helperText={
            completed
              ? 'flotte.maintenance.complete.cost_help'
              : 'flotte.maintenance.helpers.cost_estimated'
          }
          validate={validate.cost}
        />
      </FormCells>
    </FormGrid>
  );
};
