import type { TranslationMessages } from 'react-admin';
import type { TranslationEngine } from '../../providers/catalogI18n';

type Node = string | { [key: string]: Node } | undefined;

/**
 * Translates as polyglot does for what the account catalog holds: a dotted key, `%{name}`
 * placeholders (an unknown one stays as written), `_` as the default of a missing key, else
 * the key itself. No plurals: the account catalog has none (a test keeps it so), and
 * polyglot's code and its polyfills would weigh on the first screen.
 */
export function translateIn(
  messages: TranslationMessages,
  key: string,
  options: Record<string, unknown> = {},
): string {
  const found = key
    .split('.')
    .reduce<Node>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      messages as unknown as Node,
    );
  const text = typeof found === 'string' ? found : typeof options._ === 'string' ? options._ : key;
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    options[name] === undefined ? whole : String(options[name]),
  );
}

/** The account pages' engine: the catalog of the current language, looked up. */
export const lookupEngine: TranslationEngine = (getMessages, initialLocale) => {
  let locale = initialLocale;
  let messages = getMessages(locale);
  return {
    translate: (key, options) => translateIn(messages, key, options),
    changeLocale: async (next) => {
      messages = getMessages(next);
      locale = next;
    },
    getLocale: () => locale,
  };
};
