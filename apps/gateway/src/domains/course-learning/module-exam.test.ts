import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseMaker } from '../../test/courses';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

/*
 * Module assessments (issue 16 item 3; ADR 0121): a module of kind 2 holds one exam over the module on the runner of
 * the exam lessons. The provider sets it in the module (rules as the 422 envelope; another institute 404, a youth
 * 403); only the enrolled youth sits it (404 otherwise, 403 staff); the gateway draws, times and marks it (never the
 * client's marks); its result shows each question with the learner's answer and the marks it earned, never the right
 * answers; a lesson attempt's endpoints do not reach a module attempt (404); one retake; a pass is one more step of
 * the course's completion.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const make = courseMaker(() => gw);
const { ok } = make;
const ids = { course: 0, module: 0, exam: 0, lesson: 0, batch: 0, essay: 0 };
const questions: number[] = [];

const moduleExam = (over: Record<string, unknown> = {}) => ({
  kind: 2,
  title: 'মডিউল মূল্যায়ন',
  title_en: 'Module assessment',
  question_ids: questions,
  question_count: 2,
  pass_percent: 100,
  exam_minutes: 20,
  ...over,
});

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  // a second institute whose provider is `trainer` (given the provider's role), to see tenant isolation
  await gw.db.query(`insert into institutes (title, title_en) values ('অন্য ইনস্টিটিউট', 'Other Institute')`);
  await gw.db.query(
    `update users set institute_id = (select id from institutes where title_en = 'Other Institute'),
       role_id = (select role_id from users where username = 'provider') where username = 'trainer'`,
  );
  const bank = await make.bank('মডিউল', 'Module bank', 2, 3);
  questions.push(...bank.mcqs);
  ids.essay = bank.essay;
  ids.course = await make.course('মডিউল পরীক্ষার কোর্স', { title_en: 'Module exam course', course_type: 2 });
  ids.module = await make.module(ids.course);
  ids.lesson = await make.lesson(ids.module, { kind: 1, title: 'পাঠ' });
  ids.exam = (await ok('POST', `/private/courses/${ids.course}/modules`, moduleExam())).id;
  ids.batch = await make.enrol(ids.course, { startsIn: 1 });
});
afterAll(async () => gw?.close());

const examUrl = (module = ids.exam) => `/protected/courses/${ids.course}/modules/${module}`;
const attempts = '/protected/exam-module-attempts';
const right = (qs: { question_id: number }[]) =>
  Object.fromEntries(qs.map((q) => [String(q.question_id), { options: [1] }]));
const wrong = (qs: { question_id: number }[]) =>
  Object.fromEntries(qs.map((q) => [String(q.question_id), { options: [2] }]));

describe('a module assessment in the structure', () => {
  it('keeps its exam in the module and the tree, without answers or marks', async () => {
    const module = await ok('GET', `/private/modules/${ids.exam}`);
    expect(module.exam).toEqual({
      question_set_id: null,
      question_ids: questions,
      question_count: 2,
      pass_percent: 100,
      duration_minutes: 20,
    });
    const tree = JSON.stringify(await ok('GET', `/private/courses/${ids.course}/structure`));
    expect(tree).not.toContain('"answers"');
    expect(tree).not.toContain('"marks"');
    expect((await ok('GET', `/private/modules/${ids.module}`)).exam).toBeNull();
  });

  it('refuses bad rules with the 422 envelope (never 5xx); another kind drops the exam', async () => {
    const bad = async (over: Record<string, unknown>) => {
      const r = await call('POST', `/private/courses/${ids.course}/modules`, 'provider', moduleExam(over));
      expect(r.code).toBe(422);
      expect(r.body.status.success).toBe(false);
      return JSON.stringify(r.body.errors);
    };
    expect(await bad({ exam_minutes: null })).toContain('exam_minutes');
    expect(await bad({ exam_minutes: 4 })).toContain('validation.min');
    expect(await bad({ exam_minutes: 301 })).toContain('validation.max');
    expect(await bad({ question_ids: [] })).toContain('question_ids');
    expect(await bad({ question_count: 3 })).toContain('validation.max');
    expect(await bad({ pass_percent: 0 })).toContain('pass_percent');
    expect(await bad({ question_ids: [ids.essay], question_count: 1 })).toContain(
      'course_structure.errors.quiz_question_kind',
    );
    expect(await bad({ question_ids: [99_999_999], question_count: 1 })).toContain(
      'quiz_question_unavailable',
    );
    expect(await bad({ exam_minutes: 'abc', question_ids: 'x' })).toContain('validation');
    const plain = await ok('POST', `/private/courses/${ids.course}/modules`, { ...moduleExam(), kind: 1 });
    expect(plain.exam).toBeNull();
    // made an assessment by an edit, then a plain module again: the exam comes and goes with the kind
    expect((await ok('PUT', `/private/modules/${plain.id}`, moduleExam())).exam.duration_minutes).toBe(20);
    expect((await ok('PUT', `/private/modules/${plain.id}`, { kind: 1, title: 'x' })).exam).toBeNull();
    await ok('DELETE', `/private/modules/${plain.id}`);
  });

  it('is the institute’s: another institute 404, a youth 403', async () => {
    const url = `/private/modules/${ids.exam}`;
    expect((await call('GET', url, 'trainer')).code).toBe(404);
    expect((await call('PUT', url, 'trainer', moduleExam())).code).toBe(404);
    // another institute's question is not the provider's to pick
    const bank = (await ok('POST', '/private/question-banks', { title: 'অন্য' }, 'trainer')).id;
    const theirs = (
      await ok(
        'POST',
        '/private/job-questions',
        {
          bank_id: bank,
          question_type: 1,
          title: 'তাদের',
          option_1: 'ক',
          option_2: 'খ',
          answers: [1],
          marks: 1,
        },
        'trainer',
      )
    ).id;
    const r = await call('PUT', url, 'provider', moduleExam({ question_ids: [theirs], question_count: 1 }));
    expect(r.code).toBe(422);
    expect(JSON.stringify(r.body.errors)).toContain('course_structure.errors.quiz_question_unavailable');
    expect((await call('PUT', url, 'youth', moduleExam())).code).toBe(403);
    expect((await call('POST', `/private/courses/${ids.course}/modules`, 'youth', moduleExam())).code).toBe(
      403,
    );
  });
});

describe('the module assessment in the player', () => {
  let first: { id: number; questions: { question_id: number }[] };

  it('shows at the end of its module in the outline, for the enrolled youth only (404 others, 403 staff)', async () => {
    const menu = await ok('GET', `/protected/courses/${ids.course}/side-menu`, undefined, 'youth');
    expect(menu.modules.map((m: { exam: unknown }) => m.exam)).toEqual([null, { passed: false }]);
    expect((await call('GET', `${examUrl()}/exam`, 'youth2')).code).toBe(404);
    expect((await call('POST', `${examUrl()}/exam-start`, 'youth2')).code).toBe(404);
    expect((await call('GET', `${examUrl()}/exam`, 'provider')).code).toBe(403);
    expect((await call('GET', `${examUrl(ids.module)}/exam`, 'youth')).code).toBe(404);
    expect(await ok('GET', `${examUrl()}/exam`, undefined, 'youth')).toMatchObject({
      module_id: ids.exam,
      question_count: 2,
      pass_percent: 100,
      duration_minutes: 20,
      attempts_allowed: 2,
      attempts_used: 0,
      can_start: true,
    });
  });

  it('draws on the gateway without answers or marks; a lesson attempt’s endpoints do not reach it (404)', async () => {
    const before = Date.now();
    first = await ok('POST', `${examUrl()}/exam-start`, undefined, 'youth');
    expect(first).toMatchObject({ module_id: ids.exam, title_en: 'Module assessment' });
    expect(first.questions).toHaveLength(2);
    expect(JSON.stringify(first)).not.toContain('"marks"');
    const deadline = Date.parse((first as unknown as { deadline: string }).deadline);
    expect(deadline - before).toBeGreaterThan(19 * 60_000);
    expect(deadline - before).toBeLessThan(21 * 60_000);
    expect((await ok('POST', `${examUrl()}/exam-start`, undefined, 'youth')).id).toBe(first.id);
    expect((await call('GET', `/protected/exam-lesson-attempts/${first.id}`, 'youth')).code).toBe(404);
    expect((await call('GET', `${attempts}/${first.id}`, 'youth2')).code).toBe(404);
    expect((await call('PUT', `${attempts}/${first.id}/answers`, 'youth2', { answers: {} })).code).toBe(404);
    const stray = await call('PUT', `${attempts}/${first.id}/answers`, 'youth', {
      answers: { [String(ids.essay)]: { options: [1] } },
    });
    expect(stray.code).toBe(422);
    const shape = await call('PUT', `${attempts}/${first.id}/answers`, 'youth', { answers: 'x' });
    expect(shape.code).toBe(422);
    expect(shape.body.status.success).toBe(false);
    // an open attempt has no result yet
    expect((await call('GET', `/protected/exam-module-result/${first.id}`, 'youth')).code).toBe(404);
  });

  it('marks on the gateway whatever the body claims; the result shows each answer, never the right ones', async () => {
    await ok('PUT', `${attempts}/${first.id}/answers`, { answers: right(first.questions) }, 'youth');
    const r = await call('POST', `${attempts}/${first.id}/submit`, 'youth', {
      answers: wrong(first.questions),
      obtained: 6,
      passed: true,
    });
    expect(r.code).toBe(200);
    expect(r.body.data).toMatchObject({
      total: 6,
      obtained: 0,
      pass_marks: 6,
      passed: false,
      can_retake: true,
    });
    expect(r.body.data.questions).toHaveLength(2);
    for (const q of r.body.data.questions) {
      expect(q).toMatchObject({ answer: { options: [2] }, marks: 3, obtained: 0 });
      expect(q.question).not.toHaveProperty('answers');
    }
    expect((await call('GET', `/protected/exam-module-result/${first.id}`, 'youth2')).code).toBe(404);
    expect((await call('GET', `/protected/exam-lesson-result/${first.id}`, 'youth')).code).toBe(404);
    const closed = await call('PUT', `${attempts}/${first.id}/answers`, 'youth', { answers: {} });
    expect(closed.code).toBe(409);
    expect(closed.body.status.message).toBe('exam_lesson.errors.closed');
  });

  it('after the deadline marks what was saved; a pass is a step of the course: lesson + exam complete it', async () => {
    const second = await ok('POST', `${examUrl()}/exam-start`, undefined, 'youth');
    await ok('PUT', `${attempts}/${second.id}/answers`, { answers: right(second.questions) }, 'youth');
    await gw.db.query(
      `update course_exam_attempts set deadline = now() - interval '1 second' where id = $1`,
      [second.id],
    );
    const result = await ok(
      'POST',
      `${attempts}/${second.id}/submit`,
      { answers: wrong(second.questions) },
      'youth',
    );
    expect(result).toMatchObject({ late: true, obtained: 6, passed: true, attempt: 2, can_retake: false });
    // one lesson and one module exam: the exam is half of the course
    expect(result.progress_percent).toBe(50);
    expect(result.certificate_id).toBeNull();
    const again = await call('POST', `${examUrl()}/exam-start`, 'youth');
    expect(again.code).toBe(409);
    expect(again.body.status.message).toBe('exam_lesson.errors.passed');
    const menu = await ok('GET', `/protected/courses/${ids.course}/side-menu`, undefined, 'youth');
    expect(menu.modules[1].exam).toEqual({ passed: true });
    const done = await ok(
      'POST',
      `/protected/courses/${ids.course}/lessons/${ids.lesson}/complete`,
      undefined,
      'youth',
    );
    expect(done.progress_percent).toBe(100);
    expect(done.certificate_id).not.toBeNull();
  });

  it('a failed exam keeps the course open: two failures leave no attempt (409)', async () => {
    await ok('POST', `/protected/courses/${ids.course}/enroll`, { batch_id: ids.batch }, 'youth2');
    await ok('POST', `/protected/courses/${ids.course}/lessons/${ids.lesson}/complete`, undefined, 'youth2');
    for (const _ of [1, 2]) {
      const a = await ok('POST', `${examUrl()}/exam-start`, undefined, 'youth2');
      const r = await ok('POST', `${attempts}/${a.id}/submit`, { answers: wrong(a.questions) }, 'youth2');
      expect(r.progress_percent).toBe(50);
      expect(r.certificate_id).toBeNull();
    }
    const none = await call('POST', `${examUrl()}/exam-start`, 'youth2');
    expect(none.code).toBe(409);
    expect(none.body.status.message).toBe('exam_lesson.errors.attempts_used');
    expect((await call('GET', '/protected/exam-module-result/abc', 'youth2')).code).toBeLessThan(500);
  });
});
