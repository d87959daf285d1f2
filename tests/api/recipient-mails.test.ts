/**
 * The recipient's mails (docs/tracking.md): assigned, picked up (in transit), delivered and
 * cancelled, once per kind and request, in the business's language, with its name and the
 * tracking link; only the kinds the business sends (settings' `recipient_notices`); nothing
 * for a refused move.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPIENT_NOTICE_KINDS } from '../../contract/tracking';
import { noticeRecipient } from '../../server/services/tracking/recipient-notices';
import {
  assign,
  createRequest,
  createWorld,
  inject,
  move,
  topUp,
  type World,
} from './requests-fixtures';
import { one } from './rows';

const PUBLIC_URL = 'https://flotte.example.test';

let w: World;
beforeAll(async () => {
  w = await createWorld({ publicUrl: PUBLIC_URL });
}, 60_000);
afterAll(() => w?.t.close());

let n = 0;
const freshRecipient = () => `recipient-${++n}@example.test`;

const mailsTo = async (to: string) => {
  await w.t.app.mailer.idle();
  return w.t.db.query<{ subject: string; text: string; html: string }>(
    'select subject, text, html from outbox where to_email = $1 order by created_at, id',
    [to],
  );
};

const facts = async (id: string) =>
  one<{ reference: string; tracking_token: string }>(
    w.t,
    'select reference, tracking_token from requests where id = $1',
    [id],
  );

const settings = (headers: World['as']['business'], body: object) =>
  inject(w.t, 'PATCH', '/business-settings', headers, body);

describe('recipient mails', () => {
  it('mails each move once, in French by default, with the business’s name and the link', async () => {
    const to = freshRecipient();
    const id = await createRequest(w, { price: 10, recipient_email: to });
    expect(await mailsTo(to)).toEqual([]); // creating mails nobody
    const { reference, tracking_token } = await facts(id);
    const dispatchId = await assign(w, id, w.ids.ownerVan);
    expect((await move(w, dispatchId, 'in_transit')).statusCode).toBe(200);
    expect((await move(w, dispatchId, 'delivered')).statusCode).toBe(200);

    const mails = await mailsTo(to);
    expect(mails.map((m) => m.subject)).toEqual([
      `Transports Durand : votre livraison ${reference} est organisée`,
      `Transports Durand : votre livraison ${reference} est en route`,
      `Transports Durand : votre livraison ${reference} est livrée`,
    ]);
    const link = `${PUBLIC_URL}/#/t/${tracking_token}`;
    for (const mail of mails) {
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.text).toContain('— Transports Durand');
    }
    const claims = await w.t.db.query<{ kind: string; sent: boolean }>(
      `select kind, outbox_id is not null as sent from recipient_notices where request_id = $1
       order by created_at, kind`,
      [id],
    );
    expect(claims.map((c) => c.kind).sort()).toEqual(['assigned', 'delivered', 'in_transit']);
    expect(claims.every((c) => c.sent)).toBe(true);
  });

  it('claims each kind once per request: a second notice of a kind mails nobody', async () => {
    const to = freshRecipient();
    const id = await createRequest(w, { price: 10, recipient_email: to });
    const deps = { mailer: w.t.app.mailer, publicUrl: PUBLIC_URL };
    const first = await w.t.db.transaction((tx) => noticeRecipient(tx, deps, id, 'assigned'));
    const again = await w.t.db.transaction((tx) => noticeRecipient(tx, deps, id, 'assigned'));
    expect(first).toHaveLength(1);
    expect(again).toEqual([]);
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it('mails a cancellation, by the business or with the dispatch', async () => {
    const [a, b] = [freshRecipient(), freshRecipient()];
    const pending = await createRequest(w, { price: 10, recipient_email: a });
    await inject(w.t, 'PATCH', `/business-dispatches/${pending}`, w.as.business, {
      status: 'cancelled',
    });
    const assigned = await createRequest(w, { price: 10, recipient_email: b });
    await move(w, await assign(w, assigned, w.ids.ownerVan), 'cancelled');
    expect((await mailsTo(a)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Transports Durand : votre livraison FLT-\d{4}-\d+ est annulée$/),
    ]);
    expect((await mailsTo(b)).map((m) => m.subject.split(' est ')[1])).toEqual([
      'organisée',
      'annulée',
    ]);
  });

  it('mails nobody without a recipient e-mail', async () => {
    const before = await one<{ n: number }>(w.t, 'select count(*)::int as n from outbox');
    const id = await createRequest(w, { price: 10 });
    const dispatchId = await assign(w, id, w.ids.ownerVan);
    await move(w, dispatchId, 'in_transit');
    await move(w, dispatchId, 'delivered');
    expect(await one<{ n: number }>(w.t, 'select count(*)::int as n from outbox')).toEqual(before);
  });

  it('sends only the kinds the business chose, in its default language', async () => {
    const saved = await settings(w.otherBusiness, {
      default_language: 'en',
      recipient_notices: ['delivered', 'delivered'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.recipient_notices).toEqual(['delivered']);
    await topUp(w, w.ids.other, 1000);
    const to = freshRecipient();
    const id = await createRequest(w, { price: 10, recipient_email: to }, w.otherBusiness);
    const dispatchId = await assign(w, id, w.ids.ownerVan);
    await move(w, dispatchId, 'in_transit');
    expect(await mailsTo(to)).toEqual([]);
    await move(w, dispatchId, 'delivered');
    const mails = await mailsTo(to);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(
      /^autre-entreprise: your delivery FLT-\d{4}-\d+ has been delivered$/,
    );
    expect(mails[0]!.text).toContain('Follow it here:');
    await settings(w.otherBusiness, { recipient_notices: [...RECIPIENT_NOTICE_KINDS] });
  });

  it('mails nothing for a refused move: a delivery the wallet cannot pay (402)', async () => {
    const to = freshRecipient();
    await topUp(w, w.ids.other, 500);
    const id = await createRequest(w, { price: 500, recipient_email: to }, w.otherBusiness);
    const dispatchId = await assign(w, id, w.ids.ownerVan);
    await move(w, dispatchId, 'in_transit');
    // The money went elsewhere meanwhile (the wallet row, as a concurrent charge leaves it).
    await w.t.db.query('update wallets set balance = 0 where business_id = $1', [w.ids.other]);
    const refused = await move(w, dispatchId, 'delivered');
    expect(refused.statusCode).toBe(402);
    expect((await mailsTo(to)).map((m) => m.subject.split(': ')[1])).toEqual([
      expect.stringContaining('arranged'),
      expect.stringContaining('on its way'),
    ]);
    const claims = await w.t.db.query(
      'select kind from recipient_notices where request_id = $1 and kind = $2',
      [id, 'delivered'],
    );
    expect(claims).toEqual([]);
    // Paid at last: delivered, and mailed then.
    await w.t.db.query('update wallets set balance = 500 where business_id = $1', [w.ids.other]);
    expect((await move(w, dispatchId, 'delivered')).statusCode).toBe(200);
    expect(await mailsTo(to)).toHaveLength(3);
  });
});

describe('the recipient_notices setting', () => {
  it('reads every kind by default, and refuses unknown kinds (nothing written)', async () => {
    const res = await inject(w.t, 'GET', '/business-settings', w.as.business);
    expect(res.json().data.recipient_notices).toEqual([...RECIPIENT_NOTICE_KINDS]);
    const bad = await settings(w.as.business, { recipient_notices: ['assigned', 'teleported'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('recipient_notices.1');
    expect(
      (await inject(w.t, 'GET', '/business-settings', w.as.business)).json().data,
    ).toMatchObject({
      recipient_notices: [...RECIPIENT_NOTICE_KINDS],
    });
    // B2B staff read theirs; only business staff write settings.
    expect((await settings(w.as.asset_owner, { recipient_notices: [] })).statusCode).toBe(403);
  });

  it('an empty list sends nothing', async () => {
    expect(
      (await settings(w.as.business, { recipient_notices: [] })).json().data.recipient_notices,
    ).toEqual([]);
    const to = freshRecipient();
    const id = await createRequest(w, { price: 10, recipient_email: to });
    await move(w, await assign(w, id, w.ids.ownerVan), 'cancelled');
    expect(await mailsTo(to)).toEqual([]);
    await settings(w.as.business, { recipient_notices: [...RECIPIENT_NOTICE_KINDS] });
  });
});
