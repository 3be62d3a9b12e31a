import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseMaker } from '../../test/courses';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

/*
 * Exams in the player — assessment lessons (issue 16 items 3 and 5; ADR 0119): the provider adds one drawing on the
 * institute's bank with a length and a pass mark (rules as the 422 envelope); only the enrolled youth starts it (404
 * otherwise, 403 staff); questions are drawn and the deadline set on the gateway, answers leave without marks, another
 * youth's attempt is 404; the gateway marks the attempt (never the client's marks), after the deadline with the
 * answers saved by then; a failed exam leaves the lesson open (retake once), a passed one completes it and the course.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const make = courseMaker(() => gw);
const { ok } = make;
const ids = { course: 0, module: 0, lesson: 0, plain: 0, batch: 0, essay: 0 };
const questions: number[] = [];

const exam = (over: Record<string, unknown> = {}) => ({
  kind: 2,
  title: 'পরীক্ষা',
  title_en: 'Final exam',
  question_ids: questions,
  question_count: 2,
  pass_percent: 100,
  exam_minutes: 30,
  ...over,
});

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  const bank = await make.bank('পরীক্ষা', 'Exam bank', 3, 2);
  questions.push(...bank.mcqs);
  ids.essay = bank.essay;
  ids.course = await make.course('পরীক্ষার কোর্স', { title_en: 'Exam course', course_type: 2 });
  ids.module = await make.module(ids.course);
  ids.lesson = await make.lesson(ids.module, exam());
  ids.plain = await make.lesson(ids.module, { kind: 1, title: 'সাধারণ' });
  ids.batch = await make.enrol(ids.course, { startsIn: 1 });
});
afterAll(async () => gw?.close());

const lessonUrl = (lesson = ids.lesson) => `/protected/courses/${ids.course}/lessons/${lesson}`;
const right = (qs: { question_id: number }[]) =>
  Object.fromEntries(qs.map((q) => [String(q.question_id), { options: [1] }]));
const wrong = (qs: { question_id: number }[]) =>
  Object.fromEntries(qs.map((q) => [String(q.question_id), { options: [2] }]));

describe('an assessment lesson in the structure', () => {
  it('keeps its questions, count, pass mark and length; the tree carries no answers or marks', async () => {
    const lesson = await ok('GET', `/private/lessons/${ids.lesson}`);
    expect(lesson.exam).toEqual({
      question_set_id: null,
      question_ids: questions,
      question_count: 2,
      pass_percent: 100,
      duration_minutes: 30,
    });
    const tree = JSON.stringify(await ok('GET', `/private/courses/${ids.course}/structure`));
    expect(tree).not.toContain('"answers"');
    expect(tree).not.toContain('"marks"');
  });

  it('refuses bad rules with the 422 envelope (never 5xx); another kind drops the exam', async () => {
    const bad = async (over: Record<string, unknown>) => {
      const r = await call('POST', `/private/modules/${ids.module}/lessons`, 'provider', exam(over));
      expect(r.code).toBe(422);
      return JSON.stringify(r.body.errors);
    };
    expect(await bad({ exam_minutes: null })).toContain('exam_minutes');
    expect(await bad({ exam_minutes: 2 })).toContain('validation.min');
    expect(await bad({ exam_minutes: 301 })).toContain('validation.max');
    expect(await bad({ question_ids: [] })).toContain('question_ids');
    expect(await bad({ question_count: 4 })).toContain('validation.max');
    expect(await bad({ pass_percent: 101 })).toContain('validation.max');
    expect(await bad({ question_ids: [ids.essay], question_count: 1 })).toContain(
      'course_structure.errors.quiz_question_kind',
    );
    expect(await bad({ question_ids: [99_999_999], question_count: 1 })).toContain(
      'quiz_question_unavailable',
    );
    expect(await bad({ exam_minutes: 'abc', question_ids: 'x' })).toContain('validation');
    const plain = await ok('POST', `/private/modules/${ids.module}/lessons`, {
      ...exam(),
      kind: 1,
      title: 'সাধারণ ২',
    });
    expect(plain.exam).toBeNull();
    await ok('DELETE', `/private/lessons/${plain.id}`);
  });
});

describe('the exam in the player', () => {
  let first: { id: number; questions: { question_id: number }[] };

  it('is only for the enrolled youth: another youth 404, staff 403, a lesson without an exam 404', async () => {
    expect((await call('GET', `${lessonUrl()}/exam`, 'youth2')).code).toBe(404);
    expect((await call('POST', `${lessonUrl()}/exam-start`, 'youth2')).code).toBe(404);
    expect((await call('GET', `${lessonUrl()}/exam`, 'provider')).code).toBe(403);
    expect((await call('GET', `${lessonUrl(ids.plain)}/exam`, 'youth')).code).toBe(404);
    const facts = await ok('GET', `${lessonUrl()}/exam`, undefined, 'youth');
    expect(facts).toMatchObject({
      question_count: 2,
      pass_percent: 100,
      duration_minutes: 30,
      attempts_allowed: 2,
      attempts_used: 0,
      open_attempt_id: null,
      passed: false,
      can_start: true,
    });
  });

  it('draws the questions and the deadline on the gateway, without answers or marks; a second start resumes', async () => {
    const before = Date.now();
    first = await ok('POST', `${lessonUrl()}/exam-start`, undefined, 'youth');
    expect(first.questions).toHaveLength(2);
    for (const q of first.questions) expect(questions).toContain(q.question_id);
    const text = JSON.stringify(first);
    expect(text).not.toContain('"answers":[');
    expect(text).not.toContain('"marks"');
    const deadline = Date.parse((first as unknown as { deadline: string }).deadline);
    expect(deadline - before).toBeGreaterThan(29 * 60_000);
    expect(deadline - before).toBeLessThan(31 * 60_000);
    const again = await ok('POST', `${lessonUrl()}/exam-start`, undefined, 'youth');
    expect(again.id).toBe(first.id);
    expect(again.questions).toEqual(first.questions);
  });

  it('keeps another youth out of the attempt (404) and refuses a question not drawn (422)', async () => {
    expect((await call('GET', `/protected/exam-lesson-attempts/${first.id}`, 'youth2')).code).toBe(404);
    const put = await call('PUT', `/protected/exam-lesson-attempts/${first.id}/answers`, 'youth2', {
      answers: {},
    });
    expect(put.code).toBe(404);
    expect(
      (await call('POST', `/protected/exam-lesson-attempts/${first.id}/submit`, 'youth2', { answers: {} }))
        .code,
    ).toBe(404);
    const stray = await call('PUT', `/protected/exam-lesson-attempts/${first.id}/answers`, 'youth', {
      answers: { [String(ids.essay)]: { options: [1] } },
    });
    expect(stray.code).toBe(422);
    const shape = await call('PUT', `/protected/exam-lesson-attempts/${first.id}/answers`, 'youth', {
      answers: 'all right',
    });
    expect(shape.code).toBe(422);
    expect(shape.body.status.success).toBe(false);
    for (const answer of ['yes', 7, [1], { options: [9] }, { options: [1, 2] }]) {
      const bad = await call('PUT', `/protected/exam-lesson-attempts/${first.id}/answers`, 'youth', {
        answers: { [String(first.questions[0]?.question_id)]: answer },
      });
      expect(bad.code, JSON.stringify(answer)).toBe(422);
    }
  });

  it('marks on the gateway: a failed exam leaves the lesson open and "lesson complete" refuses it (409)', async () => {
    await ok(
      'PUT',
      `/protected/exam-lesson-attempts/${first.id}/answers`,
      { answers: right(first.questions) },
      'youth',
    );
    // the client's claims of marks are not read: only the answers count
    const r = await call('POST', `/protected/exam-lesson-attempts/${first.id}/submit`, 'youth', {
      answers: wrong(first.questions),
      obtained: 100,
      passed: true,
    });
    expect(r.code).toBe(200);
    expect(r.body.data).toMatchObject({ total: 4, obtained: 0, pass_marks: 4, passed: false, late: false });
    expect(r.body.data).toMatchObject({ attempt: 1, can_retake: true, lesson_completed: false });
    const done = await call('POST', `${lessonUrl()}/complete`, 'youth');
    expect(done.code).toBe(409);
    expect(done.body.status.message).toBe('exam_lesson.errors.not_passed');
    // once marked, answers are closed
    const late = await call('PUT', `/protected/exam-lesson-attempts/${first.id}/answers`, 'youth', {
      answers: {},
    });
    expect(late.code).toBe(409);
    expect(late.body.status.message).toBe('exam_lesson.errors.closed');
    expect((await call('GET', `/protected/exam-lesson-result/${first.id}`, 'youth2')).code).toBe(404);
  });

  it('after the deadline: saving is refused and a submit is marked with what was saved by then; a pass completes', async () => {
    const second = await ok('POST', `${lessonUrl()}/exam-start`, undefined, 'youth');
    expect(second.id).not.toBe(first.id);
    await ok(
      'PUT',
      `/protected/exam-lesson-attempts/${second.id}/answers`,
      { answers: right(second.questions) },
      'youth',
    );
    await gw.db.query(
      `update course_exam_attempts set deadline = now() - interval '1 second' where id = $1`,
      [second.id],
    );
    const closed = await call('PUT', `/protected/exam-lesson-attempts/${second.id}/answers`, 'youth', {
      answers: wrong(second.questions),
    });
    expect(closed.code).toBe(409);
    const result = await ok(
      'POST',
      `/protected/exam-lesson-attempts/${second.id}/submit`,
      { answers: wrong(second.questions) },
      'youth',
    );
    expect(result).toMatchObject({
      late: true,
      obtained: 4,
      passed: true,
      attempt: 2,
      lesson_completed: true,
    });
    expect(result.can_retake).toBe(false);
    expect(result.progress_percent).toBe(50);
    const menu = await ok('GET', `/protected/courses/${ids.course}/side-menu`, undefined, 'youth');
    expect(menu.modules[0].lessons[0].completed).toBe(true);
    // a passed exam is not retaken
    const again = await call('POST', `${lessonUrl()}/exam-start`, 'youth');
    expect(again.code).toBe(409);
    expect(again.body.status.message).toBe('exam_lesson.errors.passed');
    // the plain lesson completes the course: its certificate counts the passed exam
    const course = await ok('POST', `${lessonUrl(ids.plain)}/complete`, undefined, 'youth');
    expect(course.progress_percent).toBe(100);
  });

  it('allows one retake: two failed attempts leave none (409), and an attempt left open is marked at its deadline', async () => {
    await ok('POST', `/protected/courses/${ids.course}/enroll`, { batch_id: ids.batch }, 'youth2');
    const a = await ok('POST', `${lessonUrl()}/exam-start`, undefined, 'youth2');
    await ok(
      'POST',
      `/protected/exam-lesson-attempts/${a.id}/submit`,
      { answers: wrong(a.questions) },
      'youth2',
    );
    const b = await ok('POST', `${lessonUrl()}/exam-start`, undefined, 'youth2');
    // left open past its deadline: the next read marks it with the answers saved (none)
    await gw.db.query(
      `update course_exam_attempts set deadline = now() - interval '1 second' where id = $1`,
      [b.id],
    );
    const facts = await ok('GET', `${lessonUrl()}/exam`, undefined, 'youth2');
    expect(facts).toMatchObject({ attempts_used: 2, open_attempt_id: null, can_start: false, passed: false });
    expect(facts.last_result_id).toBe(b.id);
    const result = await ok('GET', `/protected/exam-lesson-result/${b.id}`, undefined, 'youth2');
    expect(result).toMatchObject({ late: true, obtained: 0, passed: false, can_retake: false });
    const none = await call('POST', `${lessonUrl()}/exam-start`, 'youth2');
    expect(none.code).toBe(409);
    expect(none.body.status.message).toBe('exam_lesson.errors.attempts_used');
    expect((await call('GET', '/protected/exam-lesson-result/abc', 'youth2')).code).toBeLessThan(500);
  });
});
