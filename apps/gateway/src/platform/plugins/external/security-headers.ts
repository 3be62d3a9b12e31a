import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../../../config';

/**
 * API answers are JSON, so their policy allows nothing at all. The few HTML pages the gateway serves (the
 * sign-in pages under /interaction and /oidc, the demo outbox under /dev, the sandbox wallet's checkout and the payment
 * callback's refusal page) get a page policy instead: their own
 * stylesheet, no scripts from anywhere, forms posting only to the gateway and the portals.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const HTML_PREFIXES = /^\/(oidc|interaction|dev|sandbox-wallet|payments)(\/|\?|$)/;

export function pageCsp(config: GatewayConfig): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `form-action 'self' ${config.portalOrigins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

export async function registerSecurityHeaders(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    xContentTypeOptions: true,
  });
  const page = pageCsp(config);
  // Set on the raw response so it also covers answers written by the mounted OIDC provider (middie).
  app.addHook('onRequest', async (req, reply) => {
    if (HTML_PREFIXES.test(req.url)) reply.raw.setHeader('content-security-policy', page);
  });
}
