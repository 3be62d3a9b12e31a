import { REPORT_DOWNLOAD_MAX_ROWS, REPORT_KINDS } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';
import { readPdfText } from '../../test/pdf-text';

/*
 * Report management through the API (issue 17 item 3, ADR 0101): each kind's rows against data made here in March
 * 2024 (far from the seed's "now"), its filters, the range rule ("End date is before start date"), bad input 422 and
 * never a 5xx, the PDF in English and Bengali, the download's row cap, and `view_reports` for the administrator only.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const one = async (sql: string, params: unknown[] = []) =>
  Number((await gw.db.query<{ id: number }>(sql, params)).rows[0]?.id);
const ids = (errors: Record<string, string[]> | undefined) =>
  Object.fromEntries(
    Object.entries(errors ?? {}).map(([k, v]) => [
      k,
      v.map((m) => (m.startsWith('{') ? JSON.parse(m).id : m)),
    ]),
  );

let sylhet = 0;
let org = 0;
let job = 0;
let course = 0;
let institute = 0;
const MARCH = 'from=2024-03-01&to=2024-03-31';

async function youth(name: string, nameEn: string, gender: number, at: string, born: string | null) {
  return one(
    `insert into users (username, password_hash, full_name, full_name_en, user_type_code, gender, created_at, date_of_birth, mobile, email)
     values ($1, 'x', $2, $3, 3, $4, $5, $6, '01700000000', 'secret@example.com') returning id`,
    [`report_${nameEn.toLowerCase().replace(/\W/g, '_')}`, name, nameEn, gender, at, born],
  );
}

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  sylhet = await one(`select id from districts where title_en = 'Sylhet'`);
  const division = await one(`select division_id as id from districts where id = $1`, [sylhet]);
  const rahim = await youth('রহিম', 'Rahim Report', 1, '2024-03-05T10:00:00+06:00', '2000-01-15');
  const karima = await youth('করিমা', 'Karima Report', 2, '2024-03-20T23:30:00+06:00', null);
  // registered on 1 April in Dhaka (still 31 March in UTC): outside March
  await youth('বাইরে', 'Outside Report', 1, '2024-03-31T18:30:00Z', null);
  await gw.db.query(
    `insert into youth_addresses (youth_id, address_type, loc_division_id, loc_district_id) values ($1, 1, $2, $3)`,
    [karima, division, sylhet],
  );
  org = await one(
    `insert into organizations (title, title_en) values ('রিপোর্ট প্রতিষ্ঠান', 'Report Org') returning id`,
  );
  job = await one(
    `insert into jobs (organization_id, status, job_title, job_title_en, published_at) values ($1, 'live', 'হিসাবরক্ষক', 'Accountant', '2024-03-10') returning id`,
    [org],
  );
  await one(
    `insert into jobs (organization_id, status, job_title, job_title_en, published_at) values ($1, 'draft', 'খসড়া', 'Draft job', '2024-03-11') returning id`,
    [org],
  );
  await gw.db.query(
    `insert into job_applications (job_id, youth_id, status, applied_at) values ($1, $2, 11, '2024-03-12T09:00:00+06:00'), ($1, $3, 0, '2024-03-13T09:00:00+06:00')`,
    [job, rahim, karima],
  );
  const batch = (
    await gw.db.query<{ id: number; course_id: number }>(
      `select id, course_id from course_batches order by id limit 1`,
    )
  ).rows[0];
  course = Number(batch?.course_id);
  institute = await one(`select institute_id as id from courses where id = $1`, [course]);
  await gw.db.query(
    `insert into course_enrolments (course_id, batch_id, youth_id, status, created_at) values ($1, $2, $3, 'payment_pending', '2024-03-07T12:00:00+06:00')`,
    [course, batch?.id, rahim],
  );
  await gw.db.query(
    `insert into course_enrolments (course_id, batch_id, youth_id, status, enrolled_at, created_at) values ($1, $2, $3, 'enrolled', '2024-03-08T12:00:00+06:00', '2024-03-08T12:00:00+06:00')`,
    [course, batch?.id, karima],
  );
  await gw.db.query(
    `insert into certificates (youth_id, course_id, institute_id, holder_name, holder_name_en, course_title, course_title_en, institute_title, institute_title_en, issued_at)
     values ($1, $2, $3, 'রহিম', 'Rahim Report', 'কোর্স', 'Course', 'ইনস্টিটিউট', 'Institute', '2024-03-25T10:00:00+06:00')`,
    [rahim, course, institute],
  );
});
afterAll(async () => {
  await gw?.close();
});

const report = (kind: string, query: string, who = 'admin') =>
  call('GET', `/private/reports/${kind}?${query}`, who);
const names = (rows: { name?: { title_en: string } }[]) => rows.map((r) => r.name?.title_en);

describe('reports', () => {
  it('lists the youth registered in the range, by gender and district, without contact data', async () => {
    const r = await report('youth_registrations', MARCH);
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    expect(names(r.body.data)).toEqual(['Rahim Report', 'Karima Report']);
    expect(r.body.data[1]).toEqual({
      registered_on: '2024-03-20',
      name: { title: 'করিমা', title_en: 'Karima Report' },
      gender: 2,
      district: { title: expect.any(String), title_en: 'Sylhet' },
    });
    expect(JSON.stringify(r.body)).not.toMatch(/01700000000|secret@example/);
    expect(names((await report('youth_registrations', `${MARCH}&gender=1`)).body.data)).toEqual([
      'Rahim Report',
    ]);
    expect(
      names((await report('youth_registrations', `${MARCH}&loc_district_id=${sylhet}`)).body.data),
    ).toEqual(['Karima Report']);
    const april = await report('youth_registrations', 'from=2024-04-01&to=2024-04-01');
    expect(names(april.body.data)).toEqual(['Outside Report']);
  });

  it('lists job applications with name, position, qualification, experience and age, by job or organisation', async () => {
    const r = await report('job_applications', `${MARCH}&organization_id=${org}`);
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.meta.total).toBe(2);
    const [first] = r.body.data;
    expect(Object.keys(first)).toEqual([
      'applied_on',
      'name',
      'position',
      'qualification',
      'experience_years',
      'age',
      'job',
      'organization',
      'status',
    ]);
    expect(first).toMatchObject({
      applied_on: '2024-03-12',
      name: { title_en: 'Rahim Report' },
      job: { title_en: 'Accountant' },
      organization: { title_en: 'Report Org' },
      status: 11,
      experience_years: 0,
    });
    expect(first.age).toBeGreaterThanOrEqual(24);
    expect((await report('job_applications', `${MARCH}&job_id=${job}&page_size=1`)).body).toMatchObject({
      meta: { total: 2, total_page: 2 },
    });
  });

  it('lists jobs posted (not drafts) with their applicants, enrolments by status and certificates by institute', async () => {
    const jobs = await report('jobs_posted', `${MARCH}&organization_id=${org}`);
    expect(jobs.body.data).toEqual([
      {
        published_on: '2024-03-10',
        job: { title: 'হিসাবরক্ষক', title_en: 'Accountant' },
        organization: { title: 'রিপোর্ট প্রতিষ্ঠান', title_en: 'Report Org' },
        job_status: 'live',
        applicants: 2,
      },
    ]);
    const enrolments = await report('course_enrolments', `${MARCH}&course_id=${course}`);
    expect(names(enrolments.body.data)).toEqual(['Rahim Report', 'Karima Report']);
    expect(enrolments.body.data.map((e: { enrolment_status: string }) => e.enrolment_status)).toEqual([
      'payment_pending',
      'enrolled',
    ]);
    const paid = await report('course_enrolments', `${MARCH}&institute_id=${institute}&status=enrolled`);
    expect(names(paid.body.data)).toEqual(['Karima Report']);
    const certificates = await report('certificates', `${MARCH}&institute_id=${institute}`);
    expect(certificates.body.data).toEqual([
      {
        issued_on: '2024-03-25',
        holder: { title: 'রহিম', title_en: 'Rahim Report' },
        course: { title: 'কোর্স', title_en: 'Course' },
        institute: { title: 'ইনস্টিটিউট', title_en: 'Institute' },
      },
    ]);
  });

  it('refuses an end before the start with the spec’s message, and bad input with 422, never a 5xx', async () => {
    const backwards = await report('job_applications', 'from=2024-03-10&to=2024-03-01');
    expect(backwards.code).toBe(422);
    expect(ids(backwards.body.errors)).toEqual({ to: ['validation.report_end_before_start'] });
    for (const [query, field] of [
      ['from=2024-13-01', 'from'],
      ['to=yesterday', 'to'],
      ['gender=7', 'gender'],
      ['loc_district_id=abc', 'loc_district_id'],
      ['job_id=1', 'job_id'],
      ['status=unknown', 'status'],
      ['loc_district_id=1&loc_district_id=2', 'loc_district_id'],
    ] as const) {
      const r = await report('youth_registrations', query);
      expect(r.code, query).toBe(422);
      expect(Object.keys(r.body.errors ?? {}), query).toContain(field);
    }
    expect((await report('course_enrolments', 'status=cancelled')).code).toBe(422);
    expect((await report('unknown_kind', MARCH)).code).toBe(404);
    expect((await report('youth_registrations', 'from=1900-01-01&to=2024-01-01')).code).toBe(422);
  });

  it('is the administrator’s: every other role is refused (403), no token 401', async () => {
    for (const kind of REPORT_KINDS) {
      expect((await report(kind, MARCH)).code, kind).toBe(200);
      for (const who of ['instituteadmin', 'recruiter', 'provider', 'youth'])
        expect((await report(kind, MARCH, who)).code, `${kind} as ${who}`).toBe(403);
    }
    const pdf = await gw.app.inject({
      method: 'GET',
      url: '/private/reports/certificates/pdf',
      headers: headers('recruiter'),
    });
    expect(pdf.statusCode).toBe(403);
    const anonymous = await gw.app.inject({
      method: 'GET',
      url: '/private/reports/certificates',
      headers: headers(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a report as a PDF', () => {
  const pdf = (kind: string, query: string) =>
    gw.app.inject({ method: 'GET', url: `/private/reports/${kind}/pdf?${query}`, headers: headers('admin') });

  it('draws the rows under the title, range and filters, in English or in Bengali with Bengali digits', async () => {
    const en = await pdf('job_applications', `${MARCH}&organization_id=${org}&lang=en`);
    expect(en.statusCode, en.body.slice(0, 200)).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['content-disposition']).toContain('report-job_applications-2024-03-01-2024-03-31.pdf');
    expect(en.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = readPdfText(en.rawPayload).text.replace(/\s+/g, ' ');
    for (const shown of [
      'Job applications',
      '1 Mar 2024 to 31 Mar 2024',
      'Organisation',
      'Report Org',
      'Rahim Report',
      'Shortlisted',
      'Accountant',
    ])
      expect(text, shown).toContain(shown);
    const bn = await pdf('job_applications', `${MARCH}&organization_id=${org}&lang=bn`);
    expect(bn.statusCode).toBe(200);
    const bnPdf = readPdfText(bn.rawPayload);
    expect(bnPdf.fonts.some((f) => f.includes('Bengali'))).toBe(true);
    expect(bnPdf.text).toContain('২০২৪');
    expect(bnPdf.text).not.toContain('2024');
  });

  it('draws an empty report, refuses a bad language and more rows than a download holds', async () => {
    const empty = await pdf('certificates', 'from=2001-01-01&to=2001-01-31');
    expect(empty.statusCode).toBe(200);
    expect(readPdfText(empty.rawPayload).text).toContain('No rows in this range.');
    const lang = await pdf('certificates', 'lang=fr');
    expect(lang.statusCode).toBe(422);
    expect(Object.keys(lang.json().errors)).toEqual(['lang']);
    expect((await pdf('certificates', 'from=2024-03-02&to=2024-03-01')).statusCode).toBe(422);
    await gw.db.query(
      `insert into users (username, password_hash, full_name, user_type_code, created_at)
       select 'report_cap_' || g, 'x', 'Cap ' || g, 3, '2023-01-15T10:00:00+06:00' from generate_series(1, $1::int) g`,
      [REPORT_DOWNLOAD_MAX_ROWS + 1],
    );
    const capped = await pdf('youth_registrations', 'from=2023-01-15&to=2023-01-15');
    expect(capped.statusCode).toBe(422);
    expect(capped.json().status.message).toBe('reports.errors.too_many_rows');
    expect(JSON.parse(capped.json().errors.rows[0])).toEqual({
      id: 'reports.errors.too_many_rows',
      values: { max: REPORT_DOWNLOAD_MAX_ROWS, total: REPORT_DOWNLOAD_MAX_ROWS + 1 },
    });
    // the preview pages through any number of rows
    const preview = await report('youth_registrations', 'from=2023-01-15&to=2023-01-15&page=2&page_size=100');
    expect(preview.body.meta.total).toBe(REPORT_DOWNLOAD_MAX_ROWS + 1);
    expect(preview.body.data).toHaveLength(100);
  });
});
