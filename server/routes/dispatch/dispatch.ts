import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponse, oneResponse } from '../../../contract/common';
import {
  dispatch,
  dispatchCreate,
  dispatchDriverUpdate,
  dispatchListQuery,
  dispatchReassign,
  dispatchStep,
  dispatchUpdate,
  driverDispatch,
  driverDispatchListQuery,
} from '../../../contract/dispatch';
import type { Db } from '../../db/db';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import { bearer } from '../../plugins/docs';
import { assignDispatch, reassignDispatch } from '../../services/dispatch/dispatch';
import { getDispatch, listAssetDispatches } from '../../services/dispatch/read';
import { updateDispatch, type MoveContext } from '../../services/dispatch/moves';
import { changeDispatchDriver } from '../../services/dispatch/driver';
import { stepDispatch } from '../../services/dispatch/steps';
import { listDriverDispatches } from '../../services/drivers/driver-dispatches';
import type { PlanPolicy } from '../../services/business/entitlements';
import type { NoticeDeps } from '../../services/tracking/recipient-notices';
import { recordRoutes } from '../record-routes';
import { errorResponses, idParams, paged } from '../schemas';

const assetParams = z.object({ assetId: z.string().max(64) });
const tags = ['dispatch'];

/**
 * Dispatching: asset owners (their own assets), in-house managers and the superadmin assign,
 * move, reassign and name the driver; the driver of a dispatch moves it by steps
 * (docs/drivers.md); everyone reads the dispatches in its scope.
 */
export const dispatchRoutes: FastifyPluginAsyncZod<
  {
    db: Db;
    guards: AuthGuards;
    policy: PlanPolicy;
  } & NoticeDeps
> = async (app, { db, guards, policy, mailer, publicUrl }) => {
  // Each move mails the request's recipient (docs/tracking.md).
  const notices: NoticeDeps = { mailer, publicUrl };
  const moveDeps: MoveContext = { policy, notices };
  app.post(
    '/asset-dispatch',
    {
      onRequest: guards.permit('business-dispatches', 'dispatch'),
      schema: {
        tags,
        summary:
          'Assign an available asset of the requested type (and a driver: `driver_id`, else the asset’s default) to a pending request',
        security: bearer,
        body: dispatchCreate,
        response: {
          201: oneResponse(dispatch),
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (req, reply) => {
      const created = await assignDispatch(db, callerOf(req).user, req.body, notices);
      return reply.code(201).send({ data: created });
    },
  );

  app.patch(
    '/asset-dispatch/reassign',
    {
      onRequest: guards.permit('business-dispatches', 'dispatch'),
      schema: {
        tags,
        summary:
          'Move an assigned or in-transit dispatch to another available asset (its driver: `driver_id`, else the new asset’s default)',
        security: bearer,
        body: dispatchReassign,
        response: {
          200: oneResponse(dispatch),
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (req) => ({ data: await reassignDispatch(db, callerOf(req).user, req.body) }),
  );

  app.patch(
    '/asset-dispatch/:id',
    {
      onRequest: guards.permit('business-dispatches', 'dispatch'),
      schema: {
        tags,
        summary:
          'Move a dispatch: assigned → in_transit → delivered (charges the wallet, pays the owner), assigned → cancelled',
        security: bearer,
        params: idParams,
        body: dispatchUpdate,
        response: {
          200: oneResponse(dispatch),
          ...errorResponses(400, 401, 402, 403, 404, 409, 422),
        },
      },
    },
    async (req) => ({
      data: await updateDispatch(db, callerOf(req).user, req.params.id, req.body, moveDeps),
    }),
  );

  app.patch(
    '/asset-dispatch/:id/driver',
    {
      onRequest: guards.permit('business-dispatches', 'dispatch'),
      schema: {
        tags,
        summary:
          'Name (or remove: null) the driver of an assigned dispatch: one of the asset owner’s active drivers',
        security: bearer,
        params: idParams,
        body: dispatchDriverUpdate,
        response: {
          200: oneResponse(dispatch),
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (req) => ({
      data: await changeDispatchDriver(db, callerOf(req).user, req.params.id, req.body),
    }),
  );

  app.post(
    '/asset-dispatch/:id/steps',
    {
      onRequest: guards.permit('business-dispatches', 'step'),
      schema: {
        tags,
        summary:
          'A step of the delivery (arrived_pickup, picked_up, arrived, delivered with its proof, failed with its reason), idempotent by its `id`',
        security: bearer,
        params: idParams,
        body: dispatchStep,
        response: {
          200: oneResponse(dispatch),
          ...errorResponses(400, 401, 402, 403, 404, 409, 422),
        },
      },
    },
    async (req) => ({
      data: await stepDispatch(db, callerOf(req).user, req.params.id, req.body, moveDeps),
    }),
  );

  app.get(
    '/driver-dispatches',
    {
      onRequest: guards.permit('driver-dispatches', 'list'),
      schema: {
        tags,
        summary:
          'The driver’s own dispatches: open ones first, then those ended in the last 7 days (addresses, recipient, proof required)',
        security: bearer,
        querystring: driverDispatchListQuery,
        response: { 200: listResponse(driverDispatch), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => paged(await listDriverDispatches(db, callerOf(req).user, req.query), req.query),
  );

  app.get(
    '/asset-dispatch/by-asset/:assetId',
    {
      onRequest: guards.permit('business-dispatches', 'show'),
      schema: {
        tags,
        summary: 'The dispatches of one asset, newest first (with their reassignments)',
        security: bearer,
        params: assetParams,
        querystring: dispatchListQuery,
        response: { 200: listResponse(dispatch), ...errorResponses(400, 401, 404) },
      },
    },
    async (req) =>
      paged(
        await listAssetDispatches(db, callerOf(req).user, req.params.assetId, req.query),
        req.query,
      ),
  );

  recordRoutes(app, db, {
    path: '/asset-dispatch',
    tags,
    record: dispatch,
    show: {
      // A driver reads its own dispatches (its screen's resource), the others as a request.
      permit: guards.permit('business-dispatches', 'show', ['driver-dispatches', 'show']),
      summary: 'One dispatch',
      errors: [401, 404],
      run: getDispatch,
    },
  });
};
