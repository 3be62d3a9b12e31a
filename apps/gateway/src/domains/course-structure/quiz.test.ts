import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseMaker } from '../../test/courses';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';
import { markQuiz } from '../assessments/quiz';

/*
 * Quiz contents (issue 15 items 2 and 7, ADR 0078): a lesson's quiz draws on the institute's question bank (questions
 * picked, or a question set), refuses another tenant's questions and sets with the message id, never shows answers or
 * marks in the tree or the learner's preview, keeps its questions from deletion, and is marked by the question engine.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const make = courseMaker(() => gw);
const { ok } = make;
const q = { mcq: 0, maq: 0, blank: 0, essay: 0, content: 0 };
let lesson = 0;
let set = 0;
let otherSet = 0;
let otherQuestion = 0;
let orgQuestion = 0;

const question = (bank: number, over: Record<string, unknown>) => ({
  bank_id: bank,
  question_type: 1,
  title: 'প্রশ্ন',
  option_1: 'ক',
  option_2: 'খ',
  option_3: 'গ',
  answers: [1],
  marks: 2,
  ...over,
});
const quiz = (over: Record<string, unknown> = {}) => ({
  content_type: 4,
  title: 'কুইজ',
  title_en: 'Check yourself',
  question_count: 2,
  pass_percent: 50,
  ...over,
});

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  // a second institute whose provider is `trainer` (given the provider's role)
  await gw.db.query(`insert into institutes (title, title_en) values ('অন্য ইনস্টিটিউট', 'Other Institute')`);
  await gw.db.query(
    `update users set institute_id = (select id from institutes where title_en = 'Other Institute'),
       role_id = (select role_id from users where username = 'provider') where username = 'trainer'`,
  );
  const bank = (await ok('POST', '/private/question-banks', { title: 'ওয়েব', title_en: 'Web' })).id;
  q.mcq = (
    await ok('POST', '/private/job-questions', question(bank, { title_en: 'Which is a browser?' }))
  ).id;
  q.maq = (
    await ok(
      'POST',
      '/private/job-questions',
      question(bank, { question_type: 2, title_en: 'Which are languages?', answers: [1, 2], marks: 3 }),
    )
  ).id;
  q.blank = (
    await ok('POST', '/private/job-questions', {
      bank_id: bank,
      question_type: 3,
      title: 'এইচটিএমএল একটি [[markup]] ভাষা',
      title_en: 'HTML is a [[markup]] language',
      marks: 1,
    })
  ).id;
  q.essay = (
    await ok('POST', '/private/job-questions', {
      bank_id: bank,
      question_type: 5,
      title: 'ব্যাখ্যা করুন',
      marks: 5,
    })
  ).id;
  set = (
    await ok('POST', '/private/question-sets', {
      bank_id: bank,
      title: 'সেট',
      category: 1,
      set_type: 1,
      count_rule: 'at_least',
      count: 1,
    })
  ).id;
  for (const id of [q.mcq, q.blank])
    await ok('POST', `/private/question-sets/${set}/questions`, { question_id: id });
  // the other institute's bank, question and set
  const theirs = (await ok('POST', '/private/question-banks', { title: 'তাদের' }, 'trainer')).id;
  otherQuestion = (await ok('POST', '/private/job-questions', question(theirs, {}), 'trainer')).id;
  otherSet = (
    await ok(
      'POST',
      '/private/question-sets',
      { bank_id: theirs, title: 'তাদের সেট', category: 1, set_type: 1, count_rule: 'at_least', count: 1 },
      'trainer',
    )
  ).id;
  orgQuestion =
    (
      await gw.db.query<{ id: number }>(
        `select q.id from questions q join question_banks b on b.id = q.bank_id
          where b.organization_id is not null and q.question_type = 1 limit 1`,
      )
    ).rows[0]?.id ?? 0;
  const course = await make.course('কুইজ পরীক্ষা', { title_en: 'Quiz test', duration_hours: 4 });
  lesson = await make.lesson(await make.module(course), { kind: 1, title: 'পাঠ' });
});
afterAll(async () => gw?.close());

describe('quiz contents', () => {
  it('adds a quiz of picked questions; the tree and the preview carry no answers or marks', async () => {
    const created = await call('POST', `/private/lessons/${lesson}/contents`, 'provider', {
      ...quiz(),
      question_ids: [q.maq, q.mcq, q.blank],
    });
    expect(created.code, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      content_type: 4,
      text: null,
      url: null,
      quiz: {
        question_set_id: null,
        question_ids: [q.maq, q.mcq, q.blank],
        question_count: 2,
        pass_percent: 50,
      },
    });
    q.content = created.body.data.id;

    const courseId = created.body.data.course_id;
    const tree = await ok('GET', `/private/courses/${courseId}/structure`);
    const inTree = tree.modules[0].lessons[0].contents[0];
    expect(inTree.quiz.question_ids).toEqual([q.maq, q.mcq, q.blank]);
    expect(JSON.stringify(tree)).not.toMatch(/"answers"|"marks"|markup/);

    const preview = await ok('GET', `/private/contents/${q.content}/quiz-preview`);
    expect(preview).toMatchObject({ content_id: q.content, question_count: 2, pass_percent: 50 });
    expect(preview.questions.map((x: { question_id: number }) => x.question_id)).toEqual([
      q.maq,
      q.mcq,
      q.blank,
    ]);
    expect(preview.questions[2]).toMatchObject({ title_en: 'HTML is a ____ language', blanks: 1 });
    expect(JSON.stringify(preview)).not.toMatch(/"answers"|"marks"|markup/);
  });

  it('takes a question set instead, and checks the set holds enough questions the engine marks', async () => {
    const fromSet = await call('POST', `/private/lessons/${lesson}/contents`, 'provider', {
      ...quiz({ question_set_id: set, question_count: 2 }),
    });
    expect(fromSet.code, JSON.stringify(fromSet.body)).toBe(201);
    expect(fromSet.body.data.quiz).toMatchObject({ question_set_id: set, question_ids: [] });
    const preview = await ok('GET', `/private/contents/${fromSet.body.data.id}/quiz-preview`);
    expect(preview.questions).toHaveLength(2);
    const tooMany = await call('POST', `/private/lessons/${lesson}/contents`, 'provider', {
      ...quiz({ question_set_id: set, question_count: 3 }),
    });
    expect(tooMany.code).toBe(422);
    expect(tooMany.body.errors.question_count).toEqual(['{"id":"validation.max","values":{"max":2}}']);
  });

  it('refuses another tenant’s question or set, a question a person marks, and a quiz without questions', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const r = await call('POST', `/private/lessons/${lesson}/contents`, 'provider', quiz(body));
      expect(r.code, JSON.stringify(r.body)).toBe(422);
      expect(r.body.status.message).toBe('errors.validation');
      return r.body.errors;
    };
    expect(await refused({ question_ids: [q.mcq, otherQuestion] })).toEqual({
      question_ids: ['course_structure.errors.quiz_question_unavailable'],
    });
    expect(await refused({ question_ids: [q.mcq, orgQuestion] })).toEqual({
      question_ids: ['course_structure.errors.quiz_question_unavailable'],
    });
    expect(await refused({ question_ids: [q.mcq, 999999] })).toEqual({
      question_ids: ['course_structure.errors.quiz_question_unavailable'],
    });
    expect(await refused({ question_set_id: otherSet })).toEqual({
      question_set_id: ['course_structure.errors.quiz_question_unavailable'],
    });
    expect(await refused({ question_ids: [q.mcq, q.essay] })).toEqual({
      question_ids: ['course_structure.errors.quiz_question_kind'],
    });
    expect(await refused({})).toEqual({ question_ids: ['validation.no_question_selected'] });
    expect(await refused({ question_ids: [q.mcq], question_count: 2, pass_percent: 0 })).toMatchObject({
      question_count: ['{"id":"validation.max","values":{"max":1}}'],
    });
    // nothing was added by the refused calls
    const lessonNow = await ok('GET', `/private/lessons/${lesson}`);
    expect(lessonNow.contents).toHaveLength(2);
  });

  it('keeps a quiz’s questions and set from deletion, and lets them go once the quiz is gone', async () => {
    expect((await call('DELETE', `/private/job-questions/${q.mcq}`, 'provider')).body.status.message).toBe(
      'errors.in_use',
    );
    const usedSet = await call('DELETE', `/private/question-sets/${set}`, 'provider');
    expect(usedSet.code).toBe(409);
    const question = await ok('GET', `/private/job-questions/${q.maq}`);
    expect(question.in_use).toBe(true);
    // the quiz becomes a text: its questions are free again
    await ok('PUT', `/private/contents/${q.content}`, { content_type: 5, title: 'লেখা', text: '<p>পড়ুন</p>' });
    expect((await ok('GET', `/private/contents/${q.content}`)).quiz).toBeNull();
    expect((await ok('GET', `/private/job-questions/${q.maq}`)).in_use).toBe(false);
    expect((await call('GET', `/private/contents/${q.content}/quiz-preview`, 'provider')).code).toBe(404);
    // and back to a quiz
    const again = await ok('PUT', `/private/contents/${q.content}`, quiz({ question_ids: [q.mcq, q.maq] }));
    expect(again.quiz.question_ids).toEqual([q.mcq, q.maq]);
  });

  it('answers 404 to another institute and 403 to a youth', async () => {
    expect((await call('GET', `/private/contents/${q.content}/quiz-preview`, 'trainer')).code).toBe(404);
    expect((await call('GET', `/private/contents/${q.content}/quiz-preview`, 'recruiter')).code).toBe(403);
    expect((await call('GET', `/private/contents/${q.content}/quiz-preview`, 'youth')).code).toBe(403);
    const theirs = await call(
      'PUT',
      `/private/contents/${q.content}`,
      'trainer',
      quiz({ question_ids: [otherQuestion] }),
    );
    expect(theirs.code).toBe(404);
  });
});

describe('markQuiz (the question engine marks a quiz)', () => {
  it('marks the questions shown with the engine’s rules and the pass mark in percent', async () => {
    const all = await markQuiz(gw.db, q.content, { [q.mcq]: { options: [1] }, [q.maq]: { options: [1, 2] } });
    expect(all).toMatchObject({ total: 5, obtained: 5, pass_marks: 2.5, passed: true });
    const partial = await markQuiz(gw.db, q.content, {
      [q.mcq]: { options: [2] },
      [q.maq]: { options: [1] },
    });
    // MAQ: 3 × (1 right − 0 wrong) ÷ 2 right options = 1.5; MCQ wrong = 0
    expect(partial).toMatchObject({ total: 5, obtained: 1.5, passed: false });
    expect(partial.questions).toEqual([
      { question_id: q.mcq, marks: 2, obtained: 0 },
      { question_id: q.maq, marks: 3, obtained: 1.5 },
    ]);
    const empty = await markQuiz(gw.db, q.content, { [q.mcq]: null, [q.maq]: null });
    expect(empty).toMatchObject({ obtained: 0, passed: false });
  });

  it('refuses answers to other questions, too few or too many, and answers of the wrong shape', async () => {
    await expect(markQuiz(gw.db, q.content, { [q.mcq]: { options: [1] } })).rejects.toMatchObject({
      statusCode: 422,
    });
    await expect(
      markQuiz(gw.db, q.content, { [q.mcq]: { options: [1] }, [otherQuestion]: { options: [1] } }),
    ).rejects.toMatchObject({ statusCode: 422 });
    await expect(
      markQuiz(gw.db, q.content, { [q.mcq]: { options: [1, 2] }, [q.maq]: { options: [1] } }),
    ).rejects.toMatchObject({ statusCode: 422 });
    await expect(markQuiz(gw.db, 999999, {})).rejects.toMatchObject({ statusCode: 404 });
  });
});
