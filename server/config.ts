import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoMode, type DemoMode } from './demo-modes';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';
import { readPayoutConfig, type PayoutConfig } from './payouts-config';

/** The project root, whatever the working directory (server/ sits one level below it). */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data directory, or `memory://` for a throw-away database. */
  dataDir: string;
  /** A PostgreSQL server; when set, `dataDir` is not used. */
  databaseUrl: string | undefined;
  /** Password of the seeded demo accounts; random when absent. */
  demoPassword: string | undefined;
  /** What the first start writes on an empty database (FLOTTE_DEMO, docs/demo.md). */
  demo: DemoMode;
  /** HS256 secret; when absent one is generated at first start and kept in the database. */
  jwtSecret: string | undefined;
  /** Lifetime of one access token, in seconds. */
  tokenTtl: number;
  /** Absolute lifetime of a session (tokens are refreshed within it), in seconds. */
  sessionTtl: number;
  googleClientId: string;
  /** Where Google's signing keys are fetched (JWKS); tests serve their own on loopback. */
  googleJwksUrl: string;
  /** Accepted `iss` of Google ID tokens. */
  googleIssuers: string[];
  geoIpUrl: string;
  /** `smtp://…`/`smtps://…`; unset: mails are printed to the log and kept in the outbox. */
  smtpUrl: string | undefined;
  /** The From of every mail. */
  mailFrom: string;
  /** The API base the browser app uses (`/api` on the same origin by default). */
  apiUrl: string;
  logLevel: string;
  nodeEnv: string;
  /** The built browser app (`vite build` output). */
  webDir: string;
  /** The upload folder of older versions, imported once into the store (FLOTTE_UPLOAD_DIR). */
  uploadDir: string;
  /** An S3-compatible bucket for uploads (S3_*); unset: they live in PostgreSQL. */
  s3: S3Config | undefined;
  /** Largest accepted upload in bytes (FLOTTE_UPLOAD_MAX_BYTES; default 5 MiB). */
  uploadMaxBytes: number;
  /** Platform commission on a delivered request of a business without a plan (0.10 = 10 %). */
  defaultCommissionRate: number;
  /** The free tier (a business without a live subscription): most in-house assets, staff. */
  freeMaxAssets: number;
  freeMaxUsers: number;
  /** Whether this server runs the periodic jobs (renewals…); several servers may. */
  jobsEnabled: boolean;
  /** Seconds between two runs of each periodic job. */
  jobIntervalSeconds: number;
  /** Seconds between two wallet reconciliations (FLOTTE_RECONCILIATION_INTERVAL; a day). */
  reconciliationIntervalSeconds: number;
  /** Longest wait for requests in flight on SIGTERM before connections are cut (seconds). */
  shutdownTimeoutSeconds: number;
  /** Where people reach the app (FLOTTE_PUBLIC_URL), for links in mails; unset: no links. */
  publicUrl: string | undefined;
  /** Seconds between two heartbeats of each live-events stream (docs/live.md). */
  eventsHeartbeatSeconds: number;
  /** Throttles and the API limit in Redis (REDIS_URL); unset: in PostgreSQL (docs/limits.md). */
  redisUrl: string | undefined;
  /** API requests per window of one user / one client address; 0: unlimited. */
  rateLimitPerUser: number;
  rateLimitPerAddress: number;
  rateLimitWindowSeconds: number;
  /** API requests per window of one API key (FLOTTE_RATE_LIMIT_KEY, issue 20); 0: unlimited. */
  rateLimitPerKey: number;
  /** Webhooks may go to loopback and private addresses (FLOTTE_WEBHOOK_ALLOW_PRIVATE=1). */
  webhookAllowPrivate: boolean;
  /** Webhooks may go to plain http:// addresses (FLOTTE_WEBHOOK_ALLOW_HTTP=1). */
  webhookAllowHttp: boolean;
  /** Milliseconds between two polls of the webhook queue by this server (FLOTTE_WEBHOOK_POLL_MS). */
  webhookPollMs: number;
  /** Days finished webhook deliveries and their events are kept (FLOTTE_WEBHOOK_RETENTION_DAYS; 30). */
  webhookRetentionDays: number;
  /** Months an ended request keeps its recipient and proof (FLOTTE_RECIPIENT_RETENTION_MONTHS; 12). */
  recipientRetentionMonths: number;
  /** Days mails are kept in the outbox (FLOTTE_OUTBOX_RETENTION_DAYS; 30). */
  outboxRetentionDays: number;
  /** Days audit entries are kept (FLOTTE_AUDIT_RETENTION_DAYS; 365). */
  auditRetentionDays: number;
  /** Milliseconds between two writes of one key's API hits (FLOTTE_RATE_LIMIT_SYNC_MS); 0: each. */
  rateLimitSyncMs: number;
  /** Whose X-Forwarded-For counts for the client address (TRUST_PROXY; off). */
  trustProxy: TrustProxy;
  /** Seconds between two positions a driver's screen reads (FLOTTE_POSITION_INTERVAL; 15). */
  positionIntervalSeconds: number;
  /** Days the drivers' positions are kept (FLOTTE_POSITION_RETENTION_DAYS; 90). */
  positionRetentionDays: number;
  /** Above this speed from the previous position, a position is flagged (FLOTTE_MAX_SPEED_KMH). */
  maxSpeedKmh: number;
  /** An OSRM-style routing service (ROUTING_URL); unset: ETAs as the crow flies. */
  routingUrl: string | undefined;
  /** A Nominatim-style geocoder (GEOCODER_URL); unset: address search answers nothing. */
  geocoderUrl: string | undefined;
  /** A VROOM server (ROUTE_OPTIMIZER_URL, vroom-express); unset: the embedded engine only. */
  routeOptimizerUrl: string | undefined;
  /** Milliseconds the round optimiser searches (FLOTTE_ROUND_TIME_LIMIT_MS; 2000). */
  roundTimeLimitMs: number;
  /** Road distance over straight-line distance without ROUTING_URL (FLOTTE_ROUTE_DETOUR; 1.3). */
  routeDetourFactor: number;
  /** Raster map tiles, a `{z}/{x}/{y}` address (MAP_TILES_URL); unset: maps without tiles. */
  mapTilesUrl: string;
  /** The tiles' attribution (MAP_TILES_ATTRIBUTION). */
  mapTilesAttribution: string;
  /** Bank details' sealing key and the platform's account (FLOTTE_DATA_KEY, FLOTTE_PAYOUT_*). */
  payouts: PayoutConfig;
}

