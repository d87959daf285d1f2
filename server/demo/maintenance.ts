/**
 * Maintenance of the demo fleet: a service done on most assets in the history (with its cost),
 * recurring work whose next occurrence is already scheduled, work overdue (by date and by
 * odometer), work due within the week, later work, one asset in the workshop, one job
 * cancelled. Completed work counts in the monthly maintenance costs through its trigger.
 */
import { DAY_MS, idsBy, insertRows, iso, type DemoContext, type Row } from './context';
import type { DemoAsset } from './fleet';

const COST: Record<string, [number, number]> = {
  Camionnette: [18_000, 34_000],
  'Poids lourd': [60_000, 120_000],
  Moto: [7_000, 12_000],
  'Vélo cargo': [4_000, 9_000],
  Remorque: [6_000, 11_000],
  'Chariot élévateur': [20_000, 30_000],
};
const VENDORS = [
  'Garage Central',
  'Norauto Pro',
  'Atelier Mécanique 2000',
  'Euromaster',
  'Speedy Pro',
];

type Kind = 'preventive' | 'corrective' | 'inspection';
/** asset, kind, title, day (null: by odometer only), km ahead of the odometer, status, repeat days. */
type Spec = [
  string,
  Kind,
  string,
  number | null,
  number | null,
  'scheduled' | 'in_progress' | 'cancelled',
  number | null,
];

const OPEN: readonly Spec[] = [
  ['Peugeot Boxer', 'inspection', 'Contrôle technique', -4, null, 'scheduled', 365],
  ['Scania R450', 'preventive', 'Vidange et filtres', -9, -800, 'scheduled', null],
  ['Ford Transit', 'corrective', 'Remplacement des plaquettes', -2, null, 'scheduled', null],
  ['Mercedes Vito', 'inspection', 'Contrôle technique', 5, null, 'scheduled', 730],
  ['Iveco Daily', 'preventive', 'Courroie de distribution', null, 300, 'scheduled', null],
  ['Volkswagen Crafter', 'preventive', 'Pneus hiver', 6, null, 'scheduled', null],
  ['Yamaha NMax', 'preventive', 'Révision 20 000 km', 25, null, 'scheduled', null],
  ['Douze Cargo', 'preventive', 'Entretien de la transmission', 40, null, 'scheduled', null],
  ['Peugeot Expert', 'corrective', 'Réparation de l’embrayage', -1, null, 'in_progress', null],
  ['Citroën Jumper', 'corrective', 'Diagnostic électronique', -20, null, 'cancelled', null],
];

export interface MaintenanceResult {
  /** The asset in the workshop (`in_maintenance`). */
  workshop: Set<string>;
}

export async function seedMaintenance(
  ctx: DemoContext,
  assets: readonly DemoAsset[],
  creatorOf: (asset: DemoAsset) => string,
): Promise<MaintenanceResult> {
  const { rand, clock } = ctx;
  const kinds = await idsBy(ctx.tx, 'document_kinds', 'code');
  const rows: Row[] = [];
  const workshop = new Set<string>();
  const base = (asset: DemoAsset, created: number): Row => ({
    asset_id: asset.id,
    description: null,
    due_odometer_km: null,
    repeat_every_days: null,
    repeat_every_km: null,
    started_at: null,
    completed_at: null,
    cancelled_at: null,
    cost: null,
    currency: 'EUR',
    vendor: null,
    completed_odometer_km: null,
    previous_id: null,
    document_kind_id: null,
    created_by: creatorOf(asset),
    created_at: iso(created),
    updated_at: iso(created),
  });

  // A service in the history of every asset in use; the Renault Master's recurs every 88 days,
  // so its next one (already scheduled) falls due within the week.
  for (const asset of assets.filter((a) => a.status !== 'inactive')) {
    const day = asset.name === 'Renault Master' ? -85 : -rand.int(20, 80);
    const done = clock.at(day, 16);
    const [low, high] = COST[asset.type]!;
    const id = rand.uuid();
    const recurring = asset.name === 'Renault Master';
    rows.push({
      ...base(asset, clock.at(day - 7, 10)),
      id,
      kind: 'preventive',
      title: 'Révision annuelle',
      scheduled_at: iso(clock.at(day, 8)),
      repeat_every_days: recurring ? 88 : null,
      status: 'completed',
      started_at: iso(clock.at(day, 8)),
      completed_at: iso(done),
      cost: Math.round(rand.int(low, high) / 100) * 100,
      vendor: rand.pick(VENDORS),
      completed_odometer_km:
        asset.odometer === null ? null : asset.odometer - rand.int(1_000, 6_000),
      updated_at: iso(done),
    });
    if (recurring) {
      rows.push({
        ...base(asset, done),
        id: rand.uuid(),
        kind: 'preventive',
        title: 'Révision annuelle',
        scheduled_at: iso(done + 88 * DAY_MS),
        repeat_every_days: 88,
        status: 'scheduled',
        previous_id: id,
      });
    }
  }

  for (const [name, kind, title, day, kmAhead, status, repeat] of OPEN) {
    const asset = assets.find((a) => a.name === name)!;
    const created = clock.at(Math.min(day ?? 0, 0) - rand.int(10, 30), 11);
    const row: Row = {
      ...base(asset, created),
      id: rand.uuid(),
      kind,
      title,
      scheduled_at: day === null ? null : iso(clock.at(day, 8)),
      due_odometer_km:
        kmAhead === null || asset.odometer === null ? null : asset.odometer + kmAhead,
      repeat_every_days: repeat,
      status,
      // The demo's inspections are the technical inspection: its document decides their date
      // once the documents are written (seedCompliance, maintenance/renewals.ts).
      document_kind_id: kind === 'inspection' ? kinds.get('technical_inspection') : null,
    };
    if (status === 'in_progress') {
      row.started_at = iso(clock.at(day!, 8, 30));
      row.updated_at = row.started_at;
      row.vendor = rand.pick(VENDORS);
      workshop.add(asset.id);
    }
    if (status === 'cancelled') {
      row.cancelled_at = iso(clock.at(day! - 1, 15));
      row.updated_at = row.cancelled_at;
    }
    rows.push(row);
  }
  await insertRows(ctx.tx, 'maintenance', rows);
  return { workshop };
}
