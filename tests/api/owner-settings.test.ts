/**
 * An asset owner's own settings (`/owner-settings`, docs/rounds.md "Auto-dispatch") per role:
 * the owner reads and turns his auto-dispatch on and off (audited), another owner's stay his
 * own, every other caller is refused as the permission table says.
 */
import { describe, expect, it } from 'vitest';
import { oneResponse } from '../../contract/common';
import { ownerSettings } from '../../contract/owner-settings';
import { createKey } from './integrations-fixtures';
import { worldPerFile } from './per-file';
import { count, createWorld, inject, type Headers } from './requests-fixtures';
import { insertDriver } from './steps-fixtures';

const w = worldPerFile(() => createWorld());

const read = async (as: Headers) => {
  const res = await inject(w.t, 'GET', '/owner-settings', as);
  expect(res.statusCode, res.body).toBe(200);
  return oneResponse(ownerSettings).parse(res.json()).data.auto_dispatch;
};
const write = (as: Headers | undefined, body: object) =>
  inject(w.t, 'PATCH', '/owner-settings', as, body);

describe('the owner’s auto-dispatch setting', () => {
  it('is off by default; the owner turns it on and off, each change audited', async () => {
    expect(await read(w.as.asset_owner)).toBe(false);
    const on = await write(w.as.asset_owner, { auto_dispatch: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(oneResponse(ownerSettings).parse(on.json()).data).toEqual({ auto_dispatch: true });
    expect(await read(w.as.asset_owner)).toBe(true);
    const entries = `entity = 'owner_settings' and entity_id = $1 and actor_user_id = $1`;
    expect(await count(w, 'audit_log', entries, [w.ids.owner])).toBe(1);
    // Nothing sent, nothing changed (still one entry per call).
    expect((await write(w.as.asset_owner, {})).statusCode).toBe(200);
    expect(await read(w.as.asset_owner)).toBe(true);
    expect((await write(w.as.asset_owner, { auto_dispatch: false })).statusCode).toBe(200);
    expect(await read(w.as.asset_owner)).toBe(false);
    expect(await count(w, 'audit_log', entries, [w.ids.owner])).toBe(3);
  });

  it('refuses a body that is not the setting (400), writing nothing', async () => {
    for (const body of [{ auto_dispatch: 'yes' }, { auto_dispatch: null }, { other: true }]) {
      expect((await write(w.as.asset_owner, body)).statusCode).toBe(400);
    }
    expect(await read(w.as.asset_owner)).toBe(false);
  });

  it('keeps another owner’s apart: each reads and changes only his own', async () => {
    expect((await write(w.otherOwner, { auto_dispatch: true })).statusCode).toBe(200);
    expect(await read(w.otherOwner)).toBe(true);
    expect(await read(w.as.asset_owner)).toBe(false);
    expect((await write(w.as.asset_owner, { auto_dispatch: true })).statusCode).toBe(200);
    expect((await write(w.otherOwner, { auto_dispatch: false })).statusCode).toBe(200);
    expect(await read(w.as.asset_owner)).toBe(true);
    await write(w.as.asset_owner, { auto_dispatch: false });
  });

  it('refuses every other role (403), an API key (403) and the anonymous (401)', async () => {
    const driver = await insertDriver(w, 'owner-settings@drivers.test', { owner: w.ids.owner });
    const readKey = await createKey(w, w.as.business, { scope: 'read' });
    const writeKey = await createKey(w, w.as.business, { scope: 'write' });
    const refused = [
      w.as.business,
      w.as.b2b,
      w.as.in_house_manager,
      w.as.superadmin,
      driver.headers,
      readKey.headers,
      writeKey.headers,
    ];
    for (const as of refused) {
      expect((await inject(w.t, 'GET', '/owner-settings', as)).statusCode).toBe(403);
      expect((await write(as, { auto_dispatch: true })).statusCode).toBe(403);
    }
    expect((await inject(w.t, 'GET', '/owner-settings')).statusCode).toBe(401);
    expect((await write(undefined, { auto_dispatch: true })).statusCode).toBe(401);
    expect(await count(w, 'users', 'auto_dispatch')).toBe(0);
  });
});
