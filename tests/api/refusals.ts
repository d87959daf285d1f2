/**
 * Assertions on refused calls, shared by the API tests: which fields a 400 names, and the
 * "refused with this status and code, writing nothing" block most write endpoints are tested by.
 */
import { expect } from 'vitest';
import { errorResponse } from '../../contract/common';

type Answer = { statusCode: number; json(): unknown };

/** The fields a validation error names (its details' paths), sorted. */
export const errorPaths = (res: Answer) =>
  errorResponse
    .parse(res.json())
    .details?.map((d) => d.path)
    .sort();

/**
 * Runs `act` and expects it refused with `status` and an error matching `error`, the database
 * (as `state` reads it) the same after as before. Answers the refusal.
 */
export async function expectRefused<R extends Answer>(
  state: () => Promise<unknown>,
  act: () => Promise<R>,
  status: number,
  error: object,
): Promise<R> {
  const before = await state();
  const res = await act();
  expect(res.statusCode).toBe(status);
  expect(errorResponse.parse(res.json())).toMatchObject(error);
  expect(await state()).toEqual(before);
  return res;
}

/**
 * Expects `res` refused as invalid (400 `validation_failed`; `label` names the case in a
 * failure) and answers the details it gives, for the test to check.
 */
export function invalidDetails(res: Answer, label?: string) {
  expect(res.statusCode, label).toBe(400);
  const body = errorResponse.parse(res.json());
  expect(body.code).toBe('validation_failed');
  return body.details;
}
