/**
 * The lived-in demo (FLOTTE_DEMO=full, docs/demo.md): on top of the accounts seed, a small
 * company with three months of history, written in the seed's transaction. Each part lives in
 * its own file and adds its rows; the money is written last from what the others did.
 *
 * Deterministic: one PRNG with a fixed seed draws every name, id, amount and time, and every
 * date is a number of days from the UTC day of the first start (context.ts). The same build
 * started on the same day writes the same company, so what a person or a test sees can be
 * named and found again. A later feature adds its data here, in a file of its own, drawing from
 * the same PRNG after the existing parts (drawing before them would move everything after).
 */
import { seedBusinesses, type DemoPeople } from './businesses';
import { DEMO_DRIVER_FREE_ASSET, seedDrivers } from './drivers';
import { seedCompliance } from './compliance';
import { seedDeliverySteps } from './delivery-steps';
import { DemoClock, Prng, type DemoBase, type DemoContext } from './context';
import { seedFleet, setAssetStatuses, type DemoAsset } from './fleet';
import { seedIntegrations } from './integrations';
import { seedLeases } from './leases';
import { seedMaintenance } from './maintenance';
import { seedMoney } from './money';
import { seedRequests } from './requests';
import { seedRounds } from './rounds';
import { seedPlanningDay } from './planning-day';
import { seedInvoices, seedTariffs } from './invoicing';
import { seedPayouts } from './payouts';
import { savepointDb } from './savepoint-db';
import type { Keyring } from '../services/payouts/sealing';
import { seedSubscriptions } from './subscriptions';
import { seedTracking, type TrackingResult } from './tracking';
import type { Queryable } from '../db/db';

export { DEMO_COMPANY_ACCOUNTS } from './businesses';
export { DEMO_DRIVER } from './drivers';

/** The PRNG's seed: change it and every demo company changes. */
const DEMO_SEED = 20_260_118;

export interface DemoOptions {
  /** The instant of the first start (the tests pass one). */
  now?: Date;
  defaultCommissionRate?: number;
  /** The server's data key: the demo owners' bank details are sealed with it (none: no batch). */
  ring?: Keyring;
}

export async function seedDemoCompany(
  tx: Queryable,
  base: DemoBase,
  options: DemoOptions = {},
): Promise<TrackingResult> {
  const ctx: DemoContext = {
    ...base,
    tx,
    rand: new Prng(DEMO_SEED),
    clock: new DemoClock(options.now ?? new Date()),
    defaultCommissionRate: options.defaultCommissionRate ?? 0.1,
  };
  const people = await seedBusinesses(ctx);
  const assets = await seedFleet(ctx, people);
  const subscriptions = await seedSubscriptions(ctx, people);
  const leases = await seedLeases(ctx, people, assets);
  const maintenance = await seedMaintenance(ctx, assets, creatorOf(ctx, people));
  const requests = await seedRequests(
    ctx,
    people,
    assets,
    new Set([...leases.reserved, ...maintenance.workshop]),
    new Set(assets.filter((a) => a.name === DEMO_DRIVER_FREE_ASSET).map((a) => a.id)),
  );
  await seedMoney(
    ctx,
    people,
    requests.deliveries,
    [...subscriptions.movements, ...leases.movements],
    leases.earnings,
    subscriptions.rateOf,
  );
  const statuses = new Map<string, 'dispatched' | 'leased' | 'in_maintenance'>();
  for (const id of requests.dispatched) statuses.set(id, 'dispatched');
  for (const id of leases.leased) statuses.set(id, 'leased');
  for (const id of maintenance.workshop) statuses.set(id, 'in_maintenance');
  await setAssetStatuses(ctx, statuses);
  // The recipients' side (issue 19): tokens and e-mails, then the drivers and their work,
  // drawn after everything else.
  const tracking = await seedTracking(ctx, requests.requests);
  await seedDrivers(ctx, people, assets);
  // Documents, fuel and inspections (issue 21), drawn after the drivers.
  await seedCompliance(ctx, assets, creatorOf(ctx, people));
  // API keys and a webhook endpoint with its log (issue 20), drawn last.
  await seedIntegrations(ctx, people);
  // Depots, capacities, a round under way and tomorrow's requests (issue 29), drawn after.
  await seedRounds(ctx, people);
  // Tariffs, invoices and payouts (issue 30), through the services, after everything else.
  const db = savepointDb(tx, base.kind);
  await seedTariffs(ctx, db);
  await seedInvoices(ctx, db, people);
  await seedPayouts(ctx, db, people, options.ring);
  // The planner's day of its own owner, vans and drivers (issue 29), drawn after everything.
  await seedPlanningDay(ctx, people);
  // Every dispatch picked up walked through the drivers' steps (issue 33), drawn last.
  await seedDeliverySteps(ctx);
  return tracking;
}

/** Who wrote an asset's maintenance: its owner, or its business's staff. */
const creatorOf = (ctx: DemoContext, people: DemoPeople) => (asset: DemoAsset) =>
  asset.ownerId ??
  (asset.businessId === people.businesses.atlas
    ? people.users.get('whitelabel@flotte.demo')!
    : ctx.userIds.business);
