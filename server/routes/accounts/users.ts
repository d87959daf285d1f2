import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUser, userCreate, userListQuery, userUpdate } from '../../../contract/users';
import type { Db } from '../../db/db';
import type { AuthGuards } from '../../plugins/auth';
import { createUser, getUser, listUsers, updateUser } from '../../services/accounts/admin-users';
import { asActor, recordRoutes } from '../record-routes';
import { idsQuery, listParams } from '../schemas';

const listQuery = userListQuery.extend(idsQuery);

const tags = ['users'];

/** The superadmin's users resource; every other role gets 403 (contract/permissions.ts). */
export const usersRoutes: FastifyPluginAsyncZod<{ db: Db; guards: AuthGuards }> = async (
  app,
  { db, guards },
) => {
  const { permit } = guards;

  recordRoutes(app, db, {
    path: '/users',
    tags,
    record: adminUser,
    list: {
      permit: permit('users', 'list'),
      summary: 'List users (superadmin): `q` in name and e-mail, filters role and status',
      query: listQuery,
      errors: [400, 401, 403],
      run: (db, _caller, query) =>
        listUsers(db, {
          ...listParams(query),
          role: query.role,
          status: query.status,
          ids: query.id,
        }),
    },
    show: {
      permit: permit('users', 'show'),
      summary: 'One user (superadmin)',
      errors: [401, 403, 404],
      run: (db, _caller, id) => getUser(db, id),
    },
    create: {
      permit: permit('users', 'create'),
      summary: 'Create an in-house manager or a superadmin (superadmin)',
      body: userCreate,
      errors: [400, 401, 403, 409],
      run: asActor(createUser),
    },
    edit: {
      permit: permit('users', 'edit'),
      summary: 'Disable (ending every session at once) or enable a user (superadmin)',
      body: userUpdate,
      errors: [400, 401, 403, 404],
      run: asActor(updateUser),
    },
  });
};
