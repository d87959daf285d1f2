import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listResponse, oneResponse } from '../../../contract/common';
import { request } from '../../../contract/request';
import { b2bUserListQuery, staffMember } from '../../../contract/staff';
import {
  b2bClient,
  b2bClientListQuery,
  b2bRequestsQuery,
  whiteLabelSummary,
  whiteLabelSummaryQuery,
} from '../../../contract/white-label';
import { callerOf } from '../../plugins/auth';
import {
  b2bClientRequests,
  listB2bClients,
  listB2bUsers,
  whiteLabelParentOf,
  whiteLabelSummary as summaryOf,
} from '../../services/business/white-label';
import type { BusinessRouteDeps } from '../deps';
import { flag, idParams, listFilter, paged } from '../schemas';
import { guarded } from '../guarded';

const tags = ['white-label'];

/**
 * A white-label business's B2B side (docs/business.md, "Settings, branding, white-label and
 * B2B"): its staff on an entitled plan (else 403 whitelabel_not_allowed), the superadmin and the
 * manager naming the parent with `parent_business_id`. B2B staff and asset owners: 403.
 */
export const whiteLabelRoutes: FastifyPluginAsyncZod<BusinessRouteDeps> = async (
  app,
  { db, guards, policy },
) => {
  /** The white-label business the caller reads: its own, or the one the operator names. */
  const parentOf = (req: FastifyRequest, named: string | undefined) =>
    whiteLabelParentOf(db, callerOf(req).user, policy, named);

  app.get(
    '/business/b2b-clients',
    guarded({
      permit: guards.permit('b2b-clients', 'list'),
      tags,
      summary: 'The B2B client businesses of a white-label business (paged, filtered)',
      querystring: b2bClientListQuery,
      answer: listResponse(b2bClient),
      errors: [400, 401, 403, 404],
    }),
    async (req) => {
      const { query } = req;
      const found = await listB2bClients(db, await parentOf(req, query.parent_business_id), {
        ...listFilter(query, []),
        active: flag(query.active),
      });
      return paged(found, query);
    },
  );

  app.get(
    '/business/b2b-users',
    guarded({
      permit: guards.permit('b2b-users', 'list'),
      tags,
      summary: 'The staff of a white-label business’s B2B clients (paged, filtered)',
      querystring: b2bUserListQuery,
      answer: listResponse(staffMember),
      errors: [400, 401, 403, 404],
    }),
    async (req) => {
      const { query } = req;
      const found = await listB2bUsers(db, await parentOf(req, query.parent_business_id), {
        ...listFilter(query, ['status']),
        b2bBusinessId: query.b2b_business_id,
      });
      return paged(found, query);
    },
  );

  app.get(
    '/business/b2b/:id/requests',
    guarded({
      permit: guards.permit('b2b-clients', 'show'),
      tags,
      summary: 'One B2B client’s delivery requests, newest first',
      params: idParams,
      querystring: b2bRequestsQuery,
      answer: listResponse(request),
      errors: [400, 401, 403, 404],
    }),
    async (req) =>
      paged(
        await b2bClientRequests(db, callerOf(req).user, policy, req.params.id, req.query),
        req.query,
      ),
  );

  app.get(
    '/business/white-label-summary',
    guarded({
      permit: guards.permit('b2b-clients', 'show'),
      tags,
      summary: 'A white-label business’s B2B side: clients, staff, requests, monthly spend',
      querystring: whiteLabelSummaryQuery,
      answer: oneResponse(whiteLabelSummary),
      errors: [400, 401, 403, 404],
    }),
    async (req) => ({
      data: await summaryOf(db, await parentOf(req, req.query.parent_business_id)),
    }),
  );
};
