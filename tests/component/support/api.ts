import { http, HttpResponse } from 'msw';

/** A list as the API answers it: the rows and their total (ten a page). */
export const list = <T>(rows: T[], total = rows.length) =>
  HttpResponse.json({ data: rows, pagination: { total, limit: 10, skip: 0 } });

/**
 * A refusal as the API words it: the status, the stable code the app translates, a message
 * (the code unless told) and the fields it names.
 */
export const apiError = (
  status: number,
  code: string,
  {
    message = code,
    details,
  }: {
    message?: string;
    details?: Array<{ path: string; message: string; args?: Record<string, unknown> }>;
  } = {},
) => HttpResponse.json({ statusCode: status, code, message, details }, { status });

/** GET /api/`resource`/:id answered from `rows` as they are then (404 not_found for another id). */
export const oneOf = <T extends { id: string }>(resource: string, rows: T[]) =>
  http.get(`*/api/${resource}/:id`, ({ params }) => {
    const found = rows.find((r) => r.id === params.id);
    return found ? HttpResponse.json({ data: found }) : apiError(404, 'not_found');
  });

/**
 * GET /api/`resource` answered with the `rows` that `matches` what its query asks, and GET
 * /api/`resource`/:id from the same rows (a test changes `rows` and sees the change).
 */
export const recordsOf = <T extends { id: string }>(
  resource: string,
  rows: T[],
  matches: (row: T, query: URLSearchParams) => boolean = () => true,
) => [
  http.get(`*/api/${resource}`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    return list(rows.filter((row) => matches(row, query)));
  }),
  oneOf(resource, rows),
];
