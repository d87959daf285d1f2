/** Shared set-up of the asset tests: more businesses and users than the demo seed has. */
import { hashPassword } from '../../server/services/accounts/passwords';
import { DEMO_PASSWORD, type TestApp } from './helpers';

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

export async function makeWorld(t: TestApp): Promise<World> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const business = async (slug: string, kind: string, parent: string | null = null) =>
    (
      await t.db.query<{ id: string }>(
        `insert into businesses (name, slug, kind, parent_business_id, active)
         values ($1, $1, $2, $3, true) returning id`,
        [slug, kind, parent],
      )
    )[0]!.id;
  const user = async (email: string, role: string, businessId: string | null) => {
    await t.db.query(
      `insert into users (email, name, role, business_id, password_hash, email_verified_at)
       values ($1, $1, $2, $3, $4, now())`,
      [email, role, businessId, hash],
    );
    return { authorization: `Bearer ${(await t.login(email)).accessToken}` };
  };
  const otherBusinessId = await business('autre-entreprise', 'standard');
  const whitelabelId = await business('marque-blanche', 'whitelabel');
  const clientId = await business('client-de-marque', 'b2b', whitelabelId);
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
      otherOwner: await user('autre.proprio@flotte.test', 'asset_owner', null),
      otherBusiness: await user('autre.entreprise@flotte.test', 'business', otherBusinessId),
      whitelabel: await user('marque@flotte.test', 'business', whitelabelId),
      client: await user('client@flotte.test', 'b2b', clientId),
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
