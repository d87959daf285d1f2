/** Shared set-up of the asset tests: more businesses and users than the demo seed has. */
import { beforeAll } from 'vitest';
import type { TestApp } from './helpers';
import { appPerFile } from './per-file';
import { insertBusiness, signedInUser } from './rows';

export interface World {
  ownerId: string;
  demoBusinessId: string;
  otherBusinessId: string;
  whitelabelId: string;
  clientId: string;
  typeIds: Record<string, string>;
  h: Record<
    | 'admin'
    | 'manager'
    | 'owner'
    | 'business'
    | 'b2b'
    | 'otherOwner'
    | 'otherBusiness'
    | 'whitelabel'
    | 'client',
    { authorization: string }
  >;
}

/** Who calls: one of the world's signed-in users. */
export type Who = keyof World['h'];

/** The app for the file (`t`) and the asset world in it (`w`, made before the file's tests). */
export function assetWorldPerFile() {
  const t = appPerFile();
  const w = {} as World;
  beforeAll(async () => {
    Object.assign(w, await makeWorld(t));
  });
  return { t, w };
}

export async function makeWorld(t: TestApp): Promise<World> {
  const otherBusinessId = await insertBusiness(t, 'autre-entreprise');
  const whitelabelId = await insertBusiness(t, 'marque-blanche', 'whitelabel');
  const clientId = await insertBusiness(t, 'client-de-marque', 'b2b', { parent: whitelabelId });
  const types = await t.db.query<{ id: string; name: string }>('select id, name from asset_types');
  const [{ id: ownerId }] = (await t.db.query<{ id: string }>(
    `select id from users where email = 'owner@flotte.demo'`,
  )) as [{ id: string }];
  const [{ id: demoBusinessId }] = (await t.db.query<{ id: string }>(
    `select id from businesses where slug = 'transports-durand'`,
  )) as [{ id: string }];
  return {
    ownerId,
    demoBusinessId,
    otherBusinessId,
    whitelabelId,
    clientId,
    typeIds: Object.fromEntries(types.map((r) => [r.name, r.id])),
    h: {
      admin: await t.as('superadmin'),
      manager: await t.as('in_house_manager'),
      owner: await t.as('asset_owner'),
      business: await t.as('business'),
      b2b: await t.as('b2b'),
      otherOwner: await signedInUser(t, 'autre.proprio@flotte.test', null, 'asset_owner'),
      otherBusiness: await signedInUser(t, 'autre.entreprise@flotte.test', otherBusinessId),
      whitelabel: await signedInUser(t, 'marque@flotte.test', whitelabelId),
      client: await signedInUser(t, 'client@flotte.test', clientId, 'b2b'),
    },
  };
}

/** An asset straight in the database (status and owner as the test needs). */
export async function insertAsset(
  t: TestApp,
  fields: {
    asset_type_id: string;
    name: string;
    owner_user_id?: string | null;
    business_id?: string | null;
    status?: string;
    year?: number | null;
  },
): Promise<string> {
  const rows = await t.db.query<{ id: string }>(
    `insert into assets (asset_type_id, owner_user_id, business_id, name, status, year)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      fields.asset_type_id,
      fields.owner_user_id ?? null,
      fields.business_id ?? null,
      fields.name,
      fields.status ?? 'available',
      fields.year ?? null,
    ],
  );
  return rows[0]!.id;
}

/** A request of `businessId` with a dispatch of `assetId` in `status` (history or live). */
export async function insertDispatch(
  t: TestApp,
  businessId: string,
  assetId: string,
  status = 'delivered',
): Promise<void> {
  const [asset] = await t.db.query<{ asset_type_id: string }>(
    'select asset_type_id from assets where id = $1',
    [assetId],
  );
  const [request] = await t.db.query<{ id: string }>(
    `insert into requests (business_id, asset_type_id, pickup_address, dropoff_address, price,
       status)
     values ($1, $2, 'Départ', 'Arrivée', 1000, $3) returning id`,
    [businessId, asset!.asset_type_id, status === 'in_transit' ? 'in_transit' : status],
  );
  await t.db.query(`insert into dispatches (request_id, asset_id, status) values ($1, $2, $3)`, [
    request!.id,
    assetId,
    status,
  ]);
}
