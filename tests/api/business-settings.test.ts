import { describe, expect, it } from 'vitest';
import { businessSettings } from '../../contract/business-settings';
import { errorResponse, oneResponse } from '../../contract/common';
import { wallet } from '../../contract/wallet';
import { lockWallet } from '../../server/services/money/money';
import { newRequest, oneRequest } from './requests-fixtures';
import {
  addBusiness,
  signedInUser,
  statusesOf,
  READ_BY_EVERY_BUSINESS,
  inject,
  ledger,
  makeBusinessWorld,
  snapshot,
  type Headers,
  type StatusTable,
} from './white-label-fixtures';
import { worldPerFile } from './per-file';

const one = oneResponse(businessSettings);
const w = worldPerFile(makeBusinessWorld);

const get = (headers: Headers | undefined, id?: string) =>
  inject(w.t, 'GET', id ? `/business-settings/${id}` : '/business-settings', headers);
const post = (headers: Headers | undefined, body: object) =>
  inject(w.t, 'POST', '/business-settings', headers, body);
const patch = (headers: Headers | undefined, body: object) =>
  inject(w.t, 'PATCH', '/business-settings', headers, body);
const settingsOf = async (headers: Headers) => {
  const res = await get(headers);
  expect(res.statusCode).toBe(200);
  return one.parse(res.json()).data;
};
const detail = (body: unknown) => errorResponse.parse(body).details?.[0];

/** A fresh active business with one staff member, for tests that need a blank slate. */
async function freshBusiness(
  slug: string,
  more: Parameters<typeof addBusiness>[4] = {},
): Promise<{ id: string; staff: Headers }> {
  const id = await addBusiness(w, slug, 'standard', null, more);
  return { id, staff: await signedInUser(w.t, `staff@${slug}.test`, id) };
}

describe('GET /business-settings', () => {
  it('answers the defaults, saved: false, until the business saves any', async () => {
    expect(await settingsOf(w.as.business)).toEqual({
      business_id: w.ids.business,
      currency: 'EUR',
      // The demo business's wallet has moved money.
      currency_locked: true,
      timezone: 'Europe/Paris',
      country: 'FR',
      default_language: 'fr',
      require_recipient_phone: false,
      default_package_type_id: null,
      low_balance_threshold: 0,
      notification_emails: [],
      // Every recipient mail (docs/tracking.md), until the business chooses.
      recipient_notices: ['assigned', 'in_transit', 'delivered', 'cancelled', 'eta_soon', 'failed'],
      // No proof required at delivery (docs/drivers.md).
      proof_required: [],
      // Auto-dispatch off (docs/rounds.md).
      auto_dispatch: false,
      saved: false,
      updated_at: null,
    });
  });

  it('reads the wallet’s currency and the business’s country; B2B staff read their own', async () => {
    const { staff, id } = await freshBusiness('dakar-express', { currency: 'XOF', country: 'SN' });
    expect(await settingsOf(staff)).toMatchObject({
      business_id: id,
      currency: 'XOF',
      country: 'SN',
      saved: false,
    });
    expect(await settingsOf(w.callers.wl_client)).toMatchObject({
      business_id: w.biz.wlClient,
      currency: 'EUR',
      country: null,
    });
  });
});

describe('role × route', () => {
  // Runs before any settings are saved: POST creates (201) for every business's staff.
  const table: StatusTable = {
    'GET /business-settings': READ_BY_EVERY_BUSINESS,
    'POST /business-settings': {
      superadmin: 403,
      in_house_manager: 403,
      asset_owner: 403,
      business: 201,
      b2b: 403,
      wl: 201,
      wl_client: 403,
      wl_no_plan: 201,
      other_wl: 201,
      other_wl_client: 403,
    },
    'PATCH /business-settings': {
      superadmin: 403,
      in_house_manager: 403,
      asset_owner: 403,
      business: 200,
      b2b: 403,
      wl: 200,
      wl_client: 403,
      wl_no_plan: 200,
      other_wl: 200,
      other_wl_client: 403,
    },
    // The white-label parent's B2B client's settings.
    'GET /business-settings/{wlClient}': {
      superadmin: 200,
      in_house_manager: 200,
      asset_owner: 403,
      business: 404,
      b2b: 404,
      wl: 200,
      wl_client: 200,
      wl_no_plan: 404,
      other_wl: 404,
      other_wl_client: 404,
    },
  };

  it('answers each caller as the table says (and 401 without a token)', async () => {
    const seen = await statusesOf(w, table, (route, headers) =>
      route === 'GET /business-settings'
        ? get(headers)
        : route === 'POST /business-settings'
          ? post(headers, {})
          : route === 'PATCH /business-settings'
            ? patch(headers, {})
            : get(headers, w.biz.wlClient),
    );
    expect(seen).toEqual(table);
  });
});

