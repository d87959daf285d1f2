import { http, HttpResponse } from 'msw';
import type { Asset } from '../../../contract/asset';
import type { Maintenance } from '../../../contract/maintenance';
import { StorageKeys } from '../../../src/providers/storage';
import { server, signInAs } from './app';
import { assetRecord, documentKindRecord } from './records';
import { apiError, list as page, recordsOf } from './api';

/** Records as the API answers them (contract shapes), for the maintenance screens. */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Noon, `days` from today (local): due-in-days sentences do not depend on the hour of the run. */
export const daysFromToday = (days: number) => {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  return new Date(date.getTime() + days * DAY_MS).toISOString();
};

export const truck: Asset = assetRecord({
  make: 'Renault',
  model: 'Master',
  year: 2020,
  capacity_kg: 1200,
  odometer_km: 59580,
});

export const work = (over: Partial<Maintenance> & Pick<Maintenance, 'id' | 'title'>) =>
  ({
    asset_id: 'a-1',
    asset_name: 'Camion bleu',
    owner_user_id: 'user-asset_owner',
    business_id: null,
    kind: 'preventive',
    description: null,
    scheduled_at: null,
    due_odometer_km: null,
    asset_odometer_km: 59580,
    repeat_every_days: null,
    repeat_every_km: null,
    status: 'scheduled',
    due_level: 'upcoming',
    started_at: null,
    completed_at: null,
    cancelled_at: null,
    cost: null,
    currency: 'EUR',
    vendor: null,
    completed_odometer_km: null,
    document_kind_id: null,
    previous_id: null,
    next_id: null,
    created_at: '2025-02-01T09:00:00.000Z',
    updated_at: '2025-02-01T09:00:00.000Z',
    ...over,
  }) satisfies Maintenance;

/** An oil change due in 3 days or 420 km (the asset reads 59 580 km), every 180 days. */
export const oilChange = work({
  id: 'm-1',
  title: 'Vidange',
  scheduled_at: daysFromToday(3),
  due_odometer_km: 60000,
  due_level: 'due_soon',
  repeat_every_days: 180,
  repeat_every_km: 15000,
  cost: 12000,
  vendor: 'Garage Martin',
});

export const brakes = work({
  id: 'm-2',
  title: 'Plaquettes de frein',
  kind: 'corrective',
  scheduled_at: daysFromToday(-2),
  due_level: 'overdue',
});

export const inspection = work({
  id: 'm-3',
  title: 'Contrôle technique',
  kind: 'inspection',
  scheduled_at: daysFromToday(40),
  due_level: 'upcoming',
});

/** The shared answers, under the names these tests use. */
export { apiError, page };

/** The asset document kind a roadworthiness test renews (the form's "Document renouvelé"). */
export const roadworthiness = documentKindRecord({
  id: 'k-ct',
  code: 'roadworthiness',
  name: 'Contrôle technique',
});

/** The list (answering what the filter asks), its records by id, and the asset picker. */
export function serveMaintenance(rows: Maintenance[]) {
  server.use(
    ...recordsOf('document-kinds', [roadworthiness]),
    ...recordsOf('maintenance', rows, (m, query) => {
      const ids = query.getAll('id');
      return (
        (ids.length === 0 || ids.includes(m.id)) &&
        (!query.get('due_level') || m.due_level === query.get('due_level')) &&
        (!query.get('status') || m.status === query.get('status')) &&
        (!query.get('asset_id') || m.asset_id === query.get('asset_id'))
      );
    }),
    http.get('*/api/assets', () => page([truck])),
    http.get('*/api/assets/:id', () => HttpResponse.json({ data: truck })),
  );
}

/** Staff of the active business `businessId` (white-label, without the branding features). */
export function signInAsStaff(businessId: string) {
  const user = signInAs('business');
  localStorage.setItem(StorageKeys.user, JSON.stringify({ ...user, business_id: businessId }));
  server.use(
    http.get('*/api/business', () =>
      HttpResponse.json({ data: { id: businessId, kind: 'whitelabel', active: true } }),
    ),
    http.get('*/api/business-customization', () =>
      HttpResponse.json({ data: { branding: null, editable: false } }),
    ),
  );
}
