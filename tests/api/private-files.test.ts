/**
 * Private files (issue 31, docs/security.md): an upload is served to whoever reads the record
 * that owns it (the first to name it), 404 to everyone else, signed out included; branding
 * images to anyone; an upload no record names to its uploader only. Short-lived signed links
 * (the tracking page's proof): 403 once expired or altered. The app's <img> reads through the
 * uploads cookie.
 */
import { describe, expect, it } from 'vitest';
import { uploadResponse } from '../../contract/upload';
import { UploadLinks } from '../../server/services/uploads';
import { JWT_SECRET } from './helpers';
import { createRequest, inject, newVan, oneDispatch, type Headers } from './requests-fixtures';
import { worldPerFile } from './per-file';
import { one } from './rows';
import { createDriverWorld, stepOk } from './steps-fixtures';
import { expectServed, JPEG, PDF, PNG, upload } from './upload-fixtures';

const w = worldPerFile(createDriverWorld);

const uploaded = async (headers: Headers, bytes = PNG, name = 'a.png', type = 'image/png') => {
  const res = await upload(w.t.app, headers, bytes, name, type);
  expect(res.statusCode).toBe(201);
  return uploadResponse.parse(res.json()).fileUrl;
};

const read = (url: string, headers: Record<string, string> = {}) =>
  w.t.app.inject({ method: 'GET', url, headers });

/** Every role, two callers of other tenants, the driver and a signed-out caller. */
const callers = (): Record<string, Headers | undefined> => ({
  superadmin: w.as.superadmin,
  in_house_manager: w.as.in_house_manager,
  asset_owner: w.as.asset_owner,
  business: w.as.business,
  b2b: w.as.b2b,
  other_owner: w.otherOwner,
  other_business: w.otherBusiness,
  driver: w.driver.headers,
  'signed out': undefined,
});

/** 200 for `readers`, 404 for every other caller. */
const readBy = (...readers: string[]) =>
  Object.fromEntries(
    Object.keys(callers()).map((name) => [name, readers.includes(name) ? 200 : 404]),
  );

const statuses = async (url: string) => {
  const table: Record<string, number> = {};
  for (const [name, headers] of Object.entries(callers())) {
    table[name] = (await read(url, headers)).statusCode;
  }
  return table;
};

