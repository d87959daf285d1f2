import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslate } from '../i18n';

type Message = string | { message: string };
/** A field check: undefined when valid, else a catalog key (react-admin's Validator fits). */
export type Validator = ((
  value: unknown,
  values: Record<string, unknown>,
  props: Record<string, unknown>,
) => Message | null | undefined | Promise<Message | null | undefined>) & {
  /** Set by fieldValidator when the contract refuses an empty value: the label gets a mark. */
  isRequired?: boolean;
};

export interface FieldProps {
  source: string;
  /** Shown as given (already translated). */
  label: string;
  helperText?: string;
  validate?: Validator;
}

/**
 * Binds one input to the form: value, blur, the check, and what MUI's TextField needs to show
 * the translated error in place of the help text (linked by aria-describedby).
 */
export function useField({ source, label, helperText, validate }: FieldProps) {
  const translate = useTranslate();
  const id = `${useId()}-${source}`;
  const { field, fieldState } = useController({
    name: source,
    rules: validate
      ? {
          validate: async (value, values) => {
            const result = await validate(value, values, { source });
            if (!result) return true;
            return typeof result === 'string' ? result : result.message;
          },
        }
      : {},
  });
  const error = fieldState.error?.message;
  return {
    id,
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    label,
    required: Boolean(validate?.isRequired),
    error: Boolean(fieldState.error),
    helperText: error ? translate(error) : helperText,
  };
}
