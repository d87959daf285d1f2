/**
 * The planner's day of the demo (issue 29, docs/demo.md): Nadia Lambert, an owner whose only
 * vans are three of a type no one else owns ("Fourgon", 1,000 kg), each with a driver of hers,
 * a depot in Saint-Denis, and 30 drop-offs of Transports Durand waiting for today's plan, loaded
 * at her depot, with morning or afternoon windows and weights that no two vans can carry alone.
 *
 * Its own people, vans and type: her board holds those 30 requests and those 3 vans only (an
 * owner plans the requests of the types she owns), and her drivers have no open work, so a
 * round of theirs publishes at any hour of the day (`409 driver_busy` refuses a round whose
 * shift covers now to a driver on an open dispatch, as the sign-in driver Mehdi is). The browser
 * journey of a planner's day (tests/e2e/rounds.test.ts) plans it; nothing else reads it.
 *
 * Deterministic (drawn after every other part) and dated today on Durand's clock (Paris), the
 * day of the first start there; windows are that clock's times, like her shift (08:00–18:00).
 */
import { clockIn, dayIn } from '../../contract/days';
import { businessZone } from '../services/business/zone';
import { HOUR_MS, MINUTE_MS, iso, insertRows, type DemoContext } from './context';
import type { DemoPeople } from './businesses';
import { drawToken } from './tracking';

export const PLANNING_OWNER = { email: 'nadia.lambert@flotte.demo', name: 'Nadia Lambert' };

/** The type only her vans are of: no other fleet plans or takes its requests. */
export const PLANNING_TYPE = { name: 'Fourgon', capacity_kg: 1000, capacity_m3: 8, price: 3000 };

/** Her vans, each with its driver (the first is the journey's phone). */
export const PLANNING_VANS: readonly { van: string; driver: string; email: string }[] = [
  { van: 'Renault Trafic', driver: 'Yanis Girard', email: 'yanis.girard@chauffeurs.flotte.demo' },
  { van: 'Fiat Scudo', driver: 'Camille Bertin', email: 'camille.bertin@chauffeurs.flotte.demo' },
  { van: 'Toyota Proace', driver: 'Omar Haddad', email: 'omar.haddad@chauffeurs.flotte.demo' },
];

const DEPOT = {
  name: 'Dépôt Lambert',
  address: '20 rue du Landy, 93200 Saint-Denis',
  lat: 48.9138,
  lng: 2.3568,
};

/** The day's 30 drop-offs in Paris, [address, lat, lng]. */
const DROPOFFS: readonly (readonly [string, number, number])[] = [
  ['8 rue Montorgueil, 75001 Paris', 48.8644, 2.3468],
  ['21 rue du Faubourg-Saint-Denis, 75010 Paris', 48.8718, 2.3537],
  ['14 rue de Bretagne, 75003 Paris', 48.8627, 2.3618],
  ['33 rue des Martyrs, 75009 Paris', 48.8799, 2.3399],
  ['6 rue Lepic, 75018 Paris', 48.8849, 2.3336],
  ['52 rue de la Chapelle, 75018 Paris', 48.8921, 2.3595],
  ['17 avenue de Clichy, 75017 Paris', 48.8867, 2.3262],
  ['90 rue de Rennes, 75006 Paris', 48.8485, 2.3284],
  ['11 rue Mouffetard, 75005 Paris', 48.8442, 2.3497],
  ['45 boulevard Saint-Michel, 75005 Paris', 48.8487, 2.3406],
  ['3 rue de Buci, 75006 Paris', 48.8535, 2.3363],
  ['70 rue du Bac, 75007 Paris', 48.8549, 2.3253],
  ['25 avenue de la Motte-Picquet, 75007 Paris', 48.8541, 2.3061],
  ['12 rue du Commerce, 75015 Paris', 48.8467, 2.2937],
  ['100 rue de la Convention, 75015 Paris', 48.8387, 2.2907],
  ['9 rue Daguerre, 75014 Paris', 48.8341, 2.3272],
  ['60 avenue du Général-Leclerc, 75014 Paris', 48.8281, 2.3267],
  ['4 place d’Italie, 75013 Paris', 48.8313, 2.3556],
  ['36 rue de Tolbiac, 75013 Paris', 48.8266, 2.3668],
  ['15 rue de Charenton, 75012 Paris', 48.8506, 2.3736],
  ['80 avenue Daumesnil, 75012 Paris', 48.8427, 2.3869],
  ['22 rue des Pyrénées, 75020 Paris', 48.8526, 2.4063],
  ['5 rue de Ménilmontant, 75020 Paris', 48.8677, 2.3839],
  ['44 avenue Secrétan, 75019 Paris', 48.8798, 2.3757],
  ['10 rue de Crimée, 75019 Paris', 48.8877, 2.3796],
  ['28 rue de Lévis, 75017 Paris', 48.8842, 2.3102],
  ['7 avenue de Wagram, 75017 Paris', 48.8775, 2.2966],
  ['55 rue de Passy, 75016 Paris', 48.8578, 2.2768],
  ['19 rue de la Pompe, 75016 Paris', 48.8622, 2.2794],
  ['2 boulevard de Courcelles, 75008 Paris', 48.8798, 2.3054],
];