describe('private files: the readers of their record, 404 to anyone else', () => {
  it("an asset's photo and documents: its readers only; another record naming it later reads nothing", async () => {
    const photo = await uploaded(w.as.asset_owner);
    const doc = await uploaded(w.as.asset_owner, PDF, 'card.pdf', 'application/pdf');
    const saved = await inject(w.t, 'PATCH', `/assets/${w.ids.ownerVan2}`, w.as.asset_owner, {
      photo_url: photo,
      document_urls: [doc],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The other owner names the same file on its own van: the file stays the first record's.
    const copied = await inject(w.t, 'PATCH', `/assets/${w.ids.otherVan}`, w.otherOwner, {
      photo_url: photo,
    });
    expect(copied.statusCode, copied.body).toBe(200);
    const expected = readBy('superadmin', 'in_house_manager', 'asset_owner');
    expect(await statuses(photo)).toEqual(expected);
    expect(await statuses(doc)).toEqual(expected);
    // Documents download as attachments, with their checked type and nosniff.
    const name = doc.replace('/api/uploads/', '');
    expectServed(await read(doc, w.as.asset_owner), name, PDF, 'application/pdf', 'attachment');
  });

  it("a driver's medical certificate: its employer, the operator and the driver, no one else", async () => {
    const file = await uploaded(w.as.asset_owner, PDF, 'medical.pdf', 'application/pdf');
    const kind = await one<{ id: string }>(
      w.t,
      `select id from document_kinds where code = 'medical_certificate'`,
    );
    const res = await inject(w.t, 'POST', '/documents', w.as.asset_owner, {
      driver_id: w.driver.id,
      kind_id: kind.id,
      valid_to: '2099-01-01',
      file_url: file,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await statuses(file)).toEqual(
      readBy('superadmin', 'in_house_manager', 'asset_owner', 'driver'),
    );
  });

  it("a delivery's photo and signature: the dispatch's readers only", async () => {
    const photo = await uploaded(w.driver.headers, JPEG, 'door.jpg', 'image/jpeg');
    const signature = await uploaded(w.driver.headers);
    const requestId = await createRequest(w, { price: 0 });
    const assigned = await inject(w.t, 'POST', '/asset-dispatch', w.as.asset_owner, {
      request_id: requestId,
      asset_id: await newVan(w, 'Private files van'),
      driver_id: w.driver.id,
    });
    const dispatchId = oneDispatch.parse(assigned.json()).data.id;
    await stepOk(w, dispatchId, w.driver.headers, { step: 'picked_up' });
    await stepOk(w, dispatchId, w.driver.headers, {
      step: 'delivered',
      proof: { photo, signature },
    });
    const expected = readBy('superadmin', 'in_house_manager', 'asset_owner', 'business', 'driver');
    expect(await statuses(photo)).toEqual(expected);
    expect(await statuses(signature)).toEqual(expected);
  });

  it('an upload no record names: its uploader only', async () => {
    const file = await uploaded(w.as.business);
    expect(await statuses(file)).toEqual(readBy('business'));
  });

  it('branding images are public by design', async () => {
    const logo = await uploaded(w.as.business);
    await w.t.db.query(
      `insert into customizations (business_id, logo) values ($1, $2)
       on conflict (business_id) do update set logo = excluded.logo`,
      [w.ids.business, logo],
    );
    const table = await statuses(logo);
    expect(Object.values(table).every((status) => status === 200)).toBe(true);
  });

  it('the app’s <img> reads through the uploads cookie: the session’s token, else nothing', async () => {
    const file = await uploaded(w.as.asset_owner);
    const token = w.as.asset_owner.authorization.replace('Bearer ', '');
    expect((await read(file, { cookie: `other=1; flotte_uploads=${token}` })).statusCode).toBe(200);
    const stranger = w.otherOwner.authorization.replace('Bearer ', '');
    expect((await read(file, { cookie: `flotte_uploads=${stranger}` })).statusCode).toBe(404);
    expect((await read(file, { cookie: 'flotte_uploads=not-a-token' })).statusCode).toBe(404);
    // An ended session's token is no caller either.
    expect((await read(file, { authorization: 'Bearer not-a-token' })).statusCode).toBe(404);
  });
});

describe('short-lived signed links', () => {
  it('serve for minutes to anyone; expired, altered or for another file: 403', async () => {
    const file = await uploaded(w.as.asset_owner);
    const other = await uploaded(w.as.asset_owner);
    const links = new UploadLinks(JWT_SECRET);
    const link = links.sign(file);
    expect(link).toMatch(/\?expires=\d+&signature=[0-9a-f]{64}$/);

    const served = await read(link);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const maxAge = Number(/max-age=(\d+)/.exec(String(served.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(15 * 60);

    const expired = new UploadLinks(JWT_SECRET, () => Date.now() - 16 * 60_000).sign(file);
    const [, query] = link.split('?');
    const params = new URLSearchParams(query);
    const later = `${file}?expires=${Number(params.get('expires')) + 3600}&signature=${params.get('signature')}`;
    const flipped = link.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    const moved = `${other}?${query}`;
    const otherSecret = new UploadLinks('another-secret-that-is-long-enough-0123456789').sign(file);
    for (const refused of [expired, later, flipped, moved, otherSecret, `${file}?expires=1`]) {
      const res = await read(refused);
      expect(res.statusCode, refused).toBe(403);
      expect(res.rawPayload.includes(PNG)).toBe(false);
    }
    // A link to an unknown name is the same 404 as without one.
    expect(
      (await read(links.sign('/api/uploads/00000000-0000-4000-8000-000000000000.png'))).statusCode,
    ).toBe(404);
  });
});
