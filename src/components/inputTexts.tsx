import type { ReactNode } from 'react';
import { FieldTitle, InputHelperText } from 'react-admin';

interface InputTextsOptions {
  /** The input's `label` and `helperText` props; `false` hides each. */
  label?: ReactNode;
  helperText?: ReactNode;
  source: string;
  resource: string | undefined;
  isRequired: boolean;
  /** Whether the field is refused now, and why. */
  invalid: boolean;
  message: string | undefined;
}

/**
 * A custom input's label and helper text as react-admin's own inputs show them: the field's
 * title (marked when required) unless the label is `false`; the refusal, else the helper text,
 * unless the helper text is `false` and nothing is refused.
 */
export const inputTexts = ({
  label,
  helperText,
  source,
  resource,
  isRequired,
  invalid,
  message,
}: InputTextsOptions) => ({
  label:
    label === false ? undefined : (
      <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />
    ),
  helperText:
    helperText === false && !invalid ? undefined : (
      <InputHelperText error={invalid ? message : undefined} helperText={helperText} />
    ),
});
