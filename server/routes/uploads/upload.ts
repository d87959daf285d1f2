import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadResponse } from '../../../contract/upload';
import type { Db } from '../../db/db';
import { ApiError, invalidField, notFound } from '../../errors';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import { bearer } from '../../plugins/docs';
import { findUpload, storeUpload, type UploadStore } from '../../services/uploads';
import { errorResponses } from '../schemas';

const tags = ['upload'];

const fileMissing = () => invalidField('file', 'flotte.validation.required');

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

/**
 * POST /upload (signed-in users): one multipart field `file`, at most `maxBytes`, PNG, JPEG,
 * WebP, GIF or PDF by content; answers 201 `{ fileUrl: '/api/uploads/<name>' }`.
 * GET /uploads/:name serves it. It is public, like any address given to an <img>: names are
 * random uuids, and only names of the whitelist are looked up. The bytes live in the shared
 * store (PostgreSQL or S3), so any server answers for any upload (docs/uploads.md).
 */
export const uploadRoutes: FastifyPluginAsyncZod<{
  db: Db;
  guards: AuthGuards;
  store: UploadStore;
  maxBytes: number;
}> = async (app, { db, guards, store, maxBytes }) => {
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
      schema: {
        tags,
        summary: 'A stored upload, with its real content type',
        params: z.object({ name: z.string().max(100) }),
        response: { 200: z.unknown().describe('The file'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const found = await findUpload(db, store, request.params.name);
      if (!found) throw notFound();
      const disposition = found.contentType.startsWith('image/') ? 'inline' : 'attachment';
      return reply
        .header('content-type', found.contentType)
        .header('content-length', String(found.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `${disposition}; filename="${request.params.name}"`)
        .header('cache-control', 'private, max-age=86400')
        .send(found.body);
    },
  );
};
