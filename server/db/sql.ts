import type { ErrorCode } from '../../contract/common';
import { SqlState, sqlStateOf } from './db';
import { ApiError } from '../errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Today in UTC, as PostgreSQL's clock sees it: every server agrees on it. */
export const TODAY_SQL = `(now() at time zone 'UTC')::date`;

/** Ids reach SQL as uuids only: anything else cannot name a row (404, not a cast error). */
export const isUuid = (value: string) => UUID.test(value);

/** `%text%` for ILIKE, with the user's own `%`, `_` and `\` matched literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * A write a unique index refused (the index is the rule, even between two racing requests):
 * 409 `code` on field `path`. Anything else is thrown as it came.
 */
export const uniqueAs409 =
  (code: ErrorCode, path: string) =>
  (error: unknown): never => {
    if (sqlStateOf(error) === SqlState.uniqueViolation) {
      throw new ApiError(409, code, undefined, [{ path, message: `flotte.errors.${code}` }]);
    }
    throw error;
  };

/**
 * A delete a foreign key refused (a row started using the record after the check): `inUse`.
 * Anything else is thrown as it came.
 */
export const referencedAs =
  (inUse: () => ApiError) =>
  (error: unknown): never => {
    if (sqlStateOf(error) === SqlState.foreignKeyViolation) throw inUse();
    throw error;
  };

/**
 * `'assigned', 'in_transit'`: a list of the contract's constants as SQL literals, for an
 * `in (…)` written once in the contract (contract/request-moves.ts). Never for input: values
 * are parameters.
 */
export const sqlList = (values: readonly string[]): string =>
  values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
