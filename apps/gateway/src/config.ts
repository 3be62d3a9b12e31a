import { createHash, randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { S3Config } from './platform/storage/s3-storage';

export type PlatformMode = 'demo' | 'production';

export interface GatewayConfig {
  port: number;
  /** HOST; unset: `localhost` in demo mode (loopback only, ADR 0013 r2), `0.0.0.0` in production. */
  host: string;
  /** Whether a demo-mode gateway listens beyond loopback (HOST set explicitly): main.ts then warns loudly. */
  demoExposed: boolean;
  /** Public origin of the gateway, e.g. http://localhost:8080 (issuer = `${publicUrl}/oidc`). */
  publicUrl: string;
  mode: PlatformMode;
  databaseUrl?: string;
  /**
   * DATABASE_POOL_SIZE: connections to the PostgreSQL server of DATABASE_URL, per gateway process (default 10). Size it to
   * the server: about twice its cores, shared out over the gateway processes (more only queue inside the server).
   */
  databasePoolSize: number;
  /** PGlite data directory, or 'memory'. */
  dataDir: string;
  /** Where uploaded files are kept (local disk adapter of the storage port), or 'memory' (ADR 0042). */
  filesDir: string;
  /** FILE_STORAGE=s3: the object store that keeps uploaded files instead of `filesDir`. */
  s3?: S3Config;
  apiKeys: string[];
  /** youth, admin, recruiter, lms, assessment — in that order. */
  portalOrigins: string[];
  /** External identity provider; when set the built-in provider is off. */
  oidcIssuer?: string;
  oidcAudience: string;
  smtpUrl?: string;
  contactEmail: string;
  bodyLimit: number;
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (rate limits, logs): TRUST_PROXY unset → none
   * (clients connect directly, as `npm start` serves); a hop count (`1`); or a comma list of proxy addresses/CIDRs.
   * Never `true` for a gateway reachable directly: any client could then pick its own address and slip the limits.
   */
  trustProxy: false | number | string[];
  logLevel: string;
  /** Run the notification worker inside this process. */
  runWorker: boolean;
  /**
   * RESPONSE_CACHE: `on` (default) keeps the hottest public answers in this process for a few seconds
   * (platform/public-cache.ts); `off` asks the database every time (the test suite, which writes rows directly).
   */
  responseCache: boolean;
  /**
   * VIDEO_CONF_BASE_URL: where online interviews happen. A schedule's video room is `<this>/<random room id>`
   * (ADR 0063); default a public Jitsi Meet, which opens any unguessable room name without an account.
   */
  videoConfBaseUrl: string;
  /** The mobile-wallet provider that takes approved jobs live (docs/decisions/0062-job-payments.md). */
  payment: PaymentConfig;
  /**
   * SECRETS_KEY: 32 bytes (64 hex digits or base64) that encrypt the secrets kept in the database (vendor integrations'
   * client secrets and tokens; ADR 0086). Demo mode without it: a fixed key (demo data is not secret). Production
   * without it: the gateway keeps no such secret (saving one is refused with integrations.errors.no_secrets_key).
   */
  secretsKey?: Buffer;
}

/**
 * PAYMENT_PROVIDER: `sandbox` (the gateway's own test wallet, the demo default), the name of another adapter of
 * src/payments (a real mobile-wallet provider, with its base URL and credentials), or unset in production: then
 * payment is unavailable (503) until a provider is configured.
 */
export interface PaymentConfig {
  provider: string | null;
  /** PAYMENT_SANDBOX_SECRET: the HMAC key the sandbox wallet signs its answers with (demo: random per start when unset). */
  sandboxSecret: string;
  /** PAYMENT_PROVIDER_URL, PAYMENT_PROVIDER_KEY, PAYMENT_PROVIDER_SECRET: a real provider's API base and credentials. */
  providerUrl?: string;
  providerKey?: string;
  providerSecret?: string;
}

export const PORTALS = ['youth', 'admin', 'recruiter', 'lms', 'assessment'] as const;
export type PortalId = (typeof PORTALS)[number];

const DEFAULT_ORIGINS = PORTALS.map((_, i) => `http://localhost:${4200 + i}`);

export class ConfigError extends Error {}

/** Addresses that only this machine can reach. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

const LOG_LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

function url(name: string, value: string): string {
  try {
    const u = new URL(value);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error();
    return value.replace(/\/$/, '');
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${value}"`);
  }
}

/** FILES_DIR, or `./data/files`; an in-memory database (DATA_DIR=memory) keeps its files in memory too. */
function filesDir(env: NodeJS.ProcessEnv): string {
  if (env.FILES_DIR) return env.FILES_DIR === 'memory' ? 'memory' : resolve(env.FILES_DIR);
  return env.DATA_DIR === 'memory' ? 'memory' : resolve('data/files');
}

/** FILE_STORAGE=s3 and its S3_* settings (docs/decisions/0042-file-storage.md); `local` (default) needs none. */
function objectStore(env: NodeJS.ProcessEnv): S3Config | undefined {
  const kind = env.FILE_STORAGE ?? 'local';
  if (kind === 'local') return undefined;
  if (kind !== 's3')
    throw new ConfigError('FILE_STORAGE must be local or s3 (docs/decisions/0042-file-storage.md)');
  const missing = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter(
    (name) => !env[name],
  );
  if (missing.length > 0) throw new ConfigError(`FILE_STORAGE=s3 needs ${missing.join(', ')}`);
  return {
    endpoint: url('S3_ENDPOINT', env.S3_ENDPOINT ?? ''),
    region: env.S3_REGION || 'us-east-1',
    bucket: env.S3_BUCKET ?? '',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
  };
}

/** PAYMENT_* settings (docs/decisions/0062-job-payments.md). */
function paymentConfig(env: NodeJS.ProcessEnv, mode: PlatformMode): PaymentConfig {
  const provider = env.PAYMENT_PROVIDER || (mode === 'demo' ? 'sandbox' : null);
  if (provider !== null && !/^[a-z][a-z0-9_-]{1,30}$/.test(provider))
    throw new ConfigError('PAYMENT_PROVIDER must be sandbox or the name of a payment adapter');
  const secret = env.PAYMENT_SANDBOX_SECRET ?? '';
  // any 4-digit PIN pays in the sandbox: a production deployment takes it only when it says it is a staging one
  if (provider === 'sandbox' && mode === 'production' && env.DEPLOYMENT !== 'staging') {
    throw new ConfigError(
      'PAYMENT_PROVIDER=sandbox takes jobs live with any PIN: production mode allows it only with DEPLOYMENT=staging',
    );
  }
  if (provider === 'sandbox' && mode === 'production' && secret.length < 32) {
    throw new ConfigError(
      'PAYMENT_PROVIDER=sandbox in production mode needs PAYMENT_SANDBOX_SECRET (at least 32 characters)',
    );
  }
  if (provider !== null && provider !== 'sandbox') {
    const missing = ['PAYMENT_PROVIDER_URL', 'PAYMENT_PROVIDER_KEY', 'PAYMENT_PROVIDER_SECRET'].filter(
      (name) => !env[name],
    );
    if (missing.length > 0) throw new ConfigError(`PAYMENT_PROVIDER=${provider} needs ${missing.join(', ')}`);
  }
  return {
    provider,
    sandboxSecret: secret || randomBytes(32).toString('hex'),
    providerUrl: env.PAYMENT_PROVIDER_URL ? url('PAYMENT_PROVIDER_URL', env.PAYMENT_PROVIDER_URL) : undefined,
    providerKey: env.PAYMENT_PROVIDER_KEY || undefined,
    providerSecret: env.PAYMENT_PROVIDER_SECRET || undefined,
  };
}

/** SECRETS_KEY as 32 bytes; see GatewayConfig.secretsKey. */
function secretsKey(raw: string | undefined, mode: PlatformMode): Buffer | undefined {
  const value = raw?.trim();
  if (!value)
    return mode === 'demo' ? createHash('sha256').update('platform demo secrets key').digest() : undefined;
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new ConfigError('SECRETS_KEY must be 32 bytes: 64 hex digits or base64');
  return key;
}

/** Reads and validates the environment. Production mode refuses to start without its secrets. */
function trustProxy(raw: string | undefined): false | number | string[] {
  const value = raw?.trim();
  if (!value || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true')
    throw new ConfigError('TRUST_PROXY must be a hop count or a list of proxy addresses, not true');
  return value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const modeRaw = env.PLATFORM_MODE ?? 'demo';
  if (modeRaw !== 'demo' && modeRaw !== 'production')
    throw new ConfigError('PLATFORM_MODE must be demo or production');
  const mode: PlatformMode = modeRaw;
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError('PORT must be a port number');
  const apiKeys = (env.API_KEYS ?? (mode === 'demo' ? 'local-dev-api-key' : ''))
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (apiKeys.length === 0) throw new ConfigError('API_KEYS is required in production mode');
  if (mode === 'production' && apiKeys.some((k) => k.length < 16))
    throw new ConfigError('API_KEYS entries must be at least 16 characters');
  const origins = (env.PORTAL_ORIGINS ? env.PORTAL_ORIGINS.split(',') : DEFAULT_ORIGINS).map((o) =>
    url('PORTAL_ORIGINS', o.trim()),
  );
  if (origins.length !== PORTALS.length)
    throw new ConfigError('PORTAL_ORIGINS must list 5 origins: youth, admin, recruiter, lms, assessment');
  if (mode === 'production' && !env.GATEWAY_URL)
    throw new ConfigError('GATEWAY_URL is required in production mode');
  if (env.DATABASE_URL && !/^postgres(ql)?:\/\/.+/.test(env.DATABASE_URL))
    throw new ConfigError('DATABASE_URL must be a postgres:// URL');
  if (env.SMTP_URL && !/^smtps?:\/\/.+/.test(env.SMTP_URL))
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL');
  const logLevel = env.LOG_LEVEL ?? (mode === 'demo' ? 'info' : 'warn');
  if (!LOG_LEVELS.has(logLevel))
    throw new ConfigError(`LOG_LEVEL must be one of ${[...LOG_LEVELS].join(', ')}`);
  const databasePoolSize = Number(env.DATABASE_POOL_SIZE ?? 10);
  if (!Number.isInteger(databasePoolSize) || databasePoolSize < 1 || databasePoolSize > 200)
    throw new ConfigError('DATABASE_POOL_SIZE must be a whole number from 1 to 200');
  const contactEmail = env.CONTACT_EMAIL ?? 'contact@platform.local';
  if (!/^[^\s@]+@[^\s@]+$/.test(contactEmail))
    throw new ConfigError('CONTACT_EMAIL must be an e-mail address');
  return {
    port,
    host: env.HOST || (mode === 'demo' ? 'localhost' : '0.0.0.0'),
    demoExposed: mode === 'demo' && !!env.HOST && !LOOPBACK.has(env.HOST),
    publicUrl: url('GATEWAY_URL', env.GATEWAY_URL ?? `http://localhost:${port}`),
    mode,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize,
    dataDir: env.DATA_DIR === 'memory' ? 'memory' : resolve(env.DATA_DIR ?? 'data/pglite'),
    filesDir: filesDir(env),
    s3: objectStore(env),
    apiKeys,
    portalOrigins: origins,
    oidcIssuer: env.OIDC_ISSUER ? url('OIDC_ISSUER', env.OIDC_ISSUER) : undefined,
    oidcAudience: env.OIDC_AUDIENCE ?? 'urn:platform:api',
    smtpUrl: env.SMTP_URL || undefined,
    contactEmail,
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel,
    runWorker: env.RUN_WORKER !== 'false',
    responseCache: env.RESPONSE_CACHE !== 'off',
    payment: paymentConfig(env, mode),
    secretsKey: secretsKey(env.SECRETS_KEY, mode),
    videoConfBaseUrl: url('VIDEO_CONF_BASE_URL', env.VIDEO_CONF_BASE_URL ?? 'https://meet.jit.si'),
  };
}
