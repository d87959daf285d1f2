import type { ReactNode } from 'react';
import { CardContent } from '@mui/material';
import { useTranslate } from '../i18n';
import { PasswordInput } from './PasswordInput';
import { TextInput } from './TextInput';
import type { FieldProps } from './useField';

type Validate = FieldProps['validate'];
/** What a page sets on a field: its check, and whether it takes the focus. */
type FieldOptions = { validate: Validate; autoFocus?: boolean };

/** The column of an account form's fields. */
export const FormFields = ({ children }: { children: ReactNode }) => (
  <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>{children}</CardContent>
);

/** The account's e-mail address. */
export const EmailField = ({
  autoComplete = 'email',
  ...field
}: FieldOptions & { autoComplete?: string }) => {
  const translate = useTranslate();
  return (
    <TextInput
      source="email"
      type="email"
      label={translate('flotte.auth.email')}
      autoComplete={autoComplete}
      {...field}
    />
  );
};

/** The 6-digit code sent by mail. */
export const CodeField = (field: FieldOptions & { helperText?: string }) => {
  const translate = useTranslate();
  return (
    <TextInput
      source="code"
      label={translate('flotte.verify.code')}
      autoComplete="one-time-code"
      {...field}
      inputProps={{ inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 }}
    />
  );
};

/** A new password, the rules it must follow under it. */
export const NewPasswordField = ({ label, validate }: { label: string; validate: Validate }) => {
  const translate = useTranslate();
  return (
    <PasswordInput
      source="password"
      label={translate(label)}
      helperText={translate('flotte.signup.password_help')}
      autoComplete="new-password"
      validate={validate}
    />
  );
};
