import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { CV_TEMPLATE, type StoredFile } from '@platform/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { multipart } from '../files/test-files';
import { fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';
import { readPdfText } from '../../test/pdf-text';

let gw: TestGateway;
let filesDir: string;
let rahim = '';

const get = (url: string, user?: string) => gw.app.inject({ method: 'GET', url, headers: headers(user) });
const put = (url: string, user: string, payload: Record<string, unknown>) =>
  gw.app.inject({ method: 'PUT', url, headers: headers(user), payload });
const OWN = '/protected/youth-profile/cv.pdf';
const publicPdf = (id: string, query = '') => `/public/youth/${id}/cv.pdf${query}`;

/** A real w×h RGB PNG (pdfkit decodes it to embed it), made here rather than kept as a fixture. */
function png(w: number, h: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y += 1) for (let x = 0; x < w; x += 1) rows.set(rgb, y * (w * 3 + 1) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(
  user: string,
  content: Buffer,
  filename: string,
  visibility: 'public' | 'private',
): Promise<StoredFile> {
  const body = multipart([{ filename, content, type: 'image/png' }]);
  const r = await gw.app.inject({
    method: 'POST',
    url: `/protected/files?visibility=${visibility}&accept=image`,
    headers: { ...headers(user), ...body.headers },
    payload: body.payload,
  });
  expect(r.statusCode, r.body).toBe(201);
  return (r.json().data as StoredFile[])[0] as StoredFile;
}

function expectPdfDownload(r: Awaited<ReturnType<typeof get>>, fileName: string) {
  expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
  expect(r.headers['content-type']).toBe('application/pdf');
  expect(r.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${fileName}"`));
  expect(r.headers['x-content-type-options']).toBe('nosniff');
  expect(r.headers['cache-control']).toBe('no-store');
  expect(r.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(r.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');
}

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'platform-cv-'));
  gw = await startGateway({ identity: fakeIdentity, env: { FILES_DIR: filesDir } });
  rahim = (await get('/protected/youth-profile', 'youth')).json().data.public_id;
});
afterAll(async () => {
  await gw?.close();
  await rm(filesDir, { recursive: true, force: true });
});
// the PDF routes' per-address limit (20 a minute) would stop this file's many downloads from one address
beforeEach(async () => {
  await gw.db.query('delete from rate_limits');
});

describe('my CV as a PDF', () => {
  it('is a PDF download named after the youth, with the Bengali and Latin fonts embedded and the text readable', async () => {
    const r = await get(OWN, 'youth');
    expectPdfDownload(r, 'Rahim-Uddin-CV\\.pdf');
    const pdf = readPdfText(r.rawPayload);
    expect(pdf.fonts.some((f) => /^[A-Z]{6}\+NotoSansBengali-Bold$/.test(f))).toBe(true);
    expect(pdf.fonts.some((f) => /^[A-Z]{6}\+NotoSansBengali-Regular$/.test(f))).toBe(true);
    expect(pdf.text).toContain('Rahim Uddin');
    expect(pdf.text).toContain('Education');
    expect(pdf.text).toContain('Job experience');
    // the footer says where the public profile is
    expect(pdf.text).toContain(`/youth-profile/${rahim}`);
  });

  it('writes the labels in Bengali with shaped Bengali text that still reads back', async () => {
    const r = await get(`${OWN}?lang=bn-BD`, 'youth');
    expectPdfDownload(r, 'Rahim-Uddin-CV\\.pdf');
    const pdf = readPdfText(r.rawPayload);
    // দক্ষতা has a conjunct (ক্ষ) drawn as one glyph; its ToUnicode entry gives the three code points back
    expect(pdf.blocks).toContain('দক্ষতা');
    expect(pdf.blocks).toContain('ভাষা');
    // glyph order puts a pre-base vowel sign (ি, ে) first and splits ো into ে + া: compare the letters (NFD), not their order
    const letters = (s: string) => [...s.normalize('NFD').replace(/\s/g, '')].sort().join('');
    const name = (await get('/protected/youth-profile', 'youth')).json().data.full_name as string;
    for (const text of [name, 'চাকরির অভিজ্ঞতা', 'শিক্ষাগত যোগ্যতা']) {
      expect(
        pdf.blocks.some((b) => letters(b) === letters(text)),
        text,
      ).toBe(true);
    }
  });

  it('draws every template with the one engine, each differently', async () => {
    const sizes = new Set<number>();
    for (const template of Object.values(CV_TEMPLATE)) {
      const r = await get(`${OWN}?template=${template}`, 'youth');
      expectPdfDownload(r, 'Rahim-Uddin-CV\\.pdf');
      expect(readPdfText(r.rawPayload).text).toContain('Rahim Uddin');
      sizes.add(r.rawPayload.length);
    }
    expect(sizes.size).toBe(Object.values(CV_TEMPLATE).length);
  });

  it('refuses an unknown template or language', async () => {
    const t = await get(`${OWN}?template=fancy`, 'youth');
    expect(t.statusCode).toBe(422);
    expect(t.json().errors).toEqual({ template: ['validation.one_of'] });
    expect((await get(`${OWN}?lang=fr-FR`, 'youth')).json().errors).toEqual({ lang: ['validation.one_of'] });
  });

  it('is always the caller’s own: another youth gets theirs, a signed-out caller 401, a recruiter 403', async () => {
    const other = await get(OWN, 'youth2');
    expectPdfDownload(other, 'Sumaiya-Khatun-CV\\.pdf');
    const text = readPdfText(other.rawPayload).text;
    expect(text).toContain('Sumaiya Khatun');
    expect(text).not.toContain('Rahim');
    expect((await get(OWN)).statusCode).toBe(401);
    expect((await get(OWN, 'recruiter')).statusCode).toBe(403);
  });
});

describe('the public CV PDF of /youth-profile/{id}', () => {
  it('leaves out hidden parts and items taken off the CV, and shows them again when shown', async () => {
    const own = (await get('/protected/youth-profile', 'youth')).json().data;
    const job = own.experiences[0];
    const email = own.email as string;
    expect(readPdfText((await get(publicPdf(rahim))).rawPayload).text).toContain(job.company_name);

    await put('/protected/youth-profile/show-or-hide-youth-data', 'youth', {
      sections: { experiences: false, contact: false },
    });
    const hidden = await get(publicPdf(rahim));
    expectPdfDownload(hidden, 'Rahim-Uddin-CV\\.pdf');
    const text = readPdfText(hidden.rawPayload).text;
    expect(text).toContain('Rahim Uddin');
    expect(text).not.toContain('Job experience');
    expect(text).not.toContain(job.company_name);
    expect(text).not.toContain(email);

    await put('/protected/youth-profile/show-or-hide-youth-data', 'youth', {
      sections: { experiences: true, contact: true },
    });
    await put('/protected/youth-profile/add-to-cv', 'youth', {
      section: 'experiences',
      id: job.id,
      add_to_cv: false,
    });
    expect(readPdfText((await get(publicPdf(rahim))).rawPayload).text).not.toContain(job.company_name);
    await put('/protected/youth-profile/add-to-cv', 'youth', {
      section: 'experiences',
      id: job.id,
      add_to_cv: true,
    });
    const shown = readPdfText((await get(publicPdf(rahim))).rawPayload).text;
    expect(shown).toContain(job.company_name);
    expect(shown).toContain(email);
  });

  it('never carries the identity number, and answers 404 for an unknown, non-UUID or deactivated profile', async () => {
    await put('/protected/youth-profile/personal-info', 'youth', {
      full_name: 'রহিম উদ্দিন',
      full_name_en: 'Rahim Uddin',
      gender: 1,
      identity_number_type: 1,
      identity_number: '1987654321',
    });
    expect(readPdfText((await get(publicPdf(rahim))).rawPayload).text).not.toContain('1987654321');
    expect((await get(publicPdf('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await get(publicPdf('1'))).statusCode).toBe(404);
    const id = (await gw.db.query<{ id: number }>(`select id from users where username = 'youth2'`)).rows[0]
      ?.id;
    const sumaiya = (await get('/protected/youth-profile', 'youth2')).json().data.public_id;
    expect((await get(publicPdf(sumaiya))).statusCode).toBe(200);
    await gw.db.query('update users set row_status = 0 where id = $1', [id]);
    expect((await get(publicPdf(sumaiya))).statusCode).toBe(404);
    await gw.db.query('update users set row_status = 1 where id = $1', [id]);
  });

  it('needs the api-key like every public call', async () => {
    expect((await gw.app.inject({ method: 'GET', url: publicPdf(rahim) })).statusCode).toBe(401);
  });
});

describe('the chosen template', () => {
  it('is what the public CV PDF is drawn in when the link names none', async () => {
    const modern = (await get(publicPdf(rahim, '?template=modern'))).rawPayload.length;
    const colorful = (await get(publicPdf(rahim, '?template=colorful'))).rawPayload.length;
    const r = await put('/protected/youth-profile/cv-template', 'youth', { cv_template: 'colorful' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ cv_template: 'colorful' });
    expect((await get('/protected/youth-profile', 'youth')).json().data.cv_template).toBe('colorful');
    expect((await get(`/public/youth/${rahim}`)).json().data.cv_template).toBe('colorful');
    expect((await get(publicPdf(rahim))).rawPayload.length).toBe(colorful);
    await put('/protected/youth-profile/cv-template', 'youth', { cv_template: 'modern' });
    expect((await get(publicPdf(rahim))).rawPayload.length).toBe(modern);
  });

  it('is one of the templates, and only the youth’s own to choose', async () => {
    expect(
      (await put('/protected/youth-profile/cv-template', 'youth', { cv_template: 'fancy' })).json().errors,
    ).toEqual({ cv_template: ['validation.one_of'] });
    expect((await put('/protected/youth-profile/cv-template', 'youth', {})).json().errors).toEqual({
      cv_template: ['validation.required'],
    });
    expect(
      (await put('/protected/youth-profile/cv-template', 'recruiter', { cv_template: 'classic' })).statusCode,
    ).toBe(403);
  });
});

describe('the profile photo', () => {
  it('is set from a public PNG the youth uploaded, counts toward completion and is drawn into the PDF', async () => {
    const before = (await get('/protected/youth-profile', 'youth')).json().data.profile_completion
      .percentage as number;
    const withoutPhoto = (await get(`${OWN}?template=modern`, 'youth')).rawPayload;
    const file = await upload('youth', png(64, 64, [0, 105, 92]), 'me.png', 'public');
    const r = await put('/protected/youth-profile/photo', 'youth', { file_id: file.id });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ photo_file_id: file.id });
    const profile = (await get('/protected/youth-profile', 'youth')).json().data;
    expect(profile.photo_file_id).toBe(file.id);
    expect(profile.profile_completion.percentage).toBe(before + 5);
    expect((await get(`/public/youth/${rahim}`)).json().data.photo_file_id).toBe(file.id);
    const withPhoto = (await get(`${OWN}?template=modern`, 'youth')).rawPayload;
    expect(readPdfText(withPhoto).objects.some((o) => /\/Subtype \/Image/.test(o.dict))).toBe(true);
    expect(readPdfText(withoutPhoto).objects.some((o) => /\/Subtype \/Image/.test(o.dict))).toBe(false);

    const cleared = await put('/protected/youth-profile/photo', 'youth', { file_id: null });
    expect(cleared.json().data).toEqual({ photo_file_id: null });
    expect((await get('/protected/youth-profile', 'youth')).json().data.profile_completion.percentage).toBe(
      before,
    );
  });

  it('refuses another user’s file, a private file and a file that is not a PNG or JPEG', async () => {
    const theirs = await upload('youth2', png(4, 4, [200, 0, 0]), 'her.png', 'public');
    const privateOne = await upload('youth', png(4, 4, [0, 0, 200]), 'private.png', 'private');
    const gif = await upload('youth', Buffer.from('GIF89a\x01\0\x01\0\0\0\0;', 'latin1'), 'x.gif', 'public');
    const errors = async (file_id: unknown) =>
      (await put('/protected/youth-profile/photo', 'youth', { file_id })).json().errors;
    expect(await errors(theirs.id)).toEqual({ file_id: ['profile.errors.file_not_yours'] });
    expect(await errors(privateOne.id)).toEqual({ file_id: ['cv.errors.photo_not_public'] });
    expect(await errors(gif.id)).toEqual({ file_id: ['cv.errors.photo_type'] });
    expect(await errors('not-a-uuid')).toEqual({ file_id: ['validation.required'] });
    expect(await errors(undefined)).toEqual({ file_id: ['validation.required'] });
    expect((await get('/protected/youth-profile', 'youth')).json().data.photo_file_id).toBeNull();
    expect((await put('/protected/youth-profile/photo', 'recruiter', { file_id: null })).statusCode).toBe(
      403,
    );
  });
});
