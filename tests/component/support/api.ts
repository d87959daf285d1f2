import { HttpResponse } from 'msw';

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
