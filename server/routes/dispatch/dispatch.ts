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
import { assignDispatch, reassignDispatch } from '../../services/dispatch/dispatch';
import { getDispatch, listAssetDispatches } from '../../services/dispatch/read';
import { updateDispatch, type MoveContext } from '../../services/dispatch/moves';
import { changeDispatchDriver } from '../../services/dispatch/driver';
import { stepDispatch } from '../../services/dispatch/steps';
import { listDriverDispatches } from '../../services/drivers/driver-dispatches';
import type { PlanPolicy } from '../../services/business/entitlements';
import type { NoticeDeps } from '../../services/tracking/recipient-notices';
import { recordRoutes } from '../record-routes';
import { idParams, paged } from '../schemas';
import { guarded } from '../guarded';

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
    guarded({
      permit: guards.permit('business-dispatches', 'dispatch'),
      tags,
      summary:
        'Assign an available asset of the requested type (and a driver: `driver_id`, else the asset’s default) to a pending request',
      body: dispatchCreate,
      answer: oneResponse(dispatch),
      status: 201,
      errors: [400, 401, 403, 404, 409, 422],
    }),
    async (req, reply) => {
      const created = await assignDispatch(db, callerOf(req).user, req.body, notices);
      return reply.code(201).send({ data: created });
    },
  );

  app.patch(
    '/asset-dispatch/reassign',
    guarded({
      permit: guards.permit('business-dispatches', 'dispatch'),
      tags,
      summary:
        'Move an assigned or in-transit dispatch to another available asset (its driver: `driver_id`, else the new asset’s default)',
      body: dispatchReassign,
      answer: oneResponse(dispatch),
      errors: [400, 401, 403, 404, 409, 422],
    }),
    async (req) => ({ data: await reassignDispatch(db, callerOf(req).user, req.body) }),
  );

  app.patch(
    '/asset-dispatch/:id',
    guarded({
      permit: guards.permit('business-dispatches', 'dispatch'),
      tags,
      summary:
        'Move a dispatch: assigned → in_transit → delivered (charges the wallet, pays the owner), assigned → cancelled',
      params: idParams,
      body: dispatchUpdate,
      answer: oneResponse(dispatch),
      errors: [400, 401, 402, 403, 404, 409, 422],
    }),
    async (req) => ({
      data: await updateDispatch(db, callerOf(req).user, req.params.id, req.body, moveDeps),
    }),
  );

  app.patch(
    '/asset-dispatch/:id/driver',
    guarded({
      permit: guards.permit('business-dispatches', 'dispatch'),
      tags,
      summary:
        'Name (or remove: null) the driver of an assigned dispatch: one of the asset owner’s active drivers',
      params: idParams,
      body: dispatchDriverUpdate,
      answer: oneResponse(dispatch),
      errors: [400, 401, 403, 404, 409, 422],
    }),
    async (req) => ({
      data: await changeDispatchDriver(db, callerOf(req).user, req.params.id, req.body),
    }),
  );

  app.post(
    '/asset-dispatch/:id/steps',
    guarded({
      permit: guards.permit('business-dispatches', 'step'),
      tags,
      summary:
        'A step of the delivery (arrived_pickup, picked_up, arrived, delivered with its proof, failed with its reason), idempotent by its `id`',
      params: idParams,
      body: dispatchStep,
      answer: oneResponse(dispatch),
      errors: [400, 401, 402, 403, 404, 409, 422],
    }),
    async (req) => ({
      data: await stepDispatch(db, callerOf(req).user, req.params.id, req.body, moveDeps),
    }),
  );

  app.get(
    '/driver-dispatches',
    guarded({
      permit: guards.permit('driver-dispatches', 'list'),
      tags,
      summary:
        'The driver’s own dispatches: open ones first, then those ended in the last 7 days (addresses, recipient, proof required)',
      querystring: driverDispatchListQuery,
      answer: listResponse(driverDispatch),
      errors: [400, 401, 403],
    }),
    async (req) => paged(await listDriverDispatches(db, callerOf(req).user, req.query), req.query),
  );

  app.get(
    '/asset-dispatch/by-asset/:assetId',
    guarded({
      permit: guards.permit('business-dispatches', 'show'),
      tags,
      summary: 'The dispatches of one asset, newest first (with their reassignments)',
      params: assetParams,
      querystring: dispatchListQuery,
      answer: listResponse(dispatch),
      errors: [400, 401, 404],
    }),
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
