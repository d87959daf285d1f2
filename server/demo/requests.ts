/**
 * Three months of transport requests with their dispatches: most delivered, some cancelled
 * (before or after an asset was assigned), and the last two days' work still open (pending,
 * assigned, in transit). A few dispatches were reassigned to another asset on the way.
 * Active dispatches hold their asset (`dispatched`), as the dispatch service keeps it.
 */
import { isOpenDispatch } from '../../contract/request-moves';
import type { DemoBusinessKey, DemoPeople } from './businesses';
import { DAY_MS, insertRows, iso, MINUTE_MS, type DemoContext, type Row } from './context';
import { monthsBefore } from './invoicing';
import type { DemoAsset } from './fleet';

type Status = 'pending' | 'assigned' | 'in_transit' | 'delivered' | 'cancelled';

/** A delivered request: what the money part charges and pays. */
export interface Delivery {
  requestId: string;
  dispatchId: string;
  businessKey: DemoBusinessKey;
  assetId: string;
  ownerId: string | null;
  price: number;
  at: number;
  by: string;
}

const HISTORY_DAYS = 90;

/**
 * The first day of the history: 90 days back, or further to the first of the oldest month the
 * demo invoices (three UTC months before the first start's, invoicing.ts), so that every
 * invoiced month is whole whatever the day of the first start (the 30th too).
 */
function historyStart(ctx: DemoContext): number {
  const [oldest] = monthsBefore(ctx, 3);
  const since = Math.round((Date.parse(ctx.clock.date(0)) - Date.parse(`${oldest!}-01`)) / DAY_MS);
  return -Math.max(HISTORY_DAYS, since);
}

/** Who asks, how often (shares of the requests), and where. */
const CUSTOMERS: ReadonlyArray<{
  key: DemoBusinessKey;
  share: number;
  staff: string;
  area: 0 | 1;
}> = [
  { key: 'durand', share: 0.55, staff: 'business@flotte.demo', area: 0 },
  { key: 'atlas', share: 0.15, staff: 'whitelabel@flotte.demo', area: 1 },
  { key: 'pharmacie', share: 0.15, staff: 'pharmacie@flotte.demo', area: 1 },
  { key: 'boulangerie', share: 0.15, staff: 'boulangerie@flotte.demo', area: 1 },
];

const ADDRESSES: readonly (readonly string[])[] = [
  [
    '12 rue de Rivoli, 75004 Paris',
    '48 avenue de la République, 93100 Montreuil',
    '3 quai de la Gare, 75013 Paris',
    '7 rue des Entrepreneurs, 92000 Nanterre',
    'ZI des Chanteraines, 92390 Villeneuve-la-Garenne',
    '15 boulevard Voltaire, 75011 Paris',
    '110 avenue du Général-Leclerc, 94700 Maisons-Alfort',
    'Marché international, 94150 Rungis',
  ],
  [
    '22 rue Mercière, 69002 Lyon',
    '8 cours Émile-Zola, 69100 Villeurbanne',
    'Port Édouard-Herriot, 69007 Lyon',
    '14 avenue d’Albigny, 74000 Annecy',
    '5 rue de la Soie, 69100 Villeurbanne',
    'ZAC du Chêne, 69500 Bron',
    '31 quai Saint-Vincent, 69001 Lyon',
  ],
];

const RECIPIENTS = [
  'Nadia Haddad',
  'Paul Girard',
  'Inès Lambert',
  'Olivier Bonnet',
  'Sarah Mercier',
  'Yanis Chevalier',
  'Manon Faure',
  'Lucas Rousseau',
];

/** Asset types by share of the requests, with the package types they carry. */
const TYPE_MIX: ReadonlyArray<[string, number, readonly string[]]> = [
  ['Camionnette', 0.5, ['Colis', 'Palette']],
  ['Moto', 0.15, ['Pli', 'Petit colis']],
  ['Vélo cargo', 0.15, ['Petit colis', 'Colis']],
  ['Poids lourd', 0.1, ['Palette', 'Hors gabarit']],
  ['Remorque', 0.05, ['Hors gabarit', 'Palette']],
  ['Chariot élévateur', 0.05, ['Palette']],
];
const MAX_WEIGHT: Record<string, number> = {
  Pli: 1,
  'Petit colis': 5,
  Colis: 30,
  Palette: 800,
  'Hors gabarit': 2000,
};

const REASONS = [
  'Panne signalée par le chauffeur',
  'Véhicule plus proche du point de prise en charge',
  'Chargement plus volumineux que prévu',
];

function weighted<T>(rand: DemoContext['rand'], items: ReadonlyArray<[T, number]>): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let r = rand.next() * total;
  for (const [item, w] of items) {
    r -= w;
    if (r < 0) return item;
  }
  return items[items.length - 1]![0];
}

