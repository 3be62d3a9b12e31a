import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';
import { readPdfText } from '../../test/pdf-text';
import { issueCourseCertificate } from './certificates';

/*
 * A certificate on the CV (issue 16 item 5; ADR 0115): the holder's one switch (PUT /protected/certificates/{id}/cv)
 * lists it on the CV view, the public CV and the CV PDF in both languages with its institute, day, number and
 * verification link; another youth's certificate is 404 and staff are refused (403); a revoked certificate cannot be
 * added (409 with its message id) and leaves every CV at once; bad input is the 422 envelope or 404, never a 5xx.
 */

let gw: TestGateway;
let mine = '';
let second = '';
let theirs = '';
let publicId = '';
const call = apiCaller(() => gw);
const one = async (sql: string) => Number((await gw.db.query<{ id: number }>(sql)).rows[0]?.id);
const put = (id: string, who: string | undefined, body: unknown) =>
  call('PUT', `/protected/certificates/${id}/cv`, who, body);
const ownCv = async () => (await call('GET', '/protected/youth-profile/cv', 'youth')).body.data;
const publicCv = async () => (await call('GET', `/public/youth/${publicId}/cv`)).body.data;
const cvIds = (view: { earned_certificates?: { id: string }[] }) =>
  (view.earned_certificates ?? []).map((c) => c.id);
const pdfText = async (lang: 'en-US' | 'bn-BD') => {
  const r = await gw.app.inject({
    method: 'GET',
    url: `/public/youth/${publicId}/cv.pdf?lang=${lang}`,
    headers: headers(),
  });
  expect(r.statusCode).toBe(200);
  return readPdfText(r.rawPayload).text.replace(/\s+/g, '');
};

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  const institute = await one(`select institute_id as id from users where username = 'instituteadmin'`);
  const course = (title: string) =>
    one(`insert into courses (institute_id, title, title_en, course_type, duration_hours, fee, language_medium, level)
         values (${institute}, '${title}', '${title} CV', 1, 10, 0, 1, 1) returning id`);
  const issue = async (username: string, courseId: number) => {
    const youthId = await one(`select id from users where username = '${username}'`);
    return String((await gw.db.transaction((tx) => issueCourseCertificate(tx, { youthId, courseId })))?.id);
  };
  mine = await issue('youth', await course('ঝালাই'));
  second = await issue('youth', await course('নলকূপ'));
  theirs = await issue('youth2', await course('রান্না'));
  publicId = (await call('GET', '/protected/youth-profile', 'youth')).body.data.public_id;
  // the certifications part is shown on a new profile; make sure of it
  await call('PUT', '/protected/youth-profile/show-or-hide-youth-data', 'youth', {
    sections: { certifications: true },
  });
});
afterAll(async () => gw?.close());

