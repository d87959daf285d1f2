/**
 * The recipient's tracking page (docs/tracking.md): `GET /tracking/{token}` without sign-in
 * answers what the recipient may see and nothing else; an unknown, malformed, deleted or
 * expired token the same 404; never indexed; limited per address. Who reads the token on the
 * request, and the recipient's e-mail on create and edit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResponse } from '../../contract/upload';
import { publicTracking, TRACKING_TOKEN } from '../../contract/tracking';
import { TRACKING_LIMIT } from '../../server/services/tracking/public-tracking';
import {
  assign,
  createRequest,
  createWorld,
  inject,
  move,
  newRequest,
  newVan,
  oneDispatch,
  oneRequest,
  topUp,
  type World,
} from './requests-fixtures';
import { one } from './rows';
import { insertDriver, stepOk, type Driver } from './steps-fixtures';
import { JPEG, PNG, upload } from './upload-fixtures';

let w: World;
beforeAll(async () => {
  w = await createWorld();
}, 60_000);
afterAll(() => w?.t.close());

let nextIp = 1;
/** Each test looks up from its own address: the lookups' limit is per address. */
const freshIp = () => `198.51.100.${nextIp++}`;

const track = (token: string, remoteAddress = freshIp(), headers: Record<string, string> = {}) =>
  w.t.app.inject({ method: 'GET', url: `/api/tracking/${token}`, remoteAddress, headers });

const tokenOf = async (id: string) =>
  (
    await one<{ tracking_token: string }>(
      w.t,
      'select tracking_token from requests where id = $1',
      [id],
    )
  ).tracking_token;

