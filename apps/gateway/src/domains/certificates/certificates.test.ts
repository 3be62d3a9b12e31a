import { DEFAULT_CERTIFICATE_ELEMENTS, type HttpMethod } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfText } from '../../test/pdf-text';
import {
  apiCaller,
  fakeIdentity,
  fileUploader,
  headers,
  startGateway,
  type TestGateway,
} from '../../test/harness';
import { crc32, deflateSync } from 'node:zlib';
import { pngOfPixels } from '../files/test-files';
import { issueCourseCertificate } from './certificates';

/*
 * Certificate templates and certificates through the API (issue 15 item 8, issue 16 item 5): the provider manages
 * templates, the trainer reads, youth and recruiters are refused, another institute's template is 404; the element
 * rules answer 422 with their message ids; a certificate is issued once per youth and course, also under concurrency;
 * its PDF is a real PDF with the holder's shaped Bengali name and the course; the public verification shows it and
 * says not found for a forged id; the Open Badges credential verifies, a changed one does not.
 */

/** A real (decodable) PNG of w × h grey pixels: pdfkit embeds only images it can read. */
function realPng(w: number, h: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.concat(
    Array.from({ length: h }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(w, 128)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let gw: TestGateway;
let course = 0;
let otherTemplate = 0;
let youthId = 0;
const call = apiCaller(() => gw);
const one = async (sql: string) => Number((await gw.db.query<{ id: number }>(sql)).rows[0]?.id);
const fieldIds = (errors: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [k, v.map((m) => (m.startsWith('{') ? JSON.parse(m).id : m))]),
  );
const raw = (url: string, who?: string) => gw.app.inject({ method: 'GET', url, headers: headers(who) });
const letters = (s: string) => [...s.normalize('NFD').replace(/\s/g, '')].sort().join('');
/** Whether every letter of `needle` is in `text` as often (shaped Bengali reads back in glyph order). */
const hasLetters = (text: string, needle: string) => {
  const pool = [...text.normalize('NFD')];
  return [...needle.normalize('NFD').replace(/\s/g, '')].every((c) => {
    const at = pool.indexOf(c);
    if (at < 0) return false;
    pool.splice(at, 1);
    return true;
  });
};

const template = (over: Record<string, unknown> = {}) => ({
  title: 'কোর্স সনদ',
  title_en: 'Course certificate',
  orientation: 'landscape',
  is_default: true,
  elements: [
    {
      key: 'name',
      kind: 'text',
      text: '{youth_name}',
      x: 60,
      y: 180,
      width: 700,
      height: 40,
      font_size: 28,
      align: 'center',
      bold: true,
    },
    {
      key: 'course',
      kind: 'text',
      text: 'কোর্স: {course_title}',
      x: 60,
      y: 260,
      width: 700,
      height: 30,
      font_size: 18,
      align: 'center',
      bold: false,
    },
    {
      key: 'qr',
      kind: 'qr',
      text: '',
      x: 700,
      y: 450,
      width: 100,
      height: 100,
      font_size: 12,
      align: 'left',
      bold: false,
    },
  ],
  ...over,
});

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  course = await one(
    `insert into courses (institute_id, title, title_en, course_type, duration_hours, fee, language_medium, level)
      values ((select institute_id from users where username = 'provider'), 'ওয়েব ডিজাইন', 'Web design', 1, 10, 0, 1, 1)
      returning id`,
  );
  const other = await one(`insert into institutes (title) values ('অন্য ইনস্টিটিউট') returning id`);
  otherTemplate = await one(
    `insert into certificate_templates (institute_id, title, elements) values (${other}, 'অন্য', '[]') returning id`,
  );
  youthId = await one(`select id from users where username = 'youth'`);
  await gw.db.query(
    `update users set full_name = 'রহিম উদ্দিন', full_name_en = 'Rahim Uddin' where id = ${youthId}`,
  );
  await gw.db.query(
    `update users set institute_id = (select institute_id from users where username = 'provider') where username = 'trainer'`,
  );
});
afterAll(async () => gw?.close());

