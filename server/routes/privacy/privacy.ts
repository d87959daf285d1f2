import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponse } from '../../../contract/common';
import {
  auditEntry,
  auditListQuery,
  erasureBody,
  erasureResponse,
} from '../../../contract/privacy';
import type { Db } from '../../db/db';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import { auditLogCsv, listAuditLog } from '../../services/privacy/audit-log';
import { erasePerson, eraseRequestRecipient } from '../../services/privacy/erasure';
import { exportPersonalData } from '../../services/privacy/export';
import type { UploadStore } from '../../services/uploads';
import { guarded } from '../guarded';
import { idParams, paged } from '../schemas';

const tags = ['privacy'];

/**
 * Personal data (issue 31, docs/privacy.md): a person's own data as a ZIP, the erasure of a
 * person or of a request's recipient, and the audit view. Never an API key (KEY_NEVER).
 */
export const privacyRoutes: FastifyPluginAsyncZod<{
  db: Db;
  guards: AuthGuards;
  /** Where the files of the export are read from and erased files' bytes discarded. */
  store: UploadStore;
}> = async (app, { db, guards, store }) => {
  const { permit } = guards;

  app.get(
    '/me/export',
    guarded({
      permit: permit('personal-data', 'export'),
      tags,
      summary: "The signed-in person's data: a ZIP of JSON and CSV files with their files",
      answer: z.unknown().describe('The ZIP'),
      errors: [401, 403],
    }),
    async (request, reply) => {
      const bytes = await exportPersonalData(db, store, callerOf(request).user.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', 'attachment; filename="flotte-personal-data.zip"')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );

  app.post(
    '/people/:id/erasure',
    guarded({
      permit: permit('personal-data', 'delete'),
      tags,
      summary:
        'Erase a person (the superadmin: anyone; a business: its drivers and staff), the reason audited',
      params: idParams,
      body: erasureBody,
      answer: erasureResponse,
      errors: [400, 401, 403, 404],
    }),
    async (request) => ({
      data: await erasePerson(db, store, callerOf(request).user, request.params.id, request.body),
    }),
  );

  app.post(
    '/business-dispatches/:id/recipient-erasure',
    guarded({
      permit: permit('personal-data', 'delete'),
      tags,
      summary:
        "Erase an ended request's recipient and proof (its money and reference stay), the reason audited",
      params: idParams,
      body: erasureBody,
      answer: erasureResponse,
      errors: [400, 401, 403, 404, 409],
    }),
    async (request) => ({
      data: await eraseRequestRecipient(
        db,
        store,
        callerOf(request).user,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.get(
    '/audit-log',
    guarded({
      permit: permit('audit-log', 'list'),
      tags,
      summary: 'The audit log, newest first (the superadmin: all; a business: its own)',
      querystring: auditListQuery,
      answer: listResponse(auditEntry),
      errors: [400, 401, 403],
    }),
    async (request) =>
      paged(await listAuditLog(db, callerOf(request).user, request.query), request.query),
  );

  app.get(
    '/audit-log/export.csv',
    guarded({
      permit: permit('audit-log', 'export'),
      tags,
      summary: 'The filtered audit log as CSV, newest first',
      querystring: auditListQuery.omit({ limit: true, skip: true }),
      answer: z.string(),
      errors: [400, 401, 403],
    }),
    async (request, reply) => {
      const csv = await auditLogCsv(db, callerOf(request).user, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(csv);
    },
  );
};
