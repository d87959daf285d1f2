import { z } from 'zod';
import { listQuery, MAX_LIMIT } from './common';

/**
 * The query strings of the lists, built on `listQuery` (common.ts): one definition of each kind
 * of filter, so that every list reads them alike.
 */

/**
 * A list's query: `listQuery` with `sort` one of the list's sortable columns, and the list's own
 * filters.
 */
export const sortedListQuery = <
  const S extends readonly [string, ...string[]],
  F extends z.ZodRawShape,
>(
  sortable: S,
  filters: F,
) => listQuery.extend({ sort: z.enum(sortable).optional(), ...filters });

/** The paging alone (`limit`, `skip`), for a list in a fixed order with no search. */
export const pageQuery = listQuery.pick({ limit: true, skip: true });

/** A list filter naming a record by its id: any text up to 64 characters, not checked as a uuid. */
export const idFilter = z.string().max(64).optional();

/** `id=a&id=b` (react-admin's getMany): a single id, or up to a page of them. */
export const idsFilter = z
  .union([z.string().max(64), z.array(z.string().max(64)).max(MAX_LIMIT)])
  .optional();

/** idsFilter as a list of ids for the service (undefined: no filter). */
export const idsList = idsFilter.transform((v) =>
  v === undefined ? undefined : Array.isArray(v) ? v : [v],
);

/** A `true`/`false` list filter; absent: no filter. */
export const flagFilter = z.enum(['true', 'false']).optional();
