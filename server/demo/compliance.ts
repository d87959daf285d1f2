/**
 * The compliance side of the demo (issue 21, docs/compliance.md): documents on every asset in
 * use (insurance and registration; a technical inspection on the vans and trucks), some expiring
 * within the month and one insurance expired, the drivers' licences (one expiring); three months
 * of fuel on the assets whose odometer is kept, partial fills among them; the platform's
 * pre-trip checklist for every asset type, passed inspections, one failed and repaired, and one
 * failed this morning whose repair is in the workshop. Drawn from the demo's PRNG after every
 * earlier part. Reminders of what is already expiring or expired count as sent, so the first
 * start's jobs find nothing due (docs/demo.md).
 */
import { z } from 'zod';
import { idRow, queryRows } from '../db/query';
import { alignRenewals } from '../services/maintenance/renewals';
import { idsBy, insertRows, iso, type DemoContext, type Row } from './context';
import type { DemoAsset } from './fleet';

const CHECKLIST: ReadonlyArray<[string, boolean]> = [
  ['Freins', true],
  ['Pneumatiques', true],
  ['Éclairage et signalisation', true],
  ['Rétroviseurs et vitrages', false],
  ['Niveaux (huile, liquide de refroidissement)', false],
  ['Propreté et chargement', false],
];

const INSURERS = ['AXA', 'Allianz', 'MMA', 'Groupama', 'MAIF'] as const;
const STATIONS = ['TotalEnergies Rungis', 'Esso Nanterre', 'Intermarché Bron', 'Ionity Lyon Nord'];