/** Where uploads live when `S3_BUCKET` is set (docs/uploads.md). */
export interface S3Config {
  bucket: string;
  /** Another S3-compatible service (MinIO…); unset: AWS. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither; neither: the AWS SDK's own credential chain. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `host/bucket/key` addresses instead of `bucket.host/key` (MinIO, s3rver). */
  forcePathStyle: boolean;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer of at least ${min} (got "${raw}")`);
  }
  return value;
}

function rate(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1) {
    throw new Error(`${name} must be a number between 0 and 1 (got "${raw}")`);
  }
  return value;
}

const nonEmpty = (value: string | undefined) =>
  value !== undefined && value.trim() !== '' ? value.trim() : undefined;

/** An http(s) address without its trailing slashes, or undefined when unset. */
function publicUrl(env: Env): string | undefined {
  const raw = nonEmpty(env.FLOTTE_PUBLIC_URL);
  if (raw === undefined) return undefined;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) {
    throw new Error(`FLOTTE_PUBLIC_URL must be an http(s) address (got "${raw}")`);
  }
  return raw.replace(/\/+$/, '');
}

function s3(env: Env): S3Config | undefined {
  const bucket = nonEmpty(env.S3_BUCKET);
  if (bucket === undefined) return undefined;
  const endpoint = nonEmpty(env.S3_ENDPOINT);
  if (
    endpoint !== undefined &&
    (!URL.canParse(endpoint) || !/^https?:$/.test(new URL(endpoint).protocol))
  ) {
    throw new Error(`S3_ENDPOINT must be an http(s) address (got "${endpoint}")`);
  }
  const accessKeyId = nonEmpty(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = nonEmpty(env.S3_SECRET_ACCESS_KEY);
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const pathStyle = (nonEmpty(env.S3_FORCE_PATH_STYLE) ?? 'false').toLowerCase();
  if (!['true', 'false', '1', '0'].includes(pathStyle)) {
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false (got "${pathStyle}")`);
  }
  return {
    bucket,
    endpoint,
    region: nonEmpty(env.S3_REGION) ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle === 'true' || pathStyle === '1',
  };
}

