/** Shared steps of the account tests (sign-up, codes, mail): what a user does, through the API. */
import type { TestApp } from './helpers';
import { count } from './rows';

let nextIp = 1;
/** A client address of its own, so one test's rate-limit counts do not touch another's. */
export const freshIp = () => `198.18.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

let nextEmail = 1;
export const freshEmail = (prefix = 'user') =>
  `${prefix}-${process.pid}-${nextEmail++}@example.test`;

export const post = (t: TestApp, url: string, payload: object, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress });

export const PASSWORD = 'a-good-password-1';

/** Signs up an asset owner (`extra` over the defaults), throwing unless answered 201: its e-mail. */
export async function signUpOwner(t: TestApp, email = freshEmail('owner'), extra: object = {}) {
  const res = await post(t, '/asset-owners/signup', {
    name: 'Nina Owner',
    email,
    password: PASSWORD,
    ...extra,
  });
  if (res.statusCode !== 201) throw new Error(`sign-up ${email}: ${res.statusCode} ${res.body}`);
  return email;
}

/** The newest mail to that address, as kept in the outbox. */
export async function lastMail(t: TestApp, email: string) {
  const rows = await t.db.query<{ subject: string; text: string; html: string | null }>(
    `select subject, text, html from outbox where to_email = $1
     order by created_at desc, id desc limit 1`,
    [email],
  );
  return rows[0];
}

/** The 6-digit code of the newest mail to that address. */
export async function lastCode(t: TestApp, email: string): Promise<string> {
  const mail = await lastMail(t, email);
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export { count };

/** Row counts of every table a refused account request could write to. */
export const snapshot = async (t: TestApp) => ({
  users: await count(t, 'users'),
  businesses: await count(t, 'businesses'),
  codes: await count(t, 'one_time_codes'),
  outbox: await count(t, 'outbox'),
  sessions: await count(t, 'sessions'),
  audit: await count(t, 'audit_log'),
});
