import { createHash, timingSafeEqual } from 'node:crypto';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { API_KEY_HEADER, ERROR_MESSAGES, type ErrorEnvelope } from '@platform/contract';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { GatewayConfig } from './config';
import type { Db } from './db/client';
import { createIdentity } from './identity';
import type { Identity } from './identity/types';
import { HttpError } from './lib/errors';
import { createChannelPort, localOutboxPort } from './notifications/channels';
import type { ChannelPort } from './notifications/outbox';
import { postgresStore } from './plugins/external/rate-limit-store';
import { registerDevRoutes } from './routes/dev';
import { registerPrivateRoutes } from './routes/private';
import { registerProtectedRoutes } from './routes/protected';
import { registerPublicRoutes } from './routes/public';
import { registerSystemRoutes } from './routes/system';

export interface AppDeps {
  config: GatewayConfig;
  db: Db;
  /** Injected in tests; otherwise created from the config. */
  identity?: Identity;
  channels?: ChannelPort;
  logger?: FastifyServerOptions['logger'];
}

export interface AppServices {
  config: GatewayConfig;
  db: Db;
  identity: Identity;
  channels: ChannelPort;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

const keyDigest = (k: string) => createHash('sha256').update(k).digest();

export function apiKeyMatches(given: string | undefined, keys: string[]): boolean {
  if (!given) return false;
  const g = keyDigest(given);
  return keys.some((k) => timingSafeEqual(g, keyDigest(k)));
}

export function errorEnvelope(code: number, message: string, errors?: Record<string, string[]>): ErrorEnvelope {
  return { status: { success: false, code, message }, ...(errors ? { errors } : {}) };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers["api-key"]', 'req.headers.cookie'],
    },
    bodyLimit: config.bodyLimit,
    trustProxy: true,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : crypto.randomUUID();
    },
  });
  const identity = deps.identity ?? (await createIdentity({ db, config, log: app.log }));
  const channels = deps.channels ?? createChannelPort({ smtpUrl: config.smtpUrl, from: config.contactEmail, sms: localOutboxPort(db), fallback: localOutboxPort(db) });
  app.decorate('services', { config, db, identity, channels });

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        formAction: ["'self'", ...config.portalOrigins],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        // production runs behind TLS anyway; upgrading would break plain-http localhost forms
        upgradeInsecureRequests: null,
      },
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin ? false : config.portalOrigins.includes(origin)),
    allowedHeaders: ['Authorization', 'Content-Type', API_KEY_HEADER, 'x-request-id'],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: true,
    max: 600,
    timeWindow: 60_000,
    store: postgresStore(db),
    allowList: (req) => !/^\/(public|protected|private)\//.test(req.url),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      ...errorEnvelope(429, ERROR_MESSAGES.tooManyRequests),
      retry_after_s: Math.ceil(ctx.ttl / 1000),
    }),
  });

  // Every API area needs the application's api-key (spec §7); oidc, health and docs do not.
  app.addHook('onRequest', async (req) => {
    if (req.method === 'OPTIONS') return;
    if (!/^\/(public|protected|private)(\/|$)/.test(req.url)) return;
    const key = req.headers[API_KEY_HEADER];
    if (!apiKeyMatches(typeof key === 'string' ? key : undefined, config.apiKeys)) {
      throw new HttpError(401, ERROR_MESSAGES.missingApiKey);
    }
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (/^\/(protected|private)\//.test(req.url)) reply.header('cache-control', 'no-store');
    return payload;
  });

  app.setErrorHandler((error: FastifyError | HttpError, req, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) req.log.error({ err: error }, 'request failed');
      return reply.code(error.statusCode).send(errorEnvelope(error.statusCode, error.message, error.fieldErrors));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send(errorEnvelope(429, ERROR_MESSAGES.tooManyRequests));
    }
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send(errorEnvelope(413, ERROR_MESSAGES.payloadTooLarge));
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorEnvelope(status, status === 404 ? ERROR_MESSAGES.notFound : ERROR_MESSAGES.badRequest));
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorEnvelope(500, ERROR_MESSAGES.internal));
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send(errorEnvelope(404, ERROR_MESSAGES.notFound)));

  await identity.register(app);
  const routeDeps = { identity };
  registerSystemRoutes(app);
  registerPublicRoutes(app, routeDeps);
  registerProtectedRoutes(app, routeDeps);
  registerPrivateRoutes(app, routeDeps);
  if (config.mode === 'demo') registerDevRoutes(app);

  app.addHook('onClose', async () => {
    await identity.close();
  });
  return app;
}
