/**
 * A spreadsheet reads a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return as a
 * formula (`=HYPERLINK(…)`): OWASP's CSV injection. Every export, the server's and the
 * browser's, writes its text cells through `formulaSafe`, which prefixes such a text with a
 * single quote so that it reads as the text it is. Numbers are written as they are: a negative
 * amount is a number, not a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as a CSV cell no spreadsheet runs. */
export const formulaSafe = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);
