import { useState } from 'react';
import { Button, CardContent, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { verifyBody } from '../../contract/account';
import { email as emailSchema } from '../../contract/auth';
import { accountApi } from '../providers/accountApi';
import { fieldValidators } from '../resources/common/zodValidators';
import { AuthLayout, AuthLinks } from './auth/AuthLayout';
import { AccountForm } from './auth/form/AccountForm';
import { TextInput } from './auth/form/TextInput';
import { useTranslate } from './auth/i18n';
import { useNotify } from './auth/notifications';
import { SubmitButton } from './auth/SubmitButton';
import { useCompleteLogin } from './auth/useCompleteLogin';
import { useSearchParam } from './auth/searchParam';
import { codeFormErrors, messageOf } from './auth/validators';

const validate = fieldValidators(verifyBody);

/** Sends a new code to the address in the form (202 whether the account exists or not). */
const ResendButton = () => {
  const { getValues, trigger } = useFormContext();
  const notify = useNotify();
  const translate = useTranslate();
  const [sending, setSending] = useState(false);
  const resend = async () => {
    if (!(await trigger('email'))) return;
    const parsed = emailSchema.safeParse(getValues('email'));
    if (!parsed.success) return;
    setSending(true);
    try {
      await accountApi.resendCode(parsed.data);
      notify('flotte.verify.resent', { type: 'info', messageArgs: { email: parsed.data } });
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Button onClick={resend} disabled={sending} aria-busy={sending} fullWidth sx={{ mt: 1 }}>
      {translate('flotte.verify.resend')}
    </Button>
  );
};

/**
 * Email verification: the 6-digit code from the mail. A right code verifies the address and
 * signs in (the API answers a session), landing on the dashboard.
 */
export const VerifyPage = () => {
  const email = useSearchParam('email');
  const translate = useTranslate();
  const notify = useNotify();
  const completeLogin = useCompleteLogin();
  const [loading, setLoading] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setLoading(true);
    try {
      const body = verifyBody.parse(values);
      await completeLogin(await accountApi.verify(body.email, body.code));
      notify('flotte.verify.done', { type: 'success' });
      return undefined;
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
      return codeFormErrors(error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <AuthLayout title="flotte.verify.title" subtitle="flotte.verify.subtitle">
      <AccountForm onSubmit={submit} defaultValues={{ email, code: '' }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {email ? (
            <Typography variant="body2" sx={{ mb: 1 }} role="status">
              {translate('flotte.verify.sent_to', { email })}
            </Typography>
          ) : null}
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
            helperText={translate('flotte.verify.code_help')}
            autoComplete="one-time-code"
            validate={validate.code}
            autoFocus
            inputProps={{ inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 }}
          />
          <SubmitButton label="flotte.verify.submit" loading={loading} />
          <ResendButton />
        </CardContent>
      </AccountForm>
      <AuthLinks links={[{ to: '/login', label: 'flotte.auth.back_to_sign_in' }]} />
    </AuthLayout>
  );
};
