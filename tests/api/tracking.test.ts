/**
 * The recipient's tracking page (docs/tracking.md): `GET /tracking/{token}` without sign-in
 * answers what the recipient may see and nothing else; an unknown, malformed, deleted or
 * expired token the same 404; never indexed; limited per address. Who reads the token on the
 * request, and the recipient's e-mail on create and edit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_TOKEN } from '../../contract/tracking';
import { TRACKING_LIMIT } from '../../server/services/tracking/public-tracking';
import {
  assign,
  createRequest,
  createWorld,
  inject,
  move,
  newRequest,
  oneRequest,
  topUp,
  type World,
} from './requests-fixtures';
import { one } from './rows';

let w: World;
beforeAll(async () => {
  w = await createWorld();
}, 60_000);
afterAll(() => w?.t.close());

let nextIp = 1;
/** Each test looks up from its own address: the lookups' limit is per address. */
const freshIp = () => `198.51.100.${nextIp++}`;

const track = (token: string, remoteAddress = freshIp()) =>
  w.t.app.inject({ method: 'GET', url: `/api/tracking/${token}`, remoteAddress });

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
        { kind: 'created', at: expect.any(String) },
        { kind: 'assigned', at: expect.any(String) },
        { kind: 'in_transit', at: expect.any(String) },
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
    expect(data.timeline).toEqual([{ kind: 'created', at: expect.any(String) }]);
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
