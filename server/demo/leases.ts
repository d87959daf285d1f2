/**
 * Lease offers of the three owners and their leases: one ended (deposit returned), three
 * active (two ending within the week), one proposed, one cancelled. Every period begun is
 * charged, as the lease-charges job would have (docs/leases.md), so the job finds nothing due
 * at the first start; the money part writes the ledger rows and earnings listed here.
 */
import { instantOf, leaseCharges, periodStart, type LeasePeriod } from '../services/leases/periods';
import type { DemoBusinessKey, DemoPeople } from './businesses';
import { DAY_MS, insertRows, iso, MINUTE_MS, type DemoContext, type Row } from './context';
import type { DemoAsset } from './fleet';
import type { Movement, OwnerEarning } from './money';

/** asset, lessee, period, rate, deposit, first day, last day, status, offer kept. */
type LeaseSpec = [
  string,
  DemoBusinessKey,
  LeasePeriod,
  number,
  number,
  number,
  number,
  'active' | 'ended' | 'pending' | 'cancelled',
];

const LEASES: readonly LeaseSpec[] = [
  ['Volvo FH', 'durand', 'week', 95_000, 200_000, -75, -47, 'ended'],
  ['Toyota Traigo', 'durand', 'week', 38_000, 50_000, -25, 4, 'active'],
  ['Remorque Lider', 'atlas', 'month', 42_000, 30_000, -40, 50, 'active'],
  ['Honda PCX', 'atlas', 'day', 2_500, 10_000, -6, 2, 'active'],
  ['Iveco Daily', 'durand', 'week', 35_000, 80_000, 5, 19, 'pending'],
  ['Fiat Ducato', 'atlas', 'week', 33_000, 60_000, -30, -2, 'cancelled'],
];

export interface LeasesResult {
  /** Assets an active lease holds. */
  leased: Set<string>;
  /** Assets ever leased: kept out of the dispatches, whose history would overlap. */
  reserved: Set<string>;
  movements: Movement[];
  earnings: OwnerEarning[];
}

