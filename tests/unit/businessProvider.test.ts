import './support/localStorage';
import { describe, expect, it } from 'vitest';
import { answer, apiError, json, sent } from './support/api';
import { servedDataProvider } from './support/dataProvider';

const dataProvider = servedDataProvider();

describe('business custom methods (superadmin, manager)', () => {
  it('toggleBusinessStatus PATCHes the state wanted and answers the business', async () => {
    answer('patch', '/business/:id/toggle-status', () =>
      json({ data: { id: 'b 1', active: true } }),
    );
    const business = await dataProvider.toggleBusinessStatus('b 1', true);
    expect(sent[0]?.method).toBe('PATCH');
    expect(sent[0]?.url.pathname).toBe('/api/business/b%201/toggle-status');
    expect(sent[0]?.body).toEqual({ active: true });
    expect(business).toEqual({ id: 'b 1', active: true });

    await dataProvider.toggleBusinessStatus('b 1', false);
    expect(sent[1]?.body).toEqual({ active: false });
  });

  it('getSettingsOfBusiness reads /business-settings/{id}', async () => {
    answer('get', '/business-settings/:id', () =>
      json({ data: { business_id: 'b1', currency: 'EUR', saved: false } }),
    );
    const settings = await dataProvider.getSettingsOfBusiness('b1');
    expect(sent[0]?.url.pathname).toBe('/api/business-settings/b1');
    expect(settings).toMatchObject({ business_id: 'b1', saved: false });
  });

  it('getWalletHistory asks for the number of days, 90 by default', async () => {
    const points = [{ date: '2025-03-01', balance: 0 }];
    answer('get', '/superadmin/business/:id/wallet-history', () => json({ data: points }));
    expect(await dataProvider.getWalletHistory('b1')).toEqual(points);
    expect(sent[0]?.url.pathname).toBe('/api/superadmin/business/b1/wallet-history');
    expect(sent[0]?.url.search).toBe('?days=90');
    await dataProvider.getWalletHistory('b1', 30);
    expect(sent[1]?.url.search).toBe('?days=30');
  });

  it('getBusinessTransactions pages the ledger with limit/skip and reads the total', async () => {
    answer('get', '/superadmin/business/:id/transactions', () =>
      json({ data: [{ id: 't1' }], pagination: { total: 31, limit: 10, skip: 20 } }),
    );
    const result = await dataProvider.getBusinessTransactions('b1', { limit: 10, skip: 20 });
    expect(sent[0]?.url.pathname).toBe('/api/superadmin/business/b1/transactions');
    expect(sent[0]?.url.search).toBe('?limit=10&skip=20');
    expect(result).toEqual({ data: [{ id: 't1' }], total: 31 });
  });

  it('a refusal reaches the page as the translated code', async () => {
    answer('patch', '/business/:id/toggle-status', () => apiError(403, 'forbidden'));
    await expect(dataProvider.toggleBusinessStatus('b1', true)).rejects.toMatchObject({
      status: 403,
      message: 'flotte.errors.forbidden',
    });
  });
});
