import type { TranslationMessages } from 'react-admin';
import type { TranslationEngine } from '../../../providers/catalogI18n';
import { translateIn } from '../../auth/translate';

/** Which of a message's `||||` forms a count takes, as polyglot's rules for our languages. */
const PLURAL_FORM: Record<string, (count: number) => number> = {
  fr: (count) => (count > 1 ? 1 : 0),
  en: (count) => (count !== 1 ? 1 : 0),
};

/**
 * The account pages' lookup (auth/translate.ts) with polyglot's plurals: given a numeric
 * `smart_count`, a message's `one |||| many` forms are picked by the language's rule. The
 * driver's screen counts what waits in the outbox and a round's stops; polyglot itself (with its
 * polyfills) would weigh on its light entry.
 */
export function translatePlural(
  messages: TranslationMessages,
  locale: string,
  key: string,
  options: Record<string, unknown> = {},
): string {
  const text = translateIn(messages, key, options);
  const count = options.smart_count;
  if (typeof count !== 'number' || !text.includes('||||')) return text;
  const forms = text.split('||||');
  const form = (PLURAL_FORM[locale] ?? PLURAL_FORM.fr!)(count);
  return (forms[form] ?? forms[0]!).trim();
}

/** The driver's light entry's engine: the catalog of the current language, with plurals. */
export const pluralEngine: TranslationEngine = (getMessages, initialLocale) => {
  let locale = initialLocale;
  let messages = getMessages(locale);
  return {
    translate: (key, options) => translatePlural(messages, locale, key, options),
    changeLocale: async (next) => {
      messages = getMessages(next);
      locale = next;
    },
    getLocale: () => locale,
  };
};
