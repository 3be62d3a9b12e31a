import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { GatewayConfig } from '../../../config';

/**
 * What a request log line says of the request: method, path and client address. Never the query string: it carries
 * secrets (`maintenance_hash`, an interview invitation's `token`, an e-mail link's `ref`) that a log reader must not
 * be able to replay (issue 10, finding 9). Headers with credentials are not serialized at all.
 */
export function requestLogFields(req: FastifyRequest) {
  const url = req.url ?? '';
  const q = url.indexOf('?');
  return {
    method: req.method,
    url: q === -1 ? url : `${url.slice(0, q)}?[redacted]`,
    hostname: req.hostname,
    remoteAddress: req.ip,
  };
}

/** The gateway's pino options: the configured level, the request fields above, credentials redacted. */
export function gatewayLogger(config: GatewayConfig): NonNullable<FastifyServerOptions['logger']> & object {
  return {
    level: config.logLevel,
    serializers: { req: requestLogFields },
    redact: {
      paths: ['req.headers.authorization', 'req.headers["api-key"]', 'req.headers.cookie'],
      censor: '[redacted]',
    },
  };
}
