import { randomBytes } from 'node:crypto';
import type { Role } from '../contract/roles';
import { hashPassword } from './services/accounts/passwords';
import type { Db, Queryable } from './db/db';
import { idRow, queryOne } from './db/query';
import type { Keyring } from './services/payouts/sealing';
import { DEMO_COMPANY_ACCOUNTS, DEMO_DRIVER, seedDemoCompany } from './demo';
import type { DemoMode } from './demo-modes';

/** Same idea as the migration lock: two processes starting together seed once. */
const SEED_LOCK = 7_245_902;

export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; name: string; role: Role }> = [
  { email: 'admin@flotte.demo', name: 'Administrateur Flotte', role: 'superadmin' },
  { email: 'manager@flotte.demo', name: 'Camille Martin', role: 'in_house_manager' },
  { email: 'owner@flotte.demo', name: 'Julien Petit', role: 'asset_owner' },
  { email: 'business@flotte.demo', name: 'Sophie Durand', role: 'business' },
];

/** Base prices in cents of euro; capacities in kilograms. */
const ASSET_TYPES = [
  ['Camionnette', 'Utilitaire léger jusqu’à 3,5 t, permis B.', 1200, 8900],
  [
    'Poids lourd',
    'Porteur ou semi-remorque pour le transport de marchandises lourdes.',
    19000,
    35000,
  ],
  ['Moto', 'Deux-roues pour les plis et petits colis en ville.', 30, 2500],
  ['Vélo cargo', 'Livraison urbaine du dernier kilomètre, sans émission.', 150, 1800],
  ['Remorque', 'Remorque bâchée attelable à un véhicule léger.', 2500, 4500],
  ['Chariot élévateur', 'Manutention de palettes en entrepôt.', 2500, 12000],
] as const;

const BUSINESS_TYPES = [
  ['Transport et logistique', 'Transporteurs, messagerie et logisticiens.'],
  ['Commerce de détail', 'Boutiques et enseignes qui livrent leurs clients.'],
  ['Restauration', 'Restaurants, traiteurs et livraison de repas.'],
  ['Santé', 'Pharmacies, laboratoires et matériel médical.'],
  ['BTP', 'Bâtiment et travaux publics : matériaux et engins.'],
] as const;

/** Request package types; maximum weights in kilograms (null: no limit). */
const PACKAGE_TYPES = [
  ['Pli', 'Enveloppe ou document.', 1],
  ['Petit colis', 'Colis jusqu’à 5 kg.', 5],
  ['Colis', 'Carton standard.', 30],
  ['Palette', 'Palette Europe (120 × 80 cm).', 1000],
  ['Hors gabarit', 'Objet volumineux ou lourd, sur devis.', null],
] as const;

export interface SeedOptions {
  /**
   * `off`: nothing; `accounts`: the demo accounts with one business and the catalogues (the
   * default: the API tests' small data); `full`: those and the demo company.
   */
  demo?: DemoMode;
  /** The instant the demo company's history is laid out from (tests); now when absent. */
  now?: Date;
  /** The platform's share without a plan (FLOTTE_DEFAULT_COMMISSION_RATE). */
  defaultCommissionRate?: number;
  /** The server's data key, which seals the demo owners' bank details (server/demo/payouts.ts). */
  ring?: Keyring;
}

export interface SeedResult {
  /** False when the database already had users, or the demo is off: nothing was written. */
  seeded: boolean;
  password?: string;
  accounts: ReadonlyArray<{ email: string; name: string; role: Role }>;
  /** With the demo company: a request on its way today, whose tracking page the banner names. */
  tracking?: { reference: string; token: string } | undefined;
}

/** The id a `returning id` statement answers. */
async function insertedId(tx: Queryable, sql: string, params?: readonly unknown[]) {
  return (await queryOne(tx, idRow, sql, params))!.id;
}

async function insertUser(
  tx: Queryable,
  account: (typeof DEMO_ACCOUNTS)[number],
  passwordHash: string,
  businessId: string | null,
): Promise<string> {
  return insertedId(
    tx,
    `insert into users (email, name, role, business_id, password_hash, email_verified_at, locale)
     values ($1, $2, $3, $4, $5, now(), 'fr') returning id`,
    [account.email, account.name, account.role, businessId, passwordHash],
  );
}

/**
 * Makes a fresh install usable: on a database without users, the demo superadmin and one
 * account of each other seeded role (all with the same password), one business, the common
 * asset types and two assets; with `demo: 'full'`, the demo company too (server/demo/). A
 * database with users is left as it is, whatever the mode: demo data never lands beside real
 * data.
 */