const RECIPIENTS = [
  'Julie Marchal',
  'Bastien Noël',
  'Sarah Lemoine',
  'Karim Aït',
  'Pauline Masson',
  'Victor Renaud',
  'Emma Carpentier',
  'Louis Barbier',
  'Manon Leclerc',
  'Adrien Colin',
];

export async function seedPlanningDay(ctx: DemoContext, people: DemoPeople): Promise<void> {
  const { tx, rand, clock } = ctx;
  const now = clock.now.getTime();
  const joined = iso(clock.at(-20, 9));
  const owner = rand.uuid();
  await insertRows(tx, 'users', [
    {
      id: owner,
      ...PLANNING_OWNER,
      role: 'asset_owner',
      password_hash: ctx.passwordHash,
      email_verified_at: joined,
      locale: 'fr',
      created_at: joined,
      updated_at: joined,
    },
  ]);
  const drivers = PLANNING_VANS.map(({ driver, email }) => ({
    id: rand.uuid(),
    email,
    name: driver,
    phone: `+33 7 ${rand.int(10, 99)} ${rand.int(10, 99)} ${rand.int(10, 99)} ${rand.int(10, 99)}`,
    role: 'driver',
    employer_user_id: owner,
    password_hash: ctx.passwordHash,
    email_verified_at: joined,
    locale: 'fr',
    created_at: joined,
    updated_at: joined,
  }));
  await insertRows(tx, 'users', drivers);

  const type = rand.uuid();
  await insertRows(tx, 'asset_types', [
    {
      id: type,
      name: PLANNING_TYPE.name,
      description: 'Fourgon de livraison urbaine, une tonne de charge utile',
      capacity_kg: PLANNING_TYPE.capacity_kg,
      capacity_m3: PLANNING_TYPE.capacity_m3,
      base_price: PLANNING_TYPE.price,
      created_at: joined,
      updated_at: joined,
    },
  ]);
  await insertRows(
    tx,
    'assets',
    PLANNING_VANS.map(({ van }, i) => ({
      id: rand.uuid(),
      name: van,
      asset_type_id: type,
      owner_user_id: owner,
      default_driver_id: drivers[i]!.id,
      make: van.split(' ')[0],
      model: van.split(' ')[1],
      year: 2022 + i,
      registration: `NL-${String(101 + i * 111)}-FG`,
      odometer_km: 20_000 + rand.int(0, 30_000),
      status: 'available',
      created_at: joined,
      updated_at: joined,
    })),
  );
  const depot = rand.uuid();
  await insertRows(tx, 'depots', [
    {
      id: depot,
      owner_user_id: owner,
      ...DEPOT,
      opens: '06:00',
      closes: '21:00',
      created_at: joined,
      updated_at: joined,
    },
  ]);

  // Today's drop-offs: asked for this morning (before the first start), loaded at her depot;
  // a third in the morning, a third in the afternoon, a third at any time of the shift.
  const zone = await businessZone(tx, people.businesses.durand);
  const day = dayIn(zone, clock.now);
  const today = (hour: number) => iso(clockIn(zone, day, `${hour}:00`).getTime());
  const windows: readonly (readonly [number, number] | null)[] = [[9, 12], [13, 17], null];
  const staff = ctx.userIds.business;
  await insertRows(
    tx,
    'requests',
    DROPOFFS.map(([address, lat, lng], i) => {
      const window = windows[i % windows.length]!;
      const created = iso(now - (4 * HOUR_MS - i * 4 * MINUTE_MS));
      return {
        id: rand.uuid(),
        tracking_token: drawToken(rand),
        delivery_code: String(rand.int(0, 9999)).padStart(4, '0'),
        business_id: people.businesses.durand,
        requested_by: staff,
        asset_type_id: type,
        status: 'pending',
        pickup_address: DEPOT.address,
        pickup_lat: DEPOT.lat,
        pickup_lng: DEPOT.lng,
        depot_id: depot,
        dropoff_address: address,
        dropoff_lat: lat,
        dropoff_lng: lng,
        // The day's first window says its day; without one, the morning's start does.
        dropoff_from: today(window?.[0] ?? 8),
        dropoff_until: window ? today(window[1]) : null,
        recipient_name: RECIPIENTS[i % RECIPIENTS.length],
        // 50 to 109 kg, 2,355 kg in all: more than two vans carry, within three.
        weight_kg: 50 + ((i * 29) % 60),
        service_minutes: 5,
        price: PLANNING_TYPE.price,
        currency: 'EUR',
        attempts: 0,
        created_at: created,
        updated_at: created,
      };
    }),
  );
}
