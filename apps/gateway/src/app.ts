import { applyValidationLocale } from '@platform/validation';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { GatewayConfig } from './config';
import type { Db } from './db/client';
import { broadSearchMemory } from './domains/jobs/search';
import { createIdentity } from './identity';
import type { Identity } from './identity/types';
import { createChannelPort } from './domains/notifications/channels';
import {
  type ChannelPort,
  type Notifier,
  type OutboxQueue,
  createNotifier,
} from './domains/notifications/outbox';
import { registerCanonicalPaths } from './platform/areas';
import { ResponseCache, registerPublicCaching } from './platform/public-cache';
import type { ExpiringSet } from './platform/expiring-set';
import { createFileStorage, type FileStorage } from './platform/storage/storage';
import { registerApiKeyCheck } from './platform/plugins/app/api-key';
import { registerNoStore } from './platform/plugins/app/cache-control';
import { registerErrorHandler } from './platform/plugins/app/error-handler';
import { genReqId, registerRequestId } from './platform/plugins/app/request-id';
import { frameworkErrors, registerInputGuards } from './platform/plugins/app/input-guards';
import { gatewayLogger } from './platform/plugins/app/request-log';
import { registerCors } from './platform/plugins/external/cors';
import { registerRateLimit } from './platform/plugins/external/rate-limit';
import { registerSecurityHeaders } from './platform/plugins/external/security-headers';
import { registerRoutes } from './routes';
import { trustProxyOf } from './platform/trust-proxy';

export interface BuildAppOptions {
  config: GatewayConfig;
  db: Db;
  /** Injected in route tests (a fake that maps a bearer value to a user); otherwise `createIdentity`. */
  identity?: Identity;
  /** The queue notifications are handed to (pg-boss, platform/queue.ts). Without one, rows wait IN_PRODUCER for the relay. */
  queue?: OutboxQueue | null;
  /** E-mail/SMS delivery; default from the config (SMTP, local outbox in demo mode). */
  channels?: ChannelPort;
  /** Fastify logger options; default pino at `config.logLevel` with secrets redacted. */
  logger?: FastifyServerOptions['logger'];
}

/** What routes and plugins use, as `app.services`. */
export interface AppServices {
  config: GatewayConfig;
  db: Db;
  identity: Identity;
  channels: ChannelPort;
  notifier: Notifier;
  /** The storage port of uploaded files (local disk, S3, or memory in the tests): one per app. */
  storage: FileStorage;
  /** Public job searches known to reach the count's cap within the last minute (domains/jobs/search.ts, ADR 0066). */
  broadSearches: ExpiringSet;
  /** Public answers kept in this process for a few seconds (platform/public-cache.ts, ADR 0016). */
  responseCache: ResponseCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** Every route registered on the app (method, url), for the OpenAPI completeness check and start-up logs. */
    routeTable: { method: string; url: string }[];
  }
}

/**
 * Builds the gateway (fastify/demo order): external plugins (security headers, CORS, rate limits), then our
 * own (request ids, api-key, error envelope, no-store), identity (mounts /oidc when built in), routes.
 * The caller owns the database: migrate and seed before, close after `app.close()`.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  // yup's own messages as catalogue ids (process-wide, idempotent): no library English in a 422
  applyValidationLocale();
  const app = Fastify({
    logger: options.logger ?? gatewayLogger(config),
    bodyLimit: config.bodyLimit,
    // a hop count or a list, as the function form (a list's trusted addresses remembered: platform/trust-proxy.ts)
    trustProxy: trustProxyOf(config.trustProxy),
    genReqId,
    frameworkErrors,
  });
  const identity = options.identity ?? (await createIdentity({ db, config, log: app.log }));
  const channels =
    options.channels ??
    createChannelPort({ db, mode: config.mode, smtpUrl: config.smtpUrl, from: config.contactEmail });
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  app.decorate('services', {
    config,
    db,
    identity,
    channels,
    notifier: createNotifier(db, options.queue ?? null),
    storage: createFileStorage(config),
    broadSearches: broadSearchMemory(),
    responseCache: new ResponseCache(),
  });

  await registerSecurityHeaders(app, config);
  await registerCors(app, config);
  // before any area decision: a path the router would read another way than a prefix test is refused
  registerCanonicalPaths(app);
  registerInputGuards(app);
  await registerRateLimit(app, db);

  registerRequestId(app);
  registerApiKeyCheck(app, config.apiKeys);
  registerErrorHandler(app);
  registerPublicCaching(app, app.services.responseCache, config.responseCache);
  registerNoStore(app);

  await identity.register(app);
  registerRoutes(app);

  app.addHook('onClose', async () => {
    await identity.close();
  });
  return app;
}