describe('POST and PATCH /business-settings', () => {
  it('POST saves the first settings (201), merged over the defaults, and audits it', async () => {
    const { staff, id } = await freshBusiness('premiere-fois', { country: 'BE' });
    const res = await post(staff, {
      timezone: 'Africa/Abidjan',
      default_language: 'en',
      notification_emails: ['Ops@Premiere.test'],
    });
    expect(res.statusCode).toBe(201);
    const { data } = one.parse(res.json());
    expect(data).toMatchObject({
      business_id: id,
      currency: 'EUR',
      timezone: 'Africa/Abidjan',
      country: 'BE',
      default_language: 'en',
      notification_emails: ['ops@premiere.test'],
      saved: true,
    });
    expect(data.updated_at).not.toBeNull();
    expect(await settingsOf(staff)).toEqual(data);
    const audits = await w.t.db.query(
      `select action from audit_log where entity = 'business_settings' and entity_id = $1`,
      [id],
    );
    expect(audits).toEqual([{ action: 'create' }]);
  });

  it('POST answers 409 conflict once saved, and writes nothing', async () => {
    const { staff } = await freshBusiness('deux-fois');
    expect((await post(staff, { timezone: 'UTC' })).statusCode).toBe(201);
    const before = await snapshot(w);
    const res = await post(staff, { timezone: 'Europe/London' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict' });
    expect(await snapshot(w)).toEqual(before);
    expect((await settingsOf(staff)).timezone).toBe('UTC');
  });

  it('PATCH creates the row when absent and changes only the fields sent', async () => {
    const { staff } = await freshBusiness('partiel', { country: 'CH' });
    const first = await patch(staff, { low_balance_threshold: 2000 });
    expect(first.statusCode).toBe(200);
    expect(one.parse(first.json()).data).toMatchObject({
      low_balance_threshold: 2000,
      country: 'CH',
      timezone: 'Europe/Paris',
      saved: true,
    });
    const second = one.parse(
      (await patch(staff, { require_recipient_phone: true, country: null })).json(),
    ).data;
    expect(second).toMatchObject({
      low_balance_threshold: 2000,
      require_recipient_phone: true,
      country: null,
    });
    // One country: the business's own, which its record and the operator's filter read.
    const third = one.parse((await patch(staff, { country: 'LU' })).json()).data;
    const business = await inject(w.t, 'GET', `/business/${third.business_id}`, w.as.superadmin);
    expect(business.json()).toMatchObject({ data: { country: 'LU' } });
  });

  it('refuses invalid fields with catalog keys, and writes nothing', async () => {
    const { staff } = await freshBusiness('invalide');
    const inactiveType = (
      await w.t.db.query<{ id: string }>(
        `insert into request_package_types (name, active) values ('Ancien format', false)
         returning id`,
      )
    )[0]!.id;
    const before = await snapshot(w);
    const cases: [object, string, string, object?][] = [
      [{ timezone: 'Mars/Olympus_Mons' }, 'timezone', 'flotte.validation.timezone'],
      [{ currency: 'eur' }, 'currency', 'flotte.validation.currency'],
      [{ country: 'FRA' }, 'country', 'flotte.validation.country'],
      [{ default_language: 'de' }, 'default_language', 'flotte.validation.invalid'],
      [{ low_balance_threshold: -1 }, 'low_balance_threshold', 'flotte.validation.non_negative'],
      [{ low_balance_threshold: 1.5 }, 'low_balance_threshold', 'flotte.validation.integer'],
      [
        { notification_emails: ['pas-une-adresse'] },
        'notification_emails.0',
        'flotte.validation.email',
      ],
      [
        { notification_emails: Array.from({ length: 11 }, (_, i) => `a${i}@x.test`) },
        'notification_emails',
        'flotte.validation.too_many',
        { max: 10 },
      ],
      [
        { recipient_notices: ['delivered', 'teleported'] },
        'recipient_notices.1',
        'flotte.validation.invalid',
      ],
      [{ default_package_type_id: 'nope' }, 'default_package_type_id', 'flotte.validation.invalid'],
      [
        { default_package_type_id: '00000000-0000-4000-8000-000000000000' },
        'default_package_type_id',
        'flotte.validation.invalid',
      ],
      [
        { default_package_type_id: inactiveType },
        'default_package_type_id',
        'flotte.validation.invalid',
      ],
    ];
    for (const [body, path, message, args] of cases) {
      for (const send of [post, patch]) {
        const res = await send(staff, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(detail(res.json()), JSON.stringify(body)).toEqual({
          path,
          message,
          ...(args ? { args } : {}),
        });
      }
    }
    expect(await snapshot(w)).toEqual(before);
  });

  it('an inactive business reads its settings but cannot write them (403 business_inactive)', async () => {
    const { staff } = await freshBusiness('en-attente', { active: false });
    const before = await snapshot(w);
    for (const send of [post, patch]) {
      const res = await send(staff, { timezone: 'UTC' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'business_inactive' });
    }
    expect(await snapshot(w)).toEqual(before);
    expect((await settingsOf(staff)).saved).toBe(false);
  });
});

describe('currency', () => {
  const walletOf = async (headers: Headers) =>
    oneResponse(wallet).parse((await inject(w.t, 'GET', '/wallet', headers)).json()).data;
  const topUp = (businessId: string) =>
    inject(w.t, 'POST', `/superadmin/business/${businessId}/wallet/top-up`, w.as.superadmin, {
      amount: 1000,
    });

  it('the currency is the wallet’s, the one place it lives; top-ups keep it', async () => {
    const { staff, id } = await freshBusiness('geneve', { currency: 'CHF' });
    expect(await walletOf(staff)).toMatchObject({ currency: 'CHF', balance: 0 });
    expect(await settingsOf(staff)).toMatchObject({ currency: 'CHF', currency_locked: false });
    expect((await topUp(id)).statusCode).toBe(201);
    expect(await walletOf(staff)).toMatchObject({ currency: 'CHF', balance: 1000 });
    expect(await settingsOf(staff)).toMatchObject({ currency: 'CHF', currency_locked: true });

    // A business written without a wallet reads EUR; a change creates the wallet in it.
    const other = await freshBusiness('new-york');
    expect(await walletOf(other.staff)).toMatchObject({ id: null, currency: 'EUR' });
    expect((await patch(other.staff, { currency: 'USD' })).statusCode).toBe(200);
    expect((await walletOf(other.staff)).id).not.toBeNull();
    expect((await topUp(other.id)).statusCode).toBe(201);
    expect(await walletOf(other.staff)).toMatchObject({ currency: 'USD', balance: 1000 });
  });

  it('changes the wallet’s currency while no money has moved, then locks it (409)', async () => {
    const { staff, id } = await freshBusiness('abidjan');
    // A wallet row without any movement (as a first request at price 0 leaves it).
    await w.t.db.transaction((tx) => lockWallet(tx, id));
    const changed = await patch(staff, { currency: 'XOF' });
    expect(changed.statusCode).toBe(200);
    expect(one.parse(changed.json()).data.currency).toBe('XOF');
    expect(await walletOf(staff)).toMatchObject({ currency: 'XOF', balance: 0 });

    expect((await topUp(id)).statusCode).toBe(201);
    const before = await snapshot(w);
    const locked = await patch(staff, { currency: 'EUR', timezone: 'UTC' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'currency_locked' });
    expect(await snapshot(w)).toEqual(before);
    // The same currency again is no change: accepted.
    expect((await patch(staff, { currency: 'XOF', timezone: 'UTC' })).statusCode).toBe(200);
    expect(await walletOf(staff)).toMatchObject({ currency: 'XOF', balance: 1000 });
  });

  it('the demo business, whose wallet has moved money, cannot change currency', async () => {
    const before = await snapshot(w);
    const locked = await patch(w.as.business, { currency: 'USD' });
    expect(locked.json()).toMatchObject({ statusCode: 409, code: 'currency_locked' });
    expect(await snapshot(w)).toEqual(before);
  });
});

describe('GET /business-settings/{id}', () => {
  it('operator staff read any live business; a deleted or unknown one is 404', async () => {
    for (const headers of [w.as.superadmin, w.as.in_house_manager]) {
      const res = await get(headers, w.ids.business);
      expect(res.statusCode).toBe(200);
      expect(one.parse(res.json()).data.business_id).toBe(w.ids.business);
    }
    const { id } = await freshBusiness('supprimee');
    await w.t.db.query('update businesses set deleted_at = now() where id = $1', [id]);
    for (const bad of [id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await get(w.as.superadmin, bad)).statusCode, bad).toBe(404);
    }
  });

  it('business staff read their own; another business’s is 404', async () => {
    expect((await get(w.as.business, w.ids.business)).statusCode).toBe(200);
    expect((await get(w.as.business, w.ids.other)).statusCode).toBe(404);
    expect((await get(w.otherBusiness, w.ids.business)).statusCode).toBe(404);
  });

  it('a white-label business reads its own B2B clients’, not another’s; B2B staff not their parent’s', async () => {
    const res = await get(w.callers.wl, w.biz.wlClient);
    expect(one.parse(res.json()).data.business_id).toBe(w.biz.wlClient);
    expect((await get(w.callers.wl, w.biz.otherWlClient)).statusCode).toBe(404);
    expect((await get(w.callers.other_wl, w.biz.wlClient)).statusCode).toBe(404);
    expect((await get(w.callers.wl_client, w.biz.wl)).statusCode).toBe(404);
    expect((await get(w.callers.wl_client, w.biz.otherWlClient)).statusCode).toBe(404);
    // The rule is the parent link, not the plan: a white-label business without one reads too.
    expect((await get(w.callers.wl_no_plan, w.biz.wlNoPlanClient)).statusCode).toBe(200);
  });
});

describe('dispatch options', () => {
  const create = (headers: Headers, body: object) =>
    inject(
      w.t,
      'POST',
      '/business-dispatches',
      headers,
      newRequest({ asset_type_id: w.ids.van, price: 0, ...body }),
    );
  const packageType = async (name: string) =>
    (
      await w.t.db.query<{ id: string }>('select id from request_package_types where name = $1', [
        name,
      ])
    )[0]!.id;

  it('require_recipient_phone refuses a request without one (400 on recipient_phone)', async () => {
    const { staff } = await freshBusiness('telephone-requis');
    expect((await create(staff, {})).statusCode).toBe(201);
    expect((await patch(staff, { require_recipient_phone: true })).statusCode).toBe(200);
    const before = await snapshot(w);
    for (const phone of [undefined, null, '']) {
      const res = await create(staff, { recipient_phone: phone });
      expect(res.statusCode).toBe(400);
      expect(detail(res.json())).toEqual({
        path: 'recipient_phone',
        message: 'flotte.validation.required',
      });
    }
    expect(await snapshot(w)).toEqual(before);
    const ok = await create(staff, { recipient_phone: '+33 6 12 34 56 78' });
    expect(ok.statusCode).toBe(201);
    // Other businesses are not concerned.
    expect((await create(w.otherBusiness, {})).statusCode).toBe(201);
  });

  it('default_package_type_id fills a request that names none, while the type is active', async () => {
    const { staff } = await freshBusiness('colis-par-defaut');
    const colis = await packageType('Colis');
    const palette = await packageType('Palette');
    expect((await patch(staff, { default_package_type_id: colis })).statusCode).toBe(200);

    const byDefault = oneRequest.parse((await create(staff, {})).json()).data;
    expect(byDefault.package_type_id).toBe(colis);
    const named = oneRequest.parse((await create(staff, { package_type_id: palette })).json()).data;
    expect(named.package_type_id).toBe(palette);
    // The default type's weight cap holds like a named one's.
    const heavy = await create(staff, { weight_kg: 50 });
    expect(heavy.statusCode).toBe(400);
    expect(detail(heavy.json())?.path).toBe('weight_kg');

    await w.t.db.query('update request_package_types set active = false where id = $1', [colis]);
    try {
      const none = oneRequest.parse((await create(staff, {})).json()).data;
      expect(none.package_type_id).toBeNull();
    } finally {
      await w.t.db.query('update request_package_types set active = true where id = $1', [colis]);
    }
  });
});

describe('wallet currency and the ledger', () => {
  it('a ledger row locks the currency even when the balance is back to 0', async () => {
    const { staff, id } = await freshBusiness('solde-nul');
    await ledger(w, id, 'credit', 'top_up', 500);
    await ledger(w, id, 'debit', 'request_charge', 500);
    const res = await patch(staff, { currency: 'GBP' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'currency_locked' });
  });
});
