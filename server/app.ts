import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config';
import type { Db } from './db/db';
import { installAuth } from './plugins/auth';
import { installDocs } from './plugins/docs';
import { installErrorHandler } from './plugins/errors';
import { installSecurityHeaders } from './plugins/security';
import { validatorCompiler } from './plugins/validation';
import { installWeb } from './plugins/web';
import { assetTypeRoutes } from './routes/asset-type';
import { authenticationRoutes } from './routes/authentication';
import { healthRoutes } from './routes/health';
import { Sessions } from './services/sessions';
import { resolveJwtSecret } from './services/settings';
import { loginThrottles } from './services/login';

export interface AppOptions {
  db: Db;
  config: ServerConfig;
  logger?: FastifyServerOptions['logger'];
  /** Milliseconds since the epoch; tests move the clock of sessions and tokens. */
  now?: () => number;
}

/**
 * Builds the whole HTTP app on an open, migrated database, without listening: `main.ts`
 * listens, tests inject requests.
 */
export async function buildApp({ db, config, logger = false, now }: AppOptions) {
  const app = Fastify({ logger, bodyLimit: 1024 * 1024 }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installSecurityHeaders(app);

  const secret = await resolveJwtSecret(db, config.jwtSecret);
  const sessions = new Sessions(db, secret, {
    tokenTtl: config.tokenTtl,
    sessionTtl: config.sessionTtl,
    ...(now ? { now } : {}),
  });
  const guards = installAuth(app, sessions);

  await installDocs(app);
  await app.register(healthRoutes, { prefix: '/api', db });
  const throttles = loginThrottles(now);
  await app.register(authenticationRoutes, { prefix: '/api', db, sessions, guards, throttles });
  await app.register(assetTypeRoutes, { prefix: '/api', db, guards });
  await installWeb(app, config);
  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
