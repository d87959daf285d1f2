/**
 * The delivery code's lock (issue 31, docs/security.md): wrong codes counted per dispatch in the
 * database; after 5 the code is locked (`422 delivery_code_locked`, even with the right code),
 * concurrent tries are counted one after the other; the business sends the recipient a new
 * code (`POST /business-dispatches/{id}/delivery-code`, mailed), which lifts the lock. The
 * tracking page shows the recipient's signature and name to the right code only, counted alike.
 */
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { publicTracking } from '../../contract/tracking';
import { uploadResponse } from '../../contract/upload';
import { inject, type Headers } from './requests-fixtures';
import { worldPerFile } from './per-file';
import { one } from './rows';
import { createDriverWorld, pickedUpRequest, step, stepOk } from './steps-fixtures';
import { PNG, upload } from './upload-fixtures';

const w = worldPerFile(createDriverWorld);

const codeOf = (res: { json(): unknown }) => errorResponse.parse(res.json()).code;

let vans = 0;
/** A request of the demo business with a recipient e-mail, picked up by the driver. */
const pickedUp = () =>
  pickedUpRequest(w, `Code van ${++vans}`, { price: 0, recipient_email: 'awa@recipient.test' });

const rightCode = async (requestId: string) =>
  (
    await one<{ delivery_code: string }>(w.t, 'select delivery_code from requests where id = $1', [
      requestId,
    ])
  ).delivery_code.trim();

const wrong = (right: string, n = 1) => String((Number(right) + n) % 10000).padStart(4, '0');

const deliver = (dispatchId: string, code: string) =>
  step(w, dispatchId, w.driver.headers, { step: 'delivered', proof: { code } });

const tries = async (dispatchId: string) =>
  (
    await w.t.db.query<{ wrong: number }>(
      'select wrong from delivery_code_tries where dispatch_id = $1',
      [dispatchId],
    )
  )[0]?.wrong ?? 0;

const status = async (dispatchId: string) =>
  (await one<{ status: string }>(w.t, 'select status from dispatches where id = $1', [dispatchId]))
    .status;

const renew = (requestId: string, headers?: Headers) =>
  inject(w.t, 'POST', `/business-dispatches/${requestId}/delivery-code`, headers);

