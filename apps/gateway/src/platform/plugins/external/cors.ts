import cors from '@fastify/cors';
import { API_KEY_HEADER } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../../../config';

/** Only the five portal origins may call the API from a browser; any other origin gets no CORS headers. */
export async function registerCors(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  const allowed = new Set(config.portalOrigins);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !!origin && allowed.has(origin)),
    allowedHeaders: ['Authorization', 'Content-Type', API_KEY_HEADER, 'x-request-id'],
    // content-disposition: a portal names a downloaded file (the CV PDF) as the gateway does
    exposedHeaders: ['x-request-id', 'retry-after', 'content-disposition'],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
}
