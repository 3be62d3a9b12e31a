import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, startGateway, type TestGateway, apiCaller } from '../../test/harness';

/*
 * Authoring through the API (ADR 0070): question banks, questions of every type with their rules, the .xlsx bulk upload
 * with bad rows (all or none, row numbers), question sets and their count rule, job assessments and every §5 exam rule
 * with its message, and the tenant of each.
 */

let gw: TestGateway;
let bank = 0;
const q: Record<string, number> = {};

const call = apiCaller(() => gw);
const mcq = (over: Record<string, unknown> = {}) => ({
  bank_id: bank,
  question_type: 1,
  title: 'কোনটি ব্রাউজার?',
  title_en: 'Which one is a browser?',
  option_1: 'Firefox',
  option_2: 'Excel',
  option_3: 'Word',
  answers: [1],
  marks: 2,
  assessment_area: 1,
  ...over,
});
const jobId = async (title: string) =>
  (await gw.db.query<{ id: number }>('select id from jobs where job_title_en = $1', [title])).rows[0]?.id ??
  0;

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw?.close());

describe('question banks and questions', () => {
  it('creates a bank owned by the caller’s organisation and lists it to them only', async () => {
    const r = await call('POST', '/private/question-banks', 'recruiter', {
      title: 'প্রশ্ন',
      title_en: 'Questions',
    });
    expect(r.code).toBe(201);
    expect(r.body.status.message).toBe('assessments.success.bank_saved');
    expect(r.body.data).toMatchObject({ owner: 'organization', questions: 0, is_aptitude: false });
    bank = r.body.data.id;
    const mine = await call('GET', '/private/question-banks', 'recruiter');
    expect(mine.body.data.map((b: { id: number }) => b.id)).toContain(bank);
    const theirs = await call('GET', '/private/question-banks', 'recruiter2');
    expect(theirs.body.data.map((b: { id: number }) => b.id)).not.toContain(bank);
    expect((await call('GET', `/private/question-banks/${bank}`, 'recruiter2')).code).toBe(404);
    // the platform's aptitude bank is the system admin's
    const admin = await call('GET', '/private/question-banks', 'admin');
    expect(admin.body.data[0]).toMatchObject({ owner: 'platform', is_aptitude: true });
  });

  it('adds questions of every type with their answers', async () => {
    const bodies: Record<string, Record<string, unknown>> = {
      mcq: mcq(),
      maq: mcq({
        question_type: 2,
        title: 'Which are browsers?',
        option_4: 'Chrome',
        answers: [1, 4],
        marks: 3,
      }),
      fib: { bank_id: bank, question_type: 3, title: 'HTML is a [[markup|mark-up]] language', marks: 2 },
      yes: { bank_id: bank, question_type: 4, title: 'Is Linux free?', answers: [1], marks: 1 },
      text: { bank_id: bank, question_type: 5, title: 'Explain DNS.', marks: 2, tags: ['network', 'dns'] },
    };
    for (const [key, body] of Object.entries(bodies)) {
      const r = await call('POST', '/private/job-questions', 'recruiter', body);
      expect(r.code, `${key}: ${JSON.stringify(r.body)}`).toBe(201);
      q[key] = r.body.data.id;
    }
    const fib = await call('GET', `/private/job-questions/${q.fib}`, 'recruiter');
    expect(fib.body.data).toMatchObject({ question_type: 3, blanks: [['markup', 'mark-up']], answers: [] });
    const listed = await call('GET', `/private/job-questions?bank_id=${bank}&question_type=2`, 'recruiter');
    expect(listed.body.data.map((x: { id: number }) => x.id)).toEqual([q.maq]);
    expect((await call('GET', '/private/job-questions?search=dns', 'recruiter')).body.meta.total).toBe(1);
  });

  it('refuses what breaks a question’s rules, each with its message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [mcq({ answers: [1, 2] }), 'answers', '{"id":"validation.array_max","values":{"max":1}}'],
      [mcq({ answers: [5] }), 'answers', 'validation.one_of'],
      [mcq({ option_2: '', option_3: '', option_1: 'only' }), 'option_2', 'validation.required'],
      [mcq({ question_type: 3, title: 'No blank here' }), 'title', 'validation.format'],
      [mcq({ question_type: 4, answers: [3] }), 'answers', 'validation.one_of'],
      [mcq({ marks: 0 }), 'marks', '{"id":"validation.min","values":{"min":1}}'],
      [mcq({ question_type: 9 }), 'question_type', 'validation.one_of'],
    ];
    for (const [body, field, message] of cases) {
      const r = await call('POST', '/private/job-questions', 'recruiter', body);
      expect(r.code, JSON.stringify(body)).toBe(422);
      expect(r.body.errors[field], JSON.stringify(r.body.errors)).toEqual([message]);
    }
    // another organisation's bank is not a bank the caller can write to
    const other = await call('POST', '/private/job-questions', 'recruiter2', mcq());
    expect(other.code).toBe(422);
    expect(other.body.errors.bank_id).toEqual(['validation.reference_missing']);
  });

  it('bulk upload: every bad row reported by its spreadsheet row, nothing written; then all rows written', async () => {
    const before = (await call('GET', `/private/question-banks/${bank}`, 'recruiter')).body.data.questions;
    const bad = await call('POST', `/private/question-banks/${bank}/bulk-upload`, 'recruiter', {
      rows: [
        { question_type: 1, title: 'Good', option_1: 'a', option_2: 'b', answers: '1', marks: 1 },
        { question_type: 1, title: 'Two answers', option_1: 'a', option_2: 'b', answers: '1,2', marks: 1 },
        { question_type: 2, title: 'No marks', option_1: 'a', option_2: 'b', answers: '1' },
        { question_type: 3, title: 'No blank', marks: 1 },
      ],
    });
    expect(bad.code).toBe(422);
    expect(bad.body.errors).toEqual({
      '3.answers': ['{"id":"validation.array_max","values":{"max":1}}'],
      '4.marks': ['validation.required'],
      '5.title': ['validation.format'],
    });
    expect((await call('GET', `/private/question-banks/${bank}`, 'recruiter')).body.data.questions).toBe(
      before,
    );
    const good = await call('POST', `/private/question-banks/${bank}/bulk-upload`, 'recruiter', {
      rows: [
        {
          question_type: 1,
          title: 'One',
          option_1: 'a',
          option_2: 'b',
          answers: '২',
          marks: 1,
          tags: 'x, y',
        },
        {
          question_type: 2,
          title: 'Two',
          option_1: 'a',
          option_2: 'b',
          option_3: 'c',
          answers: '1, 3',
          marks: 2,
        },
        { question_type: 5, title: 'Write', marks: 3 },
      ],
    });
    expect(good.code).toBe(201);
    expect(good.body.data).toEqual({ created: 3 });
    expect(good.body.status.message).toBe('assessments.success.questions_uploaded');
    expect((await call('GET', `/private/question-banks/${bank}`, 'recruiter')).body.data.questions).toBe(
      before + 3,
    );
    expect(
      (await call('POST', `/private/question-banks/${bank}/bulk-upload`, 'recruiter2', { rows: [{}] })).code,
    ).toBe(404);
  });
});