describe('the delivery code locks after 5 wrong tries', () => {
  it('refuses the sixth try even with the right code, telling the driver why', async () => {
    const { requestId, dispatchId } = await pickedUp();
    const right = await rightCode(requestId);
    for (let n = 1; n <= 5; n++) {
      const res = await deliver(dispatchId, wrong(right, n));
      expect(res.statusCode).toBe(422);
      expect(codeOf(res)).toBe('invalid_code');
      expect(await tries(dispatchId)).toBe(n);
    }
    const sixth = await deliver(dispatchId, right);
    expect(sixth.statusCode).toBe(422);
    expect(errorResponse.parse(sixth.json())).toMatchObject({
      code: 'delivery_code_locked',
      details: [{ path: 'proof.code', message: 'delivery_code_locked' }],
    });
    expect(await tries(dispatchId)).toBe(5);
    expect(await status(dispatchId)).toBe('in_transit');
    // The driver may still record a failed attempt.
    await stepOk(w, dispatchId, w.driver.headers, { step: 'failed', reason: 'absent' });
  });

  it('counts concurrent tries one after the other: never more than 5 wrong ones', async () => {
    const { requestId, dispatchId } = await pickedUp();
    const right = await rightCode(requestId);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => deliver(dispatchId, wrong(right, n + 1))),
    );
    const codes = answers.map(codeOf).sort();
    expect(codes.filter((c) => c === 'invalid_code')).toHaveLength(5);
    expect(codes.filter((c) => c === 'delivery_code_locked')).toHaveLength(7);
    expect(await tries(dispatchId)).toBe(5);
    expect(codeOf(await deliver(dispatchId, right))).toBe('delivery_code_locked');
    expect(await status(dispatchId)).toBe('in_transit');
  });

  it('a new code from the business is mailed, kills the old one and lifts the lock', async () => {
    const { requestId, dispatchId } = await pickedUp();
    const old = await rightCode(requestId);
    for (let n = 1; n <= 5; n++) await deliver(dispatchId, wrong(old, n));
    expect(codeOf(await deliver(dispatchId, old))).toBe('delivery_code_locked');

    // Who may: the request's business and the operator; 404 to another business, 403 to the
    // roles without the grant, 401 signed out.
    expect((await renew(requestId)).statusCode).toBe(401);
    for (const headers of [w.driver.headers, w.as.asset_owner, w.as.in_house_manager]) {
      expect((await renew(requestId, headers)).statusCode).toBe(403);
    }
    expect((await renew(requestId, w.otherBusiness)).statusCode).toBe(404);
    expect(await rightCode(requestId)).toBe(old);

    const mails = async () =>
      (
        await one<{ n: number }>(
          w.t,
          `select count(*)::int as n from outbox where to_email = 'awa@recipient.test'`,
        )
      ).n;
    const before = await mails();
    const renewed = await renew(requestId, w.as.business);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toEqual({ data: { mailed: true } });
    expect(await mails()).toBe(before + 1);
    const fresh = await rightCode(requestId);
    const mail = await one<{ text: string }>(
      w.t,
      `select text from outbox where to_email = 'awa@recipient.test'
       order by created_at desc limit 1`,
    );
    expect(mail.text).toContain(fresh);
    expect(await tries(dispatchId)).toBe(0);

    if (fresh !== old) expect(codeOf(await deliver(dispatchId, old))).toBe('invalid_code');
    await stepOk(w, dispatchId, w.driver.headers, { step: 'delivered', proof: { code: fresh } });
    expect(await status(dispatchId)).toBe('delivered');
    // Once ended: 409.
    expect((await renew(requestId, w.as.business)).statusCode).toBe(409);
  });
});

describe("the tracking page shows the recipient's signature and name to the recipient only", () => {
  it('to the right code or a signed-in caller in scope; wrong codes count and lock', async () => {
    const { requestId, dispatchId } = await pickedUp();
    const right = await rightCode(requestId);
    const sent = await upload(w.t.app, w.driver.headers, PNG);
    const signature = uploadResponse.parse(sent.json()).fileUrl;
    await stepOk(w, dispatchId, w.driver.headers, {
      step: 'delivered',
      proof: { signature, name: 'Awa Diop' },
    });
    const token = (
      await one<{ tracking_token: string }>(
        w.t,
        'select tracking_token from requests where id = $1',
        [requestId],
      )
    ).tracking_token;
    let ip = 0;
    const proof = async (headers: Record<string, string> = {}) => {
      const res = await w.t.app.inject({
        method: 'GET',
        url: `/api/tracking/${token}`,
        headers,
        remoteAddress: `10.9.0.${++ip}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { signature: image, name } = publicTracking.parse(res.json().data).proof!;
      return { signature: image !== null, name };
    };
    const hidden = { signature: false, name: null };
    const shown = { signature: true, name: 'Awa Diop' };

    expect(await proof()).toEqual(hidden);
    expect(await proof({ 'x-delivery-code': wrong(right) })).toEqual(hidden);
    expect(await proof({ 'x-delivery-code': right })).toEqual(shown);
    expect(await proof(w.as.business)).toEqual(shown);
    expect(await proof(w.as.superadmin)).toEqual(shown);
    // Signed in but out of the request's scope: as anyone holding the link.
    expect(await proof(w.otherBusiness)).toEqual(hidden);
    expect(await proof(w.otherOwner)).toEqual(hidden);

    for (let n = 2; n <= 5; n++) await proof({ 'x-delivery-code': wrong(right, n) });
    expect(await tries(dispatchId)).toBe(5);
    expect(await proof({ 'x-delivery-code': right })).toEqual(hidden);
  });
});