describe('certificate templates', () => {
  let id = 0;

  it('the provider creates, lists, reads and saves a template; the QR code is square', async () => {
    const created = await call('POST', '/private/certificate-templates', 'provider', template());
    expect(created.code, JSON.stringify(created.body)).toBe(201);
    expect(created.body.status.message).toBe('certificates.success.saved');
    id = created.body.data.id;
    const list = await call('GET', '/private/certificate-templates?search=সনদ', 'provider');
    expect(list.body.data.map((t: { id: number }) => t.id)).toContain(id);
    expect(list.body.data.find((t: { id: number }) => t.id === id).element_count).toBe(3);
    const moved = template({ elements: [{ ...template().elements[2], x: 600, width: 120, height: 30 }] });
    const saved = await call('PUT', `/private/certificate-templates/${id}`, 'provider', moved);
    expect(saved.code, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.elements[0]).toMatchObject({ x: 600, width: 120, height: 120 });
    await call('PUT', `/private/certificate-templates/${id}`, 'provider', template());
  });

  it('refuses elements off the page, a duplicate key, two QR codes and unknown fields with their message ids', async () => {
    const [name, courseEl, qr] = template().elements as Record<string, unknown>[];
    const cases: [unknown[], Record<string, string[]>][] = [
      [[{ ...name, x: 800 }], { 'elements[0].x': ['certificates.errors.off_page'] }],
      [[{ ...name, y: 580 }], { 'elements[0].y': ['certificates.errors.off_page'] }],
      [[name, { ...courseEl, key: 'name' }], { 'elements[1].key': ['certificates.errors.duplicate_key'] }],
      [[qr, { ...qr, key: 'qr2', x: 10 }], { 'elements[1].kind': ['certificates.errors.one_qr'] }],
      [[{ ...name, text: 'Hello {grandma}' }], { 'elements[0].text': ['certificates.errors.unknown_field'] }],
    ];
    for (const [elements, expected] of cases) {
      const r = await call('POST', '/private/certificate-templates', 'provider', template({ elements }));
      expect(r.code, JSON.stringify(r.body)).toBe(422);
      expect(fieldIds(r.body.errors)).toEqual(expected);
    }
  });

  it('places a logo image: an uploaded PNG of the provider is drawn into the PDF; no file or another’s is refused', async () => {
    const upload = fileUploader(() => gw, 'visibility=public', 'provider');
    const logo = await upload('logo.png', realPng(40, 20));
    expect(logo.code).toBe(201);
    const fileId = logo.path.split('/').pop() as string;
    const image = {
      key: 'logo',
      kind: 'image',
      text: '',
      x: 20,
      y: 20,
      width: 120,
      height: 60,
      font_size: 12,
      align: 'left',
      bold: false,
    };
    const created = await call(
      'POST',
      '/private/certificate-templates',
      'provider',
      template({
        is_default: false,
        elements: [...template().elements, { ...image, file_id: fileId }],
      }),
    );
    expect(created.code, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.elements[3]).toMatchObject({ kind: 'image', file_id: fileId });
    const pdf = await raw(`/private/certificate-templates/${created.body.data.id}/preview.pdf`, 'provider');
    expect(pdf.statusCode).toBe(200);
    expect(readPdfText(pdf.rawPayload).objects.some((o) => /\/Subtype\s*\/Image/.test(o.dict))).toBe(true);
    const adminFile = await fileUploader(() => gw)('other.png', pngOfPixels(10, 10));
    for (const [file_id, id] of [
      [null, 'validation.required'],
      [adminFile.path.split('/').pop(), 'validation.reference_missing'],
    ] as const) {
      const r = await call(
        'POST',
        '/private/certificate-templates',
        'provider',
        template({ elements: [{ ...image, file_id }] }),
      );
      expect(r.code, JSON.stringify(r.body)).toBe(422);
      expect(fieldIds(r.body.errors)).toEqual({ 'elements[0].file_id': [id] });
    }
  });

  it('answers 422, never 5xx, for hostile bodies', async () => {
    for (const body of [
      {},
      { title: '' },
      template({ orientation: 'sideways' }),
      template({ elements: 'x' }),
      template({ elements: [{ key: 'A B', kind: 'star', x: -1, y: 1e30, width: 'w', font_size: 500 }] }),
      template({ background_file_id: 'not-a-uuid' }),
      template({ background_file_id: '00000000-0000-4000-8000-000000000000' }),
      template({
        elements: Array.from({ length: 31 }, (_, i) => ({ ...template().elements[0], key: `k${i}` })),
      }),
    ]) {
      const r = await call('POST', '/private/certificate-templates', 'provider', body);
      expect(r.code, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(r.body.status.success).toBe(false);
    }
  });

  it('draws a template as a PDF with sample values, Bengali embedded', async () => {
    const r = await raw(`/private/certificate-templates/${id}/preview.pdf`, 'provider');
    expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = readPdfText(r.rawPayload);
    expect(pdf.fonts.some((f) => /NotoSansBengali/.test(f))).toBe(true);
    expect(hasLetters(pdf.text, 'নমুনা শিক্ষার্থী'), pdf.text).toBe(true);
  });

  it('answers 404 for another institute’s template on every call', async () => {
    const base = `/private/certificate-templates/${otherTemplate}`;
    for (const [method, path, payload] of [
      ['GET', base],
      ['PUT', base, template({ is_default: false })],
      ['DELETE', base],
    ] as [HttpMethod, string, unknown?][])
      expect((await call(method, path, 'provider', payload)).code, `${method} ${path}`).toBe(404);
    expect((await raw(`${base}/preview.pdf`, 'provider')).statusCode).toBe(404);
    const list = await call('GET', '/private/certificate-templates', 'provider');
    expect(list.body.data.map((t: { id: number }) => t.id)).not.toContain(otherTemplate);
  });

  it('refuses youth and recruiters (403); a trainer reads only', async () => {
    const url = `/private/certificate-templates/${id}`;
    const calls: [HttpMethod, string, unknown?][] = [
      ['GET', '/private/certificate-templates'],
      ['GET', url],
      ['POST', '/private/certificate-templates', template()],
      ['PUT', url, template()],
      ['DELETE', url],
    ];
    for (const who of ['youth', 'recruiter'])
      for (const [method, path, payload] of calls)
        expect((await call(method, path, who, payload)).code, `${who} ${method} ${path}`).toBe(403);
    expect((await call('GET', url, 'trainer')).code).toBe(200);
    expect((await raw(`${url}/preview.pdf`, 'trainer')).statusCode).toBe(200);
    for (const [method, path, payload] of calls.slice(2))
      expect((await call(method, path, 'trainer', payload)).code, `trainer ${method} ${path}`).toBe(403);
  });
});

describe('certificates', () => {
  let certificate = '';

  it('issues a certificate exactly once per youth and course, also when asked concurrently', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        gw.db.transaction((tx) => issueCourseCertificate(tx, { youthId, courseId: course })),
      ),
    );
    const ids = new Set(results.map((r) => r?.id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r?.created)).toHaveLength(1);
    certificate = results[0]?.id ?? '';
    const again = await gw.db.transaction((tx) => issueCourseCertificate(tx, { youthId, courseId: course }));
    expect(again).toEqual({ id: certificate, created: false });
    const count = await gw.db.query<{ n: number }>(
      `select count(*)::int as n from certificates where youth_id = ${youthId} and course_id = ${course}`,
    );
    expect(count.rows[0]?.n).toBe(1);
    expect(certificate).toMatch(/^[0-9a-f-]{36}$/);
    // not a youth, or no such course: nothing
    const provider = await one(`select id from users where username = 'provider'`);
    expect(
      await gw.db.transaction((tx) => issueCourseCertificate(tx, { youthId: provider, courseId: course })),
    ).toBeNull();
    expect(
      await gw.db.transaction((tx) => issueCourseCertificate(tx, { youthId, courseId: 99999999 })),
    ).toBeNull();
  });

  it('lists the youth’s certificates; another youth sees none of them (404)', async () => {
    const list = await call('GET', '/protected/certificates', 'youth');
    expect(list.code).toBe(200);
    expect(list.body.data[0]).toMatchObject({
      id: certificate,
      holder_name: 'রহিম উদ্দিন',
      course_title: 'ওয়েব ডিজাইন',
      validity: 'valid',
    });
    expect(list.body.data[0].verification_url).toMatch(new RegExp(`/certificates/${certificate}$`));
    expect((await call('GET', `/protected/certificates/${certificate}`, 'youth')).code).toBe(200);
    expect((await call('GET', `/protected/certificates/${certificate}`, 'youth2')).code).toBe(404);
    expect((await raw(`/protected/certificates/${certificate}/certificate.pdf`, 'youth2')).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/protected/certificates/${certificate}/badge`, 'youth2')).code).toBe(404);
    expect((await call('GET', '/protected/certificates/not-a-uuid', 'youth')).code).toBe(404);
    expect((await call('GET', '/protected/certificates', 'provider')).code).toBe(403);
  });

  it('downloads a real PDF from the institute’s template with the shaped Bengali name, the course and a QR code', async () => {
    const r = await raw(`/protected/certificates/${certificate}/certificate.pdf`, 'youth');
    expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toContain(`certificate-${certificate}.pdf`);
    expect(r.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');
    const pdf = readPdfText(r.rawPayload);
    expect(pdf.pages).toBe(1);
    expect(pdf.blocks.some((b) => letters(b) === letters('রহিম উদ্দিন'))).toBe(true);
    expect(hasLetters(pdf.text, 'কোর্স: ওয়েব ডিজাইন'), pdf.text).toBe(true);
    // the QR code is drawn as filled squares: many `re` operators in the page content
    const content = pdf.objects.map((o) => o.stream?.toString('latin1') ?? '').join('\n');
    expect((content.match(/ re\b/g) ?? []).length).toBeGreaterThan(100);
  });

  it('falls back to the platform’s default layout when the institute has no template', async () => {
    await gw.db.query('update certificate_templates set is_default = false');
    await gw.db.query(`update certificates set template_id = null where id = '${certificate}'`);
    const r = await raw(`/protected/certificates/${certificate}/certificate.pdf`, 'youth');
    expect(r.statusCode).toBe(200);
    const text = readPdfText(r.rawPayload).text;
    expect(text).toContain('Certificate of completion');
    expect(text).toContain('Rahim Uddin');
    expect(text).toContain(certificate);
    expect(DEFAULT_CERTIFICATE_ELEMENTS.some((e) => e.kind === 'qr')).toBe(true);
  });

  it('is confirmed by the public verification; a forged or malformed id is not found', async () => {
    const r = await call('GET', `/public/certificate-verification/${certificate}`);
    expect(r.code).toBe(200);
    expect(r.body.data).toEqual({
      id: certificate,
      holder_name: 'রহিম উদ্দিন',
      holder_name_en: 'Rahim Uddin',
      course_title: 'ওয়েব ডিজাইন',
      course_title_en: 'Web design',
      institute_title: expect.any(String),
      institute_title_en: expect.anything(),
      issued_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      validity: 'valid',
      revoked_on: null,
      rpl: null,
    });
    for (const forged of ['00000000-0000-4000-8000-000000000000', 'abc', `${certificate}x`, '1 or 1=1'])
      expect((await call('GET', `/public/certificate-verification/${encodeURIComponent(forged)}`)).code).toBe(
        404,
      );
  });

  it('exports an Open Badges 3.0 credential that verifies; a changed one fails', async () => {
    const r = await call('GET', `/protected/certificates/${certificate}/badge`, 'youth');
    expect(r.code).toBe(200);
    const badge = r.body.data;
    expect(badge.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(badge.id).toBe(`urn:uuid:${certificate}`);
    expect(badge.credentialSubject.name).toBe('রহিম উদ্দিন');
    const verify = (credential: unknown) =>
      call('POST', '/public/certificate-verification/badge', undefined, { credential });
    const ok = await verify(badge);
    expect(ok.code, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.valid).toBe(true);
    expect(ok.body.data.certificate.id).toBe(certificate);
    // the same credential with its keys in another order still verifies
    expect((await verify(Object.fromEntries(Object.entries(badge).reverse()))).body.data.valid).toBe(true);
    for (const tampered of [
      { ...badge, credentialSubject: { ...badge.credentialSubject, name: 'Someone Else' } },
      { ...badge, validFrom: '2001-01-01T00:00:00.000Z' },
      { ...badge, id: 'urn:uuid:00000000-0000-4000-8000-000000000000' },
      { ...badge, proof: { ...badge.proof, jws: `${badge.proof.jws.slice(0, -4)}AAAA` } },
      { ...badge, proof: undefined },
    ]) {
      const bad = await verify(tampered);
      expect(bad.code).toBe(200);
      expect(bad.body.data).toEqual({ valid: false, certificate: null });
    }
    for (const body of [{}, { credential: 'x' }, { credential: [1] }])
      expect((await call('POST', '/public/certificate-verification/badge', undefined, body)).code).toBe(422);
    const keys = await call('GET', '/public/certificate-verification/keys');
    expect(keys.body.data.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
    expect(keys.body.data.keys[0].d).toBeUndefined();
  });

  it('issues through the demo-only developer route', async () => {
    const r = await gw.app.inject({
      method: 'POST',
      url: '/dev/certificates',
      payload: { username: 'youth2', course_id: course },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.created).toBe(true);
    const bad = await gw.app.inject({ method: 'POST', url: '/dev/certificates', payload: { username: 'x' } });
    expect(bad.statusCode).toBe(422);
  });
});
