import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponse, oneResponse } from '../../../contract/common';
import {
  dispatch,
  dispatchCreate,
  dispatchListQuery,
  dispatchReassign,
  dispatchUpdate,
} from '../../../contract/dispatch';
import type { Db } from '../../db/db';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import { bearer } from '../../plugins/docs';
import {
  assignDispatch,
  getDispatch,
  listAssetDispatches,
  reassignDispatch,
  updateDispatch,
} from '../../services/fleet/dispatch';
import type { PlanPolicy } from '../../services/business/entitlements';
import type { NoticeDeps } from '../../services/tracking/recipient-notices';
import { recordRoutes } from '../record-routes';
import { errorResponses, idParams, paged } from '../schemas';

const assetParams = z.object({ assetId: z.string().max(64) });
const tags = ['dispatch'];

/**
 * Dispatching: asset owners (their own assets), in-house managers and the superadmin assign,
 * move and reassign; everyone reads the dispatches in its scope.
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
  app.post(
    '/asset-dispatch',
    {
      onRequest: guards.permit('business-dispatches', 'dispatch'),
      schema: {
        tags,
        summary: 'Assign an available asset of the requested type to a pending request',
        security: bearer,
        body: dispatchCreate,
        response: { 201: oneResponse(dispatch), ...errorResponses(400, 401, 403, 404, 409) },
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
        summary: 'Move an assigned or in-transit dispatch to another available asset',
        security: bearer,
        body: dispatchReassign,
        response: { 200: oneResponse(dispatch), ...errorResponses(400, 401, 403, 404, 409) },
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
          ...errorResponses(400, 401, 402, 403, 404, 409),
        },
      },
    },
    async (req) => ({
      data: await updateDispatch(db, callerOf(req).user, req.params.id, req.body, {
        policy,
        notices,
      }),
    }),
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
      permit: guards.permit('business-dispatches', 'show'),
      summary: 'One dispatch',
      errors: [401, 404],
      run: getDispatch,
    },
  });
};
