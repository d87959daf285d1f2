/**
 * `'assigned', 'in_transit'`: a list of the contract's constants as SQL literals, for an
 * `in (…)` written once in the contract (contract/request-moves.ts). Never for input: values
 * are parameters.
 */
export const sqlList = (values: readonly string[]): string =>
  values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
