import { beforeAll, describe, expect, it } from 'vitest';
import {
  createWorld,
  call,
  insertBusiness,
  mailsTo,
  oneBusiness,
  snapshot,
  signedInUser,
  topUp,
  type Headers,
} from './business-fixtures';
import { createRequest, newRequest, requestStatus } from './requests-fixtures';
import { worldPerFile } from './per-file';
import { expectRefused } from './refusals';

const w = worldPerFile(createWorld);
beforeAll(async () => {
  const t = w.t;
  // autre-entreprise: staff@autre.test (no locale: French), an English colleague, a disabled
  // one, a driver, and notification addresses in English (one of them a staff member's).
  await signedInUser(t, 'english@autre.test', w.ids.other, 'business', 'en');
  await signedInUser(t, 'gone@autre.test', w.ids.other);
  await t.db.query(`update users set disabled_at = now() where email = 'gone@autre.test'`);
  // Its driver shares its business_id but is not its staff: the business's mails skip it.
  await t.db.query(
    `insert into users (email, name, role, business_id) values ('driver@autre.test', 'Driver', 'driver', $1)`,
    [w.ids.other],
  );
  await t.db.query(
    `insert into business_settings (business_id, default_language, notification_emails)
     values ($1, 'en', array['ops@autre.test', 'Staff@autre.test'])`,
    [w.ids.other],
  );
});

const toggle = (id: string, payload?: object, headers = w.as.superadmin) =>
  call(w, 'PATCH', `/business/${id}/toggle-status`, headers, payload);
const lastTo = async (email: string) => (await mailsTo(w.t, email)).at(-1);
const mailCount = async () =>
  (await w.t.db.query<{ n: number }>('select count(*)::int as n from outbox'))[0]!.n;

describe('PATCH /api/business/{id}/toggle-status', () => {
  it('suspends with { active: false } and mails staff and notification addresses', async () => {
    const before = await mailCount();
    const res = await toggle(w.ids.other, { active: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(oneBusiness.parse(res.json()).data).toMatchObject({ id: w.ids.other, active: false });
    // Three mails: two staff (not the disabled one) and one notification address (the other is
    // a staff member's, who gets one mail only).
    expect((await mailCount()) - before).toBe(3);
    expect(await mailsTo(w.t, 'staff@autre.test')).toHaveLength(1);
    expect(await mailsTo(w.t, 'gone@autre.test')).toHaveLength(0);
    expect(await mailsTo(w.t, 'driver@autre.test')).toHaveLength(0);

    const fr = await lastTo('staff@autre.test');
    expect(fr!.subject).toBe('Flotte : autre-entreprise est suspendue');
    expect(fr!.text).toContain('Bonjour staff@autre.test,');
    expect(fr!.text).toContain('L’entreprise autre-entreprise a été suspendue');
    const en = await lastTo('english@autre.test');
    expect(en!.subject).toBe('Flotte: autre-entreprise is suspended');
    const ops = await lastTo('ops@autre.test');
    expect(ops!.subject).toBe('Flotte: autre-entreprise is suspended');
    expect(ops!.text).toMatch(/^Hello,\n/);
    const audit = await w.t.db.query(
      `select action from audit_log where entity_id = $1 and action = 'suspend'`,
      [w.ids.other],
    );
    expect(audit).toHaveLength(1);
  });

  it('writes and sends nothing when the business already has that status', async () => {
    const before = await snapshot(w);
    const res = await toggle(w.ids.other, { active: false });
    expect(res.statusCode).toBe(200);
    expect(oneBusiness.parse(res.json()).data.active).toBe(false);
    expect(await snapshot(w)).toEqual(before);
  });

  it('flips the status without a body, and mails the approval', async () => {
    const res = await toggle(w.ids.other);
    expect(res.statusCode, res.body).toBe(200);
    expect(oneBusiness.parse(res.json()).data.active).toBe(true);
    expect((await lastTo('staff@autre.test'))!.subject).toBe(
      'Flotte : autre-entreprise est approuvée',
    );
    expect((await lastTo('ops@autre.test'))!.text).toContain(
      'The business autre-entreprise has been approved on Flotte',
    );
  });

  it('mails only the staff, each in its language, of a business without settings', async () => {
    const id = await insertBusiness(w.t, 'sans-reglages', 'standard', { active: false });
    await signedInUser(w.t, 'en@sans-reglages.test', id, 'business', 'en');
    const before = await mailCount();
    expect((await toggle(id, { active: true })).statusCode).toBe(200);
    expect((await mailCount()) - before).toBe(1);
    expect((await lastTo('en@sans-reglages.test'))!.subject).toBe(
      'Flotte: sans-reglages is approved',
    );
  });

  it('links to the app when FLOTTE_PUBLIC_URL is set', async () => {
    const app = await w.t.rebuild({ publicUrl: 'https://flotte.example.com' });
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/business/${w.ids.other}/toggle-status`,
      headers: w.as.superadmin,
      payload: { active: false },
    });
    expect(res.statusCode).toBe(200);
    expect((await lastTo('staff@autre.test'))!.text).toContain(
      'https://flotte.example.com/#/login',
    );
    await toggle(w.ids.other, { active: true });
  });

  it('refuses a bad body (400), unknown or deleted businesses (404), other roles (403)', async () => {
    const gone = await insertBusiness(w.t, 'disparue');
    await w.t.db.query('update businesses set deleted_at = now() where id = $1', [gone]);
    const before = await snapshot(w);
    expect((await toggle(w.ids.other, { active: 'yes' })).statusCode).toBe(400);
    for (const id of [gone, '00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await toggle(id, { active: true })).statusCode, id).toBe(404);
    }
    for (const headers of [w.as.in_house_manager, w.as.business, w.as.b2b, w.as.asset_owner]) {
      expect((await toggle(w.ids.business, { active: false }, headers)).statusCode).toBe(403);
    }
    expect((await call(w, 'PATCH', `/business/${w.ids.business}/toggle-status`)).statusCode).toBe(
      401,
    );
    expect(await snapshot(w)).toEqual(before);
  });
});

describe('an inactive business: its staff read, but create no request', () => {
  /** A request ordered as `headers`, refused with 403 business_inactive, writing nothing. */
  const orderRefused = (headers: Headers) =>
    expectRefused(
      () => snapshot(w),
      () =>
        call(w, 'POST', '/business-dispatches', headers, newRequest({ asset_type_id: w.ids.van })),
      403,
      { code: 'business_inactive' },
    );

  it('answers 403 business_inactive to request creation and writes nothing', async () => {
    await topUp(w, w.ids.other, 100_000);
    const pending = await createRequest(w, {}, w.otherBusiness);
    expect((await toggle(w.ids.other, { active: false })).statusCode).toBe(200);

    await orderRefused(w.otherBusiness);

    // Reading still works, and a pending request can still be cancelled.
    expect((await call(w, 'GET', '/business', w.otherBusiness)).statusCode).toBe(200);
    expect(
      (await call(w, 'GET', `/business-dispatches/${pending}`, w.otherBusiness)).statusCode,
    ).toBe(200);
    const cancel = await call(w, 'PATCH', `/business-dispatches/${pending}`, w.otherBusiness, {
      status: 'cancelled',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await requestStatus(w, pending)).toBe('cancelled');

    // Approved again: it creates requests again.
    await toggle(w.ids.other, { active: true });
    await createRequest(w, {}, w.otherBusiness);
  });

  it('holds for B2B staff too', async () => {
    await w.t.db.query('update businesses set active = false where id = $1', [w.ids.child]);
    await orderRefused(w.child);
  });
});
