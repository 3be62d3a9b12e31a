import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
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

/** helmet's options for the API (its answers are JSON: a policy that allows nothing). */
const HELMET_OPTIONS = {
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
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  crossOriginResourcePolicy: { policy: 'same-site' as const },
  xContentTypeOptions: true,
};

/**
 * The headers helmet sets with HELMET_OPTIONS, worked out once when the app is built: @fastify/helmet builds helmet's
 * whole middleware (the policy parsed again) for every request, the most expensive part of a kept public answer
 * (ADR 0126). A throwaway instance with the plugin answers one request and its headers are read off the raw response,
 * so what leaves is exactly what the plugin sets.
 */
async function securityHeaders(): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, HELMET_OPTIONS);
  const set: [string, string][] = [];
  probe.get('/', async (_req, reply) => {
    set.push(
      ...Object.entries(reply.raw.getHeaders()).map(([name, value]): [string, string] => [
        name,
        String(value),
      ]),
    );
    return '';
  });
  await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return set;
}

export async function registerSecurityHeaders(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  const headers = await securityHeaders();
  const asObject = Object.fromEntries(headers);
  const page = pageCsp(config);
  app.addHook('onRequest', (req, reply, done) => {
    const html = HTML_PREFIXES.test(req.url);
    if (html || req.is404) {
      // on the raw response, so they also cover answers written by the mounted OIDC provider (middie)
      const res = reply.raw;
      for (const [name, value] of headers) res.setHeader(name, value);
      if (html) res.setHeader('content-security-policy', page);
    } else {
      // an API route answers through Fastify: its headers in one object, which Node writes without checking twice
      reply.headers(asObject);
    }
    done();
  });
}
