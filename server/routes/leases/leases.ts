import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  lease,
  leaseCreate,
  leaseListQuery,
  leasePreference,
  leasePreferenceCreate,
  leasePreferenceListQuery,
  leasePreferenceUpdate,
  leaseUpdate,
} from '../../../contract/lease';
import { type Grant } from '../../plugins/auth';
import { moveLease } from '../../services/leases/moves';
import {
  createPreference,
  deletePreference,
  getPreference,
  listPreferences,
  updatePreference,
} from '../../services/leases/preferences';
import { getLease, listLeases, proposeLease } from '../../services/leases/leases';
import type { BusinessRouteDeps } from '../deps';
import { recordRoutes } from '../record-routes';
import { flag, listFilter } from '../schemas';

/** A lease's other moves (the body says which one; the service checks that one). */
const LEASE_MOVES: Grant[] = [
  ['leases', 'decline'],
  ['leases', 'cancel'],
  ['leases', 'end'],
];

/**
 * Lease preferences and leases (docs/leases.md). Asset owners offer their assets and accept or
 * decline proposals; businesses browse the offers and propose; the in-house manager and the
 * superadmin read everything and may cancel or end a lease. B2B clients: 403.
 */
export const leasesRoutes: FastifyPluginAsyncZod<BusinessRouteDeps> = async (
  app,
  { db, guards, policy, mailer },
) => {
  recordRoutes(app, db, {
    path: '/lease-preferences',
    tags: ['lease-preference'],
    record: leasePreference,
    list: {
      permit: guards.permit('lease-preferences', 'list', ['lease-market', 'list']),
      summary:
        'Lease offers: an owner its own; a business the market (active offers with an asset ' +
        'available now, each with those assets); the manager and the superadmin all',
      query: leasePreferenceListQuery,
      errors: [400, 401, 403],
      run: (db, caller, query) =>
        listPreferences(db, caller, {
          ...listFilter(query, ['asset_type_id', 'asset_id', 'from', 'to', 'max_rate']),
          region: query.region || undefined,
          active: flag(query.active),
        }),
    },
    show: {
      permit: guards.permit('lease-preferences', 'show', ['lease-market', 'show']),
      summary: 'One lease offer (a business: any active offer, with its available assets)',
      errors: [401, 403, 404],
      run: getPreference,
    },
    create: {
      permit: guards.permit('lease-preferences', 'create'),
      summary: 'Offer one of the caller’s assets, or its assets of a type, for lease',
      body: leasePreferenceCreate,
      errors: [400, 401, 403, 404],
      run: createPreference,
    },
    edit: {
      permit: guards.permit('lease-preferences', 'edit'),
      summary: 'Change an offer’s terms (leases already proposed keep theirs)',
      body: leasePreferenceUpdate,
      errors: [400, 401, 403, 404],
      run: updatePreference,
    },
    remove: {
      permit: guards.permit('lease-preferences', 'delete'),
      summary: 'Withdraw an offer',
      errors: [401, 403, 404],
      run: deletePreference,
    },
  });

  recordRoutes(app, db, {
    path: '/leases',
    tags: ['lease'],
    record: lease,
    list: {
      permit: guards.permit('leases', 'list'),
      summary:
        'Leases in scope: the lessor’s, the lessee business’s, all for the manager and the ' +
        'superadmin (an active lease past its end reads `ended`)',
      query: leaseListQuery,
      errors: [400, 401, 403],
      run: (db, caller, query) =>
        listLeases(
          db,
          caller,
          listFilter(query, [
            'status',
            'asset_id',
            'business_id',
            'from',
            'to',
            'ending_within_days',
          ]),
        ),
    },
    show: {
      permit: guards.permit('leases', 'show'),
      summary: 'One lease',
      errors: [401, 403, 404],
      run: getLease,
    },
    create: {
      permit: guards.permit('leases', 'create'),
      summary:
        'Propose to lease an available asset on the terms of an offer covering it (no money ' +
        'moves until the owner accepts; the wallet must hold the first period and the deposit)',
      body: leaseCreate,
      errors: [400, 401, 402, 403, 404, 409],
      run: proposeLease,
    },
    edit: {
      permit: guards.permit('leases', 'accept', ...LEASE_MOVES),
      summary:
        'Move a lease: the owner accepts (charges the first period and the deposit) or ' +
        'declines; the business withdraws; either side or the operator ends it early; the ' +
        'operator cancels it',
      body: leaseUpdate,
      errors: [400, 401, 402, 403, 404, 409],
      run: (db, caller, id, move) => moveLease(db, caller, id, move, { policy, mailer }),
    },
  });
};
