/**
 * Rights of the people concerned (issue 31, docs/privacy.md): a signed-in person's data as a
 * ZIP, the erasure of a person (the superadmin: anyone; a business: its drivers and staff) and
 * of a request's recipient, each with its reason in the audit log; refused callers get 404/403
 * as the permission table says, and nothing is written.
 */
import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assign,
  createRequest,
  createWorld,
  inject,
  move,
  type Headers,
  type World,
} from './requests-fixtures';
import { PNG } from './upload-fixtures';
import { expectRefused } from './refusals';
import { count, one, signedInUser } from './rows';

let w: World;
/** A driver of the demo business (its in-house fleet) and a second member of its staff. */
let driver: { id: string; headers: Headers };
let staff: { id: string; headers: Headers };
let writeKey: Headers;

const userId = async (email: string) =>
  (await one<{ id: string }>(w.t, 'select id from users where email = $1', [email])).id;

beforeAll(async () => {
  w = await createWorld();
  await w.t.db.query(
    `insert into users (email, name, role, business_id, password_hash, email_verified_at)
     select 'chauffeur@durand.test', 'Chauffeur Durand', 'driver', $1, password_hash, now()
     from users where email = 'business@flotte.demo'`,
    [w.ids.business],
  );
  driver = {
    id: await userId('chauffeur@durand.test'),
    headers: {
      authorization: `Bearer ${(await w.t.login('chauffeur@durand.test')).accessToken}`,
    },
  };
  staff = {
    headers: await signedInUser(w.t, 'collegue@durand.test', w.ids.business),
    id: await userId('collegue@durand.test'),
  };
  const key = await inject(w.t, 'POST', '/api-keys', w.as.business, {
    name: 'ERP',
    scope: 'write',
  });
  writeKey = { authorization: `Bearer ${key.json().data.secret}` };
}, 120_000);

/** A stored PNG no record names yet, uploaded by `uploadedBy`; answers its name. */
async function storedFile(uploadedBy: string | null) {
  const name = `${randomUUID()}.png`;
  await w.t.db.query(
    `insert into uploads (name, content_type, size, uploaded_by) values ($1, 'image/png', $2, $3)`,
    [name, PNG.length, uploadedBy],
  );
  await w.t.db.query('insert into upload_contents (name, bytes) values ($1, $2)', [name, PNG]);
  return name;
}

const auditOf = (entity: string, id: string) =>
  w.t.db.query<{ action: string; changes: { reason?: string }; actor_user_id: string }>(
    'select action, changes, actor_user_id from audit_log where entity = $1 and entity_id = $2',
    [entity, id],
  );

