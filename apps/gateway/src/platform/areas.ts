import { ERROR_MESSAGES } from '@platform/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/**
 * The gateway's areas, decided from the route the router matched (its pattern, e.g. `/public/jobs/:id`), never
 * from the raw request line: `/%70ublic/jobs` is routed to `/public/jobs`, so a prefix test on `req.url` would
 * let it skip the api-key, the rate limits and `no-store` (issue 10, finding 1). A request no route matched has no
 * area (it ends as 404, or at a mounted handler such as /oidc that guards itself).
 */
export type RouteArea = 'public' | 'protected' | 'private' | 'dev' | 'other';

const AREAS = new Set<RouteArea>(['public', 'protected', 'private', 'dev']);

export function routeArea(req: FastifyRequest): RouteArea | null {
  return areaOfPattern(req.routeOptions.url);
}

/** The area of a route pattern (at registration: a route's hooks can be decided once, from its pattern). */
export function areaOfPattern(pattern: string | undefined): RouteArea | null {
  if (!pattern) return null;
  const first = pattern.split('/')[1] as RouteArea;
  return AREAS.has(first) ? first : 'other';
}

/** `/public`, `/protected`, `/private`: the areas that need the application's api-key (spec §7). */
export function isApiArea(req: FastifyRequest): boolean {
  const area = routeArea(req);
  return area === 'public' || area === 'protected' || area === 'private';
}

/** `/protected`, `/private`: answered per user, so never stored by a browser or proxy. */
export function isUserArea(req: FastifyRequest): boolean {
  const area = routeArea(req);
  return area === 'protected' || area === 'private';
}

/** A path that is canonical at a glance: plain segments, at most a trailing `/`, and any query. */
const PLAIN_PATH = /^\/(?:[\w-]+(?:\/[\w-]+)*\/?)?(?:\?.*)?$/;

/**
 * Whether the raw path can be read one way only: origin-form, no `.` or `..` segment, no empty segment before the
 * last (`//`), and a first segment — the area — written plainly (no percent-encoding, no trailing dot). Anything
 * else is a client playing with normalisation, since the portals and the spec's paths never look like that.
 */
export function isCanonicalPath(rawUrl: string): boolean {
  // the paths the portals send (letters, digits, `_`, `-` and `/`, no `.` or `%`, no `//`) in one test; anything
  // else is read segment by segment below (ADR 0126, revision 2: this runs for every request)
  if (PLAIN_PATH.test(rawUrl)) return true;
  const path = rawUrl.split('?', 1)[0] ?? '';
  if (!path.startsWith('/')) return false;
  const segments = path.slice(1).split('/');
  const area = segments[0] ?? '';
  if (area !== '' && !/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(area)) return false;
  if (area.endsWith('.')) return false;
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i] ?? '';
    if (s === '.' || s === '..' || /^(%2e|\.){1,2}$/i.test(s)) return false;
    if (s === '' && i < segments.length - 1) return false;
  }
  return true;
}

/** The first hook of the app: a path that is not canonical is refused before any area decision is made. */
export function registerCanonicalPaths(app: FastifyInstance): void {
  // a synchronous hook (no promise per request: every request passes here, ADR 0126)
  app.addHook('onRequest', (req, _reply, done) => {
    done(isCanonicalPath(req.raw.url ?? '') ? undefined : new HttpError(400, ERROR_MESSAGES.badRequest));
  });
}
