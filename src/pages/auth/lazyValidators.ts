import type { Validator } from './form/useField';

/**
 * A form's field checks from a contract schema, loaded on the first check: zod and the contract
 * stay out of the sign-in page's script (docs/first-screen.md, the 150 kB budget). The checks
 * are the schema's own (`fieldValidators`, loaded then); only the label's required mark is
 * needed before, so `required` names the fields the schema refuses empty (a test compares).
 */
export function lazyFieldValidators<Field extends string>(
  load: () => Promise<Record<Field, Validator>>,
  required: Record<Field, boolean>,
): Record<Field, Validator> {
  let loaded: Promise<Record<Field, Validator>> | undefined;
  const entries = Object.entries(required) as [Field, boolean][];
  return Object.fromEntries(
    entries.map(([field, isRequired]) => {
      const check: Validator = async (value, values, props) => {
        loaded ??= load();
        return (await loaded)[field](value, values, props);
      };
      return [field, Object.assign(check, { isRequired })];
    }),
  ) as Record<Field, Validator>;
}
