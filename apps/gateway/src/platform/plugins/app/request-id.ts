import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

const GIVEN_ID = /^[\w-]{8,64}$/;

/** Fastify option: reuse a well-formed `x-request-id` from the load balancer, otherwise a new UUID. */
export const genReqId: NonNullable<FastifyServerOptions['genReqId']> = (req) => {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
};

/** Every answer carries its request id, so a user's report can be matched with the structured log line. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
}
