import { z } from 'zod';
import { errorResponse } from '../../contract/common';
import { idsList } from '../../contract/list-query';
import type { ListFilter, Page } from '../services/platform/list';

/** Response schemas for the error statuses a route can answer (documented and enforced). */
export const errorResponses = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponse])) as Record<
    S,
    typeof errorResponse
  >;

/** `/…/:id`: any text up to 64 characters; the services answer 404 for one that is no uuid. */
export const idParams = z.object({ id: z.string().max(64) });

/** `id=a&id=b` (react-admin's getMany) arrives as an array, a single `id=a` as a string. */
export const idsQuery = { id: idsList };

/** A `true`/`false` query filter; absent: no filter. */
export const flag = (value: 'true' | 'false' | undefined) =>
  value === undefined ? undefined : value === 'true';

/** The paging, order and search of a list's query as the services take them (`q=` is none). */
export const listParams = <S extends string>(query: ListFilter<S>): ListFilter<S> => ({
  limit: query.limit,
  skip: query.skip,
  sort: query.sort,
  order: query.order,
  q: query.q || undefined,
});

/**
 * A list's filter as its service takes it: the paging, order and search (`listParams`), the
 * filters `names` as the query sent them, and `id` (react-admin's getMany: one or several) as
 * the list `ids`.
 */
export const listFilter = <
  Q extends ListFilter<string> & { id?: string | string[] | undefined },
  K extends keyof Q,
>(
  query: Q,
  names: readonly K[],
) => ({
  ...(listParams(query) as ListFilter<NonNullable<Q['sort']>>),
  ...(Object.fromEntries(names.map((name) => [name, query[name]])) as Pick<Q, K>),
  ids: typeof query.id === 'string' ? [query.id] : query.id,
});

/**
 * A list's answer, `{ data, pagination: { total, limit, skip } }`, plus `lower_bound: true` when
 * the total is only a lower bound (docs/totals.md).
 */
export const paged = <T>(
  { data, total, lowerBound }: { data: T[]; total: number; lowerBound?: true | undefined },
  { limit, skip }: Page,
) => ({
  data,
  pagination: { total, limit, skip, ...(lowerBound ? { lower_bound: true } : {}) },
});
