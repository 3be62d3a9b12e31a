import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

/*
 * The admin's platform-wide question sets, exam results and interview invitations (issue 17 item 8; ADR 0122): the
 * keys (a recruiter, a provider and a youth are 403), every tenant's rows with their owner named, every filter, the
 * pages, 404 for a missing record or the wrong source, bad filters as 422 in the envelope.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
let institute = 0;
let instituteSet = 0;
let orgSet = 0;
let aptitude = 0;
let lesson = 0;
let moduleExam = 0;
let interview = 0;

const one = async (sql: string, params: unknown[] = []) =>
  Number((await gw.db.query<{ v: number }>(sql, params)).rows[0]?.v ?? 0);

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  orgSet = await one(`select id as v from question_sets where title_en = 'Problem solving basics'`);
  institute = await one(
    `insert into institutes (title, title_en) values ('প্রশ্ন কেন্দ্র', 'Quiz Centre') returning id as v`,
  );
  const bank = await one(
    `insert into question_banks (institute_id, title, title_en) values ($1, 'ব্যাংক', 'Centre bank') returning id as v`,
    [institute],
  );
  instituteSet = await one(
    `insert into question_sets (bank_id, title, title_en, category, set_type, count_rule, count, row_status)
     values ($1, 'যোগাযোগ', 'Talking clearly', 3, 2, 'exactly', 5, 0) returning id as v`,
    [bank],
  );
  // a submitted aptitude test of youth2, passed
  aptitude = await one(
    `insert into exam_attempts (kind, youth_id, title, title_en, seed, duration_minutes, deadline_at, submitted_at,
       closed_by, total_marks, pass_marks, obtained_marks, passed, marking)
     select 'aptitude', id, 'অ্যাপটিটিউড', 'Aptitude test', 1, 30, now(), now(), 'youth', 20, 10, 15, true, 'complete'
       from users where username = 'youth2' returning id as v`,
  );
  // a failed course exam of youth, on a lesson of a course youth is enrolled in (now, in its first batch)
  await gw.db.query(
    `insert into course_enrolments (course_id, batch_id, youth_id, fee, status, enrolled_at)
     select b.course_id, b.id, u.id, 0, 'enrolled', now() from course_batches b, users u where u.username = 'youth'
       and exists (select 1 from course_lessons l where l.course_id = b.course_id) order by b.id limit 1
     on conflict do nothing`,
  );
  lesson = await one(
    `with e as (select en.id as enrolment_id, en.youth_id, l.id as lesson_id, l.course_id
        from course_enrolments en join course_lessons l on l.course_id = en.course_id
       where en.youth_id = (select id from users where username = 'youth') order by l.id limit 1),
      x as (insert into course_exam_lessons (lesson_id, course_id, question_count, pass_percent, duration_minutes)
            select lesson_id, course_id, 1, 50, 30 from e returning lesson_id)
     insert into course_exam_attempts (lesson_id, enrolment_id, youth_id, attempt, questions, pass_percent,
       deadline, submitted_at, late, total, obtained, pass_marks, passed, answers)
     select x.lesson_id, e.enrolment_id, e.youth_id, 1, '[{"id": 1}, {"id": 2}]', 50, now(), now() - interval '1 hour',
       false, 10, 2, 5, false, '{"1": {"options": [1]}, "2": null}'
       from x, e returning id as v`,
  );
  // a passed module exam of youth (ADR 0121), closed by its deadline: the same attempts table, kind module
  moduleExam = await one(
    `with e as (select en.id as enrolment_id, en.youth_id, m.id as module_id, m.course_id
        from course_enrolments en join course_modules m on m.course_id = en.course_id
       where en.youth_id = (select id from users where username = 'youth') order by m.id limit 1),
      x as (insert into course_module_exams (module_id, course_id, question_count, pass_percent, duration_minutes)
            select module_id, course_id, 1, 50, 30 from e returning module_id)
     insert into course_exam_attempts (module_id, enrolment_id, youth_id, attempt, questions, pass_percent,
       deadline, submitted_at, late, total, obtained, pass_marks, passed, answers)
     select x.module_id, e.enrolment_id, e.youth_id, 1, '[{"id": 1}]', 50, now(), now() - interval '2 hours',
       true, 4, 3, 2, true, '{"1": {"options": [2]}}'
       from x, e returning id as v`,
  );
  interview = await one(
    'select application_id as v from job_interview_candidates order by application_id limit 1',
  );
});
afterAll(async () => gw?.close());

const list = async (path: string, query: string) => {
  const r = await call('GET', `${path}?page_size=100&${query}`, 'admin');
  expect(r.code, query).toBe(200);
  return r.body.data as Record<string, unknown>[];
};

describe('GET /private/question-sets/platform', () => {
  const sets = (query: string) =>
    list('/private/question-sets/platform', query).then((rows) => rows.map((r) => r.id));

  it('lists every tenant’s sets with their bank and owner named', async () => {
    const rows = await list('/private/question-sets/platform', '');
    expect(rows.find((r) => r.id === orgSet)).toMatchObject({
      owner: 'organization',
      owner_title_en: 'Dhaka Tech Ltd.',
      bank_title_en: 'Web development questions',
      questions: 3,
      row_status: 1,
    });
    expect(rows.find((r) => r.id === instituteSet)).toMatchObject({
      owner: 'institute',
      owner_title_en: 'Quiz Centre',
      count_rule: 'exactly',
      questions: 0,
    });
  });

  it('filters by owner kind, category, status and set, bank or owner name', async () => {
    expect(await sets('owner=institute')).toContain(instituteSet);
    expect(await sets('owner=institute')).not.toContain(orgSet);
    expect(await sets('category=3&row_status=0')).toEqual([instituteSet]);
    expect(await sets('row_status=1')).not.toContain(instituteSet);
    expect(await sets('search=quiz centre')).toEqual([instituteSet]);
    expect(await sets('search=Web development q')).toContain(orgSet);
  });

  it('shows a set’s page with its questions (no answers); 404 for a missing one', async () => {
    const r = await call('GET', `/private/question-sets/${orgSet}/platform`, 'admin');
    expect(r.code).toBe(200);
    expect(r.body.data.question_list).toHaveLength(3);
    expect(JSON.stringify(r.body.data)).not.toContain('"answers"');
    expect(r.body.data.used_by_lessons).toBe(0);
    expect((await call('GET', '/private/question-sets/999999/platform', 'admin')).code).toBe(404);
  });

  it('refuses bad filters with 422 in the envelope', async () => {
    const r = await call(
      'GET',
      '/private/question-sets/platform?owner=club&category=9&row_status=2',
      'admin',
    );
    expect(r.code).toBe(422);
    expect(r.body.status.success).toBe(false);
    expect(r.body.errors).toMatchObject({
      owner: ['validation.one_of'],
      category: ['validation.one_of'],
      row_status: ['validation.one_of'],
    });
  });
});

describe('GET /private/exam-results/platform', () => {
  const keys = (rows: Record<string, unknown>[]) => rows.map((r) => `${r.source}:${r.id}`);

  it('lists submitted job, aptitude and course exams with the examinee and outcome', async () => {
    const rows = await list('/private/exam-results/platform', '');
    expect(rows.find((r) => r.source === 'exam' && r.id === aptitude)).toMatchObject({
      kind: 'aptitude',
      full_name_en: expect.any(String),
      owner_title: null,
      obtained_marks: 15,
      outcome: 'passed',
    });
    expect(rows.find((r) => r.source === 'lesson' && r.id === lesson)).toMatchObject({
      kind: 'course',
      total_marks: 10,
      obtained_marks: 2,
      outcome: 'failed',
    });
  });

  it('lists a module exam with its module, course institute and outcome (ADR 0128)', async () => {
    const module = (
      await gw.db.query<{ title_en: string; institute: string; course_id: number }>(
        `select m.title_en, i.title_en as institute, m.course_id::int as course_id
           from course_exam_attempts a join course_modules m on m.id = a.module_id
           join courses c on c.id = m.course_id join institutes i on i.id = c.institute_id where a.id = $1`,
        [moduleExam],
      )
    ).rows[0];
    expect(module).toBeDefined();
    const rows = await list('/private/exam-results/platform', '');
    expect(rows.find((r) => r.source === 'lesson' && r.id === moduleExam)).toMatchObject({
      kind: 'module',
      title_en: module?.title_en,
      owner_title_en: module?.institute,
      total_marks: 4,
      obtained_marks: 3,
      outcome: 'passed',
    });
    expect(keys(await list('/private/exam-results/platform', 'kind=module'))).toEqual([
      `lesson:${moduleExam}`,
    ]);
    expect(keys(await list('/private/exam-results/platform', 'kind=module&outcome=failed'))).toEqual([]);
    expect(keys(await list('/private/exam-results/platform', 'outcome=passed'))).toContain(
      `lesson:${moduleExam}`,
    );
    expect(keys(await list('/private/exam-results/platform', 'kind=course'))).not.toContain(
      `lesson:${moduleExam}`,
    );
    const page = await call('GET', `/private/exam-results/${moduleExam}/platform?source=lesson`, 'admin');
    expect(page.code).toBe(200);
    expect(page.body.data).toMatchObject({
      kind: 'module',
      course_id: module?.course_id,
      closed_by: 'deadline',
      questions: 1,
      answered: 1,
      attempt: 1,
    });
  });

  it('filters by kind, outcome and the examinee’s name', async () => {
    expect(keys(await list('/private/exam-results/platform', 'kind=course'))).toEqual([`lesson:${lesson}`]);
    expect(keys(await list('/private/exam-results/platform', 'kind=aptitude&outcome=passed'))).toContain(
      `exam:${aptitude}`,
    );
    expect(keys(await list('/private/exam-results/platform', 'outcome=passed'))).not.toContain(
      `lesson:${lesson}`,
    );
    const youth2 = (
      await gw.db.query<{ n: string }>(`select full_name as n from users where username = 'youth2'`)
    ).rows[0]?.n;
    expect(keys(await list('/private/exam-results/platform', `search=${youth2}&kind=aptitude`))).toEqual([
      `exam:${aptitude}`,
    ]);
  });

  it('shows a result’s page from either source; exam when none is named, 422 for an unknown one', async () => {
    const course = await call('GET', `/private/exam-results/${lesson}/platform?source=lesson`, 'admin');
    expect(course.code).toBe(200);
    expect(course.body.data).toMatchObject({
      questions: 2,
      answered: 1,
      attempt: 1,
      course_id: expect.any(Number),
    });
    const apt = await call('GET', `/private/exam-results/${aptitude}/platform?source=exam`, 'admin');
    expect(apt.code).toBe(200);
    expect(apt.body.data).toMatchObject({ kind: 'aptitude', closed_by: 'youth', job_id: null });
    expect((await call('GET', '/private/exam-results/999999/platform?source=exam', 'admin')).code).toBe(404);
    expect((await call('GET', `/private/exam-results/${aptitude}/platform`, 'admin')).code).toBe(200);
    const bad = await call('GET', `/private/exam-results/${lesson}/platform?source=quiz`, 'admin');
    expect(bad.code).toBe(422);
    expect(bad.body.errors?.source).toEqual(['validation.one_of']);
  });

  it('refuses bad filters with 422 in the envelope', async () => {
    const r = await call('GET', '/private/exam-results/platform?kind=quiz&outcome=maybe', 'admin');
    expect(r.code).toBe(422);
    expect(r.body.errors).toMatchObject({ kind: ['validation.one_of'], outcome: ['validation.one_of'] });
  });
});

describe('GET /private/interview-invitations/platform', () => {
  const ids = (query: string) =>
    list('/private/interview-invitations/platform', query).then((rows) => rows.map((r) => r.application_id));

  it('lists every invitation with its job, organisation, schedule and the candidate’s response', async () => {
    const rows = await list('/private/interview-invitations/platform', '');
    expect(rows.find((r) => r.application_id === interview)).toMatchObject({
      organization_title_en: 'Dhaka Tech Ltd.',
      kind: 1,
      response: 'accepted',
      start_time: '10:00',
    });
  });

  it('filters by response (pending too), kind and candidate, job or organisation', async () => {
    expect(await ids('response=accepted')).toContain(interview);
    expect(await ids('response=pending')).not.toContain(interview);
    expect(await ids('kind=2')).not.toContain(interview);
    expect(await ids('search=Dhaka Tech')).toContain(interview);
    expect(await ids('search=nobody-at-all')).toEqual([]);
  });

  it('shows an invitation’s page with venue, board and result; 404 for a missing one', async () => {
    const r = await call('GET', `/private/interview-invitations/${interview}/platform`, 'admin');
    expect(r.code).toBe(200);
    expect(r.body.data).toMatchObject({
      venue: expect.any(String),
      board_title: expect.any(String),
      board_status: 4,
    });
    expect((await call('GET', '/private/interview-invitations/999999/platform', 'admin')).code).toBe(404);
  });

  it('refuses bad filters with 422 in the envelope', async () => {
    const r = await call('GET', '/private/interview-invitations/platform?response=maybe&kind=7', 'admin');
    expect(r.code).toBe(422);
    expect(r.body.errors).toMatchObject({ response: ['validation.one_of'], kind: ['validation.one_of'] });
  });
});

describe('the platform keys', () => {
  it('answers 403 to a recruiter, a content provider and a youth', async () => {
    const paths = [
      '/private/question-sets/platform',
      `/private/question-sets/${orgSet}/platform`,
      '/private/exam-results/platform',
      `/private/exam-results/${aptitude}/platform?source=exam`,
      '/private/interview-invitations/platform',
      `/private/interview-invitations/${interview}/platform`,
    ];
    for (const who of ['recruiter', 'provider', 'youth'])
      for (const path of paths) expect((await call('GET', path, who)).code, `${who} ${path}`).toBe(403);
  });
});
