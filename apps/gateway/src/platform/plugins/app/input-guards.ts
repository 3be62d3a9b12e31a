import { ERROR_MESSAGES } from '@platform/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { errorEnvelope } from '../../envelope';
import { HttpError } from '../../errors';

/**
 * Input no handler should ever see (found by the hostile-input sweep, test/hostile-input.test.ts):
 * - a NUL character: PostgreSQL text cannot hold it, so `?search=%00` reached the database and failed as a 500.
 *   Refused with 400 in the query (raw or encoded) and in a JSON body.
 * - the router's own refusals (a path segment over `maxParamLength`, a malformed percent-encoding) answered 414/400
 *   without the envelope: `frameworkErrors` gives them the envelope like every other refusal.
 */
/** A NUL in the URL, percent-encoded or raw. */
const nulInUrl = (url: string) => url.includes('\u0000') || /%00/i.test(url);

export function registerInputGuards(app: FastifyInstance): void {
  // synchronous hooks (no promise per request: every request passes here, ADR 0126)
  app.addHook('onRequest', (req, _reply, done) => {
    done(nulInUrl(req.raw.url ?? '') ? new HttpError(400, ERROR_MESSAGES.badRequest) : undefined);
  });
  app.addHook('preValidation', (req, _reply, done) => {
    const nul = req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body) && hasNul(req.body);
    done(nul ? new HttpError(400, ERROR_MESSAGES.badRequest) : undefined);
  });
}

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [k, v] of Object.entries(value)) if (k.includes('\u0000') || hasNul(v, depth + 1)) return true;
  return false;
}

/** Fastify's `frameworkErrors`: the router's refusals as the envelope, with their status (400, 414). */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  _req: FastifyRequest,
  reply: FastifyReply,
) => {
  const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send(errorEnvelope(status, ERROR_MESSAGES.badRequest));
};
