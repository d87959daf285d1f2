import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_COOKIE, uploadResponse } from '../../../contract/upload';
import type { Db } from '../../db/db';
import { ApiError, forbidden, invalidField, notFound } from '../../errors';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import { bearer } from '../../plugins/docs';
import {
  mayReadUpload,
  storeUpload,
  uploadRecord,
  type UploadLinks,
  type UploadStore,
} from '../../services/uploads';
import { errorResponses } from '../schemas';

const tags = ['upload'];

const fileMissing = () => invalidField('file', 'flotte.validation.required');

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

/** The session's token the app keeps in the uploads' cookie (contract/upload.ts), if any. */
function cookieToken(request: FastifyRequest): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === UPLOAD_COOKIE && value.length > 0) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * POST /upload (signed-in users): one multipart field `file`, at most `maxBytes`, PNG, JPEG,
 * WebP, GIF or PDF by content; answers 201 `{ fileUrl: '/api/uploads/<name>' }`.
 * GET /uploads/:name serves it to whoever reads the record that owns it (services/uploads/
 * access.ts: the Bearer token, or the app's uploads cookie for an <img>), to anyone for a
 * branding image, or by a short-lived signed link (signed-links.ts); 404 to anyone else, 403 for
 * an expired or altered link. The bytes live in the shared store (PostgreSQL or S3), so any
 * server answers for any upload (docs/uploads.md, docs/security.md).
 */
export const uploadRoutes: FastifyPluginAsyncZod<{
  db: Db;
  guards: AuthGuards;
  store: UploadStore;
  links: UploadLinks;
  maxBytes: number;
}> = async (app, { db, guards, store, links, maxBytes }) => {
  app.addHook('onClose', () => store.close());
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  app.post(
    '/upload',
    {
      onRequest: guards.requireAuth,
      schema: {
        tags,
        summary: 'Upload an image (PNG, JPEG, WebP, GIF) or a PDF: multipart field `file`',
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponse, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw fileMissing();
      let bytes: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname === 'file' && !bytes) bytes = await part.toBuffer();
            else part.file.resume();
          }
        }
      } catch (error) {
        const code = codeOf(error);
        if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT')
          throw new ApiError(413, 'payload_too_large');
        if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
          throw new ApiError(413, 'payload_too_large');
        if (code?.startsWith('FST_')) throw fileMissing();
        throw error;
      }
      if (!bytes || bytes.length === 0) throw fileMissing();
      const name = await storeUpload(db, store, callerOf(request).user.id, bytes);
      return reply.code(201).send({ fileUrl: `/api/uploads/${name}` });
    },
  );

  app.get(
    '/uploads/:name',
    {
      onRequest: guards.identify(cookieToken),
      schema: {
        tags,
        summary:
          'A stored upload, with its real content type: to the readers of its record, by a signed link, or anyone for a branding image',
        params: z.object({ name: z.string().max(100) }),
        querystring: z.object({
          expires: z.coerce.number().int().optional(),
          signature: z.string().max(200).optional(),
        }),
        response: { 200: z.unknown().describe('The file'), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const record = await uploadRecord(db, name);
      if (!record) throw notFound();
      let maxAge = 86400;
      if (request.query.expires !== undefined || request.query.signature !== undefined) {
        const link = links.check(name, request.query);
        if (link.result !== 'ok') throw forbidden();
        maxAge = link.seconds;
      } else if (!(await mayReadUpload(db, request.caller?.user ?? null, record))) {
        throw notFound();
      }
      const found = await store.load(db, name);
      if (!found) throw notFound();
      const disposition = record.contentType.startsWith('image/') ? 'inline' : 'attachment';
      return reply
        .header('content-type', record.contentType)
        .header('content-length', String(found.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `${disposition}; filename="${name}"`)
        .header('cache-control', `private, max-age=${maxAge}`)
        .send(found.body);
    },
  );
};
