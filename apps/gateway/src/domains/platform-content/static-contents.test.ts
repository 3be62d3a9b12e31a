import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, startGateway, type TestGateway, apiCaller } from '../../test/harness';

/*
 * The static pages an admin edits (issue 17 item 1): the permission of each call (403), bad input as the 422
 * envelope, rich text kept to safe markup (a <script> or an onerror never comes back), and the public read that
 * carries its cache headers and shows the change at once.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const page = (over: Record<string, unknown> = {}) => ({
  title: 'আমাদের কথা',
  title_en: 'Who we are',
  body: '<p>তরুণদের <strong>প্ল্যাটফর্ম</strong></p>',
  body_en: '<p>A platform for <strong>young people</strong></p>',
  ...over,
});

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw?.close());

describe('static contents (admin)', () => {
  it('lists the pages for a holder of view_any_static_content, 403 for anyone else', async () => {
    const r = await call('GET', '/private/static-contents', 'admin');
    expect(r.code).toBe(200);
    expect(r.body.data.map((p: { content_type: string }) => p.content_type)).toEqual(
      expect.arrayContaining(['about_us', 'contact_us', 'term_of_service', 'privacy_policy']),
    );
    expect((await call('GET', '/private/static-contents', 'youth')).code).toBe(403);
    expect((await call('GET', '/private/static-contents', 'recruiter')).code).toBe(403);
  });

  it('refuses an edit without update_static_content (403)', async () => {
    expect((await call('PUT', '/private/static-contents/about_us', 'youth', page())).code).toBe(403);
    expect((await call('PUT', '/private/static-contents/about_us', 'provider', page())).code).toBe(403);
  });

  it('saves both languages, and the public page shows the change with its cache headers', async () => {
    const before = await call('GET', '/public/static-contents/about_us');
    expect(before.code).toBe(200);
    const r = await call('PUT', '/private/static-contents/about_us', 'admin', page());
    expect(r.code).toBe(200);
    expect(r.body.data).toMatchObject({ content_type: 'about_us', title_en: 'Who we are' });
    const after = await call('GET', '/public/static-contents/about_us');
    expect(after.body.data).toMatchObject(page());
    expect(after.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(after.headers.etag).toBeTruthy();
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('keeps rich text inert: no script, no event handler, no javascript: link, markup-free titles', async () => {
    const r = await call(
      'PUT',
      '/private/static-contents/privacy_policy',
      'admin',
      page({
        title_en: '<b>Privacy</b><script>alert(1)</script>',
        body: '<p>ঠিক আছে</p><img src=x onerror="alert(1)"><script>alert(1)</script>',
        body_en:
          '<p onclick="alert(1)">Fine <a href="javascript:alert(1)">bad</a> <a href="https://example.org" target="_blank">good</a></p><iframe src="https://evil.example"></iframe><style>p{}</style>',
      }),
    );
    expect(r.code).toBe(200);
    const stored = (await call('GET', '/public/static-contents/privacy_policy')).body.data;
    for (const text of [stored.title_en, stored.body, stored.body_en]) {
      expect(text).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<style|<img/i);
    }
    expect(stored.title_en).toBe('Privacy');
    expect(stored.body).toBe('<p>ঠিক আছে</p>');
    expect(stored.body_en).toContain('<a href="https://example.org">good</a>');
  });

  it('answers bad input with the 422 envelope, never a 5xx', async () => {
    const missing = await call('PUT', '/private/static-contents/about_us', 'admin', { title: 'x' });
    expect(missing.code).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(expect.arrayContaining(['title_en', 'body', 'body_en']));
    // a body that is only markup that runs is empty once sanitised
    const onlyScript = await call(
      'PUT',
      '/private/static-contents/about_us',
      'admin',
      page({ body_en: '<script>alert(1)</script>' }),
    );
    expect(onlyScript.code).toBe(422);
    expect(onlyScript.body.errors).toEqual({ body_en: ['validation.required'] });
    const wrongTypes = await call(
      'PUT',
      '/private/static-contents/about_us',
      'admin',
      page({ title: 12, body: ['x'], body_en: { a: 1 } }),
    );
    expect(wrongTypes.code).toBe(422);
    const tooLong = await call(
      'PUT',
      '/private/static-contents/about_us',
      'admin',
      page({ title: 'x'.repeat(301) }),
    );
    expect(tooLong.code).toBe(422);
    expect((await call('PUT', '/private/static-contents/secrets', 'admin', page())).code).toBe(404);
  });
});
