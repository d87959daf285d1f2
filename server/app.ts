import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config';
import type { Db } from './db/db';
import { installAuth } from './plugins/auth';
import { installCompression } from './plugins/compression';
import { installControlCharacterCheck } from './plugins/control-characters';
import { installDocs } from './plugins/docs';
import { installErrorHandler } from './plugins/errors';
import { installSecurityHeaders } from './plugins/security';
import { serializerCompiler } from './plugins/serializer';
import { validatorCompiler } from './plugins/validation';
import { installWeb } from './plugins/web';
import { installApiLimit } from './plugins/rate-limit';
import { genReqId, installRequestId } from './plugins/request-id';
import { openLimits } from './services/platform/limits/limits';
import { trustProxyOption } from './trust-proxy';
import { assetTypeRoutes } from './routes/catalog/asset-type';
import { assetRoutes } from './routes/assets/assets';
import { assetImportRoutes } from './routes/assets/import-assets';
import { assetTypeImportRoutes } from './routes/catalog/import-asset-types';
import { businessTypeRoutes } from './routes/catalog/business-types';
import { packageTypeRoutes } from './routes/catalog/package-types';
import { uploadRoutes } from './routes/uploads/upload';
import { createUploadStore, UploadLinks } from './services/uploads';
import { authenticationRoutes } from './routes/accounts/authentication';
import { healthRoutes } from './routes/health';
import { accountRoutes } from './routes/accounts/account';
import { businessRoutes } from './routes/business/business';
import { staffRoutes } from './routes/business/staff';
import { settingsRoutes } from './routes/business/settings';
import { whiteLabelRoutes } from './routes/business/white-label';
import { plansRoutes } from './routes/money/plans';
import { tariffRoutes } from './routes/money/tariffs';
import { invoiceRoutes } from './routes/money/invoices';
import { subscriptionsRoutes } from './routes/money/subscriptions';
import { maintenanceRoutes } from './routes/maintenance/maintenance';
import { leasesRoutes } from './routes/leases/leases';
import { managerDashboardRoutes } from './routes/dashboards/manager';
import { dashboardRoutes } from './routes/dashboards/dashboards';
import { complianceRoutes } from './routes/compliance/compliance';
import type { PlanPolicy } from './services/business/entitlements';
import { signupRoutes } from './routes/accounts/signup';
import { Codes } from './services/accounts/codes';
import { accountThrottles } from './services/accounts/codes-flows';
import { signupThrottle } from './services/accounts/signup';
import { Mailer } from './services/platform/mail';
import { customizationRoutes } from './routes/business/customization';
import { googleRoutes } from './routes/accounts/google';
import { usersRoutes } from './routes/accounts/users';
import { requestRoutes } from './routes/requests/requests';
import { dispatchRoutes } from './routes/dispatch/dispatch';
import { positionRoutes } from './routes/drivers/positions';
import { roundRoutes } from './routes/rounds/rounds';
import { geocodeRoutes } from './routes/drivers/geocode';
import { requestOutcomeRoutes } from './routes/requests/outcome';
import { driverRoutes } from './routes/drivers/drivers';
import { trackingRoutes } from './routes/tracking/tracking';
import { deliveryCodeRoutes } from './routes/dispatch/delivery-code';
import { TRACKING_LIMIT, TRACKING_WINDOW_MS } from './services/tracking/public-tracking';
import { walletRoutes } from './routes/money/wallet';
import { superadminRoutes } from './routes/money/superadmin';
import { fundingInstructionsRoutes } from './routes/platform/funding-instructions';
import { platformIdentityRoutes } from './routes/platform/platform-identity';
import { earningsRoutes } from './routes/money/earnings';
import { payoutRoutes } from './routes/money/payouts';
import { ownerSettingsRoutes } from './routes/rounds/owner-settings';
import { dataKeyring } from './payouts-config';
import { resealBankDetails } from './services/payouts/bank-details';
import { eventsRoutes } from './routes/platform/events';
import { googleVerifier } from './services/accounts/google';
import { Sessions } from './services/accounts/sessions';
import { resolveJwtSecret } from './services/platform/settings';
import { loginThrottles } from './services/accounts/login';
import { startJobs } from './jobs';
import { ApiKeys } from './services/integrations/api-keys';
import { apiKeyRoutes } from './routes/integrations/api-keys';
import { installIdempotency } from './plugins/idempotency';
import { webhookRoutes } from './routes/integrations/webhooks';
import { WebhookWorker } from './services/integrations/webhook-worker';
import { privacyRoutes } from './routes/privacy/privacy';

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
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    // request.ip, for throttles and limits: the peer's, or a trusted proxy's X-Forwarded-For.
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installControlCharacterCheck(app);
  installSecurityHeaders(app);
  installRequestId(app);
  // Before any route: compression wraps each route as it is added (docs/compression.md).
  await installCompression(app);

  const secret = await resolveJwtSecret(db, config.jwtSecret);
  const sessions = new Sessions(db, secret, {
    tokenTtl: config.tokenTtl,
    sessionTtl: config.sessionTtl,
    ...(now ? { now } : {}),
  });
  // API keys (issue 20): the same guards as sessions, narrowed by each key's scope.
  const apiKeys = new ApiKeys(db, now);
  const guards = installAuth(app, sessions, apiKeys);
  // What a business without a plan may do, and the commission it pays (issue 8).
  const policy: PlanPolicy = {
    freeMaxAssets: config.freeMaxAssets,
    freeMaxUsers: config.freeMaxUsers,
    defaultCommissionRate: config.defaultCommissionRate,
  };

  // Throttles and the API limit, shared by every server on this database (docs/limits.md).
  const limits = openLimits({
    db,
    redisUrl: config.redisUrl,
    syncMs: config.rateLimitSyncMs,
    now,
    log: app.log,
  });
  app.addHook('onClose', () => limits.close());
  // Before any route: the limit is added to each /api route as it is declared.
  await installApiLimit(app, {
    hits: limits.hits,
    sessions,
    perUser: config.rateLimitPerUser,
    perAddress: config.rateLimitPerAddress,
    apiKeys,
    perKey: config.rateLimitPerKey,
    windowMs: config.rateLimitWindowSeconds * 1000,
  });

  await installDocs(app, { publicUrl: config.publicUrl });
  // Before the routes: Idempotency-Key on the creating POSTs (issue 20).
  installIdempotency(app, { db, now });
  await app.register(healthRoutes, { prefix: '/api', db });
  const throttles = loginThrottles(limits.throttle);
  await app.register(authenticationRoutes, { prefix: '/api', db, sessions, guards, throttles });
  await app.register(assetTypeRoutes, { prefix: '/api', db, guards });
  // Issue 4, part A: business and package types, assets, uploads.
  await app.register(businessTypeRoutes, { prefix: '/api', db, guards });
  await app.register(packageTypeRoutes, { prefix: '/api', db, guards });
  await app.register(assetRoutes, { prefix: '/api', db, guards, policy });
  // Bulk import from CSV (issue 12): assets, and asset types for the superadmin.
  await app.register(assetImportRoutes, { prefix: '/api', db, guards, policy });
  await app.register(assetTypeImportRoutes, { prefix: '/api', db, guards });
  // One store: the uploads' routes, and the delivery receipts that embed proof images.
  const uploadStore = createUploadStore(config);
  // Short-lived signed links to uploads (the tracking page's proof), keyed with the secret.
  const uploadLinks = new UploadLinks(secret, now);
  await app.register(uploadRoutes, {
    prefix: '/api',
    db,
    guards,
    store: uploadStore,
    links: uploadLinks,
    maxBytes: config.uploadMaxBytes,
  });
  // Accounts: sign-ups, e-mail codes (verify, resend, forgot/reset password), business list.
  const mailer = new Mailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  app.addHook('onClose', () => mailer.close());
  app.decorate('mailer', mailer);
  const codes = new Codes(secret, now);
  const signup = { db, codes, mailer, ipThrottle: signupThrottle(limits.throttle) };
  await app.register(signupRoutes, { prefix: '/api', signup });
  const account = { db, sessions, codes, mailer, throttles: accountThrottles(limits.throttle) };
  await app.register(accountRoutes, { prefix: '/api', account });
  const verify = googleVerifier({
    clientId: config.googleClientId,
    jwksUrl: config.googleJwksUrl,
    issuers: config.googleIssuers,
    log: app.log,
    ...(now ? { now } : {}),
  });
  // 50 rejected Google tokens per client IP in 15 minutes.
  const googleThrottle = limits.throttle('google:ip', 50, 15 * 60 * 1000);
  await app.register(googleRoutes, {
    prefix: '/api',
    db,
    sessions,
    codes,
    mailer,
    verify,
    throttle: googleThrottle,
  });
  // The business side (issue 8): businesses, staff, settings, branding, plans, subscriptions,
  // white-label and B2B.
  const business = {
    prefix: '/api',
    db,
    guards,
    policy,
    mailer,
    codes,
    publicUrl: config.publicUrl,
  };
  await app.register(businessRoutes, business);
  await app.register(staffRoutes, business);
  await app.register(driverRoutes, business);
  await app.register(settingsRoutes, business);
  await app.register(customizationRoutes, business);
  await app.register(whiteLabelRoutes, business);
  await app.register(plansRoutes, business);
  await app.register(subscriptionsRoutes, business);
  // Maintenance, leases and the in-house manager's dashboard (issue 9).
  await app.register(maintenanceRoutes, business);
  await app.register(leasesRoutes, business);
  await app.register(managerDashboardRoutes, business);
  await app.register(dashboardRoutes, business);
  // Documents, inspections, fuel, costs and the compliance rule (issue 21, docs/compliance.md).
  await app.register(complianceRoutes, business);
  await app.register(usersRoutes, { prefix: '/api', db, guards });
  // Requests, dispatch, wallets and earnings (issue 4).
  // Their moves mail the recipients; the public tracking page (docs/tracking.md).
  const fleet = { prefix: '/api', db, guards, policy, mailer, publicUrl: config.publicUrl };
  // Tariffs price requests over the rounds' travel matrix (docs/money.md).
  const travel = {
    routingUrl: config.routingUrl,
    detourFactor: config.routeDetourFactor,
    log: app.log,
  };
  await app.register(requestRoutes, { ...fleet, travel });
  await app.register(dispatchRoutes, fleet);
  // Depots and rounds: a day planned, optimised and published as dispatches (docs/rounds.md).
  await app.register(roundRoutes, {
    ...fleet,
    log: app.log,
    planning: {
      routingUrl: config.routingUrl,
      detourFactor: config.routeDetourFactor,
      optimizerUrl: config.routeOptimizerUrl,
      timeLimitMs: config.roundTimeLimitMs,
    },
  });
  // An owner's own settings: his assets in auto-dispatch or not (docs/rounds.md).
  await app.register(ownerSettingsRoutes, { prefix: '/api', db, guards });
  // A new delivery code for the recipient, lifting the lock after 5 wrong ones (issue 31).
  await app.register(deliveryCodeRoutes, fleet);
  // Retry of a failed request, a delivered one's receipt (docs/drivers.md).
  await app.register(requestOutcomeRoutes, { prefix: '/api', db, guards, store: uploadStore });
  // The drivers' positions, the ETA, the live map and the address search (docs/positions.md).
  const routing = { url: config.routingUrl, log: app.log, detourFactor: config.routeDetourFactor };
  await app.register(positionRoutes, {
    prefix: '/api',
    db,
    guards,
    positions: {
      maxSpeedKmh: config.maxSpeedKmh,
      routing,
      notices: { mailer, publicUrl: config.publicUrl },
      log: app.log,
    },
  });
  const geocoder = {
    url: config.geocoderUrl,
    userAgent: `Flotte${config.publicUrl ? ` (+${config.publicUrl})` : ''}`,
    log: app.log,
  };
  await app.register(geocodeRoutes, { prefix: '/api', guards, geocoder });
  const trackingThrottle = limits.throttle('tracking:ip', TRACKING_LIMIT, TRACKING_WINDOW_MS);
  await app.register(trackingRoutes, {
    prefix: '/api',
    db,
    guards,
    links: uploadLinks,
    throttle: trackingThrottle,
    routing,
  });
  await app.register(walletRoutes, { prefix: '/api', db, guards });
  await app.register(superadminRoutes, { prefix: '/api', db, guards });
  await app.register(fundingInstructionsRoutes, { prefix: '/api', db, guards });
  await app.register(platformIdentityRoutes, { prefix: '/api', db, guards });
  await app.register(earningsRoutes, { prefix: '/api', db, guards });
  // Owners' payouts (issue 30): bank details sealed with the data key (the JWT secret's when
  // FLOTTE_DATA_KEY is unset), moved to the current key once the server listens (docs/money.md;
  // not at build: the OpenAPI document is built on an empty database).
  const ring = dataKeyring(config.payouts, secret);
  app.addHook('onListen', async () => {
    const moved = await resealBankDetails(db, ring);
    if (moved > 0) app.log.info({ moved }, 'bank details re-sealed with the current data key');
  });
  await app.register(payoutRoutes, {
    prefix: '/api',
    db,
    guards,
    mailer,
    ring,
    config: config.payouts,
  });
  // Tariffs, quotes and invoices (issue 30, docs/money.md).
  await app.register(tariffRoutes, { ...business, travel });
  await app.register(invoiceRoutes, business);
  // Live status over server-sent events, from PostgreSQL LISTEN/NOTIFY (docs/live.md).
  const heartbeatSeconds = config.eventsHeartbeatSeconds;
  await app.register(eventsRoutes, { prefix: '/api', db, guards, heartbeatSeconds });
  // Integrations (issue 20, docs/integrations.md): API keys, webhooks and their queue.
  await app.register(apiKeyRoutes, { prefix: '/api', db, guards, now });
  const urlPolicy = {
    allowPrivate: config.webhookAllowPrivate,
    allowHttp: config.webhookAllowHttp,
  };
  const webhooks = { db, serverSecret: secret, policy: urlPolicy, now };
  await app.register(webhookRoutes, { prefix: '/api', guards, webhooks });
  // Personal data (issue 31, docs/privacy.md): export, erasure, the audit view.
  await app.register(privacyRoutes, { prefix: '/api', db, guards, store: uploadStore });
  const worker = new WebhookWorker({
    ...webhooks,
    mailer,
    log: app.log,
    publicUrl: config.publicUrl,
  });
  app.decorate('webhooks', worker);
  if (config.jobsEnabled) {
    app.addHook('onReady', async () => worker.start(config.webhookPollMs));
    app.addHook('preClose', () => worker.stop());
  }
  // Periodic jobs (renewals…), claimed in the database so that one server runs each tick.
  if (config.jobsEnabled) {
    const reconciliationIntervalSeconds = config.reconciliationIntervalSeconds;
    const { positionRetentionDays, webhookRetentionDays, recipientRetentionMonths } = config;
    const { outboxRetentionDays, auditRetentionDays } = config;
    startJobs(
      app,
      {
        db,
        mailer,
        policy,
        reconciliationIntervalSeconds,
        positionRetentionDays,
        webhookRetentionDays,
        recipientRetentionMonths,
        outboxRetentionDays,
        auditRetentionDays,
        store: uploadStore,
      },
      config.jobIntervalSeconds,
    );
  }
  await installWeb(app, config);
  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
