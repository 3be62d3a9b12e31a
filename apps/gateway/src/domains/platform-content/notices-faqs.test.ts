import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, startGateway, type TestGateway, apiCaller } from '../../test/harness';

/*
 * Notices, news and FAQs (issue 17 item 1): written through the resource engine (`/private/notices`, `/private/faqs`
 * with the notice and faq keys), read by the youth portal from `/public/notices`, `/public/notices/:id` and
 * `/public/faqs` — published and active only, cacheable, fresh right after a change.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const notice = (over: Record<string, unknown> = {}) => ({
  notice_type: 1,
  title: 'ভর্তির নোটিশ',
  title_en: 'Admission notice',
  details: 'বিস্তারিত',
  details_en: 'Details',
  attachment: null,
  published_on: day(0),
  row_status: 1,
  ...over,
});
const faq = (over: Record<string, unknown> = {}) => ({
  title: 'কীভাবে নিবন্ধন করব?',
  title_en: 'How do I sign up?',
  answer: 'উত্তর',
  answer_en: 'Answer',
  display_order: 1,
  row_status: 1,
  ...over,
});

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw?.close());

describe('notices and news', () => {
  it('refuses the admin calls without the notice keys (403) and bad input with the 422 envelope', async () => {
    expect((await call('GET', '/private/notices', 'youth')).code).toBe(403);
    expect((await call('POST', '/private/notices', 'recruiter', notice())).code).toBe(403);
    const bad = await call('POST', '/private/notices', 'admin', {
      notice_type: 7,
      title: '',
      published_on: 'soon',
    });
    expect(bad.code).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(
      expect.arrayContaining(['notice_type', 'title', 'details', 'published_on']),
    );
  });

  it('shows a published notice in the list and by id, with cache headers; hides the rest', async () => {
    const shown = await call(
      'POST',
      '/private/notices',
      'admin',
      notice({ title_en: 'Shown', notice_type: 2 }),
    );
    expect(shown.code).toBe(201);
    const later = await call(
      'POST',
      '/private/notices',
      'admin',
      notice({ title_en: 'Later', published_on: day(5) }),
    );
    const off = await call('POST', '/private/notices', 'admin', notice({ title_en: 'Off', row_status: 0 }));
    const list = await call('GET', '/public/notices');
    expect(list.code).toBe(200);
    expect(list.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const titles = list.body.data.map((n: { title_en: string }) => n.title_en);
    expect(titles).toContain('Shown');
    expect(titles).not.toContain('Later');
    expect(titles).not.toContain('Off');
    const one = await call('GET', `/public/notices/${shown.body.data.id}`);
    expect(one.code).toBe(200);
    expect(one.headers.etag).toBeTruthy();
    expect(one.body.data).toMatchObject({
      notice_type: 2,
      title_en: 'Shown',
      published_on: day(0),
      attachment: null,
    });
    expect((await call('GET', `/public/notices/${later.body.data.id}`)).code).toBe(404);
    expect((await call('GET', `/public/notices/${off.body.data.id}`)).code).toBe(404);
    expect((await call('GET', '/public/notices/abc')).code).toBe(404);
  });

  it('hands out only a public file as the attachment', async () => {
    // the engine refuses a path that is not an upload (ADR 0123) …
    const refused = await call(
      'POST',
      '/private/notices',
      'admin',
      notice({ title_en: 'Foreign', attachment: 'javascript:alert(1)' }),
    );
    expect(refused.code).toBe(422);
    expect(refused.body.errors.attachment).toEqual(['validation.file_not_uploaded']);
    // … and one stored before that rule is never handed out
    const foreign = await call('POST', '/private/notices', 'admin', notice({ title_en: 'Foreign' }));
    expect(foreign.code).toBe(201);
    await gw.db.query(`update notices set attachment = 'javascript:alert(1)' where id = $1`, [
      foreign.body.data.id,
    ]);
    const read = await call('GET', `/public/notices/${foreign.body.data.id}`);
    expect(read.body.data.attachment).toBeNull();
  });
});

describe('FAQs', () => {
  it('refuses the admin calls without the faq keys (403) and bad input with the 422 envelope', async () => {
    expect((await call('GET', '/private/faqs', 'youth')).code).toBe(403);
    expect((await call('POST', '/private/faqs', 'provider', faq())).code).toBe(403);
    const bad = await call('POST', '/private/faqs', 'admin', {
      title: '',
      answer: ['x'],
      display_order: 'first',
    });
    expect(bad.code).toBe(422);
  });

  it('lists the active questions in order, fresh after a change', async () => {
    await call('POST', '/private/faqs', 'admin', faq({ title_en: 'Second', display_order: 2 }));
    await call('POST', '/private/faqs', 'admin', faq({ title_en: 'First', display_order: 1 }));
    await call('POST', '/private/faqs', 'admin', faq({ title_en: 'Hidden', row_status: 0 }));
    const r = await call('GET', '/public/faqs');
    expect(r.code).toBe(200);
    expect(r.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const titles = r.body.data.map((f: { title_en: string }) => f.title_en);
    expect(titles.indexOf('First')).toBeLessThan(titles.indexOf('Second'));
    expect(titles).not.toContain('Hidden');
  });
});