function detour(env: Env, name: string, fallback: number): number {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 1 || value > 5) {
    throw new Error(`${name} must be a number between 1 and 5 (got "${raw}")`);
  }
  return value;
}

/** An outside service's http(s) base address without its trailing slashes, or undefined. */
function serviceUrl(env: Env, name: string): string | undefined {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return undefined;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) {
    throw new Error(`${name} must be an http(s) address (got "${raw}")`);
  }
  return raw.replace(/\/+$/, '');
}

/**
 * MAP_TILES_URL, kept as written (its `{z}/{x}/{y}` placeholders are not URL syntax): an http(s)
 * address whose host is plain or holds `{s}` (the a, b, c subdomains), so that the page's
 * security policy can name it; '' when unset.
 */
function tilesUrl(env: Env): string {
  const raw = nonEmpty(env.MAP_TILES_URL);
  if (raw === undefined) return '';
  const host = /^https?:\/\/([^/?#\s]+)\//.exec(raw)?.[1];
  if (!host || /[{}]/.test(host.replace('{s}', '')) || !raw.includes('{z}')) {
    throw new Error(
      `MAP_TILES_URL must be an http(s) address with {z}/{x}/{y} in its path (got "${raw}")`,
    );
  }
  return raw;
}
/** A switch: `1`, `true`, `on`, `yes` (any case). */
const on = (value: string | undefined) =>
  ['1', 'true', 'on', 'yes'].includes((value ?? '').trim().toLowerCase());

/** Reads the configuration from the environment; throws a readable error on a bad value. */
export function readConfig(env: Env = process.env): ServerConfig {
  const jwtSecret = nonEmpty(env.FLOTTE_JWT_SECRET);
  // A short HS256 secret can be brute-forced offline from any token.
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new Error('FLOTTE_JWT_SECRET must be at least 32 characters long');
  }
  const dataDir = nonEmpty(env.FLOTTE_DATA_DIR) ?? './data';
  return {
    port: integer(env, 'PORT', 3000, 0),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: dataDir.startsWith('memory://') ? dataDir : path.resolve(dataDir),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    demoPassword: nonEmpty(env.FLOTTE_DEMO_PASSWORD),
    demo: demoMode(env.FLOTTE_DEMO, nonEmpty(env.DATABASE_URL)),
    jwtSecret,
    tokenTtl: integer(env, 'FLOTTE_TOKEN_TTL', 3600, 10),
    sessionTtl: integer(env, 'FLOTTE_SESSION_TTL', 7 * 24 * 3600, 10),
    googleClientId: nonEmpty(env.GOOGLE_CLIENT_ID) ?? '',
    googleJwksUrl: nonEmpty(env.GOOGLE_JWKS_URL) ?? 'https://www.googleapis.com/oauth2/v3/certs',
    googleIssuers: (
      nonEmpty(env.GOOGLE_ISSUERS) ?? 'accounts.google.com,https://accounts.google.com'
    )
      .split(',')
      .map((i) => i.trim())
      .filter(Boolean),
    geoIpUrl: nonEmpty(env.GEOIP_URL) ?? '',
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Flotte <no-reply@flotte.local>',
    apiUrl: nonEmpty(env.API_URL) ?? '/api',
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    nodeEnv: nonEmpty(env.NODE_ENV) ?? 'development',
    webDir: path.resolve(nonEmpty(env.FLOTTE_WEB_DIR) ?? path.join(projectRoot, 'dist', 'web')),
    // A memory:// database keeps its uploads in the system's temp folder.
    uploadDir: path.resolve(
      nonEmpty(env.FLOTTE_UPLOAD_DIR) ??
        (dataDir.startsWith('memory://')
          ? path.join(tmpdir(), 'flotte-uploads')
          : path.join(dataDir, 'uploads')),
    ),
    uploadMaxBytes: integer(env, 'FLOTTE_UPLOAD_MAX_BYTES', 5 * 1024 * 1024, 1),
    s3: s3(env),
    defaultCommissionRate: rate(env, 'FLOTTE_DEFAULT_COMMISSION_RATE', 0.1),
    freeMaxAssets: integer(env, 'FLOTTE_FREE_MAX_ASSETS', 5, 0),
    freeMaxUsers: integer(env, 'FLOTTE_FREE_MAX_USERS', 3, 1),
    jobsEnabled: (nonEmpty(env.FLOTTE_JOBS) ?? 'on') !== 'off',
    jobIntervalSeconds: integer(env, 'FLOTTE_JOB_INTERVAL', 60, 1),
    reconciliationIntervalSeconds: integer(env, 'FLOTTE_RECONCILIATION_INTERVAL', 86400, 1),
    shutdownTimeoutSeconds: integer(env, 'FLOTTE_SHUTDOWN_TIMEOUT', 10, 0),
    publicUrl: publicUrl(env),
    eventsHeartbeatSeconds: integer(env, 'FLOTTE_EVENTS_HEARTBEAT', 25, 1),
    redisUrl: nonEmpty(env.REDIS_URL),
    rateLimitPerUser: integer(env, 'FLOTTE_RATE_LIMIT_USER', 600, 0),
    rateLimitPerAddress: integer(env, 'FLOTTE_RATE_LIMIT_ADDRESS', 1200, 0),
    rateLimitWindowSeconds: integer(env, 'FLOTTE_RATE_LIMIT_WINDOW', 60, 1),
    rateLimitSyncMs: integer(env, 'FLOTTE_RATE_LIMIT_SYNC_MS', 250, 0),
    rateLimitPerKey: integer(env, 'FLOTTE_RATE_LIMIT_KEY', 600, 0),
    webhookAllowPrivate: on(env.FLOTTE_WEBHOOK_ALLOW_PRIVATE),
    webhookAllowHttp: on(env.FLOTTE_WEBHOOK_ALLOW_HTTP),
    webhookPollMs: integer(env, 'FLOTTE_WEBHOOK_POLL_MS', 1000, 50),
    webhookRetentionDays: integer(env, 'FLOTTE_WEBHOOK_RETENTION_DAYS', 30, 1),
    recipientRetentionMonths: integer(env, 'FLOTTE_RECIPIENT_RETENTION_MONTHS', 12, 1),
    outboxRetentionDays: integer(env, 'FLOTTE_OUTBOX_RETENTION_DAYS', 30, 1),
    auditRetentionDays: integer(env, 'FLOTTE_AUDIT_RETENTION_DAYS', 365, 1),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    positionIntervalSeconds: integer(env, 'FLOTTE_POSITION_INTERVAL', 15, 1),
    positionRetentionDays: integer(env, 'FLOTTE_POSITION_RETENTION_DAYS', 90, 1),
    maxSpeedKmh: integer(env, 'FLOTTE_MAX_SPEED_KMH', 200, 1),
    routingUrl: serviceUrl(env, 'ROUTING_URL'),
    geocoderUrl: serviceUrl(env, 'GEOCODER_URL'),
    routeOptimizerUrl: serviceUrl(env, 'ROUTE_OPTIMIZER_URL'),
    roundTimeLimitMs: integer(env, 'FLOTTE_ROUND_TIME_LIMIT_MS', 2000, 10),
    routeDetourFactor: detour(env, 'FLOTTE_ROUTE_DETOUR', 1.3),
    mapTilesUrl: tilesUrl(env),
    mapTilesAttribution: nonEmpty(env.MAP_TILES_ATTRIBUTION) ?? '',
    payouts: readPayoutConfig(env),
  };
}
