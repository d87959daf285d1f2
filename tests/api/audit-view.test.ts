/**
 * The audit view (issue 31, docs/privacy.md): the superadmin reads every entry, a business its
 * own staff's (who, API key prefix, action, record, when, from which address), filtered and
 * exported as CSV with formula-safe cells; every other role and API keys are refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntry } from '../../contract/privacy';
import { listResponse } from '../../contract/common';
import { createRequest, createWorld, inject, type Headers, type World } from './requests-fixtures';
import { signedInUser } from './rows';

const auditPage = listResponse(auditEntry);
let w: World;
let keyHeaders: Headers;
let keyPrefix: string;
let formulaStaff: Headers;

beforeAll(async () => {
  w = await createWorld();
  const key = await inject(w.t, 'POST', '/api-keys', w.as.business, {
    name: 'ERP',
    scope: 'write',
  });
  keyHeaders = { authorization: `Bearer ${key.json().data.secret}` };
  keyPrefix = key.json().data.prefix;
  // One change with the key, one by another business, one by a staff member named as a formula.
  await createRequest(w, {}, keyHeaders);
  await inject(w.t, 'POST', '/api-keys', w.otherBusiness, { name: 'Autre', scope: 'read' });
  formulaStaff = await signedInUser(w.t, 'formule@durand.test', w.ids.business);
  await w.t.db.query(`update users set name = '=HYPERLINK("x")' where email = $1`, [
    'formule@durand.test',
  ]);
  await createRequest(w, {}, formulaStaff);
}, 120_000);

const list = async (headers: Headers | undefined, query = '') => {
  const res = await inject(w.t, 'GET', `/audit-log${query}`, headers);
  return { res, page: res.statusCode === 200 ? auditPage.parse(res.json()) : undefined };
};

describe('GET /audit-log', () => {
  it('shows the superadmin every entry, newest first, with the key prefix and the address', async () => {
    const { page } = await list(w.as.superadmin, '?limit=100');
    const times = page!.data.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    const byKey = page!.data.find((e) => e.api_key_prefix === keyPrefix && e.action === 'create');
    expect(byKey).toMatchObject({ entity: 'request', ip: '127.0.0.1' });
    expect(byKey?.actor_email).toBe('business@flotte.demo');
    expect(page!.data.some((e) => e.business_id === w.ids.other)).toBe(true);
  });

  it("shows a business its own entries only, never another business's", async () => {
    const { page } = await list(w.as.business, '?limit=100');
    expect(page!.data.length).toBeGreaterThan(0);
    expect(page!.data.every((e) => e.business_id === w.ids.business)).toBe(true);
    const other = await list(w.otherBusiness, '?limit=100');
    expect(other.page!.data.every((e) => e.business_id === w.ids.other)).toBe(true);
    // A business naming another one in the filter still reads only its own: nothing.
    const foreign = await list(w.as.business, `?business_id=${w.ids.other}`);
    expect(foreign.page!.data).toEqual([]);
  });

  it('filters by action, record, key prefix, actor and time', async () => {
    const byKey = await list(w.as.superadmin, `?api_key_prefix=${keyPrefix}&action=create`);
    expect(byKey.page!.data.length).toBe(1);
    const id = byKey.page!.data[0]!.entity_id!;
    const byRecord = await list(w.as.superadmin, `?entity=request&entity_id=${id}`);
    expect(byRecord.page!.data.map((e) => e.entity_id)).toEqual([id]);
    const actor = byKey.page!.data[0]!.actor_user_id!;
    const byActor = await list(w.as.superadmin, `?actor_user_id=${actor}&limit=100`);
    expect(byActor.page!.data.every((e) => e.actor_user_id === actor)).toBe(true);
    const future = await list(w.as.superadmin, '?from=2999-01-01T00:00:00Z');
    expect(future.page).toMatchObject({ data: [], pagination: { total: 0 } });
    const notAnId = await list(w.as.superadmin, '?actor_user_id=nope');
    expect(notAnId.page!.data).toEqual([]);
  });

  it('refuses the other roles and API keys (403), the signed out (401)', async () => {
    for (const headers of [
      w.as.in_house_manager,
      w.as.asset_owner,
      w.as.b2b,
      keyHeaders,
      w.child,
    ]) {
      expect((await list(headers)).res.statusCode).toBe(403);
      const csv = await inject(w.t, 'GET', '/audit-log/export.csv', headers);
      expect(csv.statusCode).toBe(403);
    }
    expect((await list(undefined)).res.statusCode).toBe(401);
  });
});

describe('GET /audit-log/export.csv', () => {
  it('exports the filtered entries with every formula cell escaped', async () => {
    const res = await inject(w.t, 'GET', '/audit-log/export.csv?entity=request', w.as.business);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'at,actor_name,actor_email,api_key_prefix,ip,action,entity,entity_id,changes',
    );
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(res.body).not.toContain('staff@autre.test');
    expect(lines.slice(1).every((l) => l === '' || l.includes(',request,'))).toBe(true);
  });
});
