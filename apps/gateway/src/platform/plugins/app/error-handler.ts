import { ERROR_MESSAGES } from '@platform/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { errorEnvelope } from '../../envelope';
import { HttpError } from '../../errors';

interface RateLimited {
  statusCode: 429;
  retryAfterS?: number;
}

/**
 * The one error handler: every failure leaves as the envelope with a message id. Client errors keep their
 * status; anything else is logged with the request id and answered 500 `errors.internal` with no detail.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, req, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) req.log.error({ err: error }, 'request failed');
      return reply
        .code(error.statusCode)
        .send(errorEnvelope(error.statusCode, error.message, error.fieldErrors));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      const retry = (error as unknown as RateLimited).retryAfterS;
      if (retry) reply.header('retry-after', String(retry));
      return reply.code(429).send(errorEnvelope(429, ERROR_MESSAGES.tooManyRequests));
    }
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send(errorEnvelope(413, ERROR_MESSAGES.payloadTooLarge));
    }
    if (status === 404) return reply.code(404).send(errorEnvelope(404, ERROR_MESSAGES.notFound));
    if (status >= 400 && status < 500) {
      req.log.info({ err: error }, 'bad request');
      return reply.code(status).send(errorEnvelope(status, ERROR_MESSAGES.badRequest));
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorEnvelope(500, ERROR_MESSAGES.internal));
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send(errorEnvelope(404, ERROR_MESSAGES.notFound)));
}