describe('GET /tracking/{token}', () => {
  it('answers the recipient’s view, signed out: reference, status, moves, addresses, branding', async () => {
    const id = await createRequest(w, {
      price: 4321,
      notes: 'Code porte 1234',
      recipient_email: 'jeanne@example.test',
      scheduled_at: '2030-05-02T08:30:00.000Z',
    });
    await w.t.db.query(
      `update customizations set name = 'Durand Express',
         logo = 'https://cdn.example.test/logo.png', primary_color = '#0a7d5a'
       where business_id = $1`,
      [w.ids.business],
    );
    const dispatchId = await assign(w, id, w.ids.ownerVan);
    expect((await move(w, dispatchId, 'in_transit')).statusCode).toBe(200);

    const res = await track(await tokenOf(id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json();
    const reference = (
      await one<{ reference: string }>(w.t, 'select reference from requests where id = $1', [id])
    ).reference;
    expect(data).toEqual({
      reference,
      status: 'in_transit',
      timeline: [
        { kind: 'created', at: expect.any(String), reason: null },
        { kind: 'assigned', at: expect.any(String), reason: null },
        { kind: 'in_transit', at: expect.any(String), reason: null },
      ],
      pickup_address: '12 rue de la Paix, Paris',
      dropoff_address: '3 place Bellecour, Lyon',
      scheduled_at: '2030-05-02T08:30:00.000Z',
      business: {
        name: 'Durand Express',
        logo: 'https://cdn.example.test/logo.png',
        primary_color: '#0a7d5a',
      },
      eta: null,
      driver_position: null,
      proof: null,
    });
    // Nothing else: no ids, people, prices, assets, notes or recipient details.
    const body = res.body;
    for (const secret of [
      id,
      w.ids.business,
      w.ids.ownerVan,
      dispatchId,
      'Renault Master',
      '4321',
      'Code porte',
      'jeanne@',
      'Jeanne Martin',
    ]) {
      expect(body).not.toContain(secret);
    }
    await move(w, dispatchId, 'delivered'); // frees the van for the next tests
  });

  it('shows a business without branding under its own name', async () => {
    await topUp(w, w.ids.other, 1000);
    const id = await createRequest(w, { price: 10 }, w.otherBusiness);
    const { data } = (await track(await tokenOf(id))).json();
    expect(data.business).toEqual({ name: 'autre-entreprise', logo: null, primary_color: null });
    expect(data.timeline).toEqual([{ kind: 'created', at: expect.any(String), reason: null }]);
  });

  it('answers the same 404 to an unknown, a malformed and a deleted token, and says noindex', async () => {
    const id = await createRequest(w, { price: 10 });
    const token = await tokenOf(id);
    const unknown = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const answers = [
      await track(unknown),
      await track('not-a-token'),
      await track('x'.repeat(100)),
      await track(encodeURIComponent("' or 1=1 --")),
    ];
    await w.t.db.query('delete from requests where id = $1', [id]);
    answers.push(await track(token));
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
    }
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
  });

  it('is 404 once the business is deleted', async () => {
    const id = await createRequest(w, { price: 10 }, w.otherBusiness);
    const token = await tokenOf(id);
    expect((await track(token)).statusCode).toBe(200);
    await w.t.db.query('update businesses set deleted_at = now() where id = $1', [w.ids.other]);
    expect((await track(token)).statusCode).toBe(404);
    await w.t.db.query('update businesses set deleted_at = null where id = $1', [w.ids.other]);
  });

  it('keeps working 30 days after the request ended (delivered or cancelled), then 404', async () => {
    const delivered = await createRequest(w, { price: 10 });
    await move(w, await assign(w, delivered, w.ids.ownerVan), 'in_transit');
    const last = await w.t.db.query<{ id: string }>(
      'select id from dispatches where request_id = $1',
      [delivered],
    );
    expect((await move(w, last[0]!.id, 'delivered')).statusCode).toBe(200);
    const cancelled = await createRequest(w, { price: 10 });
    expect(
      (
        await inject(w.t, 'PATCH', `/business-dispatches/${cancelled}`, w.as.business, {
          status: 'cancelled',
        })
      ).statusCode,
    ).toBe(200);

    for (const id of [delivered, cancelled]) {
      const token = await tokenOf(id);
      const { data } = (await track(token)).json();
      expect(data.timeline.at(-1).kind).toBe(id === delivered ? 'delivered' : 'cancelled');
      // The move stamped when it ended; 29 days later it still answers, 31 days later not.
      const ended = await one<{ ended: boolean }>(
        w.t,
        'select ended_at is not null as ended from requests where id = $1',
        [id],
      );
      expect(ended.ended).toBe(true);
      await w.t.db.query(
        `update requests set ended_at = now() - interval '29 days' where id = $1`,
        [id],
      );
      expect((await track(token)).statusCode).toBe(200);
      await w.t.db.query(
        `update requests set ended_at = now() - interval '30 days 1 minute' where id = $1`,
        [id],
      );
      expect((await track(token)).statusCode).toBe(404);
    }
  });

  it('an open request never expires, however old', async () => {
    const id = await createRequest(w, { price: 10 });
    await w.t.db.query(
      `update requests set created_at = now() - interval '90 days' where id = $1`,
      [id],
    );
    expect((await track(await tokenOf(id))).statusCode).toBe(200);
  });

  it(`refuses an address after ${TRACKING_LIMIT} lookups (429, Retry-After), found or not; others go on`, async () => {
    const id = await createRequest(w, { price: 10 });
    const token = await tokenOf(id);
    const ip = freshIp();
    for (let i = 0; i < TRACKING_LIMIT; i++) {
      const res = await track(i % 2 ? token : 'unknown', ip);
      expect(res.statusCode).not.toBe(429);
    }
    const refused = await track(token, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['x-robots-tag']).toBe('noindex');
    expect((await track(token)).statusCode).toBe(200);
  });
});

describe('a delivery’s attempts and its proof, on the tracking page', () => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await insertDriver(w, 'awa.tracking@drivers.test', { owner: w.ids.owner });
  });

  let vans = 0;
  /** Assigns `requestId` to the driver on a van of its own; answers the dispatch's id. */
  async function dispatchToDriver(requestId: string) {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/asset-dispatch',
      headers: w.as.asset_owner,
      payload: {
        request_id: requestId,
        asset_id: await newVan(w, `Tracking van ${++vans}`),
        driver_id: driver.id,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return oneDispatch.parse(res.json()).data.id;
  }

  /** A request of the demo business, assigned to the driver on a van of its own. */
  async function driven(extra: object = {}) {
    const requestId = await createRequest(w, { price: 20, ...extra });
    return { requestId, dispatchId: await dispatchToDriver(requestId) };
  }

  const page = async (requestId: string, headers: Record<string, string> = {}) => {
    const res = await track(await tokenOf(requestId), freshIp(), headers);
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.body, data: publicTracking.parse(res.json().data) };
  };

  const uploaded = async (bytes: Buffer, name: string, type: string) => {
    const res = await upload(w.t.app, driver.headers, bytes, name, type);
    expect(res.statusCode).toBe(201);
    return uploadResponse.parse(res.json()).fileUrl;
  };

  const settings = (body: object) =>
    inject(w.t, 'PATCH', '/business-settings', w.as.business, body);

  it('no proof before the delivery; after it the kinds, signed images, the name to the recipient, the time, never the code nor the position', async () => {
    expect(
      (await settings({ proof_required: ['photo', 'signature', 'name', 'code'] })).statusCode,
    ).toBe(200);
    try {
      const photo = await uploaded(JPEG, 'door.jpg', 'image/jpeg');
      const signature = await uploaded(PNG, 'signature.png', 'image/png');
      const { requestId, dispatchId } = await driven();
      expect((await page(requestId)).data.proof).toBeNull();
      await stepOk(w, dispatchId, driver.headers, { step: 'picked_up' });
      expect((await page(requestId)).data.proof).toBeNull();

      const { delivery_code: code } = await one<{ delivery_code: string }>(
        w.t,
        'select delivery_code from requests where id = $1',
        [requestId],
      );
      const at = '2026-11-26T10:30:00.000Z';
      await stepOk(w, dispatchId, driver.headers, {
        step: 'delivered',
        at,
        lat: 45.764321,
        lng: 4.835678,
        proof: { photo, signature, name: 'Awa Diop', code },
      });

      // Whoever holds the link: the photo by a signed link of minutes, never the recipient's
      // signature nor name (issue 31); the recipient proving it with the code sees them.
      const signedLink = (path: string) =>
        new RegExp(`^${path.replace(/[.]/g, '\\.')}\\?expires=\\d+&signature=[0-9a-f]{64}$`);
      const anyone = await page(requestId);
      expect(anyone.data.proof).toEqual({
        at,
        kinds: ['photo', 'signature', 'name', 'code'],
        photo: expect.stringMatching(signedLink(photo)),
        signature: null,
        name: null,
      });
      const { data, body } = await page(requestId, { 'x-delivery-code': code });
      expect(data.status).toBe('delivered');
      expect(data.proof).toEqual({
        at,
        kinds: ['photo', 'signature', 'name', 'code'],
        photo: expect.stringMatching(signedLink(photo)),
        signature: expect.stringMatching(signedLink(signature)),
        name: 'Awa Diop',
      });
      // Never the code's value, nor where the step was taken.
      expect(JSON.stringify(data.proof)).not.toContain(code);
      for (const secret of ['45.76', '4.83', 'lat', 'lng', 'value', 'taken_at']) {
        expect(body).not.toContain(secret);
        expect(anyone.body).not.toContain(secret);
      }
      expect(data.driver_position).toBeNull();
      expect(data.eta).toBeNull();

      // The images load signed out by their signed links, as the page's <img> asks for them;
      // their permanent addresses answer 404 signed out (tests/api/private-files.test.ts).
      for (const [address, link, type] of [
        [photo, data.proof!.photo!, 'image/jpeg'],
        [signature, data.proof!.signature!, 'image/png'],
      ] as const) {
        const image = await w.t.app.inject({ method: 'GET', url: link });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe(type);
        expect((await w.t.app.inject({ method: 'GET', url: address })).statusCode).toBe(404);
      }
    } finally {
      await settings({ proof_required: [] });
    }
  });

  it('a delivery without proof answers its time and no item; a cancelled request none', async () => {
    const { requestId, dispatchId } = await driven();
    await stepOk(w, dispatchId, driver.headers, { step: 'picked_up' });
    await stepOk(w, dispatchId, driver.headers, { step: 'delivered' });
    const { delivered_at } = await one<{ delivered_at: string }>(
      w.t,
      `select to_json(delivered_at)#>>'{}' as delivered_at from dispatches where id = $1`,
      [dispatchId],
    );
    const { data } = await page(requestId);
    expect(data.proof).toEqual({
      at: new Date(delivered_at).toISOString(),
      kinds: [],
      photo: null,
      signature: null,
      name: null,
    });

    const cancelled = await createRequest(w, { price: 10 });
    await inject(w.t, 'PATCH', `/business-dispatches/${cancelled}`, w.as.business, {
      status: 'cancelled',
    });
    const gone = await page(cancelled);
    expect(gone.data.status).toBe('cancelled');
    expect(gone.data.proof).toBeNull();
  });

  it('lists a failed attempt with its reason code (never the note), the retry, and the next attempt', async () => {
    const { requestId, dispatchId } = await driven();
    await stepOk(w, dispatchId, driver.headers, { step: 'picked_up' });
    await stepOk(w, dispatchId, driver.headers, {
      step: 'failed',
      reason: 'other',
      note: 'Chien méchant au portail',
    });
    const failed = await page(requestId);
    expect(failed.data.status).toBe('failed');
    expect(failed.data.timeline).toEqual([
      { kind: 'created', at: expect.any(String), reason: null },
      { kind: 'assigned', at: expect.any(String), reason: null },
      { kind: 'in_transit', at: expect.any(String), reason: null },
      { kind: 'failed', at: expect.any(String), reason: 'other' },
    ]);
    expect(failed.data.proof).toBeNull();
    expect(failed.data.driver_position).toBeNull();
    expect(failed.body).not.toContain('Chien');

    const retried = await inject(
      w.t,
      'POST',
      `/business-dispatches/${requestId}/retry`,
      w.as.business,
    );
    expect(retried.statusCode, retried.body).toBe(200);
    const second = await dispatchToDriver(requestId);
    await stepOk(w, second, driver.headers, { step: 'picked_up' });
    await stepOk(w, second, driver.headers, { step: 'failed', reason: 'absent' });

    const { data } = await page(requestId);
    expect(data.timeline.map((e) => [e.kind, e.reason])).toEqual([
      ['created', null],
      ['assigned', null],
      ['in_transit', null],
      ['failed', 'other'],
      ['retried', null],
      ['assigned', null],
      ['in_transit', null],
      ['failed', 'absent'],
    ]);
  });
});

