import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF } from '../files/test-files';
import { courseMaker } from '../../test/courses';
import { apiCaller, fakeIdentity, fileUploader, startGateway, type TestGateway } from '../../test/harness';

/*
 * The youth's course player through the API (issue 16 item 3; ADR 0080): only the enrolled youth reaches it (another
 * youth, a pending payment → 404; staff → 403), watching progress resumes and completes at 90 %, quizzes are marked
 * on the gateway with only the questions given, a lesson completes only after its quizzes pass, the last lesson
 * completes the course and issues its certificate exactly once, bad input is the 422 envelope.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const make = courseMaker(() => gw);
const { ok } = make;
const ids = {
  course: 0,
  lessonA: 0,
  lessonB: 0,
  text: 0,
  video: 0,
  file: 0,
  quiz: 0,
  mcq: 0,
  yesNo: 0,
  paid: 0,
};

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  const bank = (await ok('POST', '/private/question-banks', { title: 'প্রশ্ন', title_en: 'Player' })).id;
  ids.mcq = (
    await ok('POST', '/private/job-questions', {
      bank_id: bank,
      question_type: 1,
      title: 'কোনটি ব্রাউজার?',
      option_1: 'ফায়ারফক্স',
      option_2: 'লিনাক্স',
      answers: [1],
      marks: 2,
    })
  ).id;
  ids.yesNo = (
    await ok('POST', '/private/job-questions', {
      bank_id: bank,
      question_type: 4,
      title: 'HTML একটি প্রোগ্রামিং ভাষা?',
      answers: [2],
      marks: 2,
    })
  ).id;
  const course = await make.course('প্লেয়ার', { title_en: 'Player course' });
  ids.course = course;
  const module = await make.module(course);
  ids.lessonA = await make.lesson(module, { kind: 1, title: 'প্রথম পাঠ' });
  ids.lessonB = await make.lesson(module, { kind: 1, title: 'দ্বিতীয় পাঠ' });
  ids.text = (
    await ok('POST', `/private/lessons/${ids.lessonA}/contents`, {
      content_type: 5,
      title: 'পড়া',
      text: '<p>Read <strong>this</strong></p>',
    })
  ).id;
  ids.video = (
    await ok('POST', `/private/lessons/${ids.lessonA}/contents`, {
      content_type: 1,
      title: 'ভিডিও',
      url: 'https://video.example.org/intro.mp4',
    })
  ).id;
  const upload = fileUploader(() => gw, 'visibility=private', 'provider');
  const pdf = await upload('notes.pdf', PDF);
  ids.file = (
    await ok('POST', `/private/lessons/${ids.lessonA}/contents`, {
      content_type: 3,
      title: 'নোট',
      file_id: pdf.path.split('/').pop(),
    })
  ).id;
  ids.quiz = (
    await ok('POST', `/private/lessons/${ids.lessonB}/contents`, {
      content_type: 4,
      title: 'কুইজ',
      question_ids: [ids.mcq, ids.yesNo],
      question_count: 2,
      pass_percent: 50,
    })
  ).id;
  await make.enrol(course);
  // a paid course youth2 enrolled in without paying yet
  ids.paid = await make.course('দামি', { fee: 500 });
  await make.enrol(ids.paid, { who: 'youth2', anyAnswer: true });
});
afterAll(async () => gw?.close());

const base = () => `/protected/courses/${ids.course}`;

describe('who reaches the player', () => {
  it('the enrolled youth reads the outline with their progress; contents carry no bodies', async () => {
    const menu = await ok('GET', `${base()}/side-menu`, undefined, 'youth');
    expect(menu).toMatchObject({
      course_id: ids.course,
      title_en: 'Player course',
      progress: 0,
      progress_percent: 0,
    });
    expect(menu.modules[0].lessons.map((l: { id: number }) => l.id)).toEqual([ids.lessonA, ids.lessonB]);
    expect(menu.modules[0].lessons[0].contents.map((k: { content_type: number }) => k.content_type)).toEqual([
      5, 1, 3,
    ]);
    expect(JSON.stringify(menu)).not.toContain('Read');
  });

  it('answers 404 to another youth, to a pending payment and for a content of another course; 403 to staff', async () => {
    expect((await call('GET', `${base()}/side-menu`, 'youth2')).code).toBe(404);
    expect((await call('GET', `/protected/courses/${ids.paid}/side-menu`, 'youth2')).code).toBe(404);
    expect((await call('GET', `${base()}/contents/${ids.text}`, 'youth2')).code).toBe(404);
    expect((await call('GET', `${base()}/contents/${ids.text}/file`, 'youth2')).code).toBe(404);
    expect((await call('GET', `/protected/courses/${ids.paid}/contents/${ids.text}`, 'youth')).code).toBe(
      404,
    );
    expect((await call('GET', `${base()}/side-menu`, 'provider')).code).toBe(403);
    expect((await call('GET', `${base()}/side-menu`)).code).toBe(401);
    expect((await call('GET', '/protected/courses/99999999/side-menu', 'youth')).code).toBe(404);
  });
});

describe('contents and progress', () => {
  it('a text is done once opened, and the player resumes at the content opened last', async () => {
    const before = await ok('GET', `${base()}/side-menu`, undefined, 'youth');
    expect(before.modules[0].lessons[0].contents[0]).toMatchObject({ id: ids.text, completed: false });
    const text = await ok('GET', `${base()}/contents/${ids.text}`, undefined, 'youth');
    expect(text).toMatchObject({
      content_type: 5,
      text: '<p>Read <strong>this</strong></p>',
      completed: true,
    });
    expect((await ok('GET', `${base()}/side-menu`, undefined, 'youth')).last_content_id).toBe(ids.text);
  });

  it('a file content is read by the enrolled youth only, with its detected type', async () => {
    const r = await gw.app.inject({
      method: 'GET',
      url: `${base()}/contents/${ids.file}/file`,
      headers: { 'api-key': 'test-api-key-0123456789', authorization: 'Bearer user:youth' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', `${base()}/contents/${ids.video}/file`, 'youth')).code).toBe(404);
  });

  it('watching progress resumes where it stopped and completes at 90 %, never going back', async () => {
    const url = `${base()}/contents/${ids.video}/watching`;
    expect(await ok('PUT', url, { position_seconds: 30, duration_seconds: 100 }, 'youth')).toEqual({
      position_seconds: 30,
      completed: false,
    });
    expect((await ok('GET', `${base()}/contents/${ids.video}`, undefined, 'youth')).position_seconds).toBe(
      30,
    );
    expect((await ok('PUT', url, { position_seconds: 95, duration_seconds: 100 }, 'youth')).completed).toBe(
      true,
    );
    expect((await ok('PUT', url, { position_seconds: 10, duration_seconds: 100 }, 'youth')).completed).toBe(
      true,
    );
    const content = await ok('GET', `${base()}/contents/${ids.video}`, undefined, 'youth');
    expect(content).toMatchObject({ position_seconds: 10, duration_seconds: 100, completed: true });
  });

  it('refuses bad watching input with the envelope, and a content that is no media with 409', async () => {
    const url = `${base()}/contents/${ids.video}/watching`;
    const bad = await call('PUT', url, 'youth', { position_seconds: -1, duration_seconds: 0 });
    expect(bad.code).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['duration_seconds', 'position_seconds']);
    expect((await call('PUT', url, 'youth', { position_seconds: 'x', duration_seconds: 1e12 })).code).toBe(
      422,
    );
    expect((await call('PUT', url, 'youth', [])).code).toBe(400);
    const text = await call('PUT', `${base()}/contents/${ids.text}/watching`, 'youth', {
      position_seconds: 1,
      duration_seconds: 2,
    });
    expect(text.code).toBe(409);
    expect(text.body.status.message).toBe('course_learning.errors.wrong_type');
  });
});

describe('quizzes and completion', () => {
  it('refuses to complete a lesson before its quiz is passed', async () => {
    const early = await call('POST', `${base()}/lessons/${ids.lessonB}/complete`, 'youth');
    expect(early.code).toBe(409);
    expect(early.body.status.message).toBe('course_learning.errors.quiz_not_passed');
  });

  it('gives the quiz without answers, marks it on the gateway and keeps the best try', async () => {
    const content = await ok('GET', `${base()}/contents/${ids.quiz}`, undefined, 'youth');
    expect(content.quiz.questions.map((q: { question_id: number }) => q.question_id).sort()).toEqual(
      [ids.mcq, ids.yesNo].sort(),
    );
    expect(JSON.stringify(content.quiz)).not.toMatch(/"answers"|"marks"/);
    const url = `${base()}/contents/${ids.quiz}/pop-quiz-submit`;
    const wrong = await ok(
      'POST',
      url,
      { answers: { [ids.mcq]: { options: [2] }, [ids.yesNo]: null } },
      'youth',
    );
    expect(wrong).toMatchObject({
      total: 4,
      obtained: 0,
      passed: false,
      best: { obtained: 0, passed: false },
    });
    const right = await ok(
      'POST',
      url,
      { answers: { [ids.mcq]: { options: [1] }, [ids.yesNo]: { options: [2] } } },
      'youth',
    );
    expect(right).toMatchObject({ obtained: 4, passed: true, best: { obtained: 4, passed: true } });
    const worse = await ok(
      'POST',
      url,
      { answers: { [ids.mcq]: { options: [1] }, [ids.yesNo]: null } },
      'youth',
    );
    expect(worse).toMatchObject({ obtained: 2, best: { obtained: 4, passed: true } });
  });

  it('refuses a question it did not give, too few answers, and a body without answers', async () => {
    const url = `${base()}/contents/${ids.quiz}/pop-quiz-submit`;
    const stray = await call('POST', url, 'youth', { answers: { 999999: { options: [1] } } });
    expect(stray.code).toBe(422);
    const few = await call('POST', url, 'youth', { answers: { [ids.mcq]: { options: [1] } } });
    expect(few.code).toBe(422);
    const none = await call('POST', url, 'youth', {});
    expect(none.code).toBe(422);
    expect(none.body.errors.answers).toEqual(['validation.required']);
    const wrongType = await call('POST', `${base()}/contents/${ids.text}/pop-quiz-submit`, 'youth', {
      answers: {},
    });
    expect(wrongType.code).toBe(409);
  });

  it('a lesson completes only after its quizzes pass; the last one completes the course and issues one certificate', async () => {
    const menuBefore = await ok('GET', `${base()}/side-menu`, undefined, 'youth');
    expect(menuBefore.certificate_id).toBeNull();
    const first = await ok('POST', `${base()}/lessons/${ids.lessonA}/complete`, undefined, 'youth');
    expect(first).toMatchObject({ progress: 0, progress_percent: 50, certificate_id: null });
    const [a, b] = await Promise.all([
      call('POST', `${base()}/lessons/${ids.lessonB}/complete`, 'youth'),
      call('POST', `${base()}/lessons/${ids.lessonB}/complete`, 'youth'),
    ]);
    expect([a.code, b.code]).toEqual([200, 200]);
    expect(a.body.data).toMatchObject({ progress: 1, progress_percent: 100 });
    expect(a.body.data.certificate_id).toBeTruthy();
    expect(b.body.data.certificate_id).toBe(a.body.data.certificate_id);
    const count = await gw.db.query<{ n: number }>(
      `select count(*)::int as n from certificates c join users u on u.id = c.youth_id
       where u.username = 'youth' and c.course_id = $1`,
      [ids.course],
    );
    expect(count.rows[0]?.n).toBe(1);
    const menu = await ok('GET', `${base()}/side-menu`, undefined, 'youth');
    expect(menu).toMatchObject({
      progress: 1,
      progress_percent: 100,
      certificate_id: a.body.data.certificate_id,
    });
    expect((await call('GET', `/public/certificate-verification/${menu.certificate_id}`)).code).toBe(200);
    expect((await call('POST', `${base()}/lessons/99999999/complete`, 'youth')).code).toBe(404);
  });
});

describe('the skills gap of a job', () => {
  it('lists the job skills the youth lacks with catalogue courses that teach them; 404 for a job not public', async () => {
    const job = await gw.db.query<{ id: number }>(
      `select j.id from jobs j where j.status = 'live' and j.deleted_at is null and j.published_at <= current_date
         and (select count(*) from job_skills s where s.job_id = j.id) >= 2 order by j.id limit 1`,
    );
    const jobId = Number(job.rows[0]?.id);
    expect(jobId).toBeGreaterThan(0);
    const skills = (
      await gw.db.query<{ skill_id: number }>(
        'select skill_id from job_skills where job_id = $1 order by skill_id',
        [jobId],
      )
    ).rows.map((r) => Number(r.skill_id));
    const [have, lack] = skills as [number, number];
    const youth2 = Number(
      (await gw.db.query<{ id: number }>(`select id from users where username = 'youth2'`)).rows[0]?.id,
    );
    await gw.db.query('delete from youth_skills where youth_id = $1', [youth2]);
    await gw.db.query(
      `insert into youth_skills (youth_id, skill_id, proficiency) values ($1, $2, 'beginner')`,
      [youth2, have],
    );
    // the player course (published) teaches the lacking skill
    await gw.db.query(
      'insert into course_skills (course_id, skill_id) values ($1, $2) on conflict do nothing',
      [ids.course, lack],
    );
    const gap = await ok('GET', `/protected/jobs/${jobId}/skill-gap`, undefined, 'youth2');
    expect(gap.job_skills).toBe(skills.length);
    const ids_ = gap.missing.map((m: { skill_id: number }) => m.skill_id);
    expect(ids_).toContain(lack);
    expect(ids_).not.toContain(have);
    const lacking = gap.missing.find((m: { skill_id: number }) => m.skill_id === lack);
    expect(lacking.courses.map((c: { id: number }) => c.id)).toContain(ids.course);
    expect(lacking.courses.length).toBeLessThanOrEqual(3);

    expect((await call('GET', '/protected/jobs/99999999/skill-gap', 'youth2')).code).toBe(404);
    expect((await call('GET', `/protected/jobs/${jobId}/skill-gap`, 'recruiter')).code).toBe(403);
    expect((await call('GET', `/protected/jobs/${jobId}/skill-gap`)).code).toBe(401);
  });
});
