import { useState } from 'react';
import { useNavigate } from '../auth/router';
import { businessSignupBody, country, phone, slug } from '../../../contract/account';
import { z } from 'zod';
import { msg } from '../../../contract/common';
import { accountApi, type SignupKind } from '../../providers/accountApi';
import { fieldValidators } from '../../resources/common/zodValidators';
import { currencyChoices } from '../../resources/common/currencies';
import { AccountForm } from '../auth/form/AccountForm';
import { EmailField, FormFields, NewPasswordField } from '../auth/form/AccountFields';
import { SelectInput } from '../auth/form/SelectInput';
import { TextInput } from '../auth/form/TextInput';
import { useLocaleState, useTranslate } from '../auth/i18n';
import { useNotify } from '../auth/notifications';
import { SubmitButton } from '../auth/SubmitButton';
import {
  compact,
  fieldErrorsOf,
  isOnlyPrefix,
  messageOf,
  optionalValidator,
} from '../auth/validators';
import { GeoPrefill } from './GeoPrefill';

// Every field of the three bodies; the owner's are a subset of the business's.
const required = fieldValidators(businessSignupBody);
const optional = {
  phone: optionalValidator(phone, isOnlyPrefix),
  country: optionalValidator(country),
  slug: optionalValidator(slug),
  parent_slug: optionalValidator(slug),
  currency: optionalValidator(z.string().regex(/^[A-Z]{3}$/, { error: msg.currency })),
};

const kindChoices = [
  { id: 'whitelabel', name: 'flotte.signup.kind_whitelabel' },
  { id: 'standard', name: 'flotte.signup.kind_standard' },
];

/** Where a server's field error goes when it names no field: the conflict codes'. */
const FIELD_OF_CODE: Record<string, string> = { email_taken: 'email', slug_taken: 'slug' };

interface SignupFormProps {
  kind: SignupKind;
  /** B2B under a white-label parent: its slug, fixed by a branded page. */
  parentSlug?: string;
  /** A parent slug to start from, still editable (`/signup/b2b?parent=acme`). */
  defaultParentSlug?: string;
}

/**
 * One sign-up form for the three kinds of account, each field checked by the contract's schema
 * before sending. The server's refusals land on their field (a taken e-mail on the e-mail) and
 * are notified translated; success goes to the code verification page.
 */
export const SignupForm = ({ kind, parentSlug, defaultParentSlug }: SignupFormProps) => {
  const [loading, setLoading] = useState(false);
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const notify = useNotify();
  const translate = useTranslate();
  const withBusiness = kind !== 'owner';

  const submit = async (values: Record<string, unknown>) => {
    setLoading(true);
    try {
      const body: Record<string, unknown> = compact({ ...values, locale });
      if (typeof body.country === 'string') body.country = body.country.toUpperCase();
      const { data } = await accountApi.signup(kind, body);
      navigate(`/verify?email=${encodeURIComponent(data.email)}`);
      return undefined;
    } catch (error) {
      const message = messageOf(error);
      notify(message, { type: 'error' });
      const code = message.replace('flotte.errors.', '');
      const field = FIELD_OF_CODE[code];
      return fieldErrorsOf(error) ?? (field ? { [field]: message } : undefined);
    } finally {
      setLoading(false);
    }
  };

  const defaults = {
    ...(kind === 'business' ? { kind: 'whitelabel', currency: '' } : {}),
    ...(kind === 'b2b' ? { parent_slug: parentSlug ?? defaultParentSlug ?? '' } : {}),
  };

  return (
    <AccountForm onSubmit={submit} defaultValues={defaults}>
      <GeoPrefill currency={kind === 'business'} />
      <FormFields>
        {withBusiness ? (
          <TextInput
            source="business_name"
            label={translate('flotte.signup.business_name')}
            autoComplete="organization"
            validate={required.business_name}
            autoFocus
          />
        ) : null}
        {kind === 'business' ? (
          <>
            <SelectInput
              source="kind"
              label={translate('flotte.signup.kind')}
              choices={kindChoices}
              validate={required.kind}
            />
            <TextInput
              source="slug"
              label={translate('flotte.signup.slug')}
              helperText={translate('flotte.signup.slug_help')}
              validate={optional.slug}
            />
          </>
        ) : null}
        {kind === 'b2b' && !parentSlug ? (
          <TextInput
            source="parent_slug"
            label={translate('flotte.signup.parent_slug')}
            helperText={translate('flotte.signup.parent_slug_help')}
            validate={optional.parent_slug}
          />
        ) : null}
        <TextInput
          source="name"
          label={translate('flotte.signup.name')}
          autoComplete="name"
          validate={required.name}
          autoFocus={!withBusiness}
        />
        <EmailField validate={required.email} />
        <NewPasswordField label="flotte.auth.password" validate={required.password} />
        <TextInput
          source="phone"
          type="tel"
          label={translate('flotte.signup.phone')}
          autoComplete="tel"
          validate={optional.phone}
        />
        <TextInput
          source="country"
          label={translate('flotte.signup.country')}
          helperText={translate('flotte.signup.country_help')}
          autoComplete="country"
          inputProps={{ maxLength: 2 }}
          validate={optional.country}
        />
        {kind === 'business' ? (
          <SelectInput
            source="currency"
            label={translate('flotte.signup.currency')}
            choices={currencyChoices}
            emptyText="flotte.signup.currency_none"
            validate={optional.currency}
          />
        ) : null}
        <SubmitButton label="flotte.signup.submit" loading={loading} />
      </FormFields>
    </AccountForm>
  );
};
