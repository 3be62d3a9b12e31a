import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';
import { readPdfText } from '../../test/pdf-text';

/*
 * Monthly progress reports through the API (issue 18 item 3, ADR 0093): the institute's administrator files a report
 * of its own centre (totals computed; a wrong total, a second report of the month, another institute's centre, a
 * future month refused with their message ids), submits it; the platform administrator approves or returns it; every
 * illegal move is 409 with its message id; permissions (403), another institute's report (404), bad input 422 and
 * never a 5xx.
 */

let gw: TestGateway;
let centre = 0;
let otherCentre = 0;
let otherReport = 0;

const call = apiCaller(() => gw);
const one = async (sql: string) => Number((await gw.db.query<{ id: number }>(sql)).rows[0]?.id);
const ids = (errors: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [k, v.map((m) => (m.startsWith('{') ? JSON.parse(m).id : m))]),
  );

const tc = (over: Record<string, unknown> = {}) => ({
  report_type: 'training_center',
  training_center_id: centre,
  reporting_month: '2026-01',
  trades_running: 4,
  admitted_men: 20,
  admitted_women: 15,
  admitted_disabled: 2,
  admitted_others: 1,
  registered_men: 18,
  registered_women: 14,
  registered_disabled: 2,
  registered_others: 0,
  members_general: 30,
  members_lifetime: 5,
  members_patron: 2,
  subscriptions: 12000,
  grants: 50000,
  meetings: 1,
  ...over,
});
const sd = (over: Record<string, unknown> = {}) => ({
  report_type: 'skill_development',
  training_center_id: centre,
  reporting_month: '2026-01',
  trades_allowed: 6,
  trades_running: 4,
  trainees_men: 40,
  trainees_women: 35,
  trainees_disabled: 3,
  trainees_others: 2,
  fdr_amount: 500000,
  course_fees: 85000,
  other_income: 5000,
  expenses: 60000,
  bank_balance: 230000,
  ...over,
});

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  centre = await one(
    `select c.id from training_centers c join users u on u.institute_id = c.institute_id
      where u.username = 'instituteadmin' order by c.id limit 1`,
  );
  const institute = await one(
    `insert into institutes (title, title_en) values ('অন্য ইনস্টিটিউট', 'Other Institute') returning id`,
  );
  otherCentre = await one(
    `insert into training_centers (institute_id, title, title_en) values (${institute}, 'অন্য কেন্দ্র', 'Other centre') returning id`,
  );
  otherReport = await one(
    `insert into progress_reports (report_type, institute_id, training_center_id, reporting_month, status)
     values ('training_center', ${institute}, ${otherCentre}, '2026-01-01', 'submitted') returning id`,
  );
});
afterAll(async () => gw?.close());

