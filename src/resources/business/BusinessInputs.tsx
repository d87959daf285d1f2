import { Grid } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  AutocompleteInput,
  BooleanInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { businessCreate, staffInvite } from '../../../contract/business';
import { currencyChoices } from '../common/currencies';
import { FormCells } from '../common/FormGrid';
import { FormHeading } from '../common/FormHeading';
import { fieldValidators } from '../common/zodValidators';
import { kindChoices } from './BusinessFields';

const validate = fieldValidators(businessCreate);
const validateStaff = fieldValidators(staffInvite);

const languageChoices = [
  { id: 'fr', name: 'flotte.language.fr' },
  { id: 'en', name: 'flotte.language.en' },
];

/** Only a B2B client has a parent: a parent picked before switching kind is not sent. */
export const withoutStrayParent = <T extends { kind?: unknown; parent_business_id?: unknown }>(
  data: T,
): T =>
  data.kind === undefined || data.kind === 'b2b' ? data : { ...data, parent_business_id: null };

/** A B2B client's white-label parent: live white-label businesses only (the server's rule). */
const ParentInput = () => (
  <ReferenceInput
    source="parent_business_id"
    reference="business"
    filter={{ kind: 'whitelabel', active: 'true' }}
  >
    <AutocompleteInput
      optionText="name"
      label="resources.business.fields.parent_business_id"
      helperText="flotte.business_admin.helpers.parent"
    />
  </ReferenceInput>
);

/**
 * The kind, and the parent when it is a B2B client. On creation every kind is offered; later
 * only standard and white-label switch, and a B2B client stays one (its kind is shown, locked).
 */
export const KindInputs = ({ editing }: { editing?: boolean }) => {
  const kind: unknown = useWatch({ name: 'kind' });
  const locked = editing && kind === 'b2b';
  const choices = editing && !locked ? kindChoices.filter((c) => c.id !== 'b2b') : kindChoices;
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput
          source="kind"
          choices={choices}
          readOnly={locked}
          validate={locked ? undefined : validate.kind}
          helperText={locked ? 'flotte.business_admin.helpers.kind_locked' : false}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>{kind === 'b2b' ? <ParentInput /> : null}</Grid>
    </>
  );
};

/** The profile of a business (create and edit). */
export const ProfileInputs = () => (
  <>
    <FormCells md={6}>
      <TextInput source="name" validate={validate.name} />
      <TextInput
        source="slug"
        validate={validate.slug}
        helperText="flotte.business_admin.helpers.slug"
      />
      <ReferenceInput source="business_type_id" reference="business-types">
        <AutocompleteInput optionText="name" label="resources.business.fields.business_type_id" />
      </ReferenceInput>
    </FormCells>
    <FormCells md={3}>
      <TextInput
        source="country"
        validate={validate.country}
        helperText="flotte.business_admin.helpers.country"
        slotProps={{ htmlInput: { maxLength: 2 } }}
      />
      <SelectInput
        source="currency"
        choices={currencyChoices}
        validate={validate.currency}
        emptyText="flotte.business_admin.no_currency"
      />
    </FormCells>
    <FormCells md={6}>
      <TextInput source="contact_email" type="email" validate={validate.contact_email} />
      <TextInput source="contact_phone" type="tel" validate={validate.contact_phone} />
    </FormCells>
    <FormCells>
      <TextInput source="address" validate={validate.address} multiline minRows={2} />
    </FormCells>
  </>
);

/** Whether it starts active, and its first staff account (invited by mail with a code). */
export const CreationInputs = () => (
  <>
    <FormCells>
      <BooleanInput
        source="active"
        label="flotte.business_admin.active_now"
        helperText="flotte.business_admin.helpers.active"
      />
    </FormCells>
    <FormHeading
      title="flotte.business_admin.staff_account"
      text="flotte.business_admin.helpers.staff_account"
    />
    <FormCells md={5}>
      <TextInput source="staff.name" validate={validateStaff.name} autoComplete="off" />
      <TextInput
        source="staff.email"
        type="email"
        validate={validateStaff.email}
        autoComplete="off"
      />
    </FormCells>
    <FormCells md={2}>
      <SelectInput
        source="staff.locale"
        choices={languageChoices}
        validate={validateStaff.locale}
      />
    </FormCells>
  </>
);