describe('GET /me/export', () => {
  const download = (headers?: Headers) =>
    w.t.app.inject({ method: 'GET', url: '/api/me/export', headers: { ...headers } });

  it("answers every role a ZIP of its own data, with its documents' files", async () => {
    const kind = await one<{ id: string }>(
      w.t,
      `select id from document_kinds where code = 'driving_licence'`,
    );
    // Uploaded by its employer's staff: the driver's own through the document.
    const file = await storedFile(await userId('business@flotte.demo'));
    await w.t.db.query(
      `insert into documents (driver_id, kind_id, number, file_url) values ($1, $2, '=B12', $3)`,
      [driver.id, kind.id, `/api/uploads/${file}`],
    );
    const res = await download(driver.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('attachment');
    const zip = unzipSync(res.rawPayload);
    const profile = JSON.parse(strFromU8(zip['profile.json']!));
    expect(profile).toMatchObject({ email: 'chauffeur@durand.test', role: 'driver' });
    expect(profile).not.toHaveProperty('password_hash');
    expect(Buffer.from(zip[`files/${file}`]!)).toEqual(PNG);
    // A cell a spreadsheet would run is written as text.
    expect(strFromU8(zip['documents.csv']!)).toContain("'=B12");
    expect(strFromU8(zip['sessions.csv']!)).toContain('created_at');

    for (const headers of [w.as.superadmin, w.as.in_house_manager, w.as.asset_owner, w.as.b2b]) {
      const own = await download(headers);
      expect(own.statusCode).toBe(200);
      const files = unzipSync(own.rawPayload);
      expect(Object.keys(files)).not.toContain(`files/${file}`);
      expect(strFromU8(files['profile.json']!)).not.toContain('chauffeur@durand.test');
    }
  });

  it("holds the requests a business's staff made and is audited", async () => {
    await createRequest(w, { recipient_name: '@SUM(A1)' });
    const zip = unzipSync((await download(w.as.business)).rawPayload);
    expect(strFromU8(zip['requests.csv']!)).toContain("'@SUM(A1)");
    const me = await userId('business@flotte.demo');
    expect((await auditOf('user', me)).some((a) => a.action === 'export')).toBe(true);
  });

  it('refuses API keys (403) and the signed out (401)', async () => {
    expect((await download(writeKey)).statusCode).toBe(403);
    expect((await download()).statusCode).toBe(401);
  });
});

describe('POST /people/{id}/erasure', () => {
  const erase = (id: string, headers?: Headers, body: object = { reason: 'Demande RGPD' }) =>
    inject(w.t, 'POST', `/people/${id}/erasure`, headers, body);
  const person = (id: string) =>
    one<Record<string, unknown>>(
      w.t,
      `select email, name, phone, password_hash, disabled_at, erased_at from users where id = $1`,
      [id],
    );
  const state = async (id: string) => ({
    user: await person(id),
    sessions: await count(w.t, 'sessions', 'user_id = $1', [id]),
    audit: await count(w.t, 'audit_log', `action = 'erase'`),
  });

  it('refuses other roles, API keys, another business and people outside its own', async () => {
    const refused: [Headers | undefined, string, number][] = [
      [w.as.in_house_manager, driver.id, 403],
      [w.as.asset_owner, driver.id, 403],
      [w.as.b2b, driver.id, 403],
      [writeKey, driver.id, 403],
      [undefined, driver.id, 401],
      [w.otherBusiness, driver.id, 404],
      [w.parent, driver.id, 404],
      // A business erases its drivers and staff only, never itself.
      [w.as.business, w.ids.owner, 404],
      [w.as.business, await userId('admin@flotte.demo'), 404],
      [w.as.business, await userId('business@flotte.demo'), 404],
    ];
    for (const [headers, id, status] of refused) {
      const code = { 401: 'unauthorized', 403: 'forbidden', 404: 'not_found' }[status];
      await expectRefused(
        () => state(id),
        () => erase(id, headers),
        status,
        status === 403 && headers === writeKey ? {} : { code },
      );
    }
    // The reason is required.
    await expectRefused(
      () => state(staff.id),
      () => erase(staff.id, w.as.business, {}),
      400,
      {
        code: 'validation_failed',
      },
    );
  });

  it('lets the business erase its staff: pseudonymised, signed out, the reason audited', async () => {
    const requestId = await createRequest(w, {}, staff.headers);
    const loose = await storedFile(staff.id);
    const res = await erase(staff.id, w.as.business);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: staff.id });
    const after = await person(staff.id);
    expect(after).toMatchObject({ name: '—', phone: null, password_hash: null });
    expect(after.email).toBe(`erased-${staff.id}@erased.invalid`);
    expect(after.disabled_at).not.toBeNull();
    expect(await count(w.t, 'sessions', 'user_id = $1', [staff.id])).toBe(0);
    expect(await count(w.t, 'uploads', 'name = $1', [loose])).toBe(0);
    // What accounting keeps: the request still names who made it.
    const kept = await one<{ requested_by: string }>(
      w.t,
      'select requested_by from requests where id = $1',
      [requestId],
    );
    expect(kept.requested_by).toBe(staff.id);
    expect((await inject(w.t, 'GET', '/business-dispatches', staff.headers)).statusCode).toBe(401);
    const entries = (await auditOf('user', staff.id)).filter((a) => a.action === 'erase');
    expect(entries.map((a) => a.changes.reason)).toEqual(['Demande RGPD']);

    // Erasing again changes nothing.
    const again = await erase(staff.id, w.as.business, { reason: 'encore' });
    expect(again.json().data.erased_at).toBe(res.json().data.erased_at);
    expect((await auditOf('user', staff.id)).filter((a) => a.action === 'erase')).toHaveLength(1);
  });

  it("lets the business erase its driver, with the driver's documents and their files", async () => {
    const file = await storedFile(driver.id);
    const kind = await one<{ id: string }>(
      w.t,
      `select id from document_kinds where code = 'medical_certificate'`,
    );
    await w.t.db.query(`insert into documents (driver_id, kind_id, file_url) values ($1, $2, $3)`, [
      driver.id,
      kind.id,
      `/api/uploads/${file}`,
    ]);
    expect((await erase(driver.id, w.as.business)).statusCode).toBe(200);
    expect(await count(w.t, 'documents', 'driver_id = $1', [driver.id])).toBe(0);
    expect(await count(w.t, 'uploads', 'name = $1', [file])).toBe(0);
    expect(await count(w.t, 'upload_contents', 'name = $1', [file])).toBe(0);
  });

  it("exports an owner's bank account masked and its statements; erasure keeps only the statements", async () => {
    const headers = await signedInUser(w.t, 'proprio@rgpd.test', null, 'asset_owner');
    const owner = await userId('proprio@rgpd.test');
    await w.t.db.query(
      `insert into owner_bank_accounts (owner_user_id, holder, sealed, key_id, iban_masked)
       values ($1, 'Proprio RGPD', 'sealed-bytes', 'k1', 'FR76 •••• 0189')`,
      [owner],
    );
    await w.t.db.query(
      `insert into payout_statements (number, owner_user_id, period_start, period_end, currency,
         gross, commission, net, adjustments, cod_collected, amount_due, earnings_count, iban_masked)
       values ('P-2026-900001', $1, '2026-10-01', '2026-11-01', 'EUR', 10000, 1000, 9000, 0, 0,
         9000, 1, 'FR76 •••• 0189')`,
      [owner],
    );
    const zip = unzipSync((await w.t.app.inject({ url: '/api/me/export', headers })).rawPayload);
    const bank = strFromU8(zip['bank-account.csv']!);
    expect(bank).toContain('FR76 •••• 0189');
    expect(bank).not.toContain('sealed-bytes');
    expect(strFromU8(zip['payout-statements.csv']!)).toContain('P-2026-900001');

    expect((await erase(owner, w.as.superadmin)).statusCode).toBe(200);
    expect(await count(w.t, 'owner_bank_accounts', 'owner_user_id = $1', [owner])).toBe(0);
    expect(await count(w.t, 'payout_statements', 'owner_user_id = $1', [owner])).toBe(1);
  });

  it('lets the superadmin erase anyone but itself', async () => {
    const owner2 = await userId('owner2@flotte.test');
    expect((await erase(owner2, w.as.superadmin)).statusCode).toBe(200);
    expect((await person(owner2)).erased_at).not.toBeNull();
    const admin = await userId('admin@flotte.demo');
    expect((await erase(admin, w.as.superadmin)).statusCode).toBe(404);
  });
});