export async function seed(
  db: Db,
  demoPassword?: string,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const mode = options.demo ?? 'accounts';
  const accounts =
    mode === 'full' ? [...DEMO_ACCOUNTS, ...DEMO_COMPANY_ACCOUNTS, DEMO_DRIVER] : DEMO_ACCOUNTS;
  if (mode === 'off') return { seeded: false, accounts: [] };
  const password = demoPassword ?? randomBytes(12).toString('base64url');
  // Hashed before the transaction: argon2 takes time and must not hold the lock.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(password)));

  let tracking: SeedResult['tracking'];
  const seeded = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const existing = await tx.query('select 1 from users limit 1');
    if (existing.length > 0) return false;

    const businessId = await insertedId(
      tx,
      `insert into businesses (name, slug, kind, active, country, contact_email)
       values ('Transports Durand', 'transports-durand', 'standard', true, 'FR',
               'contact@transports-durand.demo') returning id`,
    );
    // Its branded pages (/b/transports-durand/login) show this name and colour.
    await tx.query(
      `insert into customizations (business_id, name, primary_color)
       values ($1, 'Transports Durand', '#1f4e79')`,
      [businessId],
    );
    const userIds = new Map<Role, string>();
    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      const id = await insertUser(
        tx,
        account,
        hashes[i]!,
        account.role === 'business' ? businessId : null,
      );
      userIds.set(account.role, id);
    }

    const typeIds = new Map<string, string>();
    const assetTypes = new Map<string, { id: string; price: number; capacity: number | null }>();
    for (const [name, description, capacity, price] of ASSET_TYPES) {
      const id = await insertedId(
        tx,
        `insert into asset_types (name, description, capacity_kg, base_price, currency)
         values ($1, $2, $3, $4, 'EUR') returning id`,
        [name, description, capacity, price],
      );
      typeIds.set(name, id);
      assetTypes.set(name, { id, price, capacity });
    }

    // Business types (the demo business is a carrier) and request package types.
    const businessTypeIds = new Map<string, string>();
    for (const [name, description] of BUSINESS_TYPES) {
      businessTypeIds.set(
        name,
        await insertedId(
          tx,
          'insert into business_types (name, description) values ($1, $2) returning id',
          [name, description],
        ),
      );
    }
    await tx.query('update businesses set business_type_id = $1 where id = $2', [
      businessTypeIds.get('Transport et logistique'),
      businessId,
    ]);
    const packageTypes = new Map<string, string>();
    for (const [name, description, maxWeight] of PACKAGE_TYPES) {
      packageTypes.set(
        name,
        await insertedId(
          tx,
          `insert into request_package_types (name, description, max_weight_kg)
           values ($1, $2, $3) returning id`,
          [name, description, maxWeight],
        ),
      );
    }

    const ownerId = userIds.get('asset_owner')!;
    for (const [type, name, registration] of [
      ['Camionnette', 'Renault Master', 'AB-123-CD'],
      ['Vélo cargo', 'Urban Arrow Cargo', null],
    ] as const) {
      await tx.query(
        `insert into assets (asset_type_id, owner_user_id, name, registration)
         values ($1, $2, $3, $4)`,
        [typeIds.get(type), ownerId, name, registration],
      );
    }
    // The demo business's wallet, with a starting top-up by the superadmin (500,00 €).
    const walletId = await insertedId(
      tx,
      `insert into wallets (business_id, currency, balance) values ($1, 'EUR', 50000)
       returning id`,
      [businessId],
    );
    await tx.query(
      `insert into wallet_transactions
         (wallet_id, type, category, amount, balance_after, reference, created_by)
       values ($1, 'credit', 'top_up', 50000, 50000, 'Crédit de bienvenue', $2)`,
      [walletId, userIds.get('superadmin')],
    );
    if (mode === 'full') {
      tracking = (
        await seedDemoCompany(
          tx,
          {
            kind: db.kind,
            businessId,
            userIds: {
              superadmin: userIds.get('superadmin')!,
              manager: userIds.get('in_house_manager')!,
              owner: userIds.get('asset_owner')!,
              business: userIds.get('business')!,
            },
            assetTypes,
            packageTypes,
            passwordHash: hashes[0]!,
          },
          options,
        )
      ).example;
    }
    return true;
  });

  return seeded ? { seeded, password, accounts, tracking } : { seeded, accounts };
}

/** The console block printed once, when the demo accounts are created. */
export function demoAccountsBanner(
  result: SeedResult,
  elapsedMs?: number,
  /** The app's address, for the demo tracking link (FLOTTE_PUBLIC_URL, else localhost). */
  appUrl?: string,
): string {
  const width = Math.max(...result.accounts.map((a) => a.email.length));
  const lines = [
    '',
    '================ Flotte: demo accounts created ================',
    ...result.accounts.map((a) => `  ${a.email.padEnd(width)}  ${a.role.padEnd(16)}  ${a.name}`),
    `  password: ${result.password ?? ''}`,
    '  (shown only now; set FLOTTE_DEMO_PASSWORD to choose it)',
    ...(result.tracking && appUrl
      ? [
          `  a recipient's tracking page (${result.tracking.reference}):`,
          `  ${appUrl}/#/t/${result.tracking.token}`,
        ]
      : []),
    ...(elapsedMs === undefined ? [] : [`  written in ${(elapsedMs / 1000).toFixed(1)} s`]),
    '===============================================================',
    '',
  ];
  return lines.join('\n');
}
