import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { listResponse, oneResponse } from '../../contract/common';
import type { Db } from '../db/db';
import { callerOf, type PermitHook } from '../plugins/auth';
import { bearer } from '../plugins/docs';
import type { Authenticated } from '../services/accounts/sessions';
import type { Page, PageOf } from '../services/platform/list';
import { errorResponses, idParams, paged } from './schemas';

/** The instance a route plugin registers on. */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

type User = Authenticated['user'];

/**
 * One route of a record: its guard (`guards.permit`, the permission table), its OpenAPI summary,
 * the error statuses it may answer besides its own, and the service call for the caller.
 */
interface Route<Run> {
  permit: PermitHook;
  summary: string;
  errors: number[];
  run: Run;
}
interface BodyRoute<Body, Run> extends Route<Run> {
  body: z.ZodType<Body>;
}
interface ListRoute<Query, Run> extends Route<Run> {
  /** The list's query string: its page, order, search and filters. */
  query: z.ZodType<Query>;
}

/**
 * The routes of one record: GET `<path>` (a page of them, `paged`), then those that answer it as
 * `{ data }`: GET `<path>/:id`, POST `<path>` (201), PATCH and DELETE `<path>/:id`, in that
 * order; those given only.
 */
export interface RecordRoutes<Rec, Create, Update, Query extends Page> {
  /** The collection, `/plans`. */
  path: string;
  tags: string[];
  record: z.ZodType<Rec>;
  list?: ListRoute<Query, (db: Db, caller: User, query: Query) => Promise<PageOf<Rec>>>;
  show?: Route<(db: Db, caller: User, id: string) => Promise<Rec>>;
  create?: BodyRoute<Create, (db: Db, caller: User, input: Create) => Promise<Rec>>;
  edit?: BodyRoute<Update, (db: Db, caller: User, id: string, patch: Update) => Promise<Rec>>;
  remove?: Route<(db: Db, caller: User, id: string) => Promise<Rec>>;
}

/**
 * A service that takes the caller's id (the actor its audit rows name) rather than the caller,
 * as a route's `run`.
 */
export const asActor =
  <Args extends unknown[], Result>(
    service: (db: Db, actorId: string, ...args: Args) => Promise<Result>,
  ) =>
  (db: Db, caller: User, ...args: Args) =>
    service(db, caller.id, ...args);

export function recordRoutes<Rec, Create, Update, Query extends Page = Page>(
  app: RouteApp,
  db: Db,
  spec: RecordRoutes<Rec, Create, Update, Query>,
) {
  const { path, tags, record, list, show, create, edit, remove } = spec;
  /** A route's options: its guard, then its schema answering `answer` with `status`. */
  const options = <S extends FastifySchema>(
    route: Route<unknown>,
    schema: S,
    status: 200 | 201 = 200,
    answer: z.ZodType = oneResponse(record),
  ) => ({
    onRequest: route.permit,
    schema: {
      tags,
      summary: route.summary,
      security: bearer,
      ...schema,
      response: { [status]: answer, ...errorResponses(...route.errors) },
    },
  });
  if (list) {
    const answer = listResponse(record);
    app.get(path, options(list, { querystring: list.query }, 200, answer), async (request) => {
      const query = request.query as Query;
      return paged(await list.run(db, callerOf(request).user, query), query);
    });
  }
  if (show) {
    app.get(`${path}/:id`, options(show, { params: idParams }), async (request) => ({
      data: await show.run(db, callerOf(request).user, request.params.id),
    }));
  }
  if (create) {
    app.post(path, options(create, { body: create.body }, 201), async (request, reply) => {
      const created = await create.run(db, callerOf(request).user, request.body as Create);
      return reply.code(201).send({ data: created });
    });
  }
  if (edit) {
    app.patch(
      `${path}/:id`,
      options(edit, { params: idParams, body: edit.body }),
      async (request) => ({
        data: await edit.run(db, callerOf(request).user, request.params.id, request.body as Update),
      }),
    );
  }
  if (remove) {
    app.delete(`${path}/:id`, options(remove, { params: idParams }), async (request) => ({
      data: await remove.run(db, callerOf(request).user, request.params.id),
    }));
  }
}