/** Today's requests, so that each business's dashboard has work in every open status. */
const TODAY: ReadonlyArray<[Status, DemoBusinessKey]> = [
  ['delivered', 'durand'],
  ['pending', 'durand'],
  ['in_transit', 'durand'],
  ['assigned', 'durand'],
  ['assigned', 'atlas'],
  ['in_transit', 'atlas'],
  ['pending', 'atlas'],
  ['delivered', 'pharmacie'],
  ['pending', 'pharmacie'],
  ['in_transit', 'boulangerie'],
];

/** The statuses of day `day`'s requests: closed in the past, the last two days still open. */
function statusOf(rand: DemoContext['rand'], day: number, i: number): Status {
  if (day === 0) return TODAY[i]![0];
  if (day >= -3) {
    return rand.pick([
      'delivered',
      'delivered',
      'pending',
      'pending',
      'pending',
      'assigned',
      'in_transit',
      'cancelled',
    ]);
  }
  return rand.chance(0.88) ? 'delivered' : 'cancelled';
}

/** A demo request as the later parts see it (the tracking part gives it its token). */
export interface DemoRequest {
  id: string;
  status: Status;
  businessKey: DemoBusinessKey;
  recipientName: string;
  /** Days from day 0 (0: today). */
  day: number;
}

export interface RequestsResult {
  deliveries: Delivery[];
  /** Every request, in creation order. */
  requests: DemoRequest[];
  /** Assets an active dispatch holds. */
  dispatched: Set<string>;
  count: number;
}