describe('question sets (spec §5 exactly / at least / at most N)', () => {
  let set = 0;
  it('refuses a question past "at most N" and activation before the rule holds', async () => {
    const r = await call('POST', '/private/question-sets', 'recruiter', {
      bank_id: bank,
      title: 'Basics',
      category: 1,
      set_type: 1,
      count_rule: 'at_most',
      count: 1,
    });
    expect(r.code).toBe(201);
    set = r.body.data.id;
    expect(r.body.data).toMatchObject({ row_status: 0, questions: 0 });
    expect(
      (await call('POST', `/private/question-sets/${set}/questions`, 'recruiter', { question_id: q.mcq }))
        .code,
    ).toBe(200);
    const second = await call('POST', `/private/question-sets/${set}/questions`, 'recruiter', {
      question_id: q.maq,
    });
    expect(second.code).toBe(422);
    expect(second.body.errors.question_id).toEqual([
      '{"id":"validation.question_count","values":{"rule":"at_most","count":1}}',
    ]);
    const exactly = await call('PUT', `/private/question-sets/${set}`, 'recruiter', {
      bank_id: bank,
      title: 'Basics',
      category: 1,
      set_type: 1,
      count_rule: 'exactly',
      count: 2,
    });
    expect(exactly.code).toBe(200);
    const active = await call('PUT', `/private/question-sets/${set}/status`, 'recruiter', { row_status: 1 });
    expect(active.code).toBe(422);
    expect(active.body.errors.row_status).toEqual([
      '{"id":"validation.question_count","values":{"rule":"exactly","count":2}}',
    ]);
    await call('POST', `/private/question-sets/${set}/questions`, 'recruiter', { question_id: q.maq });
    const ok = await call('PUT', `/private/question-sets/${set}/status`, 'recruiter', { row_status: 1 });
    expect(ok.body.data).toMatchObject({ row_status: 1, questions: 2 });
    expect(ok.body.data.question_list.map((x: { id: number }) => x.id)).toEqual([q.mcq, q.maq]);
    const below = await call('DELETE', `/private/question-sets/${set}/questions/${q.mcq}`, 'recruiter');
    expect(below.code).toBe(422);
    const filtered = await call('GET', `/private/job-questions?question_set_id=${set}`, 'recruiter');
    expect(filtered.body.meta.total).toBe(2);
    expect((await call('GET', `/private/question-sets/${set}`, 'recruiter2')).code).toBe(404);
  });
});

