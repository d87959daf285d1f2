import type { ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues } from 'react-hook-form';

export type Values = Record<string, unknown>;
/** Field errors of a refused submission: field name -> catalog key. */
export type SubmissionErrors = Record<string, string>;

interface AccountFormProps {
  /** May answer the server's field errors: each lands on its field, as react-admin's Form does. */
  onSubmit: (values: Values) => SubmissionErrors | void | Promise<SubmissionErrors | void>;
  defaultValues?: DefaultValues<Values>;
  children: ReactNode;
}

/**
 * The account pages' form: react-hook-form, checked when a field is left and on submit
 * (react-admin's `mode="onTouched"`), the browser's own checks off (the contract's are shown
 * translated instead), the first wrong field focused.
 */
export const AccountForm = ({ onSubmit, defaultValues, children }: AccountFormProps) => {
  const form = useForm<Values>({ mode: 'onTouched', defaultValues });
  const submit = form.handleSubmit(async (values) => {
    const errors = await onSubmit(values);
    for (const [field, message] of Object.entries(errors ?? {})) {
      form.setError(field, { type: 'server', message });
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        {children}
      </form>
    </FormProvider>
  );
};
