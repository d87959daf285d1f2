import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listResponse, oneResponse } from '../../../contract/common';
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
import { callerOf, type Grant } from '../../plugins/auth';
import { bearer } from '../../plugins/docs';
import { moveLease } from '../../services/fleet/lease-moves';
import {
  createPreference,
  deletePreference,
  getPreference,
  listPreferences,
  updatePreference,
} from '../../services/fleet/lease-preferences';
import { getLease, listLeases, proposeLease } from '../../services/fleet/leases';
import type { BusinessRouteDeps } from '../deps';
import { errorResponses, flag, idParams, listParams, paged } from '../schemas';

/** A lease's other moves (the body says which one; the service checks that one). */
const LEASE_MOVES: Grant[] = [
  ['leases', 'decline'],
  ['leases', 'cancel'],
  ['leases', 'end'],
];

const asList = (id: string | string[] | undefined) =>
  id === undefined ? undefined : Array.isArray(id) ? id : [id];

/**
 * Lease preferences and leases (docs/leases.md). Asset owners offer their assets and accept or
 * decline proposals; businesses browse the offers and propose; the in-house manager and the
 * superadmin read everything and may cancel or end a lease. B2B clients: 403.
 */
export const leasesRoutes: FastifyPluginAsyncZod<BusinessRouteDeps> = async (
  app,
  { db, guards, policy, mailer },
) => {
  app.get(
    '/lease-preferences',
    {
      onRequest: guards.permit('lease-preferences', 'list', ['lease-market', 'list']),
      schema: {
        tags: ['lease-preference'],
        summary:
          'Lease offers: an owner its own; a business the market (active offers with an asset ' +
          'available now, each with those assets); the manager and the superadmin all',
        security: bearer,
        querystring: leasePreferenceListQuery,
        response: { 200: listResponse(leasePreference), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { query } = request;
      const found = await listPreferences(db, callerOf(request).user, {
        ...listParams(query),
        asset_type_id: query.asset_type_id,
        asset_id: query.asset_id,
        region: query.region || undefined,
        from: query.from,
        to: query.to,
        max_rate: query.max_rate,
        active: flag(query.active),
        ids: asList(query.id),
      });
      return paged(found, query);
    },
  );

  app.get(
    '/lease-preferences/:id',
    {
      onRequest: guards.permit('lease-preferences', 'show', ['lease-market', 'show']),
      schema: {
        tags: ['lease-preference'],
        summary: 'One lease offer (a business: any active offer, with its available assets)',
        security: bearer,
        params: idParams,
        response: { 200: oneResponse(leasePreference), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      data: await getPreference(db, callerOf(request).user, request.params.id),
    }),
  );

  app.post(
    '/lease-preferences',
    {
      onRequest: guards.permit('lease-preferences', 'create'),
      schema: {
        tags: ['lease-preference'],
        summary: 'Offer one of the caller’s assets, or its assets of a type, for lease',
        security: bearer,
        body: leasePreferenceCreate,
        response: {
          201: oneResponse(leasePreference),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const created = await createPreference(db, callerOf(request).user, request.body);
      return reply.code(201).send({ data: created });
    },
  );

  app.patch(
    '/lease-preferences/:id',
    {
      onRequest: guards.permit('lease-preferences', 'edit'),
      schema: {
        tags: ['lease-preference'],
        summary: 'Change an offer’s terms (leases already proposed keep theirs)',
        security: bearer,
        params: idParams,
        body: leasePreferenceUpdate,
        response: { 200: oneResponse(leasePreference), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await updatePreference(db, callerOf(request).user, request.params.id, request.body),
    }),
  );

  app.delete(
    '/lease-preferences/:id',
    {
      onRequest: guards.permit('lease-preferences', 'delete'),
      schema: {
        tags: ['lease-preference'],
        summary: 'Withdraw an offer',
        security: bearer,
        params: idParams,
        response: { 200: oneResponse(leasePreference), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      data: await deletePreference(db, callerOf(request).user, request.params.id),
    }),
  );

  app.get(
    '/leases',
    {
      onRequest: guards.permit('leases', 'list'),
      schema: {
        tags: ['lease'],
        summary:
          'Leases in scope: the lessor’s, the lessee business’s, all for the manager and the ' +
          'superadmin (an active lease past its end reads `ended`)',
        security: bearer,
        querystring: leaseListQuery,
        response: { 200: listResponse(lease), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { query } = request;
      const found = await listLeases(db, callerOf(request).user, {
        ...listParams(query),
        status: query.status,
        asset_id: query.asset_id,
        business_id: query.business_id,
        from: query.from,
        to: query.to,
        ending_within_days: query.ending_within_days,
        ids: asList(query.id),
      });
      return paged(found, query);
    },
  );

  app.get(
    '/leases/:id',
    {
      onRequest: guards.permit('leases', 'show'),
      schema: {
        tags: ['lease'],
        summary: 'One lease',
        security: bearer,
        params: idParams,
        response: { 200: oneResponse(lease), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await getLease(db, callerOf(request).user, request.params.id) }),
  );

  app.post(
    '/leases',
    {
      onRequest: guards.permit('leases', 'create'),
      schema: {
        tags: ['lease'],
        summary:
          'Propose to lease an available asset on the terms of an offer covering it (no money ' +
          'moves until the owner accepts; the wallet must hold the first period and the deposit)',
        security: bearer,
        body: leaseCreate,
        response: { 201: oneResponse(lease), ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const created = await proposeLease(db, callerOf(request).user, request.body);
      return reply.code(201).send({ data: created });
    },
  );

  app.patch(
    '/leases/:id',
    {
      onRequest: guards.permit('leases', 'accept', ...LEASE_MOVES),
      schema: {
        tags: ['lease'],
        summary:
          'Move a lease: the owner accepts (charges the first period and the deposit) or ' +
          'declines; the business withdraws; either side or the operator ends it early; the ' +
          'operator cancels it',
        security: bearer,
        params: idParams,
        body: leaseUpdate,
        response: {
          200: oneResponse(lease),
          ...errorResponses(400, 401, 402, 403, 404, 409),
        },
      },
    },
    async (request) => ({
      data: await moveLease(db, callerOf(request).user, request.params.id, request.body, {
        policy,
        mailer,
      }),
    }),
  );
};
