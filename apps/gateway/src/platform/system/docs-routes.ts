import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pageCsp } from '../plugins/external/security-headers';

const DOCS_DIR = resolve(import.meta.dirname, '../../openapi/docs');

/** The page's three files, read once: [url, file, content type]. */
const ASSETS = [
  ['/docs', 'index.html', 'text/html; charset=utf-8'],
  ['/docs/docs.js', 'docs.js', 'text/javascript; charset=utf-8'],
  ['/docs/docs.css', 'docs.css', 'text/css; charset=utf-8'],
] as const;

/**
 * Demo mode only (never registered in production): an interactive reference of /openapi.json at /docs — every
 * operation with its parameters, request and response schemas and a form to try it (ADR 0014). A page of its own,
 * about 14 KB, served from the gateway under the page policy (scripts and styles from 'self' only; no CDN).
 */
export function registerApiDocsRoutes(app: FastifyInstance): void {
  const csp = pageCsp(app.services.config);
  for (const [url, file, type] of ASSETS) {
    const body = readFileSync(resolve(DOCS_DIR, file), 'utf8');
    app.get(url, async (_req, reply) =>
      reply.type(type).header('content-security-policy', csp).header('cache-control', 'no-cache').send(body),
    );
  }
}
