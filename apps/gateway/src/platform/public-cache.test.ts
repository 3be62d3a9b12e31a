import { describe, expect, it, afterAll, beforeAll } from 'vitest';
import { fakeIdentity, headers, startGateway, type TestGateway } from '../test/harness';
import { cacheKey, ResponseCache, tagsChangedBy } from './public-cache';

/** Issue 13 item 5: public reads a CDN, a proxy or this process can serve. */
let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity, env: { RESPONSE_CACHE: 'on' } });
});
afterAll(async () => gw?.close());

const get = (url: string, extra: Record<string, string> = {}, user?: string) =>
  gw.app.inject({ method: 'GET', url, headers: { ...headers(user), ...extra } });

describe('cacheable public reads', () => {
  it('carry ETag and Cache-Control, answer 304 to a matching If-None-Match, and are kept in memory', async () => {
    gw.app.services.responseCache.invalidate('jobs');
    const first = await get('/public/jobs?page=1&page_size=5');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=120');
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['x-cache']).toBe('miss');
    // the same request with its parameters in another order is the same answer, from memory
    const again = await get('/public/jobs?page_size=5&page=1');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    const revalidated = await get('/public/jobs?page=1&page_size=5', {
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await get('/public/skills')).headers['cache-control']).toBe(
      'public, max-age=300, stale-while-revalidate=3600',
    );
  });

  it('a write that changes jobs drops the kept job answers at once', async () => {
    await get('/public/featured-jobs');
    expect((await get('/public/featured-jobs')).headers['x-cache']).toBe('hit');
    const created = await gw.app.inject({
      method: 'POST',
      url: '/private/jobs',
      headers: headers('recruiter'),
      payload: {},
    });
    expect(created.statusCode).toBeLessThan(500);
    // a refused write (422) changes nothing: still kept
    expect((await get('/public/featured-jobs')).headers['x-cache']).toBe(
      created.statusCode < 400 ? 'miss' : 'hit',
    );
    gw.app.services.responseCache.invalidate('jobs');
    expect((await get('/public/featured-jobs')).headers['x-cache']).toBe('miss');
  });

  it('vary on Origin as well as accept-encoding: a portal gets its own CORS answer from a cache (ADR 0126, revision 2)', async () => {
    const portal = gw.app.services.config.portalOrigins[0] ?? '';
    for (const url of ['/public/jobs?page=2', '/public/jobs?page=2']) {
      const fromPortal = await get(url, { origin: portal });
      expect(fromPortal.headers['access-control-allow-origin']).toBe(portal);
      expect(fromPortal.headers.vary).toBe('Origin, accept-encoding');
      expect((await get(url)).headers.vary).toBe('Origin, accept-encoding');
    }
  });

  it('never reaches per-user answers: protected and private reads stay no-store', async () => {
    const mine = await get('/protected/auth/profile', {}, 'youth');
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.headers.etag).toBeUndefined();
  });

  it('refuses, at registration, a cache on anything but a public read', () => {
    expect(tagsChangedBy('POST', '/private/jobs/:id/approve')).toEqual(['jobs']);
    expect(tagsChangedBy('GET', '/payments/callback/:provider')).toEqual(['jobs']);
    expect(tagsChangedBy('PUT', '/private/skills/:id')).toEqual(['lookups', 'content', 'jobs']);
    expect(tagsChangedBy('GET', '/private/jobs')).toEqual([]);
    expect(tagsChangedBy('POST', '/protected/jobs/:id/apply')).toEqual([]);
  });
});

describe('ResponseCache', () => {
  it('expires, evicts the oldest past its size, and keys queries in one order', () => {
    let now = 0;
    const cache = new ResponseCache(2, () => now);
    cache.set('a', '1', 'jobs', 100);
    cache.set('b', '2', 'lookups', 100);
    cache.set('c', '3', 'jobs', 100);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.body.toString()).toBe('2');
    now = 150;
    expect(cache.get('b')).toBeUndefined();
    expect(cacheKey('/public/jobs?b=2&a=1')).toBe(cacheKey('/public/jobs?a=1&b=2'));
    expect(cacheKey('/public/jobs')).toBe('/public/jobs');
  });
});