export async function seedCompliance(
  ctx: DemoContext,
  assets: readonly DemoAsset[],
  creatorOf: (asset: DemoAsset) => string,
): Promise<void> {
  const { tx, rand, clock } = ctx;
  const kinds = await idsBy(tx, 'document_kinds', 'code');
  const inUse = assets.filter((a) => a.status !== 'inactive');
  const day = (n: number) => clock.date(n);

  // Documents: insurance ends spread over the year, a few within the month, one expired.
  const documents: Row[] = [];
  const document = (row: Row, validTo: number | null, created: number) => {
    const level =
      validTo === null ? 'valid' : validTo < 0 ? 'expired' : validTo <= 30 ? 'soon' : '';
    documents.push({
      id: rand.uuid(),
      ...row,
      valid_to: validTo === null ? null : day(validTo),
      expired_notified_at: level === 'expired' ? iso(clock.at(validTo! + 1, 6)) : null,
      expiring_notified_at:
        level === 'expired' || level === 'soon'
          ? iso(clock.at(Math.min(-1, validTo! - 30), 6))
          : null,
      created_at: iso(clock.at(created, 10)),
      updated_at: iso(clock.at(created, 10)),
    });
  };
  inUse.forEach((asset, i) => {
    const ends = i === 2 ? -3 : i % 6 === 1 ? rand.int(5, 28) : rand.int(45, 330);
    document(
      {
        asset_id: asset.id,
        kind_id: kinds.get('insurance'),
        number: `POL-${rand.int(100000, 999999)}`,
        issuer: rand.pick(INSURERS),
        valid_from: day(ends - 365),
        cost: rand.int(60, 180) * 1000,
        currency: 'EUR',
        created_by: creatorOf(asset),
      },
      ends,
      -85,
    );
    document(
      {
        asset_id: asset.id,
        kind_id: kinds.get('registration'),
        number: rand.chance(0.5) ? `CI-${rand.int(1000, 9999)}` : null,
        issuer: 'ANTS',
        valid_from: day(-rand.int(400, 2000)),
        currency: 'EUR',
        created_by: creatorOf(asset),
      },
      null,
      -85,
    );
    if (['Camionnette', 'Poids lourd'].includes(asset.type)) {
      document(
        {
          asset_id: asset.id,
          kind_id: kinds.get('technical_inspection'),
          issuer: 'Dekra',
          valid_from: day(-rand.int(30, 300)),
          cost: rand.int(70, 95) * 100,
          currency: 'EUR',
          created_by: creatorOf(asset),
        },
        i % 5 === 0 ? rand.int(10, 25) : rand.int(60, 700),
        -80,
      );
    }
  });
  const drivers = await queryRows(
    tx,
    z.object({ id: z.string(), employer: z.string().nullable(), business: z.string().nullable() }),
    `select id, employer_user_id as employer, business_id as business from users
     where role = 'driver' order by created_at, id`,
  );
  drivers.forEach((driver, i) => {
    document(
      {
        driver_id: driver.id,
        kind_id: kinds.get('driving_licence'),
        number: String(rand.int(10_000_000, 99_999_999)),
        issuer: 'Préfecture',
        valid_from: day(-rand.int(1000, 5000)),
        currency: 'EUR',
        created_by: driver.employer ?? ctx.userIds.business,
      },
      i === 1 ? 21 : rand.int(400, 4000),
      -70,
    );
  });
  await insertRows(tx, 'documents', documents);
  // The technical inspections scheduled in the maintenance follow their documents (issue 33).
  await alignRenewals(tx, null);

  // Fuel: a fill every week or so on the assets whose odometer is kept, up to their reading.
  const fuel: Row[] = [];
  for (const asset of inUse.filter((a) => a.odometer !== null)) {
    const electric = asset.type === 'Vélo cargo';
    if (electric) continue;
    const perFill = asset.type === 'Poids lourd' ? 900 : 450;
    const fills = rand.int(7, 11);
    let odometer = Math.max(0, asset.odometer! - fills * perFill);
    for (let n = 0; n < fills; n++) {
      const previous = odometer;
      odometer = Math.min(
        asset.odometer!,
        odometer + Math.round(perFill * (0.7 + rand.next() * 0.6)),
      );
      const distance = odometer - previous;
      // The reading reached the asset's: no more driving to fill for.
      if (distance < 50) break;
      const full = !rand.chance(0.2);
      const litres =
        Math.round(((distance * (asset.type === 'Poids lourd' ? 28 : 9)) / 100) * 10) / 10;
      const quantity = full ? litres : Math.round(litres * 5) / 10;
      const at = clock.at(-84 + n * Math.floor(84 / fills) + rand.int(0, 2), rand.int(7, 18));
      fuel.push({
        id: rand.uuid(),
        asset_id: asset.id,
        filled_at: iso(at),
        odometer_km: odometer,
        quantity,
        unit: 'l',
        total_price: Math.round(quantity * rand.int(178, 192)),
        currency: 'EUR',
        full_fill: full,
        station: rand.pick(STATIONS),
        distance_km: n === 0 ? null : distance,
        created_by: creatorOf(asset),
        created_at: iso(at),
        updated_at: iso(at),
      });
    }
  }
  await insertRows(tx, 'fuel_entries', fuel);

  // The platform's checklist for every asset type (the migration ran before the types existed).
  const templates: Row[] = [];
  const items: Row[] = [];
  const itemsOf = new Map<string, { id: string; label: string; critical: boolean }[]>();
  for (const [, type] of ctx.assetTypes) {
    const template = rand.uuid();
    templates.push({
      id: template,
      asset_type_id: type.id,
      name: 'Contrôle avant départ',
      created_at: iso(clock.at(-90, 8)),
      updated_at: iso(clock.at(-90, 8)),
    });
    const list = CHECKLIST.map(([label, critical], position) => {
      const id = rand.uuid();
      items.push({ id, template_id: template, position, label, critical });
      return { id, label, critical };
    });
    itemsOf.set(type.id, list);
  }
  await tx.query(
    'delete from inspection_templates where owner_user_id is null and business_id is null',
  );
  await insertRows(tx, 'inspection_templates', templates);
  await insertRows(tx, 'inspection_template_items', items);

  // Passed inspections on the assets in use; the last one of the list failed this morning.
  const inspections: Row[] = [];
  const answers: Row[] = [];
  const inspect = (asset: DemoAsset, day: number, failed: string | null, extra: Row = {}) => {
    const id = rand.uuid();
    const at = clock.at(day, 7, rand.int(0, 40));
    const checklist = itemsOf.get(asset.typeId) ?? [];
    inspections.push({
      id,
      asset_id: asset.id,
      kind: 'pre_trip',
      inspector_user_id: creatorOf(asset),
      performed_at: iso(at),
      odometer_km: asset.odometer,
      result: failed ? 'failed' : 'passed',
      defects: failed ? 1 : 0,
      created_at: iso(at),
      ...extra,
    });
    checklist.forEach((item, position) =>
      answers.push({
        inspection_id: id,
        position,
        item_id: item.id,
        label: item.label,
        critical: item.critical,
        answer: item.label === failed ? 'fail' : rand.chance(0.1) ? 'na' : 'pass',
        note: item.label === failed ? 'Usure au-delà de la limite' : null,
      }),
    );
    return id;
  };
  for (const asset of inUse) inspect(asset, -rand.int(1, 20), null);

  // A failure this morning on an available asset: its repair is in the workshop now.
  const candidates = await queryRows(
    tx,
    idRow,
    `select a.id from assets a where a.id = any($1::uuid[]) and a.status = 'available'
       and not exists (select 1 from maintenance m where m.asset_id = a.id
                       and m.status in ('in_progress', 'scheduled'))
     order by a.name limit 1`,
    [inUse.map((a) => a.id)],
  );
  const broken = inUse.find((a) => a.id === candidates[0]?.id);
  if (broken) {
    const repair = rand.uuid();
    const failedAt = clock.at(0, 7, 5);
    const shift = clock.shiftBack(failedAt);
    const id = inspect(broken, 0, 'Freins', {
      performed_at: iso(failedAt - shift),
      created_at: iso(failedAt - shift),
      maintenance_id: repair,
    });
    await insertRows(tx, 'inspections', inspections);
    await insertRows(tx, 'inspection_answers', answers);
    await insertRows(tx, 'maintenance', [
      {
        id: repair,
        asset_id: broken.id,
        kind: 'corrective',
        title: 'Freins',
        description: `inspection:${id}`,
        scheduled_at: iso(failedAt - shift),
        status: 'in_progress',
        started_at: iso(failedAt - shift),
        currency: 'EUR',
        created_by: creatorOf(broken),
        created_at: iso(failedAt - shift),
        updated_at: iso(failedAt - shift),
      },
    ]);
    await tx.query(`update assets set status = 'in_maintenance' where id = $1`, [broken.id]);
  } else {
    await insertRows(tx, 'inspections', inspections);
    await insertRows(tx, 'inspection_answers', answers);
  }
}
