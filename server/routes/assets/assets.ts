import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  asset,
  assetAllQuery,
  assetChoice,
  assetCreate,
  assetListQuery,
  assetUpdate,
  availableAssetType,
} from '../../../contract/asset';
import { DEFAULT_LIMIT, listResponse, MAX_LIMIT } from '../../../contract/common';
import type { Db } from '../../db/db';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import {
  createAsset,
  deleteAsset,
  getAsset,
  listAssetChoices,
  listAssets,
  listAvailableAssetTypes,
  listB2bAssets,
  updateAsset,
} from '../../services/assets/assets';
import type { PlanPolicy } from '../../services/business/entitlements';
import { recordRoutes } from '../record-routes';
import { listParams, paged } from '../schemas';
import { guarded } from '../guarded';

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
  skip: z.coerce.number().int().min(0).default(0),
});
const tags = ['asset'];

/**
 * Assets, scoped to the caller (services/assets/assets.ts): owners their own, businesses their
 * in-house ones, B2B clients the ones serving them, managers and the superadmin all. Records
 * outside the scope answer 404; roles that may never write answer 403.
 */
export const assetRoutes: FastifyPluginAsyncZod<{
  db: Db;
  guards: AuthGuards;
  /** The plan limits and the inactive-business rule (issue 8). */
  policy: PlanPolicy;
}> = async (app, { db, guards, policy }) => {
  app.get(
    '/available-asset-types',
    guarded({
      permit: guards.permit('assets', 'list'),
      tags,
      summary: 'Asset types with at least one available asset the caller may dispatch, counted',
      answer: listResponse(availableAssetType),
      errors: [401],
    }),
    async (request) => {
      const data = await listAvailableAssetTypes(db, callerOf(request).user);
      return { data, pagination: { total: data.length, limit: data.length, skip: 0 } };
    },
  );

  app.get(
    '/assets',
    guarded({
      permit: guards.permit('assets', 'list'),
      tags,
      summary: 'List assets in scope (paged; q over name, registration, make, model)',
      querystring: assetListQuery,
      answer: listResponse(asset),
      errors: [400, 401],
    }),
    async (request) => {
      const { query } = request;
      const found = await listAssets(db, callerOf(request).user, {
        ...listParams(query),
        status: query.status,
        asset_type_id: query.asset_type_id || undefined,
        business_id: query.business_id || undefined,
        owner_user_id: query.owner_user_id || undefined,
        ids: query.id,
      });
      return paged(found, query);
    },
  );

  app.get(
    '/assets/all',
    guarded({
      permit: guards.permit('assets', 'list'),
      tags,
      summary: 'All assets in scope for pickers (unpaged, at most 500)',
      querystring: assetAllQuery,
      answer: z.object({ data: z.array(assetChoice) }),
      errors: [400, 401],
    }),
    async (request) => ({
      data: await listAssetChoices(db, callerOf(request).user, request.query),
    }),
  );

  app.get(
    '/assets/b2b-assets/:businessId',
    guarded({
      permit: guards.permit('assets', 'list'),
      tags,
      summary: "A B2B business's assets (superadmin, manager, its white-label parent, itself)",
      params: z.object({ businessId: z.string().max(64) }),
      querystring: pageQuery,
      answer: listResponse(asset),
      errors: [400, 401, 404],
    }),
    async (request) =>
      paged(
        await listB2bAssets(db, callerOf(request).user, request.params.businessId, request.query),
        request.query,
      ),
  );

  recordRoutes(app, db, {
    path: '/assets',
    tags,
    record: asset,
    show: {
      permit: guards.permit('assets', 'show'),
      summary: 'One asset in scope',
      errors: [401, 404],
      run: getAsset,
    },
    create: {
      permit: guards.permit('assets', 'create'),
      summary: 'Create an asset (owner: its own; business: in-house; superadmin: any)',
      body: assetCreate,
      // 422 invalid_driver: a default driver that is not one of the owner's.
      errors: [400, 401, 403, 409, 422],
      run: (db, caller, input) => createAsset(db, caller, input, policy),
    },
    edit: {
      permit: guards.permit('assets', 'edit'),
      summary: 'Change an asset; status only available <-> inactive (409 otherwise)',
      body: assetUpdate,
      errors: [400, 401, 403, 404, 409, 422],
      run: updateAsset,
    },
    remove: {
      permit: guards.permit('assets', 'delete'),
      summary: 'Delete an asset (409 asset_in_use while dispatched, leased or in maintenance)',
      errors: [401, 403, 404, 409],
      run: async (db, caller, id) => (await deleteAsset(db, caller, id)).asset,
    },
  });
};
