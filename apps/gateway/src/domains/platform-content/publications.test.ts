import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, startGateway, type TestGateway, apiCaller, fileUploader } from '../../test/harness';
import { HTML, PDF, PNG } from '../files/test-files';

/*
 * Publications (issue 17 item 1): kept by the resource engine (`/private/publications`, the publication keys), read
 * by the youth portal from `GET /public/publications` — active only, newest first, each with a live public PDF.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const upload = fileUploader(() => gw, 'visibility=public');
let pdf = '';
const publication = (over: Record<string, unknown> = {}) => ({
  title: 'যুব জরিপ',
  title_en: 'Youth survey',
  author: 'গবেষণা দল',
  author_en: 'Research team',
  description: 'ফলাফল',
  description_en: 'Findings',
  file_path: pdf,
  published_on: '2026-01-10',
  row_status: 1,
  ...over,
});
const titles = async () =>
  (await call('GET', '/public/publications')).body.data.map((p: { title_en: string }) => p.title_en);

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  pdf = (await upload('survey.pdf', PDF)).path;
  expect(pdf).toMatch(/^\/files\//);
});
afterAll(async () => gw?.close());

describe('publications', () => {
  it('refuses the admin calls without the publication keys (403)', async () => {
    expect((await call('GET', '/private/publications', 'youth')).code).toBe(403);
    expect((await call('POST', '/private/publications', 'recruiter', publication())).code).toBe(403);
    expect((await call('DELETE', '/private/publications/1', 'provider')).code).toBe(403);
  });

  it('answers bad input with the 422 envelope and the spec message ids', async () => {
    const r = await call('POST', '/private/publications', 'admin', {
      title: '',
      author: ['x'],
      file_path: '',
      published_on: 'soon',
    });
    expect(r.code).toBe(422);
    expect(r.body.errors.title).toEqual(['validation.required']);
    expect(r.body.errors.file_path).toEqual(['validation.required']);
    expect(Object.keys(r.body.errors)).toEqual(expect.arrayContaining(['author', 'published_on']));
  });

  it('checks the upload by its content: an HTML page named .pdf is refused', async () => {
    expect((await upload('report.pdf', HTML)).code).toBe(422);
  });

  it('lists active publications newest first with their PDF, cacheable; hides the rest', async () => {
    expect(
      (
        await call(
          'POST',
          '/private/publications',
          'admin',
          publication({ title_en: 'Older', published_on: '2025-05-01' }),
        )
      ).code,
    ).toBe(201);
    await call(
      'POST',
      '/private/publications',
      'admin',
      publication({ title_en: 'Newer', published_on: '2026-02-01' }),
    );
    await call('POST', '/private/publications', 'admin', publication({ title_en: 'Off', row_status: 0 }));
    // a file that is no PDF (an image) or not a file of ours is refused (ADR 0123) …
    const image = (await upload('cover.png', PNG, 'visibility=public&accept=image')).path;
    const asImage = await call(
      'POST',
      '/private/publications',
      'admin',
      publication({ title_en: 'Image', file_path: image }),
    );
    expect(asImage.body.errors.file_path).toEqual(['validation.file_type']);
    const foreign = await call(
      'POST',
      '/private/publications',
      'admin',
      publication({ title_en: 'Foreign', file_path: 'javascript:alert(1)' }),
    );
    expect(foreign.body.errors.file_path).toEqual(['validation.file_not_uploaded']);
    // … and one stored before that rule is never handed out
    for (const [title, path] of [
      ['Image', image],
      ['Foreign', 'javascript:alert(1)'],
    ]) {
      const kept = await call('POST', '/private/publications', 'admin', publication({ title_en: title }));
      await gw.db.query('update publications set file_path = $1 where id = $2', [path, kept.body.data.id]);
    }
    const r = await call('GET', '/public/publications');
    expect(r.code).toBe(200);
    expect(r.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(r.headers.etag).toBeTruthy();
    const shown = await titles();
    expect(shown.indexOf('Newer')).toBeLessThan(shown.indexOf('Older'));
    expect(shown).not.toContain('Off');
    expect(shown).not.toContain('Image');
    expect(shown).not.toContain('Foreign');
    expect(r.body.data.find((p: { title_en: string }) => p.title_en === 'Newer')).toEqual({
      id: expect.any(Number),
      title: 'যুব জরিপ',
      title_en: 'Newer',
      author: 'গবেষণা দল',
      author_en: 'Research team',
      description: 'ফলাফল',
      description_en: 'Findings',
      file_path: pdf,
      published_on: '2026-02-01',
    });
  });

  it('is fresh right after a change', async () => {
    const created = await call(
      'POST',
      '/private/publications',
      'admin',
      publication({ title_en: 'Soon gone' }),
    );
    expect(await titles()).toContain('Soon gone');
    await call('DELETE', `/private/publications/${created.body.data.id}`, 'admin');
    expect(await titles()).not.toContain('Soon gone');
  });
});
