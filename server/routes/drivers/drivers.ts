import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { driver, driverCreate, driverListQuery, driverUpdate } from '../../../contract/driver';
import { getDriver, inviteDriver, listDrivers, updateDriver } from '../../services/drivers/drivers';
import type { BusinessRouteDeps } from '../deps';
import { recordRoutes } from '../record-routes';
import { flag, idsQuery, listFilter } from '../schemas';

const listQuery = driverListQuery.extend(idsQuery);
const tags = ['drivers'];

/**
 * Drivers (docs/drivers.md, "Who drives"): an asset owner's or a business's own, which they
 * invite, rename and disable; the operator reads every driver. Others: 403; a driver outside
 * the caller's scope: 404.
 */
export const driverRoutes: FastifyPluginAsyncZod<BusinessRouteDeps> = async (app, deps) => {
  const { db, guards, policy } = deps;

  recordRoutes(app, db, {
    path: '/drivers',
    tags,
    record: driver,
    list: {
      permit: guards.permit('drivers', 'list'),
      summary:
        "The caller's drivers (the operator's: every driver, or one employer's with " +
        '`employer_user_id` or `business_id`); q over name, e-mail, phone',
      query: listQuery,
      errors: [400, 401, 403],
      run: (db, caller, query) =>
        listDrivers(db, caller, {
          ...listFilter(query, []),
          disabled: flag(query.disabled),
          employer_user_id: query.employer_user_id || undefined,
          business_id: query.business_id || undefined,
        }),
    },
    show: {
      permit: guards.permit('drivers', 'show'),
      summary: 'One driver in scope',
      errors: [401, 403, 404],
      run: getDriver,
    },
    create: {
      permit: guards.permit('drivers', 'create'),
      summary:
        'Invite a driver (asset owner: its own; business: its in-house fleet’s): an account ' +
        "without a password and a mailed code to choose one; a business's drivers count " +
        "against the plan's max_users (409 plan_limit_reached)",
      body: driverCreate,
      errors: [400, 401, 403, 404, 409],
      run: (db, caller, input) => inviteDriver(db, deps, caller, input),
    },
    edit: {
      permit: guards.permit('drivers', 'edit'),
      summary:
        'Rename a driver, change its phone, disable it (every session of it ends at once, ' +
        'no asset keeps it as default driver) or enable it again',
      body: driverUpdate,
      errors: [400, 401, 403, 404, 409],
      run: (db, caller, id, patch) => updateDriver(db, policy, caller, id, patch),
    },
  });
};
