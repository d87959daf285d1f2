import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffInvite, staffListQuery, staffMember, staffUpdate } from '../../../contract/staff';
import type { BusinessRouteDeps } from '../deps';
import { recordRoutes } from '../record-routes';
import {
  inviteStaff,
  listStaff,
  staffBusinessOf,
  updateStaff,
} from '../../services/business/staff';
import { idsQuery, listFilter } from '../schemas';

const listQuery = staffListQuery.extend(idsQuery);

const tags = ['staff'];

/**
 * A business's staff (docs/business.md, "Staff"): its `business` staff invite and disable
 * colleagues; the operator's staff read any business's. B2B staff and owners: 403.
 */
export const staffRoutes: FastifyPluginAsyncZod<BusinessRouteDeps> = async (app, deps) => {
  const { db, guards, policy } = deps;

  recordRoutes(app, db, {
    path: '/business/staff',
    tags,
    record: staffMember,
    list: {
      permit: guards.permit('staff', 'list'),
      summary:
        "The staff of the caller's business; the superadmin and the manager name one with " +
        '`business_id`. Status invited (no password chosen yet), active or disabled',
      query: listQuery,
      errors: [400, 401, 403, 404],
      run: async (db, caller, query) =>
        listStaff(
          db,
          await staffBusinessOf(db, caller, query.business_id),
          listFilter(query, ['status']),
        ),
    },
    create: {
      permit: guards.permit('staff', 'create'),
      summary:
        'Invite a colleague (role business): an account without a password and a mailed code ' +
        "to choose one; counts against the plan's max_users",
      body: staffInvite,
      errors: [400, 401, 403, 404, 409],
      run: (db, caller, input) => inviteStaff(db, deps, caller, input),
    },
    edit: {
      permit: guards.permit('staff', 'edit'),
      summary:
        'Disable a colleague (every session of it ends at once) or enable it again (role ' +
        'business; 400 cannot_disable_self)',
      body: staffUpdate,
      errors: [400, 401, 403, 404, 409],
      run: (db, caller, id, patch) => updateStaff(db, policy, caller, id, patch.disabled),
    },
  });
};
