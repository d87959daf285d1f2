/**
 * Proof of delivery (docs/drivers.md): the items a business requires, checked before anything is
 * written (422 proof_required naming each, 422 invalid_code), kept with the time and place they
 * were taken; the code in the recipient's first mail; the delivery receipt (PDF) for the
 * request's readers, 404 outside their scope, refused to drivers and owners, 409 before delivery.
 */
import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { uploadResponse } from '../../contract/upload';
import {
  balance,
  createRequest,
  inject,
  newVan,
  snapshot,
  type Headers,
} from './requests-fixtures';
import { worldPerFile } from './per-file';
import { one } from './rows';
import { GIF, PNG, upload } from './upload-fixtures';
import {
  createDriverWorld,
  moneyOf,
  pickedUpRequest,
  step,
  stepOk,
  stepRows,
} from './steps-fixtures';

const w = worldPerFile(createDriverWorld);

const code = (res: { json(): unknown }) => errorResponse.parse(res.json()).code;

const settings = (body: object, headers: Headers = w.as.business) =>
  inject(w.t, 'PATCH', '/business-settings', headers, body);

async function uploaded(bytes: Buffer, name: string, type: string) {
  const res = await upload(w.t.app, w.driver.headers, bytes, name, type);
  expect(res.statusCode).toBe(201);
  return uploadResponse.parse(res.json()).fileUrl;
}

let vans = 0;
/** A request of the demo business, picked up by the driver; answers its ids. */
const pickedUp = (price: number, extra: object = {}) =>
  pickedUpRequest(w, `Proof van ${++vans}`, { price, ...extra });

const deliveryCode = async (requestId: string) =>
  (
    await one<{ delivery_code: string }>(w.t, 'select delivery_code from requests where id = $1', [
      requestId,
    ])
  ).delivery_code;

/** Everything a refused delivery must leave as it was. */
const state = async () => ({
  ...(await snapshot(w)),
  ...(await stepRows(w)),
  balance: await balance(w, w.ids.business),
});

const wrongCode = (right: string) => String((Number(right) + 1) % 10000).padStart(4, '0');

