/**
 * Settings writes racing each other and the first money movement, on a PostgreSQL server
 * (DATABASE_URL: the app's pool runs them in parallel transactions). Skipped on PGlite, whose
 * single connection serialises everything.
 */
import { describe, expect, it } from 'vitest';
import { oneResponse } from '../../contract/common';
import { businessSettings } from '../../contract/business-settings';
import { addBusiness, signedInUser, inject, makeBusinessWorld } from './white-label-fixtures';
import { raceWorldPerFile } from './per-file';
import { onPostgres } from './helpers';

const w = raceWorldPerFile(makeBusinessWorld);

describe('settings under concurrency (PostgreSQL)', () => {
  it.skipIf(!onPostgres)(
    'a currency change racing the first top-up: the wallet and the settings always agree',
    async () => {
      for (let round = 0; round < 8; round++) {
        const id = await addBusiness(w, `course-devise-${round}`, 'standard');
        const staff = await signedInUser(w.t, `staff@course-devise-${round}.test`, id);
        const [change, topUp] = await Promise.all([
          inject(w.t, 'PATCH', '/business-settings', staff, { currency: 'USD' }),
          inject(w.t, 'POST', `/superadmin/business/${id}/wallet/top-up`, w.as.superadmin, {
            amount: 100,
          }),
        ]);
        expect(topUp.statusCode).toBe(201);
        expect([200, 409]).toContain(change.statusCode);
        const settings = oneResponse(businessSettings).parse(
          (await inject(w.t, 'GET', '/business-settings', staff)).json(),
        ).data;
        const wallet = await w.t.db.query<{ currency: string }>(
          'select currency from wallets where business_id = $1',
          [id],
        );
        expect(wallet[0]!.currency.trim(), `round ${round}`).toBe(settings.currency);
        expect(settings.currency).toBe(change.statusCode === 200 ? 'USD' : 'EUR');
      }
    },
  );

  it.skipIf(!onPostgres)(
    'partial changes racing on a business that never saved: none is lost',
    async () => {
      const id = await addBusiness(w, 'course-reglages', 'standard');
      const staff = await signedInUser(w.t, 'staff@course-reglages.test', id);
      const results = await Promise.all([
        inject(w.t, 'PATCH', '/business-settings', staff, { timezone: 'UTC' }),
        inject(w.t, 'PATCH', '/business-settings', staff, { low_balance_threshold: 500 }),
        inject(w.t, 'PATCH', '/business-settings', staff, { default_language: 'en' }),
        inject(w.t, 'PATCH', '/business-settings', staff, { require_recipient_phone: true }),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const settings = oneResponse(businessSettings).parse(
        (await inject(w.t, 'GET', '/business-settings', staff)).json(),
      ).data;
      expect(settings).toMatchObject({
        timezone: 'UTC',
        low_balance_threshold: 500,
        default_language: 'en',
        require_recipient_phone: true,
        saved: true,
      });
    },
  );
});
