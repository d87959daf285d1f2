import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listResponse, oneResponse } from '../../../contract/common';
import { adminUser, userCreate, userListQuery, userUpdate } from '../../../contract/users';
import type { Db } from '../../db/db';
import type { AuthGuards } from '../../plugins/auth';
import { bearer } from '../../plugins/docs';
import { createUser, getUser, listUsers, updateUser } from '../../services/accounts/admin-users';
import { recordRoutes } from '../record-routes';
import { errorResponses, idParams, idsQuery, listParams, paged } from '../schemas';

const listQuery = userListQuery.extend(idsQuery);

const tags = ['users'];

/** The superadmin's users resource; every other role gets 403 (product.md). */
export const usersRoutes: FastifyPluginAsyncZod<{ db: Db; guards: AuthGuards }> = async (
  app,
  { db, guards },
) => {
  const { permit } = guards;

  app.get(
    '/users',
    {
      onRequest: permit('users', 'list'),
      schema: {
        tags,
        summary: 'List users (superadmin): `q` in name and e-mail, filters role and status',
        security: bearer,
        querystring: listQuery,
        response: { 200: listResponse(adminUser), ...errorResponses(400, 401, 403) },
      },
    },
    async ({ query }) => {
      const found = await listUsers(db, {
        ...listParams(query),
        role: query.role,
        status: query.status,
        ids: query.id,
      });
      return paged(found, query);
    },
  );

  app.get(
    '/users/:id',
    {
      onRequest: permit('users', 'show'),
      schema: {
        tags,
        summary: 'One user (superadmin)',
        security: bearer,
        params: idParams,
        response: { 200: oneResponse(adminUser), ...errorResponses(401, 403, 404) },
      },
    },
    async ({ params }) => ({ data: await getUser(db, params.id) }),
  );

  recordRoutes(app, db, {
    path: '/users',
    tags,
    record: adminUser,
    create: {
      permit: permit('users', 'create'),
      summary: 'Create an in-house manager or a superadmin (superadmin)',
      body: userCreate,
      errors: [400, 401, 403, 409],
      run: (db, caller, input) => createUser(db, caller.id, input),
    },
    edit: {
      permit: permit('users', 'edit'),
      summary: 'Disable (ending every session at once) or enable a user (superadmin)',
      body: userUpdate,
      errors: [400, 401, 403, 404],
      run: (db, caller, id, patch) => updateUser(db, caller.id, id, patch),
    },
  });
};