describe('the tracking token on the request', () => {
  it('is read by the business’s staff and the operator, not by the asset owner', async () => {
    const id = await createRequest(w, { price: 10 });
    const token = await tokenOf(id);
    expect(token).toMatch(TRACKING_TOKEN);
    await assign(w, id, w.ids.ownerVan);
    const read = async (headers: { authorization: string }) => {
      const res = await inject(w.t, 'GET', `/business-dispatches/${id}`, headers);
      return {
        status: res.statusCode,
        token:
          res.statusCode === 200 ? oneRequest.parse(res.json()).data.tracking_token : undefined,
      };
    };
    expect(await read(w.as.business)).toEqual({ status: 200, token });
    expect(await read(w.as.superadmin)).toEqual({ status: 200, token });
    expect(await read(w.as.in_house_manager)).toEqual({ status: 200, token });
    // The owner whose asset serves it reads the request, not its capability.
    expect(await read(w.as.asset_owner)).toEqual({ status: 200, token: null });
    expect((await read(w.otherBusiness)).status).toBe(404);
    // Lists likewise.
    const list = async (headers: { authorization: string }) =>
      (await inject(w.t, 'GET', '/business-dispatches?limit=100', headers))
        .json()
        .data.find((r: { id: string }) => r.id === id);
    expect((await list(w.as.business)).tracking_token).toBe(token);
    expect((await list(w.as.asset_owner)).tracking_token).toBeNull();
  });

  it('a white-label parent reads its B2B client’s; the client reads its own', async () => {
    const id = await createRequest(w, { price: 0 }, w.child);
    const token = await tokenOf(id);
    for (const headers of [w.child, w.parent]) {
      const res = await inject(w.t, 'GET', `/business-dispatches/${id}`, headers);
      expect(oneRequest.parse(res.json()).data.tracking_token).toBe(token);
    }
  });

  it('differs for every request, and another request’s token shows that other request only', async () => {
    const a = await createRequest(w, { price: 10, pickup_address: 'Pickup A' });
    const b = await createRequest(w, { price: 10, pickup_address: 'Pickup B' });
    const [ta, tb] = [await tokenOf(a), await tokenOf(b)];
    expect(ta).not.toBe(tb);
    expect((await track(tb)).json().data.pickup_address).toBe('Pickup B');
  });
});