describe('job assessments (spec §5 exam rules)', () => {
  let assessment = 0;
  const body = (over: Record<string, unknown> = {}) => ({
    title: 'যাচাই',
    title_en: 'Check',
    purpose: 'Basics',
    duration_minutes: 15,
    total_marks: 5,
    pass_marks: 3,
    sets: [
      { title: 'A', number_of_questions: 2, selection_type: 1, question_ids: [q.mcq, q.maq] },
      { title: 'B', number_of_questions: 3, selection_type: 1, question_ids: [q.fib, q.yes, q.text] },
    ],
    ...over,
  });

  it('refuses each §5 rule with its message', async () => {
    const job = await jobId('Junior Web Developer');
    const post = (over: Record<string, unknown>) =>
      call('POST', '/private/job-assessments', 'recruiter', { ...body(over), job_id: over.job_id ?? job });
    const oneSet = await post({ sets: [body().sets[0]] });
    expect(oneSet.body.errors.sets).toEqual(['{"id":"validation.exam_sets","values":{"min":2,"max":5}}']);
    const pass = await post({ pass_marks: 6 });
    expect(pass.body.errors.total_marks).toEqual(['validation.total_lt_pass']);
    const less = await post({
      sets: [
        { title: 'A', number_of_questions: 1, selection_type: 1, question_ids: [q.mcq] },
        body().sets[1],
      ],
    });
    expect(less.code).toBe(422);
    expect(less.body.errors['sets[0].question_ids']).toEqual(['validation.selected_marks_total']);
    const exceeds = await post({
      total_marks: 4,
      sets: [
        { title: 'A', number_of_questions: 2, selection_type: 1, question_ids: [q.mcq, q.maq] },
        { title: 'B', number_of_questions: 2, selection_type: 1, question_ids: [q.fib, q.text] },
      ],
    });
    expect(exceeds.body.errors['sets[0].question_ids[1]']).toEqual(['validation.question_exceeds_total']);
    const count = await post({
      sets: [
        { title: 'A', number_of_questions: 3, selection_type: 1, question_ids: [q.mcq, q.maq] },
        body().sets[1],
      ],
    });
    expect(count.body.errors['sets[0].question_ids']).toEqual([
      '{"id":"validation.question_count","values":{"rule":"exactly","count":3}}',
    ]);
    const random = await post({
      sets: [{ title: 'A', number_of_questions: 5, selection_type: 2, bank_id: bank }, body().sets[1]],
    });
    expect(random.body.errors['sets[0].bank_id']).toEqual(['validation.selected_marks_total']);
    const foreignJob = await post({ job_id: await jobId('Sewing Machine Operator') });
    expect(foreignJob.body.errors.job_id).toEqual(['validation.reference_missing']);
  });

  it('creates the assessment of a job, one per job, and locks nothing before an attempt', async () => {
    const job = await jobId('Junior Web Developer');
    const r = await call('POST', '/private/job-assessments', 'recruiter', { ...body(), job_id: job });
    expect(r.code, JSON.stringify(r.body)).toBe(201);
    assessment = r.body.data.id;
    expect(r.body.data).toMatchObject({ job_id: job, total_marks: 5, locked: false, invited: 0 });
    expect(r.body.data.sets.map((s: { questions: unknown[] }) => s.questions.length)).toEqual([2, 3]);
    const again = await call('POST', '/private/job-assessments', 'recruiter', { ...body(), job_id: job });
    expect(again.code).toBe(409);
    expect(again.body.status.message).toBe('assessments.errors.job_has_assessment');
    const ofJob = await call('GET', `/private/jobs/${job}/assessments`, 'recruiter');
    expect(ofJob.body.data.id).toBe(assessment);
    expect((await call('GET', `/private/jobs/${job}/assessments`, 'recruiter2')).code).toBe(404);
    const edited = await call('PUT', `/private/job-assessments/${assessment}`, 'recruiter', {
      ...body({ duration_minutes: 30 }),
      job_id: job,
    });
    expect(edited.body.data.duration_minutes).toBe(30);
    // a question an exam set uses keeps its answers and marks, and stays
    const change = await call('PUT', `/private/job-questions/${q.mcq}`, 'recruiter', mcq({ marks: 5 }));
    expect(change.code).toBe(409);
    expect(
      (await call('PUT', `/private/job-questions/${q.mcq}`, 'recruiter', mcq({ title: 'Reworded' }))).code,
    ).toBe(200);
    expect((await call('DELETE', `/private/job-questions/${q.mcq}`, 'recruiter')).code).toBe(409);
    expect((await call('GET', `/private/job-assessments/${assessment}`, 'recruiter2')).code).toBe(404);
    expect(
      (await call('GET', '/private/job-assessments', 'recruiter')).body.data.map((a: { id: number }) => a.id),
    ).toContain(assessment);
  });
});

