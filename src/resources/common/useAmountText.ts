import { useEffect, useRef, useState } from 'react';
import { formatAmount, parseAmount, type AmountOptions, type AmountReading } from './amount';

/**
 * The text of an amount field and the value it reads as. The person's text is kept while they
 * type (`50,` stays `50,`); it is rewritten in the language's form on blur once readable, and
 * when the value changes from outside (a record loaded, a form reset). When the currency
 * changes, the text typed is read again in it (`50,00` is 5000 in EUR, refused in XOF).
 */
export function useAmountText(
  /** The form's value: a number, empty, or the text typed that could not be read. */
  value: unknown,
  options: AmountOptions,
  onRead: (reading: AmountReading, text: string) => void,
) {
  const { decimals, locale } = options;
  const shown = (v: unknown) =>
    typeof v === 'number' ? formatAmount(v, { decimals, locale }) : typeof v === 'string' ? v : '';
  const [text, setText] = useState(() => shown(value));
  // The value this field last gave the form: any other value came from outside.
  const given = useRef<unknown>(value);
  const read = (next: string) => {
    const reading = parseAmount(next, options);
    given.current = reading.ok ? reading.value : next;
    onRead(reading, next);
  };
  useEffect(() => {
    if (value !== given.current && !(value == null && given.current == null)) {
      given.current = value;
      setText(shown(value));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only an outside value resets
  }, [value]);
  const readWith = useRef({ decimals, locale });
  useEffect(() => {
    const before = readWith.current;
    readWith.current = { decimals, locale };
    if (before.decimals !== decimals && text !== '') read(text);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of currency re-reads
  }, [decimals, locale]);
  const reading = parseAmount(text, options);
  return {
    text,
    reading,
    onChange: (next: string) => {
      setText(next);
      read(next);
    },
    onBlur: () => {
      if (reading.ok) setText(shown(reading.value));
    },
  };
}
