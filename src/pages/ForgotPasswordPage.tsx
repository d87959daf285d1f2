import { useState } from 'react';
import { Alert, CardContent } from '@mui/material';
import { emailOnlyBody } from '../../contract/account';
import { accountApi } from '../providers/accountApi';
import { fieldValidators } from '../resources/common/zodValidators';
import { AuthLayout, AuthLinks } from './auth/AuthLayout';
import { AccountForm } from './auth/form/AccountForm';
import { EmailField, FormFields } from './auth/form/AccountFields';
import { useTranslate } from './auth/i18n';
import { Link } from './auth/Link';
import { useNotify } from './auth/notifications';
import { SubmitButton } from './auth/SubmitButton';
import { useSearchParam } from './auth/searchParam';
import { messageOf } from './auth/validators';

const validate = fieldValidators(emailOnlyBody);

/**
 * Asks for a reset code. The answer is the same whether the account exists or not (the API's
 * too), so the page never tells who has an account.
 */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [loading, setLoading] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const initialEmail = useSearchParam('email');

  const submit = async (values: Record<string, unknown>) => {
    setLoading(true);
    try {
      const { email } = emailOnlyBody.parse(values);
      await accountApi.forgotPassword(email);
      setSentTo(email);
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <AuthLayout title="flotte.forgot.title" subtitle="flotte.forgot.subtitle">
      {sentTo ? (
        <CardContent>
          <Alert severity="info" role="status">
            {translate('flotte.forgot.sent')}
          </Alert>
          <Link
            to={`/reset-password?email=${encodeURIComponent(sentTo)}`}
            sx={{ display: 'block', mt: 2, textAlign: 'center' }}
          >
            {translate('flotte.forgot.enter_code')}
          </Link>
        </CardContent>
      ) : (
        <AccountForm onSubmit={submit} defaultValues={{ email: initialEmail }}>
          <FormFields>
            <EmailField validate={validate.email} autoFocus />
            <SubmitButton label="flotte.forgot.submit" loading={loading} />
          </FormFields>
        </AccountForm>
      )}
      <AuthLinks links={[{ to: '/login', label: 'flotte.auth.back_to_sign_in' }]} />
    </AuthLayout>
  );
};