export async function seedLeases(
  ctx: DemoContext,
  people: DemoPeople,
  assets: readonly DemoAsset[],
): Promise<LeasesResult> {
  const { rand, clock } = ctx;
  const byName = new Map(assets.map((a) => [a.name, a]));
  const offers: Row[] = [];
  const offerOf = new Map<string, string>();
  const offer = (asset: DemoAsset | null, typeName: string | null, owner: string, terms: Row) => {
    const id = rand.uuid();
    if (asset) offerOf.set(asset.id, id);
    const created = iso(clock.at(-rand.int(80, 95), 11));
    offers.push({
      id,
      owner_user_id: owner,
      asset_id: asset?.id ?? null,
      asset_type_id: typeName ? ctx.assetTypes.get(typeName)!.id : null,
      min_days: 1,
      max_days: null,
      deposit: 0,
      currency: 'EUR',
      regions: [],
      notes: null,
      active: true,
      created_at: created,
      updated_at: created,
      ...terms,
    });
  };
  for (const [name, period, rate, deposit] of [
    ['Remorque Lider', 'month', 42_000, 30_000],
    ['Volvo FH', 'week', 95_000, 200_000],
    ['Toyota Traigo', 'week', 38_000, 50_000],
    ['Honda PCX', 'day', 2_500, 10_000],
    ['Iveco Daily', 'week', 35_000, 80_000],
    ['Fiat Ducato', 'week', 33_000, 60_000],
  ] as const) {
    const asset = byName.get(name)!;
    offer(asset, null, asset.ownerId!, {
      period,
      rate,
      deposit,
      min_days: period === 'day' ? 1 : 7,
    });
  }
  // Offers for any asset of a type, one of them withdrawn.
  offer(null, 'Camionnette', people.owners.amina, {
    period: 'week',
    rate: 34_000,
    deposit: 80_000,
    min_days: 7,
    max_days: 90,
    regions: ['Île-de-France', 'Auvergne-Rhône-Alpes'],
    notes: 'Entretien compris, kilométrage illimité.',
  });
  offer(null, 'Moto', people.owners.marc, { period: 'day', rate: 2_200, active: false });
  await insertRows(ctx.tx, 'lease_preferences', offers);

  const rows: Row[] = [];
  const result: LeasesResult = {
    leased: new Set(),
    reserved: new Set(),
    movements: [],
    earnings: [],
  };
  const today = clock.date(0);
  for (const [name, lessee, period, rate, deposit, first, last, status] of LEASES) {
    const asset = byName.get(name)!;
    const id = rand.uuid();
    const terms = { start_date: clock.date(first), end_date: clock.date(last), period, rate };
    const proposed = clock.at(first - 3, 10);
    const accepted = clock.at(first - 2, 14);
    const charges = leaseCharges(terms).filter(
      (c) => status !== 'pending' && status !== 'cancelled' && c.start <= today,
    );
    const next = leaseCharges(terms)[charges.length];
    const endedAt = status === 'ended' ? clock.at(last + 1, 9) : null;
    const cancelledAt = status === 'cancelled' ? clock.at(first - 1, 16) : null;
    rows.push({
      id,
      asset_id: asset.id,
      lessor_user_id: asset.ownerId,
      lessee_business_id: people.businesses[lessee],
      preference_id: offerOf.get(asset.id) ?? null,
      ...terms,
      deposit,
      currency: 'EUR',
      status,
      next_charge_at:
        status === 'active' && next
          ? instantOf(periodStart(terms.start_date, period, next.index))
          : null,
      periods_charged: charges.length,
      proposed_by: ctx.userIds.manager,
      accepted_at: status === 'active' || status === 'ended' ? iso(accepted) : null,
      ended_at: endedAt ? iso(endedAt) : null,
      cancelled_at: cancelledAt ? iso(cancelledAt) : null,
      cancel_reason: status === 'cancelled' ? 'Le chantier a été reporté.' : null,
      notes: null,
      created_at: iso(proposed),
      updated_at: iso(endedAt ?? cancelledAt ?? accepted),
    });
    if (status === 'pending' || status === 'cancelled') continue;
    result.reserved.add(asset.id);
    if (status === 'active') result.leased.add(asset.id);
    const staff = ctx.userIds.business;
    if (deposit > 0) {
      result.movements.push({
        business: lessee,
        at: accepted,
        type: 'debit',
        category: 'lease_deposit',
        amount: deposit,
        reference: `Caution ${asset.name}`,
        lease_id: id,
        created_by: staff,
      });
    }
    for (const charge of charges) {
      const key = instantOf(charge.start);
      // The job charges a period at its start; the first one with the acceptance.
      const at = Math.min(
        Math.max(Date.parse(key) + 5 * MINUTE_MS, accepted + MINUTE_MS),
        clock.now.getTime() - MINUTE_MS,
      );
      result.movements.push({
        business: lessee,
        at,
        type: 'debit',
        category: 'lease_charge',
        amount: charge.amount,
        reference: `${asset.name} ${charge.start} → ${charge.last}`,
        lease_id: id,
        lease_period_start: key,
        created_by: null,
      });
      result.earnings.push({
        asset_id: asset.id,
        owner_user_id: asset.ownerId!,
        lease_id: id,
        lease_period_start: key,
        gross: charge.amount,
        business: lessee,
        at,
      });
    }
    if (endedAt && deposit > 0) {
      result.movements.push({
        business: lessee,
        at: endedAt + DAY_MS / 24,
        type: 'credit',
        category: 'refund',
        amount: deposit,
        reference: `Caution rendue ${asset.name}`,
        lease_id: id,
        created_by: ctx.userIds.manager,
      });
    }
  }
  await insertRows(ctx.tx, 'leases', rows);
  return result;
}
