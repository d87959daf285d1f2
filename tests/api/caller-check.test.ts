import { afterEach, describe, expect, it, vi } from 'vitest';
import { appPerFile } from './per-file';

/**
 * A list taken on trust (services/accounts/caller-check.ts): a session this server has read
 * before is confirmed by the page's own statement, and whatever changed since acts at once.
 */
const t = appPerFile({ tokenTtl: 3600, sessionTtl: 4 * 3600 });

const assets = (token: string, skip = 0) =>
  t.app.inject({
    url: `/api/assets?limit=25&skip=${skip}`,
    headers: { authorization: `Bearer ${token}` },
  });

/** A token whose session this server has read once already (the first list read it). */
async function knownToken(email: string): Promise<string> {
  const { accessToken } = await t.login(email);
  expect((await assets(accessToken)).statusCode).toBe(200);
  return accessToken;
}

/** The statements the app runs while `run` runs. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(t.db, 'query');
  try {
    await run();
    return spy.mock.calls.map(([sql]) => sql);
  } finally {
    spy.mockRestore();
  }
}

const readsSessionAlone = (sql: string) => /session_strategy/.test(sql);
/** The caller's check, with a page or alone. */
const confirmsCaller = (sql: string) => /select flotte_caller_digest\(/.test(sql);

afterEach(async () => {
  await t.db.query(`update users set role = 'superadmin' where email = 'admin@flotte.demo'`);
});

describe('a list of a known session', () => {
  it('reads its page and confirms its caller in one statement', async () => {
    const token = await knownToken('owner@flotte.demo');
    const sqls = await statementsOf(async () => expect((await assets(token)).statusCode).toBe(200));
    expect(sqls.filter(readsSessionAlone)).toEqual([]);
    expect(sqls.filter(confirmsCaller)).toHaveLength(1);
  });

  it('answers 401 at once after a logout', async () => {
    const token = await knownToken('owner@flotte.demo');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    const res = await assets(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('answers 401 account_disabled at once when the account is disabled', async () => {
    const token = await knownToken('manager@flotte.demo');
    await t.db.query(`update users set disabled_at = now() where email = 'manager@flotte.demo'`);
    try {
      const res = await assets(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'account_disabled' });
    } finally {
      await t.db.query(`update users set disabled_at = null where email = 'manager@flotte.demo'`);
    }
  });

  it('answers for the role the user has now, not the one read before', async () => {
    const token = await knownToken('admin@flotte.demo');
    const before = await assets(token);
    const owner = await t.db.query<{ id: string }>(
      `select id from users where email = 'admin@flotte.demo'`,
    );
    await t.db.query(`update users set role = 'asset_owner' where id = $1`, [owner[0]!.id]);
    const after = await assets(token);
    expect(after.statusCode).toBe(200);
    // As an asset owner the former superadmin sees their own assets only: none.
    expect(before.json().pagination.total).toBeGreaterThan(0);
    expect(after.json()).toMatchObject({ data: [], pagination: { total: 0 } });
  });

  it('checks its caller alone when the page has no row to carry the check', async () => {
    const token = await knownToken('owner@flotte.demo');
    const sqls = await statementsOf(async () => {
      const res = await assets(token, 100_000);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([]);
    });
    expect(sqls.filter(confirmsCaller).length).toBeGreaterThanOrEqual(2);
    await t.db.query(`update sessions set revoked_at = now() where revoked_at is null`);
    expect((await assets(token, 100_000)).statusCode).toBe(401);
  });

  it('sees at once a new client of a white-label business among what its staff reach', async () => {
    const [{ business_id: own }] = (await t.db.query<{ business_id: string }>(
      `update businesses set kind = 'whitelabel' where id = (select business_id from users
        where email = 'business@flotte.demo') returning id as business_id`,
    )) as [{ business_id: string }];
    const { accessToken } = await t.login('business@flotte.demo');
    const requests = () =>
      t.app.inject({
        url: '/api/business-dispatches?limit=25&skip=0',
        headers: { authorization: `Bearer ${accessToken}` },
      });
    expect((await requests()).statusCode).toBe(200);
    const known = await statementsOf(async () => expect((await requests()).statusCode).toBe(200));
    expect(known.filter(readsSessionAlone)).toEqual([]);

    await t.db.query(
      `insert into businesses (name, slug, kind, parent_business_id, active)
       values ('Client neuf', 'client-neuf', 'b2b', $1, true)`,
      [own],
    );
    const after = await statementsOf(async () => expect((await requests()).statusCode).toBe(200));
    expect(after.filter(readsSessionAlone)).toHaveLength(1);
  });

  it('is read first by a list that is not paged, such as the address search (an outside call)', async () => {
    const token = await knownToken('business@flotte.demo');
    const sqls = await statementsOf(async () => {
      const res = await t.app.inject({
        url: '/api/geocode?q=Lyon',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
    });
    expect(sqls.filter(readsSessionAlone)).toHaveLength(1);
    expect(sqls.filter(confirmsCaller)).toEqual([]);
  });

  it('still marks the session seen once a minute', async () => {
    const token = await knownToken('owner@flotte.demo');
    const [{ sid }] = (await t.db.query<{ sid: string }>(
      `update sessions set last_seen_at = now() - interval '5 minutes'
        where id = (select id from sessions where revoked_at is null order by created_at desc limit 1)
        returning id as sid`,
    )) as [{ sid: string }];
    expect((await assets(token)).statusCode).toBe(200);
    const [seen] = await t.db.query<{ recent: boolean }>(
      `select last_seen_at > now() - interval '1 minute' as recent from sessions where id = $1`,
      [sid],
    );
    expect(seen).toEqual({ recent: true });
  });
});