describe('the aptitude test configuration', () => {
  it('describes it publicly, and refuses an area count above the bank’s questions', async () => {
    const info = await call('GET', '/public/aptitude-test');
    expect(info.body.data).toMatchObject({
      configured: true,
      duration_minutes: 20,
      pass_percentage: 50,
      questions: 6,
    });
    const config = await call('GET', '/private/aptitude-tests/configuration', 'admin');
    expect(config.body.data.available).toEqual([
      { assessment_area: 1, question_count: 4 },
      { assessment_area: 2, question_count: 4 },
      { assessment_area: 3, question_count: 4 },
    ]);
    const tooMany = await call('PUT', '/private/aptitude-tests/configuration', 'admin', {
      duration_minutes: 10,
      pass_percentage: 60,
      areas: [{ assessment_area: 1, question_count: 9 }],
    });
    expect(tooMany.code).toBe(422);
    expect(tooMany.body.errors['areas[0].question_count']).toEqual([
      '{"id":"validation.max","values":{"max":4}}',
    ]);
    const none = await call('PUT', '/private/aptitude-tests/configuration', 'admin', {
      duration_minutes: 10,
      pass_percentage: 60,
      areas: [{ assessment_area: 1, question_count: 0 }],
    });
    expect(none.body.errors.areas).toEqual([
      '{"id":"validation.at_least_one","values":{"field":"question"}}',
    ]);
    expect((await call('GET', '/private/aptitude-tests/configuration', 'recruiter')).code).toBe(403);
  });
});
