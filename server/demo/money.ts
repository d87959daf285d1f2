/**
 * The demo's money, written last from what the other parts did: each business's ledger (top-ups
 * by the superadmin, request charges at delivery, subscription and lease charges, deposits and
 * their refund) in time order with its running balance, the wallet's balance equal to the
 * ledger's sum (the reconciliation job checks it), and the owners' earnings (price less the
 * platform's commission of the payer's plan at the time). Inserted in bulk: the counters and
 * the monthly rollups follow through their triggers.
 */
import type { DemoBusinessKey, DemoPeople } from './businesses';
import { z } from 'zod';
import { queryRows } from '../db/query';
import { DAY_MS, HOUR_MS, insertRows, iso, MINUTE_MS, type DemoContext, type Row } from './context';
import type { Delivery } from './requests';

export interface Movement {
  business: DemoBusinessKey;
  at: number;
  type: 'credit' | 'debit';
  category: string;
  amount: number;
  reference: string;
  created_by: string | null;
  request_id?: string;
  subscription_id?: string;
  period_start?: string;
  lease_id?: string;
  lease_period_start?: string;
}

export interface OwnerEarning {
  asset_id: string;
  owner_user_id: string;
  dispatch_id?: string;
  lease_id?: string;
  lease_period_start?: string;
  gross: number;
  business: DemoBusinessKey;
  at: number;
}

/** What a top-up brings when the balance runs short, per business. */
const TOP_UP: Partial<Record<DemoBusinessKey, number>> = {
  durand: 300_000,
  atlas: 200_000,
  pharmacie: 40_000,
  boulangerie: 40_000,
};
const BANKS = ['Virement SEPA', 'Virement instantané', 'Carte bancaire'];

export async function seedMoney(
  ctx: DemoContext,
  people: DemoPeople,
  deliveries: readonly Delivery[],
  movements: Movement[],
  earnings: OwnerEarning[],
  rateOf: (business: DemoBusinessKey, at: number) => number,
) {
  const { tx, rand, clock } = ctx;
  for (const d of deliveries) {
    movements.push({
      business: d.businessKey,
      at: d.at,
      type: 'debit',
      category: 'request_charge',
      amount: d.price,
      reference: `request:${d.requestId}`,
      request_id: d.requestId,
      created_by: d.by,
    });
    if (d.ownerId) {
      earnings.push({
        asset_id: d.assetId,
        owner_user_id: d.ownerId,
        dispatch_id: d.dispatchId,
        gross: d.price,
        business: d.businessKey,
        at: d.at,
      });
    }
  }

  // The accounts seed's welcome credit opens Transports Durand's ledger, at the history's start.
  const welcome = await queryRows(
    tx,
    z.object({ wallet_id: z.string(), amount: z.number() }),
    `update wallet_transactions set created_at = $2
     where wallet_id = (select id from wallets where business_id = $1)
     returning wallet_id, amount::float8 as amount`,
    [ctx.businessId, iso(clock.at(-100, 9, 15))],
  );
  const ledger: Row[] = [];
  const wallets: Row[] = [];
  const byBusiness = new Map<DemoBusinessKey, Movement[]>();
  for (const m of movements) byBusiness.set(m.business, [...(byBusiness.get(m.business) ?? []), m]);
  for (const [business, list] of [...byBusiness].sort(([a], [b]) => a.localeCompare(b))) {
    list.sort((a, b) => a.at - b.at || a.amount - b.amount);
    const existing = business === 'durand' ? welcome[0] : undefined;
    const walletId = existing?.wallet_id ?? rand.uuid();
    let balance = existing ? Number(existing.amount) : 0;
    let previous = existing ? clock.at(-100, 9, 15) : list[0]!.at - 2 * DAY_MS;
    const row = (m: Omit<Movement, 'business'>) => {
      balance += m.type === 'credit' ? m.amount : -m.amount;
      ledger.push({
        wallet_id: walletId,
        type: m.type,
        category: m.category,
        amount: m.amount,
        balance_after: balance,
        reference: m.reference,
        request_id: m.request_id ?? null,
        created_by: m.created_by,
        subscription_id: m.subscription_id ?? null,
        period_start: m.period_start ?? null,
        lease_id: m.lease_id ?? null,
        lease_period_start: m.lease_period_start ?? null,
        created_at: iso(m.at),
      });
      previous = m.at;
    };
    for (const m of list) {
      if (m.type === 'debit' && balance < m.amount) {
        // The superadmin credited the business's transfer shortly before.
        const at = Math.max(previous + MINUTE_MS, m.at - 2 * HOUR_MS);
        row({
          at: at < m.at ? at : (previous + m.at) / 2,
          type: 'credit',
          category: 'top_up',
          amount: Math.max(TOP_UP[business] ?? 50_000, m.amount),
          reference: `${rand.pick(BANKS)} ${people.businesses[business].slice(0, 8).toUpperCase()}`,
          created_by: ctx.userIds.superadmin,
        });
      }
      row(m);
    }
    if (existing) {
      await tx.query(
        'update wallets set balance = $2, updated_at = $3, created_at = $4 where id = $1',
        [walletId, balance, iso(previous), iso(clock.at(-100, 9, 15))],
      );
    } else {
      wallets.push({
        id: walletId,
        business_id: people.businesses[business],
        currency: 'EUR',
        balance,
        created_at: iso(list[0]!.at - 2 * DAY_MS),
        updated_at: iso(previous),
      });
    }
  }
  await insertRows(tx, 'wallets', wallets);
  await insertRows(tx, 'wallet_transactions', ledger);
  await insertRows(
    tx,
    'earnings',
    earnings.map(({ business, at, gross, ...e }) => {
      const commission = Math.round(gross * rateOf(business, at));
      return {
        ...e,
        gross,
        commission,
        net: gross - commission,
        currency: 'EUR',
        earned_at: iso(at),
      };
    }),
  );
}
