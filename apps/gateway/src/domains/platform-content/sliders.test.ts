import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, headers, startGateway, type TestGateway, apiCaller } from '../../test/harness';

/*
 * Sliders (issue 17 item 1): kept by the resource engine (`/private/sliders`, permission keys of the `slider` stem),
 * read by the youth home from `GET /public/sliders` — active, within their dates, in order, with safe links only,
 * cacheable and fresh right after an admin's change.
 */

let gw: TestGateway;
let image = '';
const call = apiCaller(() => gw);
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const slider = (over: Record<string, unknown> = {}) => ({
  title: 'নতুন কোর্স',
  title_en: 'New courses',
  image,
  link: '/jobs',
  display_order: 1,
  starts_on: null,
  ends_on: null,
  row_status: 1,
  ...over,
});
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const publicTitles = async () =>
  (await call('GET', '/public/sliders')).body.data.map((s: { title_en: string }) => s.title_en);

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  const boundary = 'sliderboundary';
  const r = await gw.app.inject({
    method: 'POST',
    url: '/protected/files?visibility=public&accept=image',
    headers: { ...headers('admin'), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="banner.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(r.statusCode, r.body).toBe(201);
  image = r.json().data[0].path;
});
afterAll(async () => gw?.close());

describe('sliders', () => {
  it('refuses the admin calls without the slider keys (403)', async () => {
    expect((await call('GET', '/private/sliders', 'youth')).code).toBe(403);
    expect((await call('POST', '/private/sliders', 'recruiter', slider())).code).toBe(403);
  });

  it('answers bad input with the 422 envelope', async () => {
    const r = await call('POST', '/private/sliders', 'admin', { title: '', image: '', display_order: -1 });
    expect(r.code).toBe(422);
    expect(Object.keys(r.body.errors)).toEqual(expect.arrayContaining(['title', 'image', 'display_order']));
  });

  it('refuses an end before the start with the spec’s message, on the end', async () => {
    const r = await call('POST', '/private/sliders', 'admin', slider({ starts_on: day(3), ends_on: day(1) }));
    expect(r.code).toBe(422);
    expect(r.body.errors).toEqual({ ends_on: ['validation.end_before_start'] });
    const sameDay = await call(
      'POST',
      '/private/sliders',
      'admin',
      slider({ title_en: 'One day', starts_on: day(0), ends_on: day(0), row_status: 0 }),
    );
    expect(sameDay.code).toBe(201);
  });

  it('shows an active slider at once, in order, with cache headers', async () => {
    const before = await call('GET', '/public/sliders');
    expect(before.code).toBe(200);
    expect(before.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(before.headers.etag).toBeTruthy();
    const second = await call(
      'POST',
      '/private/sliders',
      'admin',
      slider({ title_en: 'Second', display_order: 2 }),
    );
    const first = await call(
      'POST',
      '/private/sliders',
      'admin',
      slider({ title_en: 'First', display_order: 1 }),
    );
    expect([second.code, first.code]).toEqual([201, 201]);
    const after = await call('GET', '/public/sliders');
    expect(after.body.data.map((s: { title_en: string }) => s.title_en)).toEqual(['First', 'Second']);
    expect(after.body.data[0]).toEqual({
      id: first.body.data.id,
      title: 'নতুন কোর্স',
      title_en: 'First',
      image,
      link: '/jobs',
    });
  });

  it('leaves out inactive sliders and those outside their dates', async () => {
    await call('POST', '/private/sliders', 'admin', slider({ title_en: 'Inactive', row_status: 0 }));
    await call('POST', '/private/sliders', 'admin', slider({ title_en: 'Later', starts_on: day(3) }));
    await call('POST', '/private/sliders', 'admin', slider({ title_en: 'Over', ends_on: day(-1) }));
    await call(
      'POST',
      '/private/sliders',
      'admin',
      slider({ title_en: 'Now', starts_on: day(-1), ends_on: day(1) }),
    );
    const titles = await publicTitles();
    expect(titles).toContain('Now');
    expect(titles).not.toEqual(expect.arrayContaining(['Inactive']));
    for (const hidden of ['Inactive', 'Later', 'Over']) expect(titles).not.toContain(hidden);
  });

  it('never hands out a link that runs script or leaves for another host by //', async () => {
    for (const [name, link] of [
      ['Script', 'javascript:alert(1)'],
      ['Relative host', '//evil.example/x'],
      ['Data', 'data:text/html,<script>alert(1)</script>'],
    ])
      expect((await call('POST', '/private/sliders', 'admin', slider({ title_en: name, link }))).code).toBe(
        201,
      );
    const data = (await call('GET', '/public/sliders')).body.data as {
      title_en: string;
      link: string | null;
    }[];
    for (const name of ['Script', 'Relative host', 'Data'])
      expect(data.find((s) => s.title_en === name)?.link).toBeNull();
  });

  it('never shows an image that is not a public file', async () => {
    // refused on the way in (ADR 0123) …
    const refused = await call(
      'POST',
      '/private/sliders',
      'admin',
      slider({ title_en: 'Foreign', image: 'https://evil.example/a.png' }),
    );
    expect(refused.body.errors.image).toEqual(['validation.file_not_uploaded']);
    // … and one stored before that rule is never shown
    const kept = await call('POST', '/private/sliders', 'admin', slider({ title_en: 'Foreign' }));
    await gw.db.query(`update sliders set image = 'https://evil.example/a.png' where id = $1`, [
      kept.body.data.id,
    ]);
    expect(await publicTitles()).not.toContain('Foreign');
  });
});
