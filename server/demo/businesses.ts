/**
 * The demo company's other businesses and people: a white-label business with two B2B clients
 * (each with its staff), two businesses waiting for the superadmin's approval, two more asset
 * owners. The accounts seed's four accounts and its business (Transports Durand) are moved
 * back to the start of the history.
 */
import type { Role } from '../../contract/roles';
import { idsBy, insertRows, iso, type DemoContext } from './context';

export type DemoBusinessKey = 'durand' | 'atlas' | 'pharmacie' | 'boulangerie' | 'garnier' | 'roux';

interface BusinessSpec {
  key: Exclude<DemoBusinessKey, 'durand'>;
  name: string;
  slug: string;
  kind: 'standard' | 'whitelabel' | 'b2b';
  parent?: DemoBusinessKey;
  /** Its legal identity: the white-label business invoices its clients under it. */
  siren?: string;
  vat_number?: string;
  active: boolean;
  type: string;
  city: string;
  /** Days before day 0 it signed up. */
  since: number;
}

const BUSINESSES: readonly BusinessSpec[] = [
  {
    key: 'atlas',
    name: 'Atlas Logistique',
    slug: 'atlas-logistique',
    kind: 'whitelabel',
    siren: '841752967',
    vat_number: 'FR04841752967',
    active: true,
    type: 'Transport et logistique',
    city: 'Lyon',
    since: 98,
  },
  {
    key: 'pharmacie',
    name: 'Pharmacie du Lac',
    slug: 'pharmacie-du-lac',
    kind: 'b2b',
    parent: 'atlas',
    active: true,
    type: 'Santé',
    city: 'Annecy',
    since: 92,
  },
  {
    key: 'boulangerie',
    name: 'Boulangerie Moreau',
    slug: 'boulangerie-moreau',
    kind: 'b2b',
    parent: 'atlas',
    active: true,
    type: 'Restauration',
    city: 'Villeurbanne',
    since: 90,
  },
  {
    key: 'garnier',
    name: 'Primeurs Garnier',
    slug: 'primeurs-garnier',
    kind: 'standard',
    active: false,
    type: 'Commerce de détail',
    city: 'Marseille',
    since: 3,
  },
  {
    key: 'roux',
    name: 'Chantiers Roux',
    slug: 'chantiers-roux',
    kind: 'standard',
    active: false,
    type: 'BTP',
    city: 'Nantes',
    since: 1,
  },
];

export interface DemoAccount {
  email: string;
  name: string;
  role: Role;
  business?: DemoBusinessKey;
}

/** The accounts the demo company adds to the accounts seed's four (same password). */
export const DEMO_COMPANY_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'owner2@flotte.demo', name: 'Amina Diallo', role: 'asset_owner' },
  { email: 'owner3@flotte.demo', name: 'Marc Lefèvre', role: 'asset_owner' },
  { email: 'whitelabel@flotte.demo', name: 'Karim Benali', role: 'business', business: 'atlas' },
  { email: 'pharmacie@flotte.demo', name: 'Claire Fontaine', role: 'b2b', business: 'pharmacie' },
  { email: 'boulangerie@flotte.demo', name: 'Hugo Moreau', role: 'b2b', business: 'boulangerie' },
  { email: 'garnier@flotte.demo', name: 'Léa Garnier', role: 'business', business: 'garnier' },
  { email: 'roux@flotte.demo', name: 'Thomas Roux', role: 'business', business: 'roux' },
];

export interface DemoPeople {
  businesses: Record<DemoBusinessKey, string>;
  /** Users by e-mail (the accounts seed's four included). */
  users: Map<string, string>;
  owners: { julien: string; amina: string; marc: string };
}

export async function seedBusinesses(ctx: DemoContext): Promise<DemoPeople> {
  const { tx, rand, clock } = ctx;
  const businesses = { durand: ctx.businessId } as Record<DemoBusinessKey, string>;
  for (const b of BUSINESSES) businesses[b.key] = rand.uuid();
  const typeIds = await idsBy(tx, 'business_types', 'name');
  await insertRows(
    tx,
    'businesses',
    BUSINESSES.map((b) => ({
      id: businesses[b.key],
      name: b.name,
      slug: b.slug,
      kind: b.kind,
      parent_business_id: b.parent ? businesses[b.parent] : null,
      active: b.active,
      country: 'FR',
      business_type_id: typeIds.get(b.type) ?? null,
      contact_email: `contact@${b.slug}.demo`,
      contact_phone: `+33 4 ${rand.int(10, 99)} ${rand.int(10, 99)} ${rand.int(10, 99)} ${rand.int(10, 99)}`,
      address: `${rand.int(1, 90)} rue de la République, ${b.city}`,
      siren: b.siren ?? null,
      vat_number: b.vat_number ?? null,
      created_at: iso(clock.at(-b.since, 10)),
      updated_at: iso(clock.at(-b.since, 10)),
    })),
  );
  // The white-label business's own branding (its sign-in page, its clients' app).
  await insertRows(tx, 'customizations', [
    { business_id: businesses.atlas, name: 'Atlas Logistique', primary_color: '#7a3e9d' },
  ]);
  // The seed's business and people joined before everyone else.
  await tx.query('update businesses set created_at = $2, updated_at = $2 where id = $1', [
    ctx.businessId,
    iso(clock.at(-100, 9)),
  ]);
  await tx.query('update users set created_at = $1, updated_at = $1, last_login_at = $2', [
    iso(clock.at(-100, 9)),
    iso(clock.at(-1, 8)),
  ]);

  const users = await idsBy(tx, 'users', 'email');
  const rows = DEMO_COMPANY_ACCOUNTS.map((a, i) => {
    const id = rand.uuid();
    users.set(a.email, id);
    const spec = BUSINESSES.find((b) => b.key === a.business);
    const since = spec ? spec.since : 96 - i;
    return {
      id,
      email: a.email,
      name: a.name,
      role: a.role,
      business_id: a.business ? businesses[a.business] : null,
      password_hash: ctx.passwordHash,
      email_verified_at: iso(clock.at(-since, 10, 5)),
      locale: 'fr',
      created_at: iso(clock.at(-since, 10)),
      updated_at: iso(clock.at(-since, 10)),
    };
  });
  await insertRows(tx, 'users', rows);
  return {
    businesses,
    users,
    owners: {
      julien: ctx.userIds.owner,
      amina: users.get('owner2@flotte.demo')!,
      marc: users.get('owner3@flotte.demo')!,
    },
  };
}
