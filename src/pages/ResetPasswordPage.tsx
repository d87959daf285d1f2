import { useNavigate } from './auth/router';
import { resetPasswordBody } from '../../contract/account';
import { accountApi } from '../providers/accountApi';
import { fieldValidators } from '../resources/common/zodValidators';
import { AuthLayout, AuthLinks } from './auth/AuthLayout';
import { AccountForm } from './auth/form/AccountForm';
import { CodeField, EmailField, FormFields, NewPasswordField } from './auth/form/AccountFields';
import { PasswordInput } from './auth/form/PasswordInput';
import type { Validator } from './auth/form/useField';
import { useTranslate } from './auth/i18n';
import { useNotify } from './auth/notifications';
import { SubmitButton } from './auth/SubmitButton';
import { useSearchParam } from './auth/searchParam';
import { useCodeFormSubmit } from './auth/useCodeFormSubmit';

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
  const { loading, submit } = useCodeFormSubmit(async (values) => {
    await accountApi.resetPassword(resetPasswordBody.parse(values));
    notify('flotte.reset.done', { type: 'success' });
    navigate('/login');
  });

  return (
    <AuthLayout title="flotte.reset.title" subtitle="flotte.reset.subtitle">
      <AccountForm onSubmit={submit} defaultValues={{ email }}>
        <FormFields>
          <EmailField validate={validate.email} />
          <CodeField validate={validate.code} autoFocus={Boolean(email)} />
          <NewPasswordField label="flotte.reset.password" validate={validate.password} />
          <PasswordInput
            source="confirmation"
            label={translate('flotte.reset.confirmation')}
            autoComplete="new-password"
            validate={matchesPassword}
          />
          <SubmitButton label="flotte.reset.submit" loading={loading} />
        </FormFields>
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