describe('progress reports', () => {
  let reportId = 0;

  it('files a training-centre report of its own centre with the totals computed', async () => {
    const r = await call('POST', '/private/progress-reports', 'instituteadmin', tc());
    expect(r.code, JSON.stringify(r.body)).toBe(201);
    expect(r.body.status.message).toBe('progress_reports.success.saved');
    expect(r.body.data).toMatchObject({
      report_type: 'training_center',
      training_center_id: centre,
      reporting_month: '2026-01',
      status: 'draft',
      actions: ['edit', 'submit'],
    });
    expect(r.body.data.figures).toMatchObject({
      admitted_total: 38,
      registered_total: 34,
      members_total: 37,
      subscriptions: 12000,
    });
    // a figure of the other report type is not kept
    expect(r.body.data.figures).not.toHaveProperty('fdr_amount');
    reportId = r.body.data.id;
  });

  it('accepts totals sent that agree and refuses those that do not (422, message id on the total)', async () => {
    const ok = await call(
      'POST',
      '/private/progress-reports',
      'instituteadmin',
      sd({ trainees_total: 80, income_total: 90000 }),
    );
    expect(ok.code, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.data.figures).toMatchObject({ trainees_total: 80, income_total: 90000 });
    const bad = await call(
      'POST',
      '/private/progress-reports',
      'instituteadmin',
      sd({ reporting_month: '2026-02', trainees_total: 81, income_total: 1 }),
    );
    expect(bad.code).toBe(422);
    expect(ids(bad.body.errors)).toEqual({
      trainees_total: ['progress_reports.errors.total_mismatch'],
      income_total: ['progress_reports.errors.total_mismatch'],
    });
  });

  it('refuses a second report of the same type, centre and month', async () => {
    const r = await call('POST', '/private/progress-reports', 'instituteadmin', tc());
    expect(r.code).toBe(422);
    expect(ids(r.body.errors)).toEqual({ reporting_month: ['progress_reports.errors.duplicate_month'] });
  });

  it.each([
    [
      'another institute’s centre',
      () => tc({ training_center_id: otherCentre, reporting_month: '2026-03' }),
      {
        training_center_id: ['validation.reference_missing'],
      },
    ],
    [
      'a future month',
      () => tc({ reporting_month: '2999-01' }),
      {
        reporting_month: ['progress_reports.errors.future_month'],
      },
    ],
    [
      'a month that is none',
      () => tc({ reporting_month: '2026-13' }),
      { reporting_month: ['validation.date'] },
    ],
    [
      'a negative count',
      () => tc({ reporting_month: '2026-03', admitted_men: -1 }),
      {
        admitted_men: ['validation.min'],
      },
    ],
    [
      'a fraction',
      () => tc({ reporting_month: '2026-03', grants: 10.5 }),
      { grants: ['validation.integer'] },
    ],
    [
      'a missing figure',
      () => tc({ reporting_month: '2026-03', meetings: undefined }),
      {
        meetings: ['validation.required'],
      },
    ],
    ['a type that is none', () => tc({ report_type: 'weekly' }), { report_type: ['validation.one_of'] }],
  ])('refuses %s with the 422 envelope and its message id', async (_name, payload, errors) => {
    const r = await call('POST', '/private/progress-reports', 'instituteadmin', payload());
    expect(r.code, JSON.stringify(r.body)).toBe(422);
    expect(r.body.status.success).toBe(false);
    expect(ids(r.body.errors)).toEqual(errors);
  });

  it('answers bad input with 422 (or 400 for a body that is no object), never a 5xx', async () => {
    for (const payload of [
      {},
      tc({ training_center_id: 'x', admitted_men: 'many' }),
      tc({ training_center_id: 1e20, grants: 1e30 }),
      tc({ reporting_month: 202601, admitted_men: [1] }),
      tc({ report_type: { $ne: 1 } }),
      [],
    ]) {
      const r = await call('POST', '/private/progress-reports', 'instituteadmin', payload);
      expect(r.code, JSON.stringify(r.body)).toBeOneOf([400, 422]);
    }
    for (const query of [
      'from_month=2026-13',
      'to_month=x',
      'status=lost',
      'from_month=2026-05&to_month=2026-01',
      'institute_id=-1',
    ]) {
      const r = await call('GET', `/private/progress-reports?${query}`, 'admin');
      expect(r.code, query).toBe(422);
    }
  });

  it('edits a draft (its month and figures; not its centre)', async () => {
    const r = await call(
      'PUT',
      `/private/progress-reports/${reportId}`,
      'instituteadmin',
      tc({ admitted_men: 25 }),
    );
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.figures.admitted_total).toBe(43);
    const moved = await call(
      'PUT',
      `/private/progress-reports/${reportId}`,
      'instituteadmin',
      tc({ training_center_id: otherCentre }),
    );
    expect(moved.code).toBe(422);
  });

  it('refuses the reviewer’s moves before submission, and a platform administrator’s key to the institute', async () => {
    const early = await call('POST', `/private/progress-reports/${reportId}/approve`, 'admin');
    expect(early.code).toBe(409);
    expect(early.body.status.message).toBe('progress_reports.errors.not_submitted');
    const own = await call('POST', `/private/progress-reports/${reportId}/approve`, 'instituteadmin');
    expect(own.code).toBe(403);
  });

  it('submits, is returned with a reason, edited and submitted again, then approved — and stays approved', async () => {
    const sent = await call('POST', `/private/progress-reports/${reportId}/submit`, 'instituteadmin');
    expect(sent.code, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'submitted', actions: [] });
    expect(sent.body.data.submitted_at).toBeTruthy();

    const edit = await call('PUT', `/private/progress-reports/${reportId}`, 'instituteadmin', tc());
    expect(edit.code).toBe(409);
    expect(edit.body.status.message).toBe('progress_reports.errors.not_editable');
    const again = await call('POST', `/private/progress-reports/${reportId}/submit`, 'instituteadmin');
    expect(again.code).toBe(409);

    const noReason = await call('POST', `/private/progress-reports/${reportId}/return`, 'admin', {
      reason: ' ',
    });
    expect(noReason.code).toBe(422);
    expect(ids(noReason.body.errors)).toEqual({ reason: ['validation.required'] });
    const back = await call('POST', `/private/progress-reports/${reportId}/return`, 'admin', {
      reason: 'Registered trainees do not match the board list',
    });
    expect(back.code, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data).toMatchObject({
      status: 'returned',
      return_reason: 'Registered trainees do not match the board list',
    });

    const fixed = await call(
      'PUT',
      `/private/progress-reports/${reportId}`,
      'instituteadmin',
      tc({ registered_men: 19 }),
    );
    expect(fixed.code).toBe(200);
    expect(fixed.body.data).toMatchObject({ status: 'returned', actions: ['edit', 'submit'] });
    expect((await call('POST', `/private/progress-reports/${reportId}/submit`, 'instituteadmin')).code).toBe(
      200,
    );

    const approved = await call('POST', `/private/progress-reports/${reportId}/approve`, 'admin');
    expect(approved.code).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', return_reason: null, actions: [] });
    expect(approved.body.data.figures.registered_total).toBe(35);

    for (const [method, path] of [
      ['PUT', ''],
      ['POST', '/submit'],
      ['POST', '/approve'],
      ['POST', '/return'],
    ] as const) {
      const who = path === '/approve' || path === '/return' ? 'admin' : 'instituteadmin';
      const payload = method === 'PUT' ? tc() : path === '/return' ? { reason: 'late' } : undefined;
      const r = await call(method, `/private/progress-reports/${reportId}${path}`, who, payload);
      expect(r.code, `${method} ${path}`).toBe(409);
    }
  });

  it('keeps another institute’s report from the institute (404) but not from the platform', async () => {
    for (const [method, path, payload] of [
      ['GET', '', undefined],
      ['PUT', '', tc({ reporting_month: '2026-04' })],
      ['POST', '/submit', undefined],
    ] as const) {
      const r = await call(
        method,
        `/private/progress-reports/${otherReport}${path}`,
        'instituteadmin',
        payload,
      );
      expect(r.code, `${method} ${path}`).toBe(404);
    }
    const list = await call('GET', '/private/progress-reports?page_size=100', 'instituteadmin');
    expect(list.code).toBe(200);
    expect(list.body.data.map((r: { id: number }) => r.id)).not.toContain(otherReport);
    expect((await call('GET', `/private/progress-reports/${otherReport}`, 'admin')).code).toBe(200);
    const all = await call('GET', '/private/progress-reports?page_size=100', 'admin');
    expect(all.body.data.map((r: { id: number }) => r.id)).toContain(otherReport);
  });

  it('refuses callers without the keys (403) and the organisation’s staff even with them (404 / none listed)', async () => {
    for (const who of ['provider', 'recruiter', 'youth']) {
      expect((await call('GET', '/private/progress-reports', who)).code, who).toBe(403);
      expect((await call('POST', '/private/progress-reports', who, tc())).code, who).toBe(403);
    }
    expect((await call('GET', '/private/progress-reports')).code).toBe(401);
  });

  it('filters by type, status, month range, institute and centre', async () => {
    const q = async (query: string) => {
      const r = await call('GET', `/private/progress-reports?${query}`, 'admin');
      expect(r.code, JSON.stringify(r.body)).toBe(200);
      return {
        ids: r.body.data.map((x: { id: number }) => x.id) as number[],
        total: r.body.meta.total as number,
      };
    };
    expect((await q('report_type=skill_development')).ids).not.toContain(reportId);
    expect((await q('report_type=training_center&status=approved')).ids).toEqual([reportId]);
    expect((await q('from_month=2026-02')).ids).not.toContain(reportId);
    expect((await q('from_month=2026-01&to_month=2026-01')).ids).toContain(reportId);
    expect((await q(`training_center_id=${otherCentre}`)).ids).toEqual([otherReport]);
    expect((await q('search=Other%20centre')).ids).toEqual([otherReport]);
    const mine = await one(`select institute_id as id from users where username = 'instituteadmin'`);
    expect((await q(`institute_id=${mine}`)).ids).not.toContain(otherReport);
  });
});

