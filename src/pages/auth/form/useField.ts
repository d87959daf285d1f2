import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslate, type Translate } from '../i18n';

type Message = string | { message: string; args?: Record<string, unknown> };

/** How react-admin writes a message with its values in a form error (toHttpError does too). */
const WITH_ARGS = '@@react-admin@@';

/** A check's message as a form error: the key, or the key and its values (a limit) encoded. */
const asFormError = (message: Message) =>
  typeof message === 'string'
    ? message
    : message.args
      ? `${WITH_ARGS}${JSON.stringify({ message: message.message, args: message.args })}`
      : message.message;

/** A form error (the check's or the server's) translated, with the values it names. */
function translateError(error: string, translate: Translate) {
  if (error.startsWith(WITH_ARGS)) {
    try {
      const { message, args } = JSON.parse(error.slice(WITH_ARGS.length)) as {
        message: string;
        args?: Record<string, unknown>;
      };
      return translate(message, args);
    } catch {
      return translate('flotte.validation.invalid');
    }
  }
  return translate(error);
}
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
            return asFormError(result);
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
    helperText: error ? translateError(error, translate) : helperText,
  };
}
