import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/db';
import type { Resource } from '../../../contract/permissions';
import type { AuthGuards } from '../../plugins/auth';
import type { TypeFilter } from '../../services/catalog/types';
import type { PageOf } from '../../services/platform/list';
import { asActor, recordRoutes } from '../record-routes';
import { flag, idsQuery, listParams } from '../schemas';

/** What a type list's service answers (services/catalog: asset types, `typeService`). */
export interface TypeService<Rec, Create, Update> {
  list(db: Db, filter: TypeFilter): Promise<PageOf<Rec>>;
  get(db: Db, id: string): Promise<Rec>;
  create(db: Db, actorId: string, input: Create): Promise<Rec>;
  update(db: Db, actorId: string, id: string, patch: Update): Promise<Rec>;
  remove(db: Db, actorId: string, id: string): Promise<Rec>;
}

/**
 * The routes of a simple type list (asset types, business types, package types): any signed-in
 * user reads; only the superadmin creates, changes and deletes (409 name_taken, 409 type_in_use).
 * The path names the permission table's resource and the OpenAPI tag.
 */
export function typeRoutes<Rec, Create, Update>(opts: {
  /** `/` and the resource: its type names the table's resources only. */
  path: `/${Resource}`;
  label: string;
  record: z.ZodType<Rec>;
  create: z.ZodType<Create>;
  update: z.ZodType<Update>;
  listQuery: z.ZodObject;
  service: TypeService<Rec, Create, Update>;
  /** The writes' summaries, when the label's defaults do not say it. */
  summaries?: { create: string; edit: string; delete: string };
}): FastifyPluginAsyncZod<{ db: Db; guards: AuthGuards }> {
  const { path, label, record, service } = opts;
  const query = opts.listQuery.extend(idsQuery) as unknown as z.ZodType<{
    limit: number;
    skip: number;
    sort?: string;
    order: 'asc' | 'desc';
    q?: string;
    active?: 'true' | 'false';
    id?: string[];
  }>;
  const resource = path.slice(1) as Resource;
  const tags = [resource];
  const summaries = opts.summaries ?? {
    create: `Create a ${label} (superadmin)`,
    edit: `Change a ${label} (superadmin)`,
    delete: `Delete a ${label} nothing uses (superadmin; 409 type_in_use)`,
  };
  return async (app, { db, guards }) => {
    recordRoutes(app, db, {
      path,
      tags,
      record,
      list: {
        permit: guards.permit(resource, 'list'),
        summary: `List ${label}s (paged, sorted, searched by \`q\` in name and description)`,
        query,
        errors: [400, 401],
        run: (db, _caller, q) =>
          service.list(db, { ...listParams(q), active: flag(q.active), ids: q.id }),
      },
      show: {
        permit: guards.permit(resource, 'show'),
        summary: `One ${label}`,
        errors: [401, 404],
        run: (db, _caller, id) => service.get(db, id),
      },
      create: {
        permit: guards.permit(resource, 'create'),
        summary: summaries.create,
        body: opts.create,
        errors: [400, 401, 403, 409],
        run: asActor(service.create),
      },
      edit: {
        permit: guards.permit(resource, 'edit'),
        summary: summaries.edit,
        body: opts.update,
        errors: [400, 401, 403, 404, 409],
        run: asActor(service.update),
      },
      remove: {
        permit: guards.permit(resource, 'delete'),
        summary: summaries.delete,
        errors: [401, 403, 404, 409],
        run: asActor(service.remove),
      },
    });
  };
}