describe('a report as a PDF', () => {
  const pdf = (id: number | string, who?: string, query = '') =>
    gw.app.inject({
      method: 'GET',
      url: `/private/progress-reports/${id}/pdf${query}`,
      headers: headers(who),
    });

  it('draws the report with every figure by section, in English or Bengali', async () => {
    const made = await call(
      'POST',
      '/private/progress-reports',
      'instituteadmin',
      sd({ reporting_month: '2025-11' }),
    );
    expect(made.code, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id as number;
    const en = await pdf(id, 'instituteadmin', '?lang=en');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['content-disposition']).toContain('attachment');
    expect(en.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = readPdfText(en.rawPayload).text.replace(/\s+/g, ' ');
    for (const shown of [
      'Skill development report',
      'Nov 2025',
      'Draft',
      'Trainees of the month',
      'Total trainees 80',
      'Total income (Tk) 90,000',
    ])
      expect(text, shown).toContain(shown);
    const bn = await pdf(id, 'instituteadmin', '?lang=bn');
    expect(bn.statusCode).toBe(200);
    const bnPdf = readPdfText(bn.rawPayload);
    expect(bnPdf.fonts.some((f) => f.includes('Bengali'))).toBe(true);
    expect(bnPdf.text).toContain('৮০');
    expect((await pdf(id, 'admin')).statusCode).toBe(200);
  });

  it('keeps another institute’s report (404), refuses callers without the key (403) and bad input (422/404)', async () => {
    expect((await pdf(otherReport, 'instituteadmin')).statusCode).toBe(404);
    for (const who of ['provider', 'recruiter', 'youth'])
      expect((await pdf(otherReport, who)).statusCode, who).toBe(403);
    expect((await pdf(otherReport)).statusCode).toBe(401);
    for (const bad of ['abc', '0', '-1', '99999999', '1.5']) {
      const r = await pdf(bad, 'admin');
      expect(r.statusCode, bad).toBe(404);
      expect(r.json().status.message, bad).toBeTruthy();
    }
    const lang = await pdf(otherReport, 'admin', '?lang=fr');
    expect(lang.statusCode).toBe(422);
    expect(JSON.stringify(lang.json().errors ?? lang.json())).toContain('validation.one_of');
  });
});
