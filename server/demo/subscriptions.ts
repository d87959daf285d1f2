/**
 * Plans taken by the demo businesses: Transports Durand started on Starter, moved to Pro a week
 * later, and renewed since; Atlas Logistique is on the white-label plan since it joined, renewed
 * each month. Each period begun is charged, as the renewal job would have (docs/jobs.md); the
 * current period ends after day 0, so the job finds nothing due at the first start.
 */
import type { DemoBusinessKey, DemoPeople } from './businesses';
import { z } from 'zod';
import { queryRows } from '../db/query';
import { insertRows, iso, type DemoContext, type Row } from './context';
import type { Movement } from './money';

/** `ms` plus `n` calendar months (UTC), the day kept or the month's last (31 Jan → 28 Feb). */
export function addMonths(ms: number, n: number): number {
  const d = new Date(ms);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + n;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Date.UTC(y, m, Math.min(d.getUTCDate(), last), d.getUTCHours(), d.getUTCMinutes());
}

/** A plan at its EUR price (its currency a `char(3)`, trimmed). */
const plan = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  price: z.number(),
  currency: z.string().transform((code) => code.trim()),
  rate: z.number(),
});

export interface SubscriptionsResult {
  movements: Movement[];
  /** The platform's share on the requests of `business` delivered at `at`: its plan's then. */
  rateOf(business: DemoBusinessKey, at: number): number;
}

/** business, plan code, first day, last day (cancelled) or null (live). */
type Spec = [DemoBusinessKey, string, number, number | null];
const SUBSCRIPTIONS: readonly Spec[] = [
  ['durand', 'starter', -88, -80],
  ['durand', 'pro', -80, null],
  ['atlas', 'whitelabel', -97, null],
];

export async function seedSubscriptions(
  ctx: DemoContext,
  people: DemoPeople,
): Promise<SubscriptionsResult> {
  const { rand, clock } = ctx;
  const plans = new Map(
    (
      await queryRows(
        ctx.tx,
        plan,
        // The demo's businesses pay in euros: each plan's EUR price (migration 022).
        `select p.id, p.code, p.name, pp.monthly_price::float8 as price, pp.currency,
                p.commission_rate::float8 as rate
         from plans p join plan_prices pp on pp.plan_id = p.id and pp.currency = 'EUR'`,
      )
    ).map((p) => [p.code, p]),
  );
  const rows: Row[] = [];
  const movements: Movement[] = [];
  const spans: Array<{ business: DemoBusinessKey; from: number; to: number; rate: number }> = [];
  const now = clock.now.getTime();
  for (const [business, code, first, last] of SUBSCRIPTIONS) {
    const plan = plans.get(code);
    if (!plan) continue;
    const id = rand.uuid();
    const anchor = clock.at(first, 9, 30);
    const end = last === null ? now : clock.at(last, 9, 30);
    let periods = 1;
    while (addMonths(anchor, periods) <= end) periods++;
    const ended = last !== null;
    rows.push({
      id,
      business_id: people.businesses[business],
      plan_id: plan.id,
      status: ended ? 'cancelled' : 'active',
      price: plan.price,
      currency: plan.currency,
      auto_renew: !ended,
      current_period_start: iso(addMonths(anchor, periods - 1)),
      current_period_end: iso(addMonths(anchor, periods)),
      period_anchor: iso(anchor),
      periods,
      ended_at: ended ? iso(end) : null,
      created_by: ctx.userIds.superadmin,
      created_at: iso(anchor),
      updated_at: iso(ended ? end : addMonths(anchor, periods - 1)),
    });
    for (let k = 0; k < periods; k++) {
      const start = addMonths(anchor, k);
      movements.push({
        business,
        at: start,
        type: 'debit',
        category: 'subscription',
        amount: plan.price,
        reference: `${plan.name} ${iso(start).slice(0, 10)}`,
        subscription_id: id,
        period_start: iso(start),
        created_by: k === 0 ? ctx.userIds.business : null,
      });
    }
    spans.push({ business, from: anchor, to: end, rate: plan.rate });
  }
  await insertRows(ctx.tx, 'subscriptions', rows);
  return {
    movements,
    rateOf: (business, at) =>
      spans.find((s) => s.business === business && s.from <= at && at < s.to)?.rate ??
      ctx.defaultCommissionRate,
  };
}