describe('the "on my CV" switch', () => {
  it('is off until the youth switches it on; the list says so', async () => {
    const list = await call('GET', '/protected/certificates', 'youth');
    expect(list.code).toBe(200);
    expect(list.body.data.find((c: { id: string }) => c.id === mine)).toMatchObject({ add_to_cv: false });
    expect(cvIds(await ownCv())).toEqual([]);
    expect(cvIds(await publicCv())).toEqual([]);
  });

  it('adds the certificate to the CV view, the public CV and both PDFs, and takes it off again', async () => {
    const on = await put(mine, 'youth', { add_to_cv: true });
    expect(on.code, JSON.stringify(on.body)).toBe(200);
    expect(on.body.status.message).toBe('certificates.success.cv_saved');
    expect(on.body.data).toMatchObject({ id: mine, add_to_cv: true, validity: 'valid' });
    const own = await ownCv();
    expect(own.earned_certificates).toEqual([
      expect.objectContaining({
        id: mine,
        course_title: 'ঝালাই',
        course_title_en: 'ঝালাই CV',
        institute_title_en: expect.any(String),
        issued_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        verification_url: expect.stringMatching(new RegExp(`/certificates/${mine}$`)),
      }),
    ]);
    // what the public CV shows is the CV view: the one certificate, not the one left off; the public profile too
    expect(cvIds(await publicCv())).toEqual([mine]);
    expect(cvIds((await call('GET', `/public/youth/${publicId}`)).body.data)).toEqual([mine]);
    const en = await pdfText('en-US');
    expect(en).toContain('Certificatesearnedontheplatform');
    expect(en).toContain(`Certificateno.${mine}`);
    expect(en).toContain(`/certificates/${mine}`);
    expect(en).not.toContain(second);
    const bn = await pdfText('bn-BD');
    expect(bn).toContain(mine);
    expect(bn).toContain(`/certificates/${mine}`);

    const off = await put(mine, 'youth', { add_to_cv: false });
    expect(off.code).toBe(200);
    expect(off.body.data.add_to_cv).toBe(false);
    expect(cvIds(await publicCv())).toEqual([]);
    expect(await pdfText('en-US')).not.toContain(mine);
  });

  it('follows the certifications part: hidden with it', async () => {
    await put(second, 'youth', { add_to_cv: true });
    expect(cvIds(await publicCv())).toEqual([second]);
    await call('PUT', '/protected/youth-profile/show-or-hide-youth-data', 'youth', {
      sections: { certifications: false },
    });
    expect(cvIds(await publicCv())).toEqual([]);
    await call('PUT', '/protected/youth-profile/show-or-hide-youth-data', 'youth', {
      sections: { certifications: true },
    });
    expect(cvIds(await publicCv())).toEqual([second]);
  });

  it('a revoked certificate leaves every CV at once and cannot be added; it may be switched off', async () => {
    await put(mine, 'youth', { add_to_cv: true });
    expect(cvIds(await publicCv())).toEqual(expect.arrayContaining([mine, second]));
    const revoked = await call('POST', `/private/certificates/${mine}/revoke`, 'admin', {
      reason: 'Issued by mistake',
    });
    expect(revoked.code, JSON.stringify(revoked.body)).toBe(200);
    expect(cvIds(await publicCv())).toEqual([second]);
    expect(cvIds(await ownCv())).toEqual([second]);
    expect(cvIds((await call('GET', `/public/youth/${publicId}`)).body.data)).toEqual([second]);
    expect(await pdfText('en-US')).not.toContain(mine);
    // still switched on, but never listed as valid; adding it again is refused
    const again = await put(mine, 'youth', { add_to_cv: true });
    expect(again.code).toBe(409);
    expect(again.body.status.message).toBe('certificates.errors.revoked_on_cv');
    const off = await put(mine, 'youth', { add_to_cv: false });
    expect(off.code).toBe(200);
    expect(off.body.data).toMatchObject({ add_to_cv: false, validity: 'revoked' });
    // a restore does not put it back by itself: the youth switched it off
    await call('POST', `/private/certificates/${mine}/restore`, 'admin');
    expect(cvIds(await publicCv())).toEqual([second]);
  });
});

describe('who may switch it', () => {
  it('another youth’s certificate is 404 and changes nothing', async () => {
    const r = await put(theirs, 'youth', { add_to_cv: true });
    expect(r.code).toBe(404);
    expect(
      (await gw.db.query('select add_to_cv from certificates where id = $1', [theirs])).rows[0]?.add_to_cv,
    ).toBe(false);
  });

  it('staff are refused (403) and a visitor is 401', async () => {
    expect((await put(mine, 'admin', { add_to_cv: true })).code).toBe(403);
    expect((await put(mine, 'instituteadmin', { add_to_cv: true })).code).toBe(403);
    const anonymous = await gw.app.inject({
      method: 'PUT',
      url: `/protected/certificates/${mine}/cv`,
      headers: headers(),
      payload: { add_to_cv: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('bad input is the 422 envelope or 404, never a 5xx', async () => {
    const missing = await put(second, 'youth', {});
    expect(missing.code).toBe(422);
    expect(missing.body.errors).toHaveProperty('add_to_cv');
    expect((await put(second, 'youth', { add_to_cv: 'maybe' })).code).toBe(422);
    expect((await put('not-a-uuid', 'youth', { add_to_cv: true })).code).toBe(404);
    expect((await put('00000000-0000-4000-8000-000000000000', 'youth', { add_to_cv: true })).code).toBe(404);
  });
});
