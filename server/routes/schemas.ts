import { errorResponse } from '../../contract/common';

/** Response schemas for the error statuses a route can answer (documented and enforced). */
export const errorResponses = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponse])) as Record<
    S,
    typeof errorResponse
  >;
