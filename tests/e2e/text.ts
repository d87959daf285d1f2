/** Text helpers of the browser tests: names and messages from the catalogs, matched exactly. */

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An accessible name that starts with `text` (required fields add " *" to their label). */
export const startingWith = (text: string) => new RegExp(`^${escape(text)}`);

/** A catalog message with its `%{name}` placeholders filled. */
export const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/%\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** A text that is exactly `text` (for `hasText`, which otherwise matches a part). */
export const wholeText = (text: string) => new RegExp(`^${escape(text)}$`);

/** The plural of a `singular |||| plural` polyglot message (menu entries use the plural). */
export const plural = (message: string) => message.split('||||').pop()!.trim();
