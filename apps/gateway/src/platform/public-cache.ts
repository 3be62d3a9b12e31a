import { createHash } from 'node:crypto';
import { today } from '@platform/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addRouteHook } from './route-hooks';

/**
 * Public reads a cache may serve (issue 13 item 5; ADR 0016). Every youth opening /jobs asks the same first page: the
 * answer carries `ETag` and `Cache-Control` so a CDN, a reverse proxy or the browser can keep it, and the hottest
 * (the bare board, featured jobs, a job's page, lookups, static pages) are also kept in this process for a few
 * seconds, dropped at once when this replica changes what they show. Another replica's change reaches this one's
 * memory within `memory.ttlMs` at most.
 */
export interface PublicCache {
  /** Seconds a browser or proxy may keep the answer (`max-age`). */
  maxAge: number;
  /** Seconds a proxy may go on serving it while it asks again (`stale-while-revalidate`). */
  staleWhileRevalidate: number;
  /** Also keep the serialized answer in this process, for `ttlMs`, under `tag` (what invalidates it). */
  memory?: { ttlMs: number; tag: CacheTag };
}

/** What an answer is made of, so a change to it drops the kept answers. */
export type CacheTag = 'jobs' | 'lookups' | 'content';

export const PUBLIC_CACHE = {
  /** The job board's pages, featured jobs, a job's page: change when a job goes live, changes or expires. */
  jobs: { maxAge: 30, staleWhileRevalidate: 120, memory: { ttlMs: 15_000, tag: 'jobs' } },
  /** Reference lists (skills, districts…): change when an administrator edits them. */
  lookups: { maxAge: 300, staleWhileRevalidate: 3600, memory: { ttlMs: 60_000, tag: 'lookups' } },
  /** Static pages (about us, privacy…). */
  content: { maxAge: 300, staleWhileRevalidate: 3600, memory: { ttlMs: 60_000, tag: 'content' } },
  /** Live counts (registered youth): a few seconds old at most; nothing invalidates them but time. */
  counts: { maxAge: 10, staleWhileRevalidate: 30, memory: { ttlMs: 10_000, tag: 'content' } },
} as const satisfies Record<string, PublicCache>;

export interface Kept {
  /** The answer as UTF-8 bytes: a hit writes them as they are (no serialisation, no encoding per request). */
  body: Buffer;
  /** Computed once, when the answer is kept. */
  etag: string;
  tag: CacheTag;
  until: number;
}