describe('the delivered step carries the proof its business requires', () => {
  it('refuses a missing item (each named), an image that is no stored PNG or JPEG, a wrong code', async () => {
    const saved = await settings({ proof_required: ['photo', 'signature', 'name', 'code'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.proof_required).toEqual(['photo', 'signature', 'name', 'code']);
    const photo = await uploaded(PNG, 'photo.png', 'image/png');
    const signature = await uploaded(PNG, 'signature.png', 'image/png');
    const gif = await uploaded(GIF, 'photo.gif', 'image/gif');
    const { requestId, dispatchId } = await pickedUp(800);
    const right = await deliveryCode(requestId);

    const before = await state();
    const missing = await step(w, dispatchId, w.driver.headers, { step: 'delivered' });
    expect(missing.statusCode).toBe(422);
    expect(code(missing)).toBe('proof_required');
    expect(errorResponse.parse(missing.json()).details).toEqual([
      { path: 'proof.photo', message: 'flotte.validation.required' },
      { path: 'proof.signature', message: 'flotte.validation.required' },
      { path: 'proof.name', message: 'flotte.validation.required' },
      { path: 'proof.code', message: 'flotte.validation.required' },
    ]);
    const badImages = await step(w, dispatchId, w.driver.headers, {
      step: 'delivered',
      proof: {
        photo: gif,
        signature: `/api/uploads/${randomUUID()}.png`,
        name: 'Awa',
        code: right,
      },
    });
    expect(badImages.statusCode).toBe(422);
    expect(code(badImages)).toBe('proof_required');
    expect(errorResponse.parse(badImages.json()).details).toEqual([
      { path: 'proof.photo', message: 'flotte.validation.invalid' },
      { path: 'proof.signature', message: 'flotte.validation.invalid' },
    ]);
    const wrong = await step(w, dispatchId, w.driver.headers, {
      step: 'delivered',
      proof: { photo, signature, name: 'Awa Diop', code: wrongCode(right) },
    });
    expect(wrong.statusCode).toBe(422);
    expect(code(wrong)).toBe('invalid_code');
    // The dispatcher's older route goes through the same move: the same proof is asked for.
    const patched = await inject(w.t, 'PATCH', `/asset-dispatch/${dispatchId}`, w.as.asset_owner, {
      status: 'delivered',
    });
    expect(patched.statusCode).toBe(422);
    expect(code(patched)).toBe('proof_required');
    // Not an upload at all: refused by the schema.
    const notUpload = await step(w, dispatchId, w.driver.headers, {
      step: 'delivered',
      proof: { photo: 'https://example.test/x.png' },
    });
    expect(notUpload.statusCode).toBe(400);
    expect(await state()).toEqual(before);

    // Everything given: delivered, charged, each item kept with when and where it was taken.
    const at = '2026-11-26T10:30:00.000Z';
    const done = await stepOk(w, dispatchId, w.driver.headers, {
      step: 'delivered',
      at,
      lat: 45.76,
      lng: 4.83,
      proof: { photo, signature, name: 'Awa Diop', code: right },
    });
    expect(done.status).toBe('delivered');
    const where = { taken_at: at, lat: 45.76, lng: 4.83 };
    expect(done.proof).toEqual([
      { kind: 'code', value: right, ...where },
      { kind: 'name', value: 'Awa Diop', ...where },
      { kind: 'photo', value: photo, ...where },
      { kind: 'signature', value: signature, ...where },
    ]);
    expect((await moneyOf(w, requestId)).charges).toEqual([{ amount: 800 }]);
  });

  it('checks a code given even when none is required; keeps whatever else is given', async () => {
    await settings({ proof_required: [] });
    const { requestId, dispatchId } = await pickedUp(30);
    const right = await deliveryCode(requestId);
    const wrong = await step(w, dispatchId, w.driver.headers, {
      step: 'delivered',
      proof: { code: wrongCode(right) },
    });
    expect(code(wrong)).toBe('invalid_code');
    const done = await stepOk(w, dispatchId, w.driver.headers, {
      step: 'delivered',
      proof: { name: 'Jeanne Martin' },
    });
    expect(done.proof.map((p) => p.kind)).toEqual(['name']);
  });

  it('tells the recipient the code in its first mail when the business requires it', async () => {
    const mailOf = async (to: string) => {
      await w.t.app.mailer.idle();
      return one<{ text: string; html: string }>(
        w.t,
        'select text, html from outbox where to_email = $1 order by created_at limit 1',
        [to],
      );
    };
    for (const required of [['code'], []]) {
      await settings({ proof_required: required });
      const to = `code-${required.length}@example.test`;
      const requestId = await createRequest(w, { price: 10, recipient_email: to });
      await inject(w.t, 'POST', '/asset-dispatch', w.as.asset_owner, {
        request_id: requestId,
        asset_id: await newVan(w, `Mail van ${required.length}`),
      });
      const mail = await mailOf(to);
      const told = `Votre code de livraison : ${await deliveryCode(requestId)}`;
      if (required.length) {
        expect(mail.text).toContain(told);
        expect(mail.html).toContain(told);
      } else expect(mail.text).not.toContain('code de livraison');
    }
  });
});

describe('GET /business-dispatches/{id}/receipt.pdf', () => {
  it('is the delivered request’s receipt, in the business’s language; 404 outside the scope', async () => {
    await settings({ proof_required: ['signature'] });
    const signature = await uploaded(PNG, 'signature.png', 'image/png');
    const { requestId, dispatchId } = await pickedUp(45);
    const receipt = (headers: Headers) =>
      inject(w.t, 'GET', `/business-dispatches/${requestId}/receipt.pdf`, headers);

    // Before the delivery there is no receipt.
    const early = await receipt(w.as.business);
    expect(early.statusCode).toBe(409);
    expect(code(early)).toBe('not_delivered');
    await stepOk(w, dispatchId, w.driver.headers, { step: 'delivered', proof: { signature } });

    const { reference } = await one<{ reference: string }>(
      w.t,
      'select reference from requests where id = $1',
      [requestId],
    );
    for (const headers of [w.as.business, w.as.in_house_manager, w.as.superadmin]) {
      const res = await receipt(headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="recu-${reference}.pdf"`,
      );
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const pdf = await PDFDocument.load(res.rawPayload);
      expect(pdf.getTitle()).toBe(`Reçu de livraison ${reference}`);
      expect(pdf.getPageCount()).toBe(1);
    }
    // In English for a business that speaks it.
    await settings({ default_language: 'en' });
    const english = await receipt(w.as.business);
    expect((await PDFDocument.load(english.rawPayload)).getTitle()).toBe(
      `Delivery receipt ${reference}`,
    );
    await settings({ default_language: 'fr', proof_required: [] });

    // Outside the scope: 404; drivers and owners never read a receipt (the table: 403).
    for (const headers of [w.otherBusiness, w.child, w.as.b2b]) {
      const res = await receipt(headers);
      expect(res.statusCode).toBe(404);
      expect(code(res)).toBe('not_found');
    }
    for (const headers of [w.driver.headers, w.as.asset_owner, w.otherOwner]) {
      expect((await receipt(headers)).statusCode).toBe(403);
    }
    const unknown = await inject(
      w.t,
      'GET',
      `/business-dispatches/${randomUUID()}/receipt.pdf`,
      w.as.business,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
