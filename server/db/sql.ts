import type { ErrorCode } from '../../contract/common';
import { SqlState, sqlStateOf } from './db';
import { ApiError } from '../errors';
import { DEFAULT_TIME_ZONE } from '../../contract/days';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The time zone business `business` (an SQL expression: a column, a parameter) lives in: its
 * settings', else Europe/Paris (contract/days.ts); null or no business: Europe/Paris.
 */
export const zoneOfSql = (business: string) =>
  `coalesce((select zs.timezone from business_settings zs where zs.business_id = ${business}), '${DEFAULT_TIME_ZONE}')`;

/**
 * The date instant `instant` (SQL, a timestamptz) falls on as business `business` lives it;
 * without a business, the platform's own day (Europe/Paris).
 */
export const dayAtSql = (instant: string, business?: string) =>
  `(${instant} at time zone ${business ? zoneOfSql(business) : `'${DEFAULT_TIME_ZONE}'`})::date`;

/**
 * The earliest date `instant` falls on anywhere (UTC−12's): a constant bound that lets an index
 * range serve a comparison with each row's business's day.
 */
export const earliestDayAtSql = (instant: string) => `(${instant} at time zone 'Etc/GMT+12')::date`;

/** Today as business `business` lives it (issue 33), by PostgreSQL's clock: servers agree. */
export const todaySql = (business?: string) => dayAtSql('now()', business);

/** The platform's today (Europe/Paris): what belongs to no business (owners, drivers, offers). */
export const TODAY_SQL = todaySql();

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
