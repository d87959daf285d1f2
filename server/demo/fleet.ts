/**
 * The demo fleet: 25 assets, over the three owners and the in-house fleets of Transports Durand
 * and Atlas Logistique. The accounts seed's two assets (Renault Master, Urban Arrow) are kept
 * and completed. Final statuses (dispatched, leased, in the workshop) are set by the parts that
 * cause them.
 */
import { idsBy, insertRows, iso, type DemoContext } from './context';
import type { DemoPeople } from './businesses';

export interface DemoAsset {
  id: string;
  name: string;
  type: string;
  typeId: string;
  /** An owner's user id, or null for an in-house asset. */
  ownerId: string | null;
  businessId: string | null;
  odometer: number | null;
  status: 'available' | 'inactive';
}

type Holder = 'julien' | 'amina' | 'marc' | 'durand' | 'atlas';
/** holder, type, name, make, model, year, registration, odometer km (null: none kept). */
type Spec = [Holder, string, string, string, string, number, string | null, number | null];

const SPECS: readonly Spec[] = [
  ['julien', 'Camionnette', 'Renault Master', 'Renault', 'Master', 2021, 'AB-123-CD', 84_200],
  ['julien', 'Vélo cargo', 'Urban Arrow Cargo', 'Urban Arrow', 'Family', 2022, null, null],
  ['julien', 'Camionnette', 'Peugeot Boxer', 'Peugeot', 'Boxer', 2020, 'CF-482-KL', 121_400],
  ['julien', 'Moto', 'Yamaha NMax', 'Yamaha', 'NMax 125', 2023, 'GH-318-TR', 14_900],
  [
    'julien',
    'Poids lourd',
    'Renault Trucks D',
    'Renault Trucks',
    'D Wide',
    2019,
    'DL-907-PA',
    287_000,
  ],
  ['julien', 'Remorque', 'Remorque Lider', 'Lider', '32400', 2018, 'EK-551-RB', null],
  ['julien', 'Camionnette', 'Citroën Jumper', 'Citroën', 'Jumper', 2022, 'FJ-640-MS', 56_300],
  ['amina', 'Camionnette', 'Ford Transit', 'Ford', 'Transit Custom', 2021, 'FT-230-AD', 73_800],
  ['amina', 'Camionnette', 'Iveco Daily', 'Iveco', 'Daily 35S', 2020, 'IV-772-DL', 142_100],
  ['amina', 'Moto', 'Honda PCX', 'Honda', 'PCX 125', 2022, 'HP-125-AD', 21_450],
  ['amina', 'Vélo cargo', 'Douze Cargo', 'Douze', 'G4', 2023, null, null],
  ['amina', 'Poids lourd', 'Volvo FH', 'Volvo', 'FH 460', 2018, 'VF-460-AD', 412_600],
  [
    'amina',
    'Camionnette',
    'Mercedes Sprinter',
    'Mercedes-Benz',
    'Sprinter',
    2023,
    'MS-314-AD',
    31_200,
  ],
  ['marc', 'Chariot élévateur', 'Toyota Traigo', 'Toyota', 'Traigo 48', 2020, null, null],
  ['marc', 'Camionnette', 'Fiat Ducato', 'Fiat', 'Ducato', 2019, 'FD-190-ML', 168_900],
  ['marc', 'Remorque', 'Remorque Erka', 'Erka', 'PM 25', 2021, 'ER-025-ML', null],
  ['marc', 'Moto', 'Piaggio Liberty', 'Piaggio', 'Liberty 125', 2017, 'PL-417-ML', 48_700],
  ['marc', 'Camionnette', 'Volkswagen Crafter', 'Volkswagen', 'Crafter', 2022, 'VC-822-ML', 62_400],
  [
    'durand',
    'Camionnette',
    'Renault Master E-Tech',
    'Renault',
    'Master E-Tech',
    2023,
    'TD-001-EV',
    28_600,
  ],
  ['durand', 'Poids lourd', 'Scania R450', 'Scania', 'R450', 2020, 'TD-450-SC', 356_800],
  ['durand', 'Vélo cargo', 'Bullitt Cargo', 'Larry vs Harry', 'Bullitt', 2022, null, null],
  ['durand', 'Chariot élévateur', 'Linde H25', 'Linde', 'H25', 2019, null, null],
  ['durand', 'Camionnette', 'Peugeot Expert', 'Peugeot', 'Expert', 2021, 'TD-212-PE', 91_300],
  ['atlas', 'Camionnette', 'Mercedes Vito', 'Mercedes-Benz', 'Vito', 2022, 'AT-101-LG', 47_900],
  ['atlas', 'Camionnette', 'Renault Kangoo', 'Renault', 'Kangoo Van', 2021, 'AT-202-LG', 66_100],
];

/** An older moto of Marc's, retired: the `inactive` status has an example. */
const RETIRED = 'Piaggio Liberty';

export async function seedFleet(ctx: DemoContext, people: DemoPeople): Promise<DemoAsset[]> {
  const { tx, rand, clock } = ctx;
  const existing = await idsBy(tx, 'assets', 'name');
  const assets: DemoAsset[] = [];
  const rows = [];
  for (const [holder, type, name, make, model, year, registration, odometer] of SPECS) {
    const typeInfo = ctx.assetTypes.get(type)!;
    const inHouse = holder === 'durand' || holder === 'atlas';
    const asset: DemoAsset = {
      id: rand.uuid(),
      name,
      type,
      typeId: typeInfo.id,
      ownerId: inHouse ? null : people.owners[holder],
      businessId: inHouse ? people.businesses[holder] : null,
      odometer,
      status: name === RETIRED ? 'inactive' : 'available',
    };
    assets.push(asset);
    const created = iso(clock.at(-rand.int(95, 120), rand.int(8, 17)));
    const details = {
      make,
      model,
      year,
      registration,
      serial_vin: registration
        ? `VF${rand.int(10 ** 8, 10 ** 9 - 1)}${rand.int(1000, 9999)}`
        : null,
      capacity_kg: Math.round(
        ((ctx.assetTypes.get(type)!.capacity ?? 0) * rand.int(80, 100)) / 100,
      ),
      odometer_km: odometer,
      status: asset.status,
      created_at: created,
      updated_at: created,
    };
    if (existing.has(name)) {
      // The accounts seed's asset takes an id of the sequence too (nothing refers to it yet).
      await tx.query(
        `update assets set id = $9, make = $2, model = $3, year = $4, serial_vin = $5,
           capacity_kg = $6, odometer_km = $7, created_at = $8, updated_at = $8 where id = $1`,
        [
          existing.get(name),
          make,
          model,
          year,
          details.serial_vin,
          details.capacity_kg,
          odometer,
          created,
          asset.id,
        ],
      );
    } else {
      rows.push({
        id: asset.id,
        asset_type_id: asset.typeId,
        owner_user_id: asset.ownerId,
        business_id: asset.businessId,
        name,
        currency: 'EUR',
        ...details,
      });
    }
  }
  await insertRows(tx, 'assets', rows);
  return assets;
}

/** Sets each asset's final status where something holds it (a dispatch, a lease, the workshop). */
export async function setAssetStatuses(
  ctx: DemoContext,
  statuses: ReadonlyMap<string, 'dispatched' | 'leased' | 'in_maintenance'>,
) {
  for (const status of ['dispatched', 'leased', 'in_maintenance'] as const) {
    const ids = [...statuses].filter(([, s]) => s === status).map(([id]) => id);
    if (ids.length === 0) continue;
    await ctx.tx.query('update assets set status = $2 where id = any($1::uuid[])', [ids, status]);
  }
}
