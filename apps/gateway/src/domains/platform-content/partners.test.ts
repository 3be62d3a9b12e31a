import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, startGateway, type TestGateway, apiCaller, fileUploader } from '../../test/harness';
import { HTML, PDF, pngOfPixels } from '../files/test-files';

/*
 * Partners and logo docks (issue 17 item 1): kept by the resource engine (`/private/partners`, `/private/logo-docks`),
 * read by the youth home from `GET /public/partners` and `GET /public/logo-docks` (spec §7) — active only, in order,
 * each with a live public logo and its size, links only to http(s) addresses.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const upload = fileUploader(() => gw, 'visibility=public&accept=image');
let logo = '';
const partner = (over: Record<string, unknown> = {}) => ({
  title: 'যুব অধিদপ্তর',
  title_en: 'Youth directorate',
  logo,
  link: 'https://example.org',
  display_order: 1,
  row_status: 1,
  ...over,
});
const names = async (url: string) =>
  (await call('GET', url)).body.data.map((p: { title_en: string }) => p.title_en);

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  logo = (await upload('logo.png', pngOfPixels(240, 80))).path;
  expect(logo).toMatch(/^\/files\//);
});
afterAll(async () => gw?.close());

describe('partners', () => {
  it('refuses the admin calls without the partner keys (403)', async () => {
    expect((await call('GET', '/private/partners', 'youth')).code).toBe(403);
    expect((await call('POST', '/private/partners', 'recruiter', partner())).code).toBe(403);
  });

  it('answers bad input with the 422 envelope and the spec message ids', async () => {
    const r = await call('POST', '/private/partners', 'admin', {
      title: '',
      logo: '',
      link: 'not a link',
      display_order: -1,
    });
    expect(r.code).toBe(422);
    expect(r.body.errors.title).toEqual(['validation.required']);
    expect(r.body.errors.logo).toEqual(['validation.required']);
    expect(r.body.errors.link).toEqual(['validation.url']);
    expect(Object.keys(r.body.errors)).toContain('display_order');
  });

  it('takes a logo only by its content (an HTML page named .png is refused)', async () => {
    expect((await upload('logo.png', HTML)).code).toBe(422);
  });

  it('lists active partners in order with their logo size and safe links, cacheable', async () => {
    await call('POST', '/private/partners', 'admin', partner({ title_en: 'Second', display_order: 2 }));
    await call(
      'POST',
      '/private/partners',
      'admin',
      partner({ title_en: 'First', display_order: 1, link: null }),
    );
    await call('POST', '/private/partners', 'admin', partner({ title_en: 'Off', row_status: 0 }));
    const pdf = (await upload('logo.pdf', PDF, 'visibility=public')).path;
    await call('POST', '/private/partners', 'admin', partner({ title_en: 'Pdf logo', logo: pdf }));
    // a link written around the schema still never leaves as a script address
    await gw.db.query(
      `insert into partners (title, title_en, logo, link, display_order) values ('x', 'Scripted', $1, 'javascript:alert(1)', 3)`,
      [logo],
    );
    const r = await call('GET', '/public/partners');
    expect(r.code).toBe(200);
    expect(r.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(r.headers.etag).toBeTruthy();
    expect(r.body.data.map((p: { title_en: string }) => p.title_en)).toEqual(['First', 'Second', 'Scripted']);
    expect(r.body.data[0]).toEqual({
      id: expect.any(Number),
      title: 'যুব অধিদপ্তর',
      title_en: 'First',
      logo: { src: logo, width: 240, height: 80 },
      link: null,
    });
    expect(r.body.data[1].link).toBe('https://example.org');
    expect(r.body.data[2].link).toBeNull();
  });
});

describe('logo docks', () => {
  it('refuses the admin calls without the logo dock keys (403) and bad input (422)', async () => {
    expect((await call('GET', '/private/logo-docks', 'provider')).code).toBe(403);
    expect((await call('POST', '/private/logo-docks', 'youth', partner({ appears_in: 1 }))).code).toBe(403);
    const r = await call('POST', '/private/logo-docks', 'admin', partner({ appears_in: 3 }));
    expect(r.code).toBe(422);
    expect(r.body.errors.appears_in).toEqual(['validation.one_of']);
  });

  it('lists the header’s logos before the footer’s, each in order; hides inactive ones; fresh after a change', async () => {
    await call(
      'POST',
      '/private/logo-docks',
      'admin',
      partner({ title_en: 'Footer A', appears_in: 2, display_order: 1 }),
    );
    const header = await call(
      'POST',
      '/private/logo-docks',
      'admin',
      partner({ title_en: 'Header A', appears_in: 1, display_order: 5 }),
    );
    await call(
      'POST',
      '/private/logo-docks',
      'admin',
      partner({ title_en: 'Hidden', appears_in: 1, row_status: 0 }),
    );
    const r = await call('GET', '/public/logo-docks');
    expect(r.code).toBe(200);
    expect(r.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(
      r.body.data.map((d: { title_en: string; appears_in: number }) => [d.title_en, d.appears_in]),
    ).toEqual([
      ['Header A', 1],
      ['Footer A', 2],
    ]);
    await call('PUT', `/private/logo-docks/${header.body.data.id}`, 'admin', { row_status: 0 });
    expect(await names('/public/logo-docks')).toEqual(['Footer A']);
  });
});
