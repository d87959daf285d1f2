import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { nameOperations } from './operations';

export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI generated from the routes' Zod schemas: `/api/docs` for people (Swagger UI, served
 * from the package's own files, no CDN), `/api/docs/json` for tools. Register before the routes:
 * the document collects routes as they are added.
 */
export async function installDocs(app: FastifyInstance, { publicUrl }: { publicUrl?: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Flotte API',
        description:
          'Logistics and fleet-asset management. Errors answer `{ statusCode, code, message, details? }`. ' +
          'Bearer: a session token or an API key (`flt_live_…`); `x-api-key` marks the operations a key may call ' +
          '(`read`: any key, `write`: a read-and-write key); `x-idempotent` those taking `Idempotency-Key` (docs/integrations.md).',
        version: '0.1.0',
      },
      // The paths start with /api: the server is the public address, or the one serving this.
      servers: [{ url: publicUrl ?? '/', description: 'This Flotte server' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT or API key',
            description: 'A session token (JWT), or an API key `flt_live_…` within its scope',
          },
        },
      },
    },
    // The paths as the routes declare them, whatever the server's address.
    stripBasePath: false,
    transform: jsonSchemaTransform,
    // Operation names and the public operations' `security: []` (server/plugins/operations.ts).
    transformObject: (document) =>
      'openapiObject' in document ? nameOperations(document.openapiObject) : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
}

/** The `security` entry of a route that needs a Bearer token. */
export const bearer = [{ bearer: [] }];
