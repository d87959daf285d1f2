import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneResponse } from '../../../contract/common';
import {
  request,
  requestCreate,
  requestEvent,
  requestListQuery,
  requestRecipientUpdate,
  requestStats,
  requestUpdate,
} from '../../../contract/request';
import type { Db } from '../../db/db';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import {
  cancelRequest,
  createRequest,
  getRequest,
  listRequests,
  requestStats as stats,
  updateRecipient,
} from '../../services/requests/requests';
import type { NoticeDeps } from '../../services/tracking/recipient-notices';
import { autoDispatch } from '../../services/rounds/auto-dispatch';
import { requestTimeline } from '../../services/requests/timeline';
import { z } from 'zod';
import type { PlanPolicy } from '../../services/business/entitlements';
import { recordRoutes } from '../record-routes';
import { idParams, listParams } from '../schemas';
import { guarded } from '../guarded';
import { priceOverride } from '../../../contract/quote';
import { overridePrice } from '../../services/pricing/override';
import type { TravelDeps } from '../../services/pricing/quotes';

const tags = ['request'];

/**
 * Delivery requests. Everyone signed in reads its scope; business and B2B staff create;
 * the requester's business (or its white-label parent), managers and the superadmin cancel.
 */
export const requestRoutes: FastifyPluginAsyncZod<
  {
    db: Db;
    guards: AuthGuards;
    /** The plan limits and the inactive-business rule (issue 8). */
    policy: PlanPolicy;
    /** Where a tariff's distances come from (docs/money.md). */
    travel: TravelDeps;
  } & NoticeDeps
> = async (app, { db, guards, mailer, publicUrl, travel }) => {
  // A cancellation mails the request's recipient (docs/tracking.md).
  const notices: NoticeDeps = { mailer, publicUrl };
  recordRoutes(app, db, {
    path: '/business-dispatches',
    tags,
    record: request,
    list: {
      permit: guards.permit('business-dispatches', 'list'),
      summary: 'List delivery requests in the caller’s scope (paged, sorted, filtered)',
      query: requestListQuery,
      errors: [400, 401],
      run: (db, caller, query) =>
        listRequests(db, caller, {
          ...listParams(query),
          status: query.status,
          businessId: query.business_id,
          assetTypeId: query.asset_type_id,
          createdFrom: query.created_from,
          createdTo: query.created_to,
          waitingMinutes: query.waiting_minutes,
        }),
    },
    show: {
      permit: guards.permit('business-dispatches', 'show'),
      summary: 'One delivery request',
      errors: [401, 404],
      run: getRequest,
    },
    create: {
      permit: guards.permit('business-dispatches', 'create'),
      summary:
        'Request a delivery (business and B2B staff); 402 when the wallet balance is below the price',
      body: requestCreate,
      errors: [400, 401, 402, 403],
      run: async (db, caller, input) => {
        const created = await createRequest(db, caller, input, travel);
        // Auto-dispatch (docs/rounds.md): off, the request stays as created.
        const auto = await autoDispatch(db, created.id, { ...travel, ...notices });
        return auto === 'off' ? created : getRequest(db, caller, created.id);
      },
    },
    edit: {
      permit: guards.permit('business-dispatches', 'cancel'),
      summary: 'Cancel a pending or assigned request (`{ status: "cancelled" }`)',
      body: requestUpdate,
      errors: [400, 401, 403, 404, 409],
      run: (db, caller, id) => cancelRequest(db, caller, id, notices),
    },
  });

  app.get(
    '/business-dispatches/:id/timeline',
    guarded({
      permit: guards.permit('business-dispatches', 'show'),
      tags,
      summary:
        'A request’s moves, oldest first: created, assigned, reassigned, in transit, delivered, cancelled (time, who, asset)',
      params: idParams,
      answer: oneResponse(z.array(requestEvent)),
      errors: [401, 404],
    }),
    async (req) => ({ data: await requestTimeline(db, callerOf(req).user, req.params.id) }),
  );

  app.patch(
    '/business-dispatches/:id/recipient',
    guarded({
      permit: guards.permit('business-dispatches', 'recipient'),
      tags,
      summary:
        'Change who receives an open request (name, phone, e-mail; only the fields sent); 409 once it ended',
      params: idParams,
      body: requestRecipientUpdate,
      answer: oneResponse(request),
      errors: [400, 401, 403, 404, 409],
    }),
    async (req) => ({
      data: await updateRecipient(db, callerOf(req).user, req.params.id, req.body),
    }),
  );

  app.patch(
    '/business-dispatches/:id/price',
    guarded({
      permit: guards.permit('business-dispatches', 'price'),
      tags,
      summary:
        'Override a request’s price before its delivery (superadmin), with the reason kept in the audit log',
      params: idParams,
      body: priceOverride,
      answer: oneResponse(request),
      errors: [400, 401, 403, 404, 409],
    }),
    async (req) => ({
      data: await overridePrice(db, callerOf(req).user, req.params.id, req.body),
    }),
  );

  app.get(
    '/requests/stats',
    guarded({
      permit: guards.permit('business-dispatches', 'list'),
      tags,
      summary: 'Counts of the caller’s requests by status',
      answer: oneResponse(requestStats),
      errors: [401],
    }),
    async (req) => ({ data: await stats(db, callerOf(req).user) }),
  );
};
