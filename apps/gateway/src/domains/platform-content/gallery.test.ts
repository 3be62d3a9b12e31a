import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, startGateway, type TestGateway, apiCaller, fileUploader } from '../../test/harness';
import { HTML, JPEG, PDF, pngOfPixels } from '../files/test-files';
import { imageSize } from './image-size';

/*
 * The gallery (issue 17 item 1): albums and their items kept by the resource engine (`/private/gallery-albums`,
 * `/private/gallery-contents`), read by the youth portal from `/public/gallery-albums` and `/public/gallery-albums/:id`
 * — active only, images with their size in pixels, videos only by an https address on their provider's hosts.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);

const upload = fileUploader(() => gw, 'visibility=public&accept=image');
const album = (over: Record<string, unknown> = {}) => ({
  album_type: 1,
  title: 'মেলা',
  title_en: 'Job fair',
  cover_image: null,
  display_order: 1,
  row_status: 1,
  ...over,
});
const item = (albumId: number, over: Record<string, unknown> = {}) => ({
  gallery_album_id: albumId,
  content_type: 1,
  title: 'ছবি',
  title_en: 'Photo',
  image: null,
  facebook_url: null,
  youtube_url: null,
  display_order: 1,
  row_status: 1,
  ...over,
});

let wide = '';
let tall = '';
beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  wide = (await upload('wide.png', pngOfPixels(1200, 800))).path;
  tall = (await upload('tall.png', pngOfPixels(600, 900))).path;
  expect(wide).toMatch(/^\/files\//);
});
afterAll(async () => gw?.close());

describe('gallery admin', () => {
  it('refuses the admin calls without the gallery keys (403)', async () => {
    expect((await call('GET', '/private/gallery-albums', 'youth')).code).toBe(403);
    expect((await call('POST', '/private/gallery-albums', 'recruiter', album())).code).toBe(403);
    expect((await call('GET', '/private/gallery-contents', 'provider')).code).toBe(403);
    expect((await call('POST', '/private/gallery-contents', 'youth', item(1))).code).toBe(403);
  });

  it('answers bad input with the 422 envelope and the spec message ids', async () => {
    const bad = await call('POST', '/private/gallery-albums', 'admin', { album_type: 7, title: '' });
    expect(bad.code).toBe(422);
    expect(bad.body.errors.album_type).toEqual(['validation.one_of']);
    expect(bad.body.errors.title).toEqual(['validation.required']);
    const a = await call('POST', '/private/gallery-albums', 'admin', album({ title_en: 'Rules' }));
    expect(a.code).toBe(201);
    const id = a.body.data.id as number;
    const noImage = await call('POST', '/private/gallery-contents', 'admin', item(id));
    expect(noImage.code).toBe(422);
    expect(noImage.body.errors.image).toEqual(['validation.required']);
    const noVideo = await call('POST', '/private/gallery-contents', 'admin', item(id, { content_type: 3 }));
    expect(noVideo.body.errors.youtube_url).toEqual(['validation.required']);
    for (const address of [
      'http://www.youtube.com/watch?v=abc',
      'https://evil.example/youtube.com',
      'https://youtube.com.evil.example/x',
      'https://user:pw@youtube.com/x',
      'javascript:alert(1)//youtube.com',
    ]) {
      const r = await call(
        'POST',
        '/private/gallery-contents',
        'admin',
        item(id, { content_type: 4, youtube_url: address }),
      );
      expect(r.code, address).toBe(422);
      expect(r.body.errors.youtube_url, address).toEqual(['validation.url']);
    }
    const facebookOnYoutube = await call(
      'POST',
      '/private/gallery-contents',
      'admin',
      item(id, { content_type: 2, facebook_url: 'https://www.youtube.com/watch?v=abc' }),
    );
    expect(facebookOnYoutube.body.errors.facebook_url).toEqual(['validation.url']);
    const missingAlbum = await call(
      'POST',
      '/private/gallery-contents',
      'admin',
      item(999_999, { image: wide }),
    );
    expect(missingAlbum.code).toBe(422);
    expect(Object.keys(missingAlbum.body.errors)).toContain('gallery_album_id');
  });

  it('takes only images by their content for the gallery (an HTML page named .png is refused)', async () => {
    expect((await upload('fake.png', HTML)).code).toBe(422);
    expect((await upload('photo.jpg', JPEG)).code).toBe(201);
  });
});

describe('public gallery', () => {
  let shown = 0;
  it('lists active albums with an item, in order, with the cover size and cache headers', async () => {
    const first = await call(
      'POST',
      '/private/gallery-albums',
      'admin',
      album({ title_en: 'First', cover_image: wide }),
    );
    shown = first.body.data.id;
    await call('POST', '/private/gallery-contents', 'admin', item(shown, { image: wide, title_en: 'Wide' }));
    const second = await call(
      'POST',
      '/private/gallery-albums',
      'admin',
      album({ title_en: 'Videos', album_type: 2, display_order: 0 }),
    );
    await call(
      'POST',
      '/private/gallery-contents',
      'admin',
      item(second.body.data.id, {
        content_type: 3,
        youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      }),
    );
    const off = await call(
      'POST',
      '/private/gallery-albums',
      'admin',
      album({ title_en: 'Off', row_status: 0 }),
    );
    await call('POST', '/private/gallery-contents', 'admin', item(off.body.data.id, { image: wide }));
    await call('POST', '/private/gallery-albums', 'admin', album({ title_en: 'Empty' }));

    const r = await call('GET', '/public/gallery-albums');
    expect(r.code).toBe(200);
    expect(r.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(r.headers.etag).toBeTruthy();
    const titles = r.body.data.map((a: { title_en: string }) => a.title_en);
    expect(titles.indexOf('Videos')).toBeLessThan(titles.indexOf('First'));
    expect(titles).not.toContain('Off');
    expect(titles).not.toContain('Empty');
    const firstAlbum = r.body.data.find((a: { id: number }) => a.id === shown);
    expect(firstAlbum).toMatchObject({
      album_type: 1,
      content_count: 1,
      cover: { src: wide, width: 1200, height: 800 },
    });
    expect((await call('GET', `/public/gallery-albums/${off.body.data.id}`)).code).toBe(404);
    expect((await call('GET', '/public/gallery-albums/abc')).code).toBe(404);
  });

  it('shows an album’s active items: images with their size, videos by their address; hides the rest', async () => {
    await call(
      'POST',
      '/private/gallery-contents',
      'admin',
      item(shown, { image: tall, title_en: 'Tall', display_order: 2 }),
    );
    await call(
      'POST',
      '/private/gallery-contents',
      'admin',
      item(shown, { image: tall, title_en: 'Hidden', row_status: 0 }),
    );
    const pdf = (await upload('paper.pdf', PDF, 'visibility=public')).path;
    await call('POST', '/private/gallery-contents', 'admin', item(shown, { image: pdf, title_en: 'Pdf' }));
    const fb = await call(
      'POST',
      '/private/gallery-contents',
      'admin',
      item(shown, {
        content_type: 2,
        facebook_url: 'https://www.facebook.com/watch/?v=1',
        title_en: 'Fb',
        display_order: 3,
      }),
    );
    expect(fb.code).toBe(201);
    // a value written around the schema (an old row, a manual fix) still never leaves as a script address
    await gw.db.query(
      `insert into gallery_contents (gallery_album_id, content_type, title, youtube_url) values ($1, 3, 'x', 'javascript:alert(1)')`,
      [shown],
    );
    const r = await call('GET', `/public/gallery-albums/${shown}`);
    expect(r.code).toBe(200);
    expect(r.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(r.body.data.contents).toEqual([
      expect.objectContaining({
        title_en: 'Wide',
        image: { src: wide, width: 1200, height: 800 },
        video_url: null,
      }),
      expect.objectContaining({ title_en: 'Tall', image: { src: tall, width: 600, height: 900 } }),
      expect.objectContaining({
        title_en: 'Fb',
        content_type: 2,
        image: null,
        video_url: 'https://www.facebook.com/watch/?v=1',
      }),
    ]);
    expect(JSON.stringify(r.body)).not.toContain('javascript:');
  });
});

describe('image size', () => {
  it('reads PNG, JPEG, GIF and WebP headers and nothing else', () => {
    expect(imageSize(pngOfPixels(3, 2))).toEqual({ width: 3, height: 2 });
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x02, 0x58,
      0x03,
    ]);
    expect(imageSize(jpeg)).toEqual({ width: 600, height: 300 });
    expect(imageSize(Buffer.from('GIF89a\x05\0\x07\0\0\0\0;', 'latin1'))).toEqual({ width: 5, height: 7 });
    expect(imageSize(HTML)).toBeNull();
    expect(imageSize(pngOfPixels(0, 5))).toBeNull();
  });
});
