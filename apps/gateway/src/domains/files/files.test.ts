import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoredFile } from '@platform/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';
import {
  DOCX,
  GIF,
  HTML,
  JPEG,
  multipart,
  type Part,
  PDF,
  PLAIN_ZIP,
  PNG,
  pngOfSize,
  SVG,
  WEBP,
  XLSM,
} from './test-files';

let gw: TestGateway;
let filesDir: string;
const MB = 1024 * 1024;

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'platform-files-'));
  gw = await startGateway({ identity: fakeIdentity, env: { FILES_DIR: filesDir } });
  // the staff key is seeded for the system admin role; the recruiter gets it directly for the staff test
  await gw.db.query(
    `insert into user_permissions (user_id, permission_id) select u.id, p.id from users u, permissions p
     where u.username = 'recruiter' and p.key = 'view_any_file'`,
  );
});
afterAll(async () => {
  await gw?.close();
  await rm(filesDir, { recursive: true, force: true });
});

// the upload route's per-address limit (30 a minute) would stop this file's many uploads from one address
beforeEach(async () => {
  await gw.db.query('delete from rate_limits');
});

const upload = (parts: Part[], user: string | null = 'youth', query = '') => {
  const body = multipart(parts);
  const auth = headers(user ?? undefined);
  return gw.app.inject({
    method: 'POST',
    url: `/protected/files${query}`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
};
const uploaded = async (parts: Part[], user = 'youth', query = ''): Promise<StoredFile[]> => {
  const r = await upload(parts, user, query);
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as StoredFile[];
};
const get = (url: string, user?: string) => gw.app.inject({ method: 'GET', url, headers: headers(user) });
const storedFiles = async () =>
  (await readdir(filesDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());

async function xlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Sheet1').addRow(['title', 'title_en']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('POST /protected/files', () => {
  it('stores a file for any signed-in user: detected type, size, hash, bytes on disk under ./data/files', async () => {
    const [file] = await uploaded([{ filename: 'photo.png', content: PNG, type: 'image/png' }]);
    expect(file).toMatchObject({
      original_name: 'photo.png',
      mime_type: 'image/png',
      size: PNG.length,
      visibility: 'private',
      path: `/protected/files/${file?.id}`,
    });
    expect(file?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(file?.sha256).toMatch(/^[0-9a-f]{64}$/);
    const row = (
      await gw.db.query<{ storage_key: string; owner: string }>(
        'select f.storage_key, u.username as owner from files f join users u on u.id = f.owner_id where f.id = $1',
        [file?.id],
      )
    ).rows[0];
    expect(row?.owner).toBe('youth');
    expect(await readFile(join(filesDir, ...(row?.storage_key ?? '').split('/')))).toEqual(PNG);
  });

  it.each([
    ['jpeg', 'pic.JPG', JPEG, 'image/jpeg'],
    ['gif', 'anim.gif', GIF, 'image/gif'],
    ['webp', 'pic.webp', WEBP, 'image/webp'],
    ['pdf', 'সিভি.pdf', PDF, 'application/pdf'],
    ['docx', 'letter.docx', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('accepts %s by its content', async (_kind, filename, content, mime) => {
    const [file] = await uploaded([{ filename, content, type: 'application/octet-stream' }], 'recruiter');
    expect(file).toMatchObject({ mime_type: mime, original_name: filename });
  });

  it('accepts a real .xlsx workbook (zip whose content types name a spreadsheet)', async () => {
    const [file] = await uploaded([{ filename: 'import.xlsx', content: await xlsx() }], 'admin');
    expect(file?.mime_type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('stores several files of one request, at most 1 MB each', async () => {
    const files = await uploaded([
      { field: 'a', filename: 'one.png', content: pngOfSize(MB) },
      { field: 'b', filename: 'two.pdf', content: PDF },
    ]);
    expect(files.map((f) => [f.original_name, f.size])).toEqual([
      ['one.png', MB],
      ['two.pdf', PDF.length],
    ]);
  });

  it('refuses a file over 1 MB: 422 maximum file size on its field, nothing stored', async () => {
    const before = (await storedFiles()).length;
    const r = await upload([{ field: 'photo', filename: 'big.png', content: pngOfSize(MB + 1) }]);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({
      status: { success: false, code: 422, message: 'errors.max_file_size' },
      errors: { photo: ['{"id":"validation.file_size","values":{"max":1}}'] },
    });
    expect((await storedFiles()).length).toBe(before);
  });

  it('refuses more than 50 MB in one request (51 files of 1 MB): 422 upload total, none of them stored', async () => {
    const before = (await storedFiles()).length;
    const rows = Number(
      (await gw.db.query<{ n: number }>('select count(*)::int as n from files')).rows[0]?.n,
    );
    const parts = Array.from({ length: 51 }, (_, i) => ({
      field: `f${i}`,
      filename: `p${i}.png`,
      content: pngOfSize(MB),
    }));
    const r = await upload(parts);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({
      status: { message: 'errors.max_file_size' },
      errors: { files: ['{"id":"validation.upload_total","values":{"max":50}}'] },
    });
    expect((await storedFiles()).length).toBe(before);
    expect(
      Number((await gw.db.query<{ n: number }>('select count(*)::int as n from files')).rows[0]?.n),
    ).toBe(rows);
  });

  it.each([
    ['a PNG renamed .pdf', 'cv.pdf', PNG, 'application/pdf'],
    ['a PDF renamed .png', 'photo.png', PDF, 'image/png'],
    ['HTML disguised as a PNG', 'photo.png', HTML, 'image/png'],
    ['SVG (scripts run in it)', 'logo.svg', SVG, 'image/svg+xml'],
    ['SVG named .png', 'logo.png', SVG, 'image/png'],
    ['HTML', 'page.html', HTML, 'text/html'],
    [
      'a macro-enabled workbook named .xlsx',
      'book.xlsx',
      XLSM,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    [
      'a plain zip named .docx',
      'letter.docx',
      PLAIN_ZIP,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['an empty file', 'empty.png', Buffer.alloc(0), 'image/png'],
  ])('refuses %s: 422 invalid file type', async (_name, filename, content, type) => {
    const r = await upload([{ field: 'document', filename, content, type }]);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({
      status: { success: false, code: 422, message: 'errors.invalid_file_type' },
      errors: { document: ['validation.file_type'] },
    });
  });

  it('accept=image refuses documents', async () => {
    const r = await upload([{ filename: 'cv.pdf', content: PDF }], 'youth', '?accept=image');
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({ file: ['validation.file_type'] });
    expect(
      (await uploaded([{ filename: 'me.png', content: PNG }], 'youth', '?accept=image'))[0]?.mime_type,
    ).toBe('image/png');
  });

  it('refuses a request without a file, a body that is not multipart and unknown options', async () => {
    const none = await gw.app.inject({
      method: 'POST',
      url: '/protected/files',
      headers: { ...headers('youth'), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--x--\r\n',
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().status.message).toBe('errors.no_file_provided');
    const json = await gw.app.inject({
      method: 'POST',
      url: '/protected/files',
      headers: headers('youth'),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().status.message).toBe('errors.no_file_provided');
    const odd = await upload([{ filename: 'a.png', content: PNG }], 'youth', '?visibility=everyone');
    expect(odd.statusCode).toBe(422);
    expect(odd.json().errors).toEqual({ visibility: ['validation.one_of'] });
  });

  it('keeps only the last segment of a file name, without control characters', async () => {
    const [file] = await uploaded([{ filename: '..\\..\\etc/pass\u202Ewd.png', content: PNG }]);
    expect(file?.original_name).toBe('passwd.png');
  });

  it('answers 401 without a token and stores nothing', async () => {
    const before = (await storedFiles()).length;
    const r = await upload([{ filename: 'a.png', content: PNG }], null);
    expect(r.statusCode).toBe(401);
    expect(r.json().status).toMatchObject({ success: false, code: 401, message: 'errors.unauthorized' });
    expect((await storedFiles()).length).toBe(before);
  });
});

describe('reading files', () => {
  let privatePng: StoredFile;
  let privatePdf: StoredFile;
  let publicPng: StoredFile;
  beforeAll(async () => {
    [privatePng, privatePdf] = (await uploaded([
      { filename: 'me.png', content: PNG },
      { filename: 'সনদ final;v2.pdf', content: PDF },
    ])) as [StoredFile, StoredFile];
    [publicPng] = (await uploaded(
      [{ filename: 'cover.png', content: PNG }],
      'admin',
      '?visibility=public',
    )) as [StoredFile];
  });

  it('serves the owner an image inline with its detected type and inert headers', async () => {
    const r = await get(privatePng.path, 'youth');
    expect(r.statusCode).toBe(200);
    expect(r.rawPayload).toEqual(PNG);
    expect(r.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'no-store',
      etag: `"${privatePng.sha256}"`,
    });
    expect(r.headers['content-disposition']).toBe(`inline; filename="me.png"; filename*=UTF-8''me.png`);
  });

  it('serves anything but an image as an attachment, with the exact UTF-8 name', async () => {
    const r = await get(privatePdf.path, 'youth');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toBe(
      `attachment; filename="___ final_v2.pdf"; filename*=UTF-8''${encodeURIComponent('সনদ final;v2.pdf')}`,
    );
  });

  it('refuses another user’s private file as if it did not exist, and a call without a token', async () => {
    for (const user of ['youth2', 'recruiter', 'admin']) {
      const r = await get(privatePng.path, user);
      expect(r.statusCode, user).toBe(404);
      expect(r.json().status.message).toBe('errors.not_found');
    }
    expect((await get(privatePng.path)).statusCode).toBe(401);
    expect((await gw.app.inject({ method: 'GET', url: privatePng.path })).statusCode).toBe(401);
  });

  it('lets staff holding view_any_file read any file; refuses youth and staff without the key', async () => {
    const ok = await get(`/private/files/${privatePdf.id}`, 'recruiter');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await get(`/private/files/${privatePdf.id}`, 'admin')).statusCode).toBe(200);
    expect((await get(`/private/files/${privatePdf.id}`, 'youth')).statusCode).toBe(403);
    expect((await get(`/private/files/${privatePdf.id}`, 'provider')).statusCode).toBe(403);
  });

  it('serves a public file at /files/:id without api-key or token; a private id there is a 404', async () => {
    expect(publicPng.path).toBe(`/files/${publicPng.id}`);
    const r = await gw.app.inject({ method: 'GET', url: publicPng.path });
    expect(r.statusCode).toBe(200);
    expect(r.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
    expect(r.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect((await get(publicPng.path.replace('/files/', '/protected/files/'), 'youth2')).statusCode).toBe(
      200,
    );
    expect((await gw.app.inject({ method: 'GET', url: `/files/${privatePng.id}` })).statusCode).toBe(404);
    expect((await gw.app.inject({ method: 'GET', url: '/files/not-a-uuid' })).statusCode).toBe(404);
    expect(
      (await gw.app.inject({ method: 'GET', url: '/files/00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
  });

  it('lets only the owner delete a file; its bytes go, its record stays, reads answer 404', async () => {
    const [file] = await uploaded([{ filename: 'gone.png', content: PNG }]);
    const url = `/protected/files/${file?.id}`;
    const other = await gw.app.inject({ method: 'DELETE', url, headers: headers('youth2') });
    expect(other.statusCode).toBe(404);
    const r = await gw.app.inject({ method: 'DELETE', url, headers: headers('youth') });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.id).toBe(file?.id);
    expect((await get(url, 'youth')).statusCode).toBe(404);
    const row = (
      await gw.db.query<{ storage_key: string; deleted_at: Date | null }>(
        'select storage_key, deleted_at from files where id = $1',
        [file?.id],
      )
    ).rows[0];
    expect(row?.deleted_at).toBeTruthy();
    await expect(readFile(join(filesDir, ...(row?.storage_key ?? '').split('/')))).rejects.toThrow(/ENOENT/);
  });
});

describe('over a real socket (what a browser does)', () => {
  let base: string;
  beforeAll(async () => {
    base = await gw.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const send = (form: FormData, user = 'youth') =>
    fetch(`${base}/protected/files`, { method: 'POST', body: form, headers: headers(user) });

  it('stores a file sent as FormData by fetch (the boundary chosen by fetch)', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'ছবি.png');
    const r = await send(form);
    expect(r.status).toBe(201);
    const [file] = ((await r.json()) as { data: StoredFile[] }).data;
    expect(file).toMatchObject({ original_name: 'ছবি.png', mime_type: 'image/png' });
  });

  it('answers a refusal before reading the rest of a large body, without resetting the connection', async () => {
    const form = new FormData();
    form.append('photo', new Blob([pngOfSize(2 * MB)]), 'big.png');
    form.append('other', new Blob([pngOfSize(MB)]), 'other.png');
    const r = await send(form);
    expect(r.status).toBe(422);
    expect(r.headers.get('connection')).toBe('close');
    expect(((await r.json()) as { status: { message: string } }).status.message).toBe('errors.max_file_size');
  });

  it('limits uploads to 30 a minute from one address', async () => {
    const form = () => {
      const f = new FormData();
      f.append('file', new Blob([PNG]), 'a.png');
      return f;
    };
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await send(form())).status);
    expect(codes.filter((c) => c === 201)).toHaveLength(30);
    expect(codes.at(-1)).toBe(429);
  });
});