describe('the recipient’s e-mail', () => {
  /** The business requests a delivery to `email`. */
  const withRecipient = (email: string) =>
    inject(
      w.t,
      'POST',
      '/business-dispatches',
      w.as.business,
      newRequest({ asset_type_id: w.ids.van, price: 10, recipient_email: email }),
    );

  it('is optional on create, checked, lower-cased; empty is none', async () => {
    const created = await withRecipient(' Jeanne@Example.TEST ');
    expect(created.statusCode).toBe(201);
    expect(oneRequest.parse(created.json()).data.recipient_email).toBe('jeanne@example.test');
    const empty = await withRecipient('');
    expect(oneRequest.parse(empty.json()).data.recipient_email).toBeNull();

    const before = await one<{ n: number }>(w.t, 'select count(*)::int as n from requests');
    const bad = await withRecipient('not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      { path: 'recipient_email', message: 'flotte.validation.email' },
    ]);
    expect(await one<{ n: number }>(w.t, 'select count(*)::int as n from requests')).toEqual(
      before,
    );
  });

  it('is changed on an open request by its business (PATCH …/recipient), not once ended, not by others', async () => {
    const id = await createRequest(w, { price: 10 });
    const url = `/business-dispatches/${id}/recipient`;
    const ok = await inject(w.t, 'PATCH', url, w.as.business, {
      recipient_email: 'Paul@Example.test',
    });
    expect(ok.statusCode).toBe(200);
    expect(oneRequest.parse(ok.json()).data).toMatchObject({
      recipient_email: 'paul@example.test',
      recipient_name: 'Jeanne Martin',
    });
    expect(
      (await inject(w.t, 'PATCH', url, w.as.business, { recipient_email: 'nope' })).json().details,
    ).toEqual([{ path: 'recipient_email', message: 'flotte.validation.email' }]);
    expect(
      (await inject(w.t, 'PATCH', url, w.otherBusiness, { recipient_email: 'x@example.test' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject(w.t, 'PATCH', url, w.as.asset_owner, { recipient_email: 'x@example.test' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await inject(w.t, 'PATCH', url, w.as.in_house_manager, {
          recipient_email: 'x@example.test',
        })
      ).statusCode,
    ).toBe(403);
    const cleared = await inject(w.t, 'PATCH', url, w.as.business, { recipient_email: '' });
    expect(oneRequest.parse(cleared.json()).data.recipient_email).toBeNull();

    await inject(w.t, 'PATCH', `/business-dispatches/${id}`, w.as.business, {
      status: 'cancelled',
    });
    const late = await inject(w.t, 'PATCH', url, w.as.business, {
      recipient_email: 'late@example.test',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('invalid_transition');
  });
});
