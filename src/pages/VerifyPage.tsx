import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { verifyBody } from '../../contract/account';
import { email as emailSchema } from '../../contract/auth';
import { accountApi } from '../providers/accountApi';
import { fieldValidators } from '../resources/common/zodValidators';
import { AuthLayout, AuthLinks } from './auth/AuthLayout';
import { AccountForm } from './auth/form/AccountForm';
import { CodeField, EmailField, FormFields } from './auth/form/AccountFields';
import { useTranslate } from './auth/i18n';
import { useNotify } from './auth/notifications';
import { SubmitButton } from './auth/SubmitButton';
import { useCompleteLogin } from './auth/useCompleteLogin';
import { useSearchParam } from './auth/searchParam';
import { useCodeFormSubmit } from './auth/useCodeFormSubmit';
import { messageOf } from './auth/validators';

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
  const { loading, submit } = useCodeFormSubmit(async (values) => {
    const body = verifyBody.parse(values);
    await completeLogin(await accountApi.verify(body.email, body.code));
    notify('flotte.verify.done', { type: 'success' });
  });

  return (
    <AuthLayout title="flotte.verify.title" subtitle="flotte.verify.subtitle">
      <AccountForm onSubmit={submit} defaultValues={{ email, code: '' }}>
        <FormFields>
          {email ? (
            <Typography variant="body2" sx={{ mb: 1 }} role="status">
              {translate('flotte.verify.sent_to', { email })}
            </Typography>
          ) : null}
          <EmailField validate={validate.email} />
          <CodeField
            validate={validate.code}
            helperText={translate('flotte.verify.code_help')}
            autoFocus
          />
          <SubmitButton label="flotte.verify.submit" loading={loading} />
          <ResendButton />
        </FormFields>
      </AccountForm>
      <AuthLinks links={[{ to: '/login', label: 'flotte.auth.back_to_sign_in' }]} />
    </AuthLayout>
  );
};
