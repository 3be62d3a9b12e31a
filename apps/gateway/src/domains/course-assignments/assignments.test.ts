import { addDays, today } from '@platform/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCX, HTML, PDF, PNG } from '../files/test-files';
import { courseMaker } from '../../test/courses';
import {
  apiCaller,
  fakeIdentity,
  fileUploader,
  headers,
  startGateway,
  type TestGateway,
} from '../../test/harness';

/*
 * Course assignments through the API (ADR 0089): the provider sets an assignment lesson up (instructions sanitised,
 * marks rules), the enrolled youth submits text and/or a file and resubmits until marked, a late submission is
 * refused, the provider or trainer marks 0…total with feedback and the lesson then counts for progress; another
 * institute, another youth and a pending payment get 404, a youth 403 on the staff routes; bad input is the 422
 * envelope with the spec's ids, never a 5xx.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const make = courseMaker(() => gw);
const { ok } = make;
const ids = { course: 0, lesson: 0, late: 0, text: 0, youth: 0, youth2: 0, otherCourse: 0, otherLesson: 0 };
const fileIdOf = (path: string) => path.split('/').pop() ?? '';

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  const course = await make.course('অ্যাসাইনমেন্ট', { title_en: 'Assignment course' });
  ids.course = course;
  const module = await make.module(course, 'মডিউল', 3);
  ids.text = await make.lesson(module, { kind: 1, title: 'পাঠ' });
  ids.lesson = await make.lesson(module, { kind: 3, title: 'কাজ', title_en: 'Essay' });
  ids.late = await make.lesson(module, { kind: 3, title: 'দেরি' });
  await make.enrol(course);
  const one = async (sql: string) => Number((await gw.db.query<{ id: number }>(sql)).rows[0]?.id);
  ids.youth = await one(`select id from users where username = 'youth'`);
  ids.youth2 = await one(`select id from users where username = 'youth2'`);
  // another institute's course with an assignment lesson
  const institute = await one(`insert into institutes (title) values ('অন্য') returning id`);
  ids.otherCourse = await one(
    `insert into courses (institute_id, title, course_type, duration_hours, fee, language_medium, level)
      values (${institute}, 'অন্য কোর্স', 1, 10, 0, 1, 1) returning id`,
  );
  const otherModule = await one(
    `insert into course_modules (course_id, kind, title, position) values (${ids.otherCourse}, 3, 'ম', 1) returning id`,
  );
  ids.otherLesson = await one(
    `insert into course_lessons (module_id, course_id, kind, title, position)
      values (${otherModule}, ${ids.otherCourse}, 3, 'কাজ', 1) returning id`,
  );
});
afterAll(async () => gw?.close());

const settingsUrl = (lesson = ids.lesson, course = ids.course) =>
  `/private/courses/${course}/lessons/${lesson}/assignment`;
const youthUrl = (lesson = ids.lesson, course = ids.course) =>
  `/protected/courses/${course}/lessons/${lesson}/assignment`;
const traineeUrl = (course = ids.course, youth = ids.youth) =>
  `/private/courses/${course}/trainees/${youth}/assignment`;
const ESSAY = {
  instructions:
    '<p>Write <strong>300 words</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
  total_marks: 20,
  pass_marks: 10,
  due_date: null,
  file_required: false,
};

describe('authoring', () => {
  it('an assignment lesson reads null until set up; saving sanitises the instructions', async () => {
    expect((await ok('GET', settingsUrl())).assignment).toBeNull();
    const saved = await ok('PUT', settingsUrl(), ESSAY);
    expect(saved).toMatchObject({ lesson_id: ids.lesson, title_en: 'Essay' });
    expect(saved.assignment).toMatchObject({
      total_marks: 20,
      pass_marks: 10,
      due_date: null,
      file_required: false,
    });
    expect(saved.assignment.instructions).toBe('<p>Write <strong>300 words</strong></p>');
    // the trainer reads it
    expect((await ok('GET', settingsUrl(), undefined, 'trainer')).assignment.total_marks).toBe(20);
    await ok('PUT', settingsUrl(ids.late), { ...ESSAY, due_date: addDays(today(), -1) });
  });

  it('refuses bad settings with the spec ids in the 422 envelope', async () => {
    const r = await call('PUT', settingsUrl(), 'provider', {
      instructions: '',
      total_marks: 5,
      pass_marks: 8,
      due_date: 'soon',
      file_required: 'maybe',
    });
    expect(r.code).toBe(422);
    expect(r.body.status).toMatchObject({ success: false, message: 'errors.validation' });
    expect(r.body.errors).toMatchObject({
      instructions: ['validation.required'],
      total_marks: ['validation.total_lt_pass'],
      due_date: ['validation.date'],
      file_required: ['validation.one_of'],
    });
    const empty = await call('PUT', settingsUrl(), 'provider', {
      ...ESSAY,
      instructions: '<script>x</script>',
    });
    expect(empty.code).toBe(422);
    expect(empty.body.errors).toEqual({ instructions: ['course_assignments.errors.instructions_empty'] });
    const big = await call('PUT', settingsUrl(), 'provider', { ...ESSAY, total_marks: 5000 });
    expect(big.body.errors.total_marks).toEqual([
      JSON.stringify({ id: 'validation.max', values: { max: 1000 } }),
    ]);
  });

  it('refuses a lesson of another kind and an archived course (409), another institute’s (404), the trainer’s write and a youth (403)', async () => {
    const other = await call('PUT', settingsUrl(ids.text), 'provider', ESSAY);
    expect([other.code, other.body.status.message]).toEqual([
      409,
      'course_assignments.errors.not_assignment',
    ]);
    expect((await call('GET', settingsUrl(ids.otherLesson, ids.otherCourse), 'provider')).code).toBe(404);
    expect((await call('PUT', settingsUrl(ids.otherLesson, ids.otherCourse), 'provider', ESSAY)).code).toBe(
      404,
    );
    // a lesson of another course named under this course
    expect((await call('GET', settingsUrl(ids.otherLesson), 'provider')).code).toBe(404);
    expect((await call('PUT', settingsUrl(), 'trainer', ESSAY)).code).toBe(403);
    // an archived course no longer changes
    await gw.db.query(`update courses set publication_status = 'archived' where id = $1`, [ids.course]);
    const archived = await call('PUT', settingsUrl(), 'provider', ESSAY);
    await gw.db.query(`update courses set publication_status = 'published' where id = $1`, [ids.course]);
    expect([archived.code, archived.body.status.message]).toEqual([409, 'courses.errors.archived']);
    expect((await call('GET', settingsUrl(), 'youth')).code).toBe(403);
  });
});

describe('the youth submits', () => {
  it('reads the assignment with no submission; another youth and staff cannot', async () => {
    const view = await ok('GET', youthUrl(), undefined, 'youth');
    expect(view).toMatchObject({ lesson_id: ids.lesson, closed: false, submission: null });
    expect(view.assignment.instructions).toBe('<p>Write <strong>300 words</strong></p>');
    expect((await call('GET', youthUrl(), 'youth2')).code).toBe(404);
    expect((await call('PUT', `${youthUrl()}/submission`, 'youth2', { answer_text: 'x' })).code).toBe(404);
    expect((await call('GET', youthUrl(ids.otherLesson, ids.otherCourse), 'youth')).code).toBe(404);
    expect((await call('GET', youthUrl(), 'provider')).code).toBe(403);
  });

  it('refuses an empty answer, a foreign, unsafe or missing file with the 422 envelope', async () => {
    const empty = await call('PUT', `${youthUrl()}/submission`, 'youth', { answer_text: '   ' });
    expect([empty.code, empty.body.errors]).toEqual([
      422,
      { answer_text: ['course_assignments.errors.empty_answer'] },
    ]);
    const bad = await call('PUT', `${youthUrl()}/submission`, 'youth', { file_id: 'x', answer_text: 7 });
    expect(bad.code).toBe(422);
    expect(bad.body.errors.file_id).toEqual(['validation.format']);
    const theirs = await fileUploader(() => gw, 'visibility=private', 'youth2')('theirs.pdf', PDF);
    const foreign = await call('PUT', `${youthUrl()}/submission`, 'youth', {
      file_id: fileIdOf(theirs.path),
    });
    expect(foreign.body.errors).toEqual({ file_id: ['course_assignments.errors.file_not_yours'] });
    // the files domain refuses an HTML page at upload
    const html = await fileUploader(() => gw, 'visibility=private', 'youth')('page.pdf', HTML);
    expect(html.code).toBe(422);
  });

  it('submits text and a file, resubmits until marked; the status reads submitted', async () => {
    const upload = fileUploader(() => gw, 'visibility=private', 'youth');
    const pdf = await upload('essay.pdf', PDF);
    const first = await ok(
      'PUT',
      `${youthUrl()}/submission`,
      { answer_text: 'My essay', file_id: fileIdOf(pdf.path) },
      'youth',
    );
    expect(first.submission).toMatchObject({
      status: 'submitted',
      answer_text: 'My essay',
      attempts: 1,
      marks: null,
      feedback: null,
    });
    expect(first.submission.file).toMatchObject({ original_name: 'essay.pdf', mime_type: 'application/pdf' });
    const docx = await upload('essay.docx', DOCX);
    const again = await ok(
      'PUT',
      `${youthUrl()}/submission`,
      { answer_text: '', file_id: fileIdOf(docx.path) },
      'youth',
    );
    expect(again.submission).toMatchObject({ attempts: 2, answer_text: null });
    expect(again.submission.file.original_name).toBe('essay.docx');
    // a marks field in the body is dropped: marks never come from the youth
    const sneaky = await ok('PUT', `${youthUrl()}/submission`, { answer_text: 'Final', marks: 20 }, 'youth');
    expect(sneaky.submission).toMatchObject({ status: 'submitted', marks: null, attempts: 3, file: null });
  });

  it('a file rule and a due date are kept', async () => {
    await ok('PUT', settingsUrl(), { ...ESSAY, file_required: true });
    const noFile = await call('PUT', `${youthUrl()}/submission`, 'youth', { answer_text: 'text only' });
    expect(noFile.body.errors).toEqual({ file_id: ['course_assignments.errors.file_required'] });
    await ok('PUT', settingsUrl(), ESSAY);
    const png = await fileUploader(() => gw, 'visibility=private', 'youth')('photo.png', PNG);
    const late = await call('PUT', `${youthUrl(ids.late)}/submission`, 'youth', {
      file_id: fileIdOf(png.path),
    });
    expect([late.code, late.body.status.message]).toEqual([409, 'course_assignments.errors.past_due']);
    expect((await ok('GET', youthUrl(ids.late), undefined, 'youth')).closed).toBe(true);
  });

  it('the player refuses to complete an assignment lesson before it is marked', async () => {
    const r = await call('POST', `/protected/courses/${ids.course}/lessons/${ids.lesson}/complete`, 'youth');
    expect([r.code, r.body.status.message]).toEqual([409, 'course_assignments.errors.not_marked']);
  });
});

describe('marking', () => {
  it('lists the trainee’s assignment lessons with their submission', async () => {
    const list = await ok('GET', traineeUrl());
    expect(list.trainee.youth_id).toBe(ids.youth);
    expect(list.assignments.map((a: { lesson_id: number }) => a.lesson_id)).toEqual([ids.lesson, ids.late]);
    expect(list.assignments[0].submission).toMatchObject({ status: 'submitted', answer_text: 'Final' });
    expect(list.assignments[1].submission).toBeNull();
    expect((await ok('GET', traineeUrl(), undefined, 'trainer')).assignments).toHaveLength(2);
  });

  it('refuses another institute, a youth not enrolled, and a youth caller', async () => {
    expect((await call('GET', traineeUrl(ids.otherCourse), 'provider')).code).toBe(404);
    expect((await call('GET', traineeUrl(ids.course, ids.youth2), 'provider')).code).toBe(404);
    expect((await call('GET', traineeUrl(), 'youth')).code).toBe(403);
    expect((await call('GET', traineeUrl(), 'recruiter')).code).toBe(403);
    const marks = `${traineeUrl(ids.course, ids.youth2)}/${ids.lesson}/marks`;
    expect((await call('PUT', marks, 'provider', { marks: 5 })).code).toBe(404);
  });

  it('refuses marks out of range and nothing to mark with their ids', async () => {
    const url = `${traineeUrl()}/${ids.lesson}/marks`;
    const over = await call('PUT', url, 'provider', { marks: 21 });
    expect([over.code, over.body.errors]).toEqual([
      422,
      { marks: ['course_assignments.errors.marks_over_total'] },
    ]);
    const negative = await call('PUT', url, 'provider', { marks: -1, feedback: 'x'.repeat(3000) });
    expect(negative.body.errors).toEqual({
      marks: [JSON.stringify({ id: 'validation.min', values: { min: 0 } })],
      feedback: [JSON.stringify({ id: 'validation.max_length', values: { max: 2000 } })],
    });
    const text = await call('PUT', url, 'provider', { marks: 'ten' });
    expect(text.body.errors.marks).toEqual(['validation.number']);
    const none = await call('PUT', `${traineeUrl()}/${ids.late}/marks`, 'provider', { marks: 5 });
    expect([none.code, none.body.status.message]).toEqual([409, 'course_assignments.errors.nothing_to_mark']);
  });

  it('the trainer marks; the youth sees marks and feedback, cannot resubmit, and the lesson counts', async () => {
    const before = (await ok('GET', `/protected/courses/${ids.course}/side-menu`, undefined, 'youth'))
      .progress_percent;
    const marked = await ok(
      'PUT',
      `${traineeUrl()}/${ids.lesson}/marks`,
      { marks: 14, feedback: ' Good work ' },
      'trainer',
    );
    expect(marked.submission).toMatchObject({
      status: 'marked',
      marks: 14,
      passed: true,
      feedback: 'Good work',
    });
    const view = await ok('GET', youthUrl(), undefined, 'youth');
    expect(view.submission).toMatchObject({ status: 'marked', marks: 14, feedback: 'Good work' });
    const again = await call('PUT', `${youthUrl()}/submission`, 'youth', { answer_text: 'More' });
    expect([again.code, again.body.status.message]).toEqual([
      409,
      'course_assignments.errors.already_marked',
    ]);
    const menu = await ok('GET', `/protected/courses/${ids.course}/side-menu`, undefined, 'youth');
    const lesson = menu.modules[0].lessons.find((l: { id: number }) => l.id === ids.lesson);
    expect(lesson.completed).toBe(true);
    expect(menu.progress_percent).toBeGreaterThan(before);
    expect(menu.progress_percent).toBe(33);
    // a correction keeps the lesson done
    const fixed = await ok('PUT', `${traineeUrl()}/${ids.lesson}/marks`, { marks: 8 });
    expect(fixed.submission).toMatchObject({ marks: 8, passed: false, feedback: null });
  });

  it('serves the submitted file to the course’s institute only', async () => {
    const upload = fileUploader(() => gw, 'visibility=private', 'youth');
    const pdf = await upload('late.pdf', PDF);
    await ok('PUT', settingsUrl(ids.late), ESSAY);
    await ok('PUT', `${youthUrl(ids.late)}/submission`, { file_id: fileIdOf(pdf.path) }, 'youth');
    const url = `${traineeUrl()}/${ids.late}/file`;
    const r = await gw.app.inject({ method: 'GET', url, headers: headers('provider') });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toContain('attachment');
    const none = await call('GET', `${traineeUrl()}/${ids.lesson}/file`, 'provider');
    expect(none.code).toBe(404);
    expect(
      (await call('GET', `${traineeUrl(ids.otherCourse)}/${ids.otherLesson}/file`, 'provider')).code,
    ).toBe(404);
    expect((await call('GET', url, 'youth')).code).toBe(403);
    expect((await call('GET', `${traineeUrl()}/abc/file`, 'provider')).code).toBe(404);
  });
});
