/**
 * Fixtures of the business and staff tests: the request world (requests-fixtures.ts: the demo
 * business, another business, a white-label parent with its B2B client, a standalone B2B
 * client, each with one signed-in staff member) and the rows and helpers they share.
 */
import { oneResponse } from '../../contract/common';
import { business } from '../../contract/business';
import type { TestApp } from './helpers';
import { inject, type Headers, type World } from './requests-fixtures';
import { one } from './rows';

export { insertBusiness, insertSubscription, one, signedInUser } from './rows';
export { createWorld, snapshot, topUp } from './requests-fixtures';
export { type Headers, type World };
export const oneBusiness = oneResponse(business);

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
/** A call to `/api{url}`; `payload` undefined sends no body at all. */
export const call = (w: World, method: Method, url: string, headers?: Headers, payload?: object) =>
  inject(w.t, method, url, headers, payload);

export const idOfUser = async (t: TestApp, email: string) =>
  (await one<{ id: string }>(t, 'select id from users where email = $1', [email])).id;

/** The mails sent to `email`, oldest first. */
export const mailsTo = (t: TestApp, email: string) =>
  t.db.query<{ subject: string; text: string; html: string }>(
    `select subject, text, html from outbox where to_email = $1 order by created_at, id`,
    [email],
  );
