import { useState } from 'react';
import { CardContent } from '@mui/material';
import { useNavigate } from './auth/router';
import { resetPasswordBody } from '../../contract/account';
import { accountApi } from '../providers/accountApi';
import { fieldValidators } from '../resources/common/zodValidators';
import { AuthLayout, AuthLinks } from './auth/AuthLayout';
import { AccountForm } from './auth/form/AccountForm';
import { PasswordInput } from './auth/form/PasswordInput';
import { TextInput } from './auth/form/TextInput';
import type { Validator } from './auth/form/useField';
import { useTranslate } from './auth/i18n';
import { useNotify } from './auth/notifications';
import { SubmitButton } from './auth/SubmitButton';
import { useSearchParam } from './auth/searchParam';
import { codeFormErrors, messageOf } from './auth/validators';

const validate = fieldValidators(resetPasswordBody);

const matchesPassword: Validator = (value, values: Record<string, unknown>) =>
  !value
    ? 'flotte.validation.required'
    : value !== values.password
      ? 'flotte.reset.mismatch'
      : undefined;

/**
 * A new password with the code from the mail. The API ends every session of the account; the
 * user signs in again with the new password.
 */
export const ResetPasswordPage = () => {
  const email = useSearchParam('email');
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setLoading(true);
    try {
      await accountApi.resetPassword(resetPasswordBody.parse(values));
      notify('flotte.reset.done', { type: 'success' });
      navigate('/login');
      return undefined;
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
      return codeFormErrors(error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <AuthLayout title="flotte.reset.title" subtitle="flotte.reset.subtitle">
      <AccountForm onSubmit={submit} defaultValues={{ email }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <TextInput
            source="email"
            type="email"
            label={translate('flotte.auth.email')}
            autoComplete="email"
            validate={validate.email}
          />
          <TextInput
            source="code"
            label={translate('flotte.verify.code')}
            autoComplete="one-time-code"
            validate={validate.code}
            autoFocus={Boolean(email)}
            inputProps={{ inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 }}
          />
          <PasswordInput
            source="password"
            label={translate('flotte.reset.password')}
            helperText={translate('flotte.signup.password_help')}
            autoComplete="new-password"
            validate={validate.password}
          />
          <PasswordInput
            source="confirmation"
            label={translate('flotte.reset.confirmation')}
            autoComplete="new-password"
            validate={matchesPassword}
          />
          <SubmitButton label="flotte.reset.submit" loading={loading} />
        </CardContent>
      </AccountForm>
      <AuthLinks
        links={[
          {
            to: `/forgot-password?email=${encodeURIComponent(email)}`,
            label: 'flotte.reset.new_code',
          },
          { to: '/login', label: 'flotte.auth.back_to_sign_in' },
        ]}
      />
    </AuthLayout>
  );
};