export async function seedRequests(
  ctx: DemoContext,
  people: DemoPeople,
  assets: readonly DemoAsset[],
  /** Assets that take no dispatch (leased, in the workshop). */
  unavailable: ReadonlySet<string>,
  /** Assets that take no open dispatch: free at the first start, whatever its day. */
  keptFree: ReadonlySet<string> = new Set(),
): Promise<RequestsResult> {
  const { rand, clock } = ctx;
  const manager = ctx.userIds.manager;
  const requests: Row[] = [];
  const dispatches: Row[] = [];
  const reassignments: Row[] = [];
  const deliveries: Delivery[] = [];
  const written: DemoRequest[] = [];
  const dispatched = new Set<string>();
  const busy = (id: string) => dispatched.has(id) || keptFree.has(id);

  /** Assets that may serve a business's request of a type: owners' and its own in-house. */
  const candidates = (key: DemoBusinessKey, type: string, day: number) =>
    assets.filter(
      (a) =>
        a.type === type &&
        !unavailable.has(a.id) &&
        (a.status === 'available' || day < -30) &&
        (a.ownerId !== null || a.businessId === people.businesses[key]),
    );

  // The last 90 days first, the older ones (historyStart) drawn after them: the recent days,
  // where the open work is, come out the same whatever the month's day of the first start.
  const older = Array.from(
    { length: -HISTORY_DAYS - historyStart(ctx) },
    (_, i) => -HISTORY_DAYS - 1 - i,
  );
  const days = [...Array.from({ length: HISTORY_DAYS + 1 }, (_, i) => i - HISTORY_DAYS), ...older];
  for (const day of days) {
    const weekday = new Date(clock.at(day)).getUTCDay();
    const count =
      day === 0 ? TODAY.length : weekday === 0 || weekday === 6 ? rand.int(1, 2) : rand.int(4, 6);
    for (let i = 0; i < count; i++) {
      const customer =
        day === 0
          ? CUSTOMERS.find((c) => c.key === TODAY[i]![1])!
          : weighted(
              rand,
              CUSTOMERS.map((c) => [c, c.share]),
            );
      let status = statusOf(rand, day, i);
      const active = isOpenDispatch(status);
      // Open work needs an asset still free today; closed work any asset that could serve it.
      const usable = (t: string) =>
        candidates(customer.key, t, day).filter((a) => !active || !busy(a.id));
      let types = TYPE_MIX.filter(([t]) => usable(t).length > 0);
      if (types.length === 0) {
        status = 'pending';
        types = TYPE_MIX.filter(([t]) => candidates(customer.key, t, day).length > 0);
      }
      const [type, , packages] = weighted(
        rand,
        types.map((t) => [t, t[1]]),
      );
      const typeInfo = ctx.assetTypes.get(type)!;
      const packageName = rand.pick(packages);
      const pool = candidates(customer.key, type, day);
      const free = pool.filter((a) => !busy(a.id));
      if (isOpenDispatch(status) && free.length === 0) {
        status = 'pending';
      }
      const asset = isOpenDispatch(status) ? rand.pick(free) : rand.pick(pool);
      // Pending requests of the last days wait since the morning: older than an hour.
      const created = clock.at(day, day === 0 ? rand.int(0, 5) : rand.int(7, 17), rand.int(0, 59));
      const price = Math.round((typeInfo.price * rand.int(90, 130)) / 100 / 50) * 50;
      const [pickup, dropoff] = [
        rand.pick(ADDRESSES[customer.area]!),
        rand.pick(ADDRESSES[customer.area]!),
      ];
      const requestId = rand.uuid();
      const cancelledBeforeDispatch = status === 'cancelled' && rand.chance(0.5);
      // The dispatch's times, after the request's.
      const assignedAt = created + rand.int(10, 60) * MINUTE_MS;
      const transitAt = assignedAt + rand.int(15, 60) * MINUTE_MS;
      const deliveredAt = transitAt + rand.int(30, 240) * MINUTE_MS;
      const cancelledAt =
        (cancelledBeforeDispatch ? created : assignedAt) + rand.int(10, 120) * MINUTE_MS;
      const last = {
        pending: created,
        assigned: assignedAt,
        in_transit: transitAt,
        delivered: deliveredAt,
        cancelled: cancelledAt,
      }[status];
      const shift = clock.shiftBack(last);
      const t = (ms: number) => iso(ms - shift);
      const weight = Math.max(1, Math.round((MAX_WEIGHT[packageName]! * rand.int(10, 90)) / 100));
      const recipientName = rand.pick(RECIPIENTS);
      written.push({ id: requestId, status, businessKey: customer.key, recipientName, day });
      requests.push({
        id: requestId,
        business_id: people.businesses[customer.key],
        requested_by: people.users.get(customer.staff),
        package_type_id: ctx.packageTypes.get(packageName),
        asset_type_id: typeInfo.id,
        pickup_address: pickup,
        dropoff_address: dropoff === pickup ? ADDRESSES[customer.area]![0] : dropoff,
        recipient_name: recipientName,
        recipient_phone: `+33 6 ${rand.int(10, 99)} ${rand.int(10, 99)} ${rand.int(10, 99)} ${rand.int(10, 99)}`,
        weight_kg: weight,
        notes: rand.chance(0.2) ? 'Sonner à l’interphone, quai de livraison à l’arrière.' : null,
        price,
        currency: 'EUR',
        status,
        created_at: t(created),
        updated_at: t(last),
      });
      if (status === 'pending' || cancelledBeforeDispatch) continue;

      const dispatchId = rand.uuid();
      const stamp = (s: Status, ms: number) => (reached(status, s) ? t(ms) : null);
      dispatches.push({
        id: dispatchId,
        request_id: requestId,
        asset_id: asset.id,
        dispatched_by: manager,
        status,
        created_at: t(assignedAt),
        updated_at: t(last),
        in_transit_at: stamp('in_transit', transitAt),
        delivered_at: stamp('delivered', deliveredAt),
        cancelled_at: status === 'cancelled' ? t(cancelledAt) : null,
      });
      if (isOpenDispatch(status)) dispatched.add(asset.id);
      // Now and then the first asset could not go: the dispatch moved to another one.
      const others = pool.filter((a) => a.id !== asset.id && !dispatched.has(a.id));
      if (
        status !== 'cancelled' &&
        others.length > 0 &&
        rand.chance(status === 'delivered' ? 0.05 : 0.3)
      ) {
        reassignments.push({
          id: rand.uuid(),
          dispatch_id: dispatchId,
          previous_asset_id: rand.pick(others).id,
          new_asset_id: asset.id,
          reason: rand.pick(REASONS),
          by_user_id: manager,
          at: t(assignedAt + 5 * MINUTE_MS),
        });
      }
      if (status === 'delivered') {
        deliveries.push({
          requestId,
          dispatchId,
          businessKey: customer.key,
          assetId: asset.id,
          ownerId: asset.ownerId,
          price,
          at: deliveredAt - shift,
          by: manager,
        });
      }
    }
  }
  // In creation order: the column's default numbers references from its sequence (FLT-…),
  // the year then set to the request's own (the default takes the year of the insert).
  requests.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
  await insertRows(ctx.tx, 'requests', requests);
  await ctx.tx.query(
    `update requests set reference = flotte_request_reference(created_at,
       substring(reference from '[0-9]+$')::bigint)
     where id = any($1::uuid[])
       and to_char(created_at at time zone 'UTC', 'YYYY') <> substring(reference from 5 for 4)`,
    [requests.map((r) => r.id)],
  );
  await insertRows(ctx.tx, 'dispatches', dispatches);
  await insertRows(ctx.tx, 'dispatch_reassignments', reassignments);
  const order = new Map(requests.map((r, i) => [r.id, i]));
  written.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return { deliveries, requests: written, dispatched, count: requests.length };
}

const ORDER: readonly Status[] = ['pending', 'assigned', 'in_transit', 'delivered'];
/** Whether a dispatch now in `status` went through `step`. */
const reached = (status: Status, step: Status) =>
  status !== 'cancelled' && ORDER.indexOf(status) >= ORDER.indexOf(step);