/** The in-process part: serialized answers by request (method + path + sorted query), bounded, with expiry. */
export class ResponseCache {
  private readonly entries = new Map<string, Kept>();
  constructor(
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): Kept | undefined {
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    if (kept.until <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return kept;
  }

  set(key: string, body: string, tag: CacheTag, ttlMs: number): Kept {
    if (this.entries.size >= this.maxEntries) {
      // the oldest entry goes (Map keeps insertion order)
      const first = this.entries.keys().next().value;
      if (first !== undefined) this.entries.delete(first);
    }
    const kept = { body: Buffer.from(body), etag: etagOf(body), tag, until: this.now() + ttlMs };
    this.entries.set(key, kept);
    return kept;
  }

  invalidate(tag: CacheTag): void {
    for (const [key, kept] of this.entries) if (kept.tag === tag) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A weak validator of the answer's bytes. */
export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The request as a cache key: path and query with the parameters sorted (`?b=1&a=2` and `?a=2&b=1` are one). */
export function cacheKey(url: string): string {
  if (!url.includes('?')) return url;
  const [path = '', query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  params.sort();
  const sorted = params.toString();
  return sorted ? `${path}?${sorted}` : path;
}

/**
 * What a successful write drops, by the route pattern it was made on: anything under /private/jobs or a payment
 * answer (a job goes live) drops the jobs; any other successful write of the private area drops lookups and pages
 * (the resource engine edits both). Expiry is the memory's own time-to-live: a job past its deadline leaves within
 * seconds, and every key carries the day.
 */
export function tagsChangedBy(method: string, route: string): CacheTag[] {
  if (route.startsWith('/payments/') || route.startsWith('/sandbox-wallet/')) return ['jobs'];
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return [];
  if (route.startsWith('/private/jobs') || route.startsWith('/private/job-')) return ['jobs'];
  if (route.startsWith('/private/')) return ['lookups', 'content', 'jobs'];
  return [];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public read a cache may serve (platform/public-cache.ts). */
    publicCache?: PublicCache;
  }
}

/** `Cache-Control` of a policy (built once per route). */
export function cacheControlOf(policy: PublicCache): string {
  return `public, max-age=${policy.maxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`;
}

/** Whether `If-None-Match` names this validator (alone or in a list). */
export function matchesValidator(asked: string | string[] | undefined, etag: string): boolean {
  if (typeof asked !== 'string') return false;
  return asked === etag || asked.split(',').some((tag) => tag.trim() === etag);
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Adds `accept-encoding` to the answer's `Vary`, keeping what is there: CORS has already said `Vary: Origin` (an
 * answer to one portal carries that portal's `Access-Control-Allow-Origin`), and a cache that dropped it would give
 * one origin's answer to another (ADR 0126, revision 2: setting `vary` replaced it).
 */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(String(vary)))
    reply.header('vary', `${vary}, accept-encoding`);
}

/**
 * A kept answer as it leaves: its bytes with the headers a cache needs (`ETag` computed when it was kept,
 * `Cache-Control` of the route), or 304 with no body to a matching `If-None-Match`. Nothing is serialised here.
 */
export function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: Kept,
  cacheControl: string,
  state: 'hit' | 'miss',
): FastifyReply {
  reply
    .header('content-type', JSON_TYPE)
    .header('etag', kept.etag)
    .header('cache-control', cacheControl)
    .header('x-cache', state);
  varyOnEncoding(reply);
  if (matchesValidator(request.headers['if-none-match'], kept.etag)) return reply.code(304).send();
  return reply.code(200).send(kept.body);
}

/**
 * The headers of a cacheable public answer (`Cache-Control`, `ETag`, `Vary`) and 304 for a matching `If-None-Match`;
 * and after every successful write, the kept answers it changes are dropped. Both are decided per route when it is
 * registered (its cache policy, its method and pattern), so a route that needs neither runs neither. An answer kept
 * in memory leaves with its headers already set (`sendKept`); the hook is given only to routes answered without
 * memory (`RESPONSE_CACHE=off`, `memory: false`, or a policy without memory).
 */
export function registerPublicCaching(app: FastifyInstance, cache: ResponseCache, memory: boolean): void {
  app.addHook('onRoute', (route) => {
    const policy = route.config?.publicCache;
    if (policy && !(memory && policy.memory)) {
      const cacheControl = cacheControlOf(policy);
      addRouteHook(route, 'onSend', async (req, reply, payload) => {
        if (req.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
        const etag = (reply.getHeader('etag') as string | undefined) ?? etagOf(payload);
        reply.header('etag', etag);
        reply.header('cache-control', cacheControl);
        varyOnEncoding(reply);
        if (matchesValidator(req.headers['if-none-match'], etag)) {
          reply.code(304);
          return '';
        }
        return payload;
      });
    }
    const url = route.url ?? '';
    // before the answer leaves: whoever reads next (the recruiter's next page, a youth) already misses the old one
    if ([route.method].flat().some((method) => tagsChangedBy(method, url).length > 0))
      addRouteHook(route, 'onSend', async (req, reply, payload) => {
        if (reply.statusCode < 400) for (const tag of tagsChangedBy(req.method, url)) cache.invalidate(tag);
        return payload;
      });
  });
}

/**
 * Today in Dhaka as a cache key's day, worked out at most once a second (formatting a date for every request of a
 * hot read costs more than the rest of the key).
 */
export function dayOfKeys(now: () => number = Date.now): () => string {
  let day = '';
  let until = 0;
  return () => {
    const t = now();
    if (t >= until) {
      day = today(new Date(t));
      until = t + 1000;
    }
    return day;
  };
}
