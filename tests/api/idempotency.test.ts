/**
 * Idempotency-Key on the creating POSTs (issue 20, docs/integrations.md): a repeat answers the
 * first answer and writes nothing; another body with the key answers 422; concurrent calls with
 * one key write once, on PGlite and, with DATABASE_URL, across two servers (two pools) on one
 * PostgreSQL database.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import {
  IDEMPOTENT_ROUTES,
  purgeIdempotencyKeys,
  REPLAYED_HEADER,
} from '../../server/plugins/idempotency';
import { onPostgres, openSecondPool } from './helpers';
import { createKey } from './integrations-fixtures';
import { worldPerFile } from './per-file';
import {
  balance,
  createWorld,
  newRequest,
  oneRequest,
  topUp,
  type Headers,
} from './requests-fixtures';
import { count } from './rows';

const w = worldPerFile(createWorld);

const post = (
  url: string,
  headers: Headers,
  body: object,
  key: string | undefined,
  app: App = w.t.app,
) =>
  app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body,
  });

const requestsOf = (businessId: string) => count(w.t, 'requests', 'business_id = $1', [businessId]);

describe('Idempotency-Key', () => {
  it('answers a repeat with the first answer and writes nothing', async () => {
    const key = randomUUID();
    const body = newRequest({ asset_type_id: w.ids.van });
    const before = await requestsOf(w.ids.business);
    const first = await post('/business-dispatches', w.as.business, body, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    const again = await post('/business-dispatches', w.as.business, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(oneRequest.parse(again.json()).data.id).toBe(oneRequest.parse(first.json()).data.id);
    expect(again.json()).toEqual(first.json());
    expect(await requestsOf(w.ids.business)).toBe(before + 1);
    // Without the header, the same body is another request.
    expect((await post('/business-dispatches', w.as.business, body, undefined)).statusCode).toBe(
      201,
    );
    expect(await requestsOf(w.ids.business)).toBe(before + 2);
  });

  it('refuses the key with another body: 422 idempotency_key_reused, nothing written', async () => {
    const key = randomUUID();
    await post(
      '/business-dispatches',
      w.as.business,
      newRequest({ asset_type_id: w.ids.van }),
      key,
    );
    const before = await requestsOf(w.ids.business);
    const other = await post(
      '/business-dispatches',
      w.as.business,
      newRequest({ asset_type_id: w.ids.van, notes: 'autre' }),
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await requestsOf(w.ids.business)).toBe(before);
  });

  it('keeps each caller’s keys apart: another business, an API key', async () => {
    const key = randomUUID();
    const body = newRequest({ asset_type_id: w.ids.van });
    await topUp(w, w.ids.other, 1_000_000);
    const mine = await post('/business-dispatches', w.as.business, body, key);
    const theirs = await post('/business-dispatches', w.otherBusiness, body, key);
    expect(theirs.statusCode).toBe(201);
    expect(oneRequest.parse(theirs.json()).data.business_id).toBe(w.ids.other);
    const apiKey = await createKey(w, w.as.business);
    const viaKey = await post('/business-dispatches', apiKey.headers, body, key);
    expect(viaKey.statusCode).toBe(201);
    expect(viaKey.headers[REPLAYED_HEADER]).toBeUndefined();
    const ids = [mine, theirs, viaKey].map((r) => oneRequest.parse(r.json()).data.id);
    expect(new Set(ids).size).toBe(3);
    // The key's own repeat is replayed.
    const repeat = await post('/business-dispatches', apiKey.headers, body, key);
    expect(oneRequest.parse(repeat.json()).data.id).toBe(ids[2]);
  });

  it('forgets a key after 24 hours', async () => {
    const key = randomUUID();
    const body = newRequest({ asset_type_id: w.ids.van });
    const first = await post('/business-dispatches', w.as.business, body, key);
    w.t.clock.advance(24 * 3600 + 1);
    try {
      const token = await w.t.tokenFor('business');
      const later = await post(
        '/business-dispatches',
        { authorization: `Bearer ${token}` },
        body,
        key,
      );
      expect(later.statusCode).toBe(201);
      expect(later.headers[REPLAYED_HEADER]).toBeUndefined();
      expect(oneRequest.parse(later.json()).data.id).not.toBe(
        oneRequest.parse(first.json()).data.id,
      );
    } finally {
      w.t.clock.advance(-(24 * 3600 + 1));
    }
  });

  it('frees the key after a refusal: the retry runs once the cause is gone', async () => {
    const key = randomUUID();
    const poor = await createKey(w, w.as.superadmin, { business_id: w.ids.other });
    await w.t.db.query(`update wallets set balance = 0 where business_id = $1`, [w.ids.other]);
    await w.t.db.query(
      `delete from wallet_transactions where wallet_id in
      (select id from wallets where business_id = $1)`,
      [w.ids.other],
    );
    const body = newRequest({ asset_type_id: w.ids.van, price: 5000 });
    const refused = await post('/business-dispatches', poor.headers, body, key);
    expect(refused.statusCode).toBe(402);
    await topUp(w, w.ids.other, 10_000);
    const retried = await post('/business-dispatches', poor.headers, body, key);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers[REPLAYED_HEADER]).toBeUndefined();
  });

  it('credits a repeated top-up once', async () => {
    const key = randomUUID();
    const before = await balance(w, w.ids.business);
    for (let i = 0; i < 3; i++) {
      const res = await post(
        `/superadmin/business/${w.ids.business}/wallet/top-up`,
        w.as.superadmin,
        { amount: 700 },
        key,
      );
      expect(res.statusCode).toBe(201);
    }
    expect(await balance(w, w.ids.business)).toBe(before + 700);
  });

  it('is declared on every creating POST in the OpenAPI document', async () => {
    const doc = (await w.t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { 'x-idempotent'?: boolean; parameters?: unknown[] }>>;
    }>();
    const marked = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op['x-idempotent'])
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(marked.sort()).toEqual([...IDEMPOTENT_ROUTES].sort());
  });

  it('20 concurrent POSTs with one key create one record (two servers on PostgreSQL)', async () => {
    const other = onPostgres ? await openSecondPool(w.t) : undefined;
    const second = other
      ? await buildApp({ db: other, config: w.t.config, now: w.t.clock.now })
      : w.t.app;
    try {
      const key = randomUUID();
      const body = newRequest({ asset_type_id: w.ids.van, notes: 'concurrent' });
      const before = await requestsOf(w.ids.business);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post('/business-dispatches', w.as.business, body, key, i % 2 ? second : w.t.app),
        ),
      );
      expect(await requestsOf(w.ids.business)).toBe(before + 1);
      const created = answers.filter((a) => a.statusCode === 201);
      // Every other call waited for the first one's answer (or, waiting too long, was told so).
      expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
      expect(created.length).toBeGreaterThan(0);
      expect(new Set(created.map((a) => oneRequest.parse(a.json()).data.id)).size).toBe(1);
      expect(created.filter((a) => a.headers[REPLAYED_HEADER] === undefined)).toHaveLength(1);
    } finally {
      if (other) {
        await second.close();
        await other.close();
      }
    }
  });

  it('forgets keys older than 24 hours in its hourly job, and only those', async () => {
    await w.t.db.query(
      `insert into idempotency_keys (owner, key, fingerprint, created_at) values
         ('user:old', 'k', 'f', now() - interval '25 hours'),
         ('user:new', 'k', 'f', now() - interval '23 hours')`,
    );
    expect(await purgeIdempotencyKeys(w.t.db)).toBeGreaterThanOrEqual(1);
    expect(await count(w.t, 'idempotency_keys', `owner = 'user:old'`)).toBe(0);
    expect(await count(w.t, 'idempotency_keys', `owner = 'user:new'`)).toBe(1);
  });

  it('refuses an empty or too long key as invalid input', async () => {
    const res = await post(
      '/business-dispatches',
      w.as.business,
      newRequest({ asset_type_id: w.ids.van }),
      'x'.repeat(300),
    );
    expect(res.statusCode).toBe(400);
  });
});
