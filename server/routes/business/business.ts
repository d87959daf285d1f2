import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  business,
  businessCreate,
  businessListQuery,
  businessUpdate,
  ownBusinessUpdate,
  toggleStatusBody,
} from '../../../contract/business';
import { listResponse, oneResponse } from '../../../contract/common';
import { canAccess } from '../../../contract/permissions';
import type { BusinessRouteDeps } from '../deps';
import { asActor, recordRoutes } from '../record-routes';
import { callerOf } from '../../plugins/auth';
import { bearer } from '../../plugins/docs';
import { createBusiness } from '../../services/business/business-create';
import { deleteBusiness } from '../../services/business/business-delete';
import { setBusinessStatus } from '../../services/business/business-status';
import { updateBusiness, updateOwnBusiness } from '../../services/business/business-update';
import { getBusiness, getOwnBusiness, listBusinesses } from '../../services/business/businesses';
import { errorResponses, flag, idParams, idsQuery, listFilter, paged } from '../schemas';
import { guarded } from '../guarded';

const listQuery = businessListQuery.extend(idsQuery);

/**
 * GET /business answers the operator's staff a page of businesses and business staff their own
 * business (one path for both): two shapes, one union the serializer and the
 * OpenAPI document both take (`anyOf`).
 */
const listOrOwn = z.union([listResponse(business), oneResponse(business)]);

const tags = ['business'];

/**
 * Businesses (docs/business.md): the operator's staff list and read them, the superadmin
 * creates, edits, approves, suspends and deletes them; business staff read (and, role
 * `business`, edit) their own.
 */
export const businessRoutes: FastifyPluginAsyncZod<BusinessRouteDeps> = async (app, deps) => {
  const { db, guards } = deps;

  app.get(
    '/business',
    guarded({
      permit: guards.permit('business', 'list', ['my-business', 'show']),
      tags,
      summary:
        'Superadmin, manager: a page of live businesses (`active=false` is the approval queue). ' +
        'Business and B2B staff: `{ data }`, their own business',
      querystring: listQuery,
      answer: listOrOwn,
      errors: [400, 401, 403, 404],
    }),
    async (request) => {
      const { user } = callerOf(request);
      // Let in by `my-business:show` alone: its own business, not a list.
      if (!canAccess(user.role, { resource: 'business', action: 'list' })) {
        return { data: await getOwnBusiness(db, user) };
      }
      const { query } = request;
      const found = await listBusinesses(db, {
        ...listFilter(query, ['kind']),
        active: flag(query.active),
        businessTypeId: query.business_type_id,
        country: query.country || undefined,
        parentBusinessId: query.parent_business_id,
      });
      return paged(found, query);
    },
  );

  recordRoutes(app, db, {
    path: '/business',
    tags,
    record: business,
    show: {
      permit: guards.permit('business', 'show', ['my-business', 'show']),
      summary:
        'One live business: any for the superadmin and the manager; for business staff their ' +
        "own (a white-label business's also its B2B clients), else 404",
      errors: [401, 403, 404],
      run: getBusiness,
    },
    create: {
      permit: guards.permit('business', 'create'),
      summary:
        'Create a business and its first staff account, invited by mail with a code to ' +
        'choose its password (superadmin)',
      body: businessCreate,
      errors: [400, 401, 403, 409],
      run: (db, caller, input) => createBusiness(db, deps, caller, input),
    },
    edit: {
      permit: guards.permit('business', 'edit'),
      summary: 'Edit a business: profile, slug, kind (standard ⇄ whitelabel), parent (superadmin)',
      body: businessUpdate,
      errors: [400, 401, 403, 404, 409],
      run: asActor(updateBusiness),
    },
    remove: {
      permit: guards.permit('business', 'delete'),
      summary:
        'Delete a business (kept for its history, hidden everywhere): its staff disabled, ' +
        'assets withdrawn, subscription cancelled (superadmin)',
      errors: [401, 403, 404, 409],
      run: asActor(deleteBusiness),
    },
  });

  app.patch(
    '/business',
    guarded({
      permit: guards.permit('my-business', 'edit'),
      tags,
      summary: "Edit the caller's own business (role business; 403 business_inactive)",
      body: ownBusinessUpdate,
      answer: oneResponse(business),
      errors: [400, 401, 403, 404, 409],
    }),
    async (request) => ({
      data: await updateOwnBusiness(db, callerOf(request).user, request.body),
    }),
  );

  app.patch(
    '/business/:id/toggle-status',
    {
      onRequest: guards.permit('business', 'toggle-status'),
      schema: {
        tags,
        summary:
          'Approve or suspend a business (`{ active }`, or flip without a body); mails its staff ' +
          'and notification addresses (superadmin)',
        security: bearer,
        params: idParams,
        // No body at all reaches the validator as null.
        body: toggleStatusBody.nullable(),
        response: { 200: oneResponse(business), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await setBusinessStatus(
        db,
        deps,
        callerOf(request).user.id,
        request.params.id,
        request.body?.active,
      ),
    }),
  );
};
