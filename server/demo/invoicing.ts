/**
 * The demo's invoicing (issue 30, docs/money.md), written after the ledger it invoices, through
 * the service functions real work uses (savepoint-db.ts): the platform's tariffs per asset type,
 * then three months of invoices for every business charged (issued on the first of the next
 * month, as the monthly job would), their VAT paid by transfer, one of them late, one credited.
 * The newest month's are left issued, due after the first start; Atlas Logistique's own newest
 * is left to the monthly job (`LEFT_TO_THE_JOB`), which issues it at the first start.
 */
import { tariffCreate } from '../../contract/tariff';
import type { Db } from '../db/db';
import { creditInvoice, findInvoice, recordPayment } from '../services/invoices/invoices';
import { issueMonth, PAYMENT_TERM_DAYS } from '../services/invoices/issue';
import { createTariff } from '../services/pricing/tariffs';
import type { DemoBusinessKey, DemoPeople } from './businesses';
import { DAY_MS, type DemoContext } from './context';

/** Per-km rate and included weight by asset type; the base and minimum are its base price. */
const RATES: Readonly<Record<string, { per_km: number; included_kg: number; per_kg: number }>> = {
  'Vélo cargo': { per_km: 60, included_kg: 50, per_kg: 5 },
  Camionnette: { per_km: 90, included_kg: 500, per_kg: 2 },
  'Poids lourd': { per_km: 180, included_kg: 5000, per_kg: 1 },
};

/**
 * The cargo bikes' zone drawn on the map (docs/money.md "Zones"): Paris intra-muros, roughly
 * (the boulevard périphérique's corners), a lower base for a drop-off inside it.
 */
const PARIS_INTRA_MUROS: Array<[number, number]> = [
  [2.2242, 48.8339],
  [2.2551, 48.8156],
  [2.3522, 48.8157],
  [2.4144, 48.8325],
  [2.4699, 48.8366],
  [2.4138, 48.8788],
  [2.3954, 48.8997],
  [2.3198, 48.9022],
  [2.2791, 48.8786],
  [2.2242, 48.8339],
];
/** The zones of a type's tariff, from its base price (the zone's: 80 % of it). */
const ZONES: Record<string, (price: number) => unknown[]> = {
  'Vélo cargo': (price) => [
    {
      name: 'Paris intra-muros',
      polygon: { type: 'Polygon', coordinates: [PARIS_INTRA_MUROS] },
      base: Math.round(price * 0.8),
    },
  ],
};

export async function seedTariffs(ctx: DemoContext, db: Db): Promise<void> {
  const types = [...ctx.assetTypes].sort(([a], [b]) => a.localeCompare(b));
  for (const [name, type] of types) {
    const rates = RATES[name] ?? { per_km: 80, included_kg: 0, per_kg: 0 };
    await createTariff(
      db,
      ctx.userIds.superadmin,
      tariffCreate.parse({
        name: `Grille plateforme — ${name}`,
        asset_type_id: type.id,
        currency: 'EUR',
        base: type.price,
        minimum: type.price,
        urgent_surcharge: Math.round(type.price / 2),
        window_surcharge: 300,
        per_extra_stop: 400,
        ...rates,
        zones: ZONES[name]?.(type.price) ?? [],
      }),
    );
  }
}

/**
 * The `months` months before the first start's, oldest first, `YYYY-MM`: UTC months, as invoices
 * are (docs/business.md), so the newest is the one the monthly job issues next.
 */
export function monthsBefore(ctx: DemoContext, months: number): string[] {
  const { now } = ctx.clock;
  return Array.from({ length: months }, (_, i) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months + i, 1))
      .toISOString()
      .slice(0, 7),
  );
}

/** The first of the month after `month`, midnight UTC: when its invoices are issued. */
export const issuedAfter = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1));
};

/**
 * The business whose newest month the seed leaves to the monthly job (jobs.md), as if the job
 * had not run yet: a server with jobs on issues it at once; with them off (the browser test of
 * "issue now", tests/e2e/invoicing.test.ts) it is what the superadmin issues by hand.
 */
export const LEFT_TO_THE_JOB: DemoBusinessKey = 'atlas';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Each business's invoices of the three months before day 0's, issued business by business in
 * the demo's order (their numbers follow it); Transports Durand's oldest is paid late and its
 * middle one credited a delivery.
 */
export async function seedInvoices(ctx: DemoContext, db: Db, people: DemoPeople): Promise<void> {
  const admin = ctx.userIds.superadmin;
  const months = monthsBefore(ctx, 3);
  const keys = Object.keys(people.businesses).sort() as DemoBusinessKey[];
  for (const [index, month] of months.entries()) {
    const issuedOn = issuedAfter(month);
    for (const key of keys) {
      if (key === LEFT_TO_THE_JOB && index === months.length - 1) continue;
      const { issued } = await issueMonth(db, {
        businessId: people.businesses[key],
        month,
        now: issuedOn,
        actorId: admin,
      });
      // The newest month's are due after the first start.
      if (issued.length === 0 || index === months.length - 1) continue;
      const id = issued[0]!;
      const durand = key === 'durand';
      if (durand && index === 1) await creditOneDelivery(db, admin, id, issuedOn);
      const invoice = (await findInvoice(db, null, id))!;
      if (invoice.due <= 0) continue; // reverse charge or outside VAT: the wallet settled it
      const after = durand && index === 0 ? PAYMENT_TERM_DAYS + 12 : ctx.rand.int(6, 24);
      await recordPayment(db, admin, id, {
        amount: invoice.due,
        paid_on: day(issuedOn.getTime() + after * DAY_MS),
        method: 'transfer',
        reference: `VIR ${invoice.number}`,
      });
    }
  }
}

/** A credit note of the invoice's first delivery, a week after its issue (at most half the VAT due). */
async function creditOneDelivery(db: Db, admin: string, id: string, issuedOn: Date) {
  const invoice = (await findInvoice(db, null, id))!;
  const net = Math.min(
    invoice.lines[0]?.net ?? 0,
    Math.floor((invoice.due * 10_000) / (10_000 + invoice.vat_rate_bp) / 2),
  );
  if (net <= 0) return;
  await creditInvoice(
    db,
    admin,
    id,
    { net, reason: 'Livraison remise en retard, geste commercial' },
    new Date(issuedOn.getTime() + 8 * DAY_MS),
  );
}