describe('POST /business-dispatches/{id}/recipient-erasure', () => {
  const erase = (id: string, headers?: Headers, body: object = { reason: 'Demande du client' }) =>
    inject(w.t, 'POST', `/business-dispatches/${id}/recipient-erasure`, headers, body);
  const state = (id: string) =>
    one(
      w.t,
      `select recipient_name, recipient_phone, recipient_email, personal_data_erased_at,
         (select count(*)::int from dispatch_proofs p join dispatches d on d.id = p.dispatch_id
          where d.request_id = r.id) as proofs,
         (select count(*)::int from audit_log where entity_id = r.id) as audit
       from requests r where r.id = $1`,
      [id],
    );

  /** A delivered request with a signature (its file stored); answers its id and the file. */
  async function delivered() {
    const id = await createRequest(w, {
      recipient_phone: '+33612345678',
      recipient_email: 'jeanne@example.com',
    });
    const dispatch = await assign(w, id, w.ids.ownerVan);
    for (const status of ['in_transit', 'delivered']) {
      expect((await move(w, dispatch, status)).statusCode).toBe(200);
    }
    const file = await storedFile(w.ids.owner);
    await w.t.db.query(
      `insert into dispatch_proofs (dispatch_id, kind, value) values ($1, 'signature', $2)`,
      [dispatch, `/api/uploads/${file}`],
    );
    return { id, file };
  }

  it('refuses other roles, API keys, another business, and an open request', async () => {
    const { id } = await delivered();
    const refused: [Headers | undefined, number, string][] = [
      [w.as.in_house_manager, 403, 'forbidden'],
      [w.as.asset_owner, 403, 'forbidden'],
      [w.as.b2b, 403, 'forbidden'],
      [writeKey, 403, 'forbidden'],
      [undefined, 401, 'unauthorized'],
      [w.otherBusiness, 404, 'not_found'],
      [w.parent, 404, 'not_found'],
    ];
    for (const [headers, status, code] of refused) {
      await expectRefused(
        () => state(id),
        () => erase(id, headers),
        status,
        { code },
      );
    }
    const open = await createRequest(w);
    await expectRefused(
      () => state(open),
      () => erase(open, w.as.business),
      409,
      {
        code: 'request_not_ended',
      },
    );
  });

  it("erases an ended request's recipient, proof and proof files; money and reference stay", async () => {
    const { id, file } = await delivered();
    const before = await one<{ reference: string; price: number }>(
      w.t,
      'select reference, price from requests where id = $1',
      [id],
    );
    const res = await erase(id, w.as.business);
    expect(res.statusCode).toBe(200);
    expect(await state(id)).toMatchObject({
      recipient_name: null,
      recipient_phone: null,
      recipient_email: null,
      proofs: 0,
    });
    expect(await count(w.t, 'uploads', 'name = $1', [file])).toBe(0);
    expect(await one(w.t, 'select reference, price from requests where id = $1', [id])).toEqual(
      before,
    );
    const entries = await auditOf('request', id);
    expect(entries.find((a) => a.action === 'erase_recipient')?.changes.reason).toBe(
      'Demande du client',
    );
    const page = await inject(w.t, 'GET', `/business-dispatches/${id}`, w.as.business);
    expect(page.json().data.recipient_name).toBeNull();
  });

  it('lets the superadmin erase any ended request', async () => {
    const { id } = await delivered();
    expect((await erase(id, w.as.superadmin)).statusCode).toBe(200);
  });
});
