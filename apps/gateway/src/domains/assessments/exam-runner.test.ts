import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, startGateway, type TestGateway, apiCaller } from '../../test/harness';
import { closeOverdueAttempts } from './attempts';

/*
 * The exam runner's server side through the API (ADR 0070): the invitation (21 → 22, notified), the paper without
 * answers or marks, idempotent answers, marks computed here (a client mark ignored), one attempt per invitation, the
 * deadline (late answers refused, open attempts closed), the answer sheet and marking, the youth's refusal (24), and
 * the aptitude test once per youth. The seeded assessment of IT Support Technician is reused on Junior Web Developer.
 */

let gw: TestGateway;
let assessment = 0;
let rahimApp = 0;
let sumaiyaApp = 0;
let attempt = 0;
const user: Record<string, number> = {};

const call = apiCaller(() => gw);
const statusOf = async (id: number) =>
  (await gw.db.query<{ status: number }>('select status from job_applications where id = $1', [id])).rows[0]
    ?.status;
const logs = async (event: string) =>
  (
    await gw.db.query<{ channel: string; user_id: number | null; variables: Record<string, string> }>(
      'select channel, user_id, variables from notification_logs where event = $1 order by id',
      [event],
    )
  ).rows;
/** The stored question of an attempt (the test plays a youth who knows the answers). */
const stored = async (attemptId: number) =>
  (
    await gw.db.query<{
      question: { id: number; question_type: number; answers: number[]; blanks: string[][] };
    }>('select question from exam_attempt_questions where attempt_id = $1 order by position', [attemptId])
  ).rows.map((r) => r.question);

/** Fails when anything an examinee must not see before the end is in `value` (answers, blanks, marks). */
function assertNothingLeaks(value: unknown, path = '$'): void {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) assertNothingLeaks(v, `${path}[${i}]`);
    return;
  }
  if (typeof value !== 'object' || value === null) {
    if (typeof value === 'string') expect(value, path).not.toMatch(/\[\[/);
    return;
  }
  for (const [key, v] of Object.entries(value)) {
    // the exam's rules (total and pass marks) are shown; a question's marks, obtained marks and results are not
    expect(['marks', 'obtained_marks', 'passed', 'correct'], `${path}.${key}`).not.toContain(key);
    if (key === 'result') expect(v, `${path}.result`).toBeNull();
    if (key === 'answers' && path.includes('questions')) throw new Error(`answers in ${path}`);
    if (key === 'blanks') expect(typeof v, `${path}.blanks`).toBe('number');
    assertNothingLeaks(v, `${path}.${key}`);
  }
}

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  for (const r of (await gw.db.query<{ id: number; username: string }>('select id, username from users'))
    .rows)
    user[r.username] = r.id;
  const job = (
    await gw.db.query<{ id: number }>(`select id from jobs where job_title_en = 'Junior Web Developer'`)
  ).rows[0]?.id;
  const apps = (
    await gw.db.query<{ id: number; youth_id: number }>(
      'select id, youth_id from job_applications where job_id = $1',
      [job],
    )
  ).rows;
  rahimApp = apps.find((a) => a.youth_id === user.youth)?.id ?? 0;
  sumaiyaApp = apps.find((a) => a.youth_id === user.youth2)?.id ?? 0;
  // the demo assessment's sets, as the assessment of this job (two fixed sets of 10 marks)
  const demo = (
    await gw.db.query<{ id: number }>(
      `select ja.id from job_assessments ja join jobs j on j.id = ja.job_id where j.job_title_en = 'IT Support Technician'`,
    )
  ).rows[0]?.id;
  const sets = (await call('GET', `/private/job-assessments/${demo}`, 'recruiter')).body.data.sets as {
    title: string;
    number_of_questions: number;
    selection_type: number;
    questions: { id: number }[];
  }[];
  const created = await call('POST', '/private/job-assessments', 'recruiter', {
    job_id: job,
    title: 'ওয়েব যাচাই',
    title_en: 'Web check',
    duration_minutes: 20,
    total_marks: 10,
    pass_marks: 5,
    sets: sets.map((s) => ({ ...s, question_ids: s.questions.map((x) => x.id) })),
  });
  expect(created.code, JSON.stringify(created.body)).toBe(201);
  assessment = created.body.data.id;
});
afterAll(async () => gw?.close());

describe('the invitation', () => {
  it('is the assessment’s call: 21 → 22 for all or none, notified by e-mail, SMS and in-app', async () => {
    // Rahim is shortlisted (11): not yet selected for assessment, so the batch is refused whole
    const early = await call('POST', `/private/job-assessments/${assessment}/invite`, 'recruiter', {
      application_ids: [rahimApp],
    });
    expect(early.code).toBe(409);
    expect(early.body.errors['application_ids[0]'][0]).toContain('jobs.errors.illegal_transition');
    for (const id of [rahimApp, sumaiyaApp])
      await call('PUT', `/private/jobs/${await jobOf(id)}/applicants/${id}/change-status`, 'recruiter', {
        status: 21,
      });
    expect((await logs('selected_for_assessment')).length).toBeGreaterThan(0);
    const plain = await call(
      'PUT',
      `/private/jobs/${await jobOf(rahimApp)}/applicants/${rahimApp}/change-status`,
      'recruiter',
      {
        status: 22,
      },
    );
    expect(plain.body.status.message).toBe('job_pipeline.errors.use_pipeline_call');
    const sent = await call('POST', `/private/job-assessments/${assessment}/invite`, 'recruiter', {
      application_ids: [rahimApp, sumaiyaApp],
    });
    expect(sent.code, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.status.message).toBe('assessments.success.invitation_sent');
    expect(sent.body.data.map((c: { status: number }) => c.status)).toEqual([22, 22]);
    const invitations = (await logs('job_assessment_invitation')).filter((l) => l.user_id === user.youth);
    expect(invitations.map((l) => l.channel).sort()).toEqual(['email', 'in_app', 'sms']);
    expect(invitations[0]?.variables.link).toMatch(new RegExp(`/job-assessment/${assessment}$`));
    expect(
      (
        await call('POST', `/private/job-assessments/${assessment}/invite`, 'recruiter2', {
          application_ids: [rahimApp],
        })
      ).code,
    ).toBe(404);
  });
});

async function jobOf(applicationId: number) {
  return (
    await gw.db.query<{ job_id: number }>('select job_id from job_applications where id = $1', [
      applicationId,
    ])
  ).rows[0]?.job_id;
}

describe('the attempt', () => {
  it('lists the invitation to the youth, and starts once: the paper has no answers and no marks', async () => {
    const mine = await call('GET', '/protected/job-assessments', 'youth');
    expect(
      mine.body.data.map((a: { assessment_id: number; participation: string }) => [
        a.assessment_id,
        a.participation,
      ]),
    ).toContainEqual([assessment, 'exam_not_started']);
    const start = await call('POST', `/protected/job-assessments/${assessment}/start-assessment`, 'youth');
    expect(start.code, JSON.stringify(start.body)).toBe(200);
    attempt = start.body.data.attempt_id;
    expect(start.body.data.questions).toHaveLength(5);
    expect(start.body.data.remaining_seconds).toBeGreaterThan(20 * 60 - 5);
    assertNothingLeaks(start.body.data);
    const again = await call('POST', `/protected/job-assessments/${assessment}/start-assessment`, 'youth');
    expect(again.body.data.attempt_id).toBe(attempt);
    assertNothingLeaks((await call('GET', `/protected/exam-attempts/${attempt}`, 'youth')).body.data);
    assertNothingLeaks((await call('GET', `/protected/job-assessments/${assessment}`, 'youth')).body.data);
    assertNothingLeaks((await call('GET', '/protected/job-assessments', 'youth')).body.data);
    const early = await call('GET', `/protected/exam-attempts/${attempt}/result`, 'youth');
    expect(early.code).toBe(409);
    expect(early.body.status.message).toBe('assessments.errors.not_submitted');
    expect((await call('GET', `/protected/exam-attempts/${attempt}`, 'youth2')).code).toBe(404);
    expect((await call('GET', `/private/job-assessments/${assessment}`, 'recruiter')).body.data.locked).toBe(
      true,
    );
  });

  it('saves answers idempotently: the highest seq wins, a replay changes nothing, a wrong shape is 422', async () => {
    const [first] = await stored(attempt);
    const id = first?.id ?? 0;
    const save = (answers: unknown[]) =>
      call('PUT', `/protected/exam-attempts/${attempt}/answers`, 'youth', { answers });
    const r = await save([{ question_id: id, answer: { options: [1] }, seq: 5 }]);
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.saved).toEqual([{ question_id: id, seq: 5 }]);
    expect(r.body.data.remaining_seconds).toBeGreaterThan(0);
    expect((await save([{ question_id: id, answer: { options: [2] }, seq: 3 }])).body.data.saved).toEqual([
      { question_id: id, seq: 5 },
    ]);
    await save([{ question_id: id, answer: { options: [1] }, seq: 5 }]);
    const paper = (await call('GET', `/protected/exam-attempts/${attempt}`, 'youth')).body.data;
    expect(paper.answers).toEqual([{ question_id: id, answer: { options: [1] }, seq: 5 }]);
    const wrong = await save([{ question_id: id, answer: { text: 'words' }, seq: 6 }]);
    expect(wrong.code).toBe(422);
    expect(wrong.body.errors['answers[0].answer']).toEqual(['validation.format']);
    const foreign = await save([{ question_id: 999999, answer: null, seq: 7 }]);
    expect(foreign.body.errors['answers[0].question_id']).toEqual(['validation.one_of']);
    expect(
      (await call('PUT', `/protected/exam-attempts/${attempt}/answers`, 'youth2', { answers: [] })).code,
    ).toBe(404);
  });

  it('marks on the gateway at the end: a client-sent mark is ignored; written answers wait; 22 → 23', async () => {
    const questions = await stored(attempt);
    const answers = questions.map((q, i) => {
      const seq = 10 + i;
      if (q.question_type === 3)
        return { question_id: q.id, answer: { blanks: q.blanks.map((b) => b[0]) }, seq };
      if ([1, 2, 4].includes(q.question_type))
        return { question_id: q.id, answer: { options: q.answers, marks: 100 }, seq, marks: 100 };
      return { question_id: q.id, answer: { text: 'My written answer' }, seq };
    });
    const end = await call('POST', `/protected/exam-attempts/${attempt}/end-assessment`, 'youth', {
      answers,
      obtained_marks: 999,
      passed: true,
    });
    expect(end.code, JSON.stringify(end.body)).toBe(200);
    expect(end.body.data).toMatchObject({
      closed_by: 'youth',
      marking: 'pending',
      obtained_marks: null,
      answered: 5,
    });
    expect(await statusOf(rahimApp)).toBe(23);
    expect(
      (await call('POST', `/protected/job-assessments/${assessment}/start-assessment`, 'youth')).body.status
        .message,
    ).toBe('assessments.errors.already_participated');
    expect(
      (await call('PUT', `/protected/exam-attempts/${attempt}/answers`, 'youth', { answers: [answers[0]] }))
        .code,
    ).toBe(409);
    // the recruiter's answer sheet: answers, the youth's answers, the marks so far
    const sheet = await call('GET', `/private/job-assessment-results/${attempt}`, 'recruiter');
    expect(sheet.code).toBe(200);
    expect(sheet.body.data.status).toBe(23);
    const written = sheet.body.data.items.find(
      (i: { obtained_marks: number | null }) => i.obtained_marks === null,
    );
    const auto = sheet.body.data.items.filter(
      (i: { obtained_marks: number | null }) => i.obtained_marks !== null,
    );
    expect(auto.reduce((n: number, i: { obtained_marks: number }) => n + i.obtained_marks, 0)).toBe(
      auto.reduce((n: number, i: { marks: number }) => n + i.marks, 0),
    );
    expect((await call('GET', `/private/job-assessment-results/${attempt}`, 'recruiter2')).code).toBe(404);
    // an auto-marked question is not the recruiter's to mark; a written one within its marks
    const auto0 = auto[0] as { question_id: number };
    const refused = await call('PUT', `/private/job-assessment-results/${attempt}/marks`, 'recruiter', {
      marks: [{ question_id: auto0.question_id, marks: 0 }],
    });
    expect(refused.body.errors['marks[0].question_id']).toEqual(['validation.one_of']);
    const over = await call('PUT', `/private/job-assessment-results/${attempt}/marks`, 'recruiter', {
      marks: [{ question_id: written.question_id, marks: 50 }],
    });
    expect(over.code).toBe(422);
    const marked = await call('PUT', `/private/job-assessment-results/${attempt}/marks`, 'recruiter', {
      marks: [{ question_id: written.question_id, marks: 1.5 }],
    });
    expect(marked.code, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.data.attempt).toMatchObject({
      marking: 'complete',
      obtained_marks: 10 - written.marks + 1.5,
      passed: true,
    });
    const summary = (await logs('assessment_result_summary')).filter((l) => l.user_id === user.youth);
    expect(summary.map((l) => l.channel).sort()).toEqual(['email', 'in_app']);
    const result = await call('GET', `/protected/exam-attempts/${attempt}/result`, 'youth');
    expect(result.body.data).toMatchObject({ marking: 'complete', passed: true });
    // results list: submitted candidates
    const results = await call(
      'GET',
      `/private/job-assessments/${assessment}/candidates?submitted=true`,
      'recruiter',
    );
    expect(results.body.data.map((c: { application_id: number }) => c.application_id)).toEqual([rahimApp]);
  });

  it('refuses late answers and closes an open attempt at its deadline, whatever the client does', async () => {
    const start = await call('POST', `/protected/job-assessments/${assessment}/start-assessment`, 'youth2');
    const late = start.body.data.attempt_id as number;
    const [first] = await stored(late);
    // the clock runs out (the grace for answers in flight included)
    await gw.db.query(
      `update exam_attempts set started_at = now() - interval '30 minutes', deadline_at = now() - interval '10 minutes' where id = $1`,
      [late],
    );
    const save = await call('PUT', `/protected/exam-attempts/${late}/answers`, 'youth2', {
      answers: [{ question_id: first?.id, answer: null, seq: 1 }],
    });
    expect(save.code).toBe(409);
    expect(save.body.status.message).toBe('assessments.errors.exam_ended');
    const closed = (
      await gw.db.query<{ closed_by: string }>('select closed_by from exam_attempts where id = $1', [late])
    ).rows[0];
    expect(closed?.closed_by).toBe('deadline');
    expect(await statusOf(sumaiyaApp)).toBe(23);
  });

  it('the worker closes every overdue attempt; extra time moves an open deadline', async () => {
    const start = await call('POST', '/protected/aptitude-tests/start-assessment', 'youth2');
    const id = start.body.data.attempt_id as number;
    await gw.db.query(`update exam_attempts set deadline_at = now() - interval '1 minute' where id = $1`, [
      id,
    ]);
    expect(await closeOverdueAttempts(gw.db, gw.app.services.notifier)).toBeGreaterThanOrEqual(1);
    const status = await call('GET', '/protected/aptitude-tests', 'youth2');
    expect(status.body.data).toMatchObject({
      has_attended_assessment: true,
      participation: 'already_participated',
    });
    expect(status.body.data.result.closed_by).toBe('deadline');
  });
});

describe('the youth’s answer to an invitation', () => {
  it('rejects it (22 → 24) and can be invited again (24 → 22)', async () => {
    const job = (
      await gw.db.query<{ id: number }>(`select id from jobs where job_title_en = 'IT Support Technician'`)
    ).rows[0]?.id;
    const demo = (
      await gw.db.query<{ id: number }>('select id from job_assessments where job_id = $1', [job])
    ).rows[0]?.id;
    const app = (
      await gw.db.query<{ id: number }>(
        'select id from job_applications where job_id = $1 and youth_id = $2',
        [job, user.youth2],
      )
    ).rows[0]?.id as number;
    expect(await statusOf(app)).toBe(22);
    const rejected = await call('POST', `/protected/job-assessments/${demo}/reject`, 'youth2');
    expect(rejected.body.data).toMatchObject({ status: 24, participation: 'not_participated' });
    expect((await call('POST', `/protected/job-assessments/${demo}/reject`, 'youth')).code).toBe(404);
    const again = await call('POST', `/private/job-assessments/${demo}/invite`, 'recruiter', {
      application_ids: [app],
    });
    expect(again.body.data[0].status).toBe(22);
    const extra = await call(
      'PUT',
      `/private/job-assessments/${demo}/candidates/${app}/extra-time`,
      'recruiter',
      {
        extra_minutes: 15,
      },
    );
    expect(extra.body.data.extra_minutes).toBe(15);
    const start = await call('POST', `/protected/job-assessments/${demo}/start-assessment`, 'youth2');
    expect(start.body.data.remaining_seconds).toBeGreaterThan(34 * 60);
  });
});

describe('the aptitude test', () => {
  it('once per youth, marked by area; the profile says attended', async () => {
    const before = await call('GET', '/protected/aptitude-tests', 'youth');
    expect(before.body.data).toMatchObject({
      has_attended_assessment: false,
      participation: 'exam_not_started',
    });
    const start = await call('POST', '/protected/aptitude-tests/start-assessment', 'youth');
    expect(start.code).toBe(200);
    assertNothingLeaks(start.body.data);
    const id = start.body.data.attempt_id as number;
    expect(start.body.data.questions).toHaveLength(6);
    const questions = await stored(id);
    // right in areas 1 and 2, nothing in area 3
    const answers = questions.slice(0, 4).map((q, i) => ({
      question_id: q.id,
      answer: q.question_type === 3 ? { blanks: q.blanks.map((b) => b[0]) } : { options: q.answers },
      seq: i + 1,
    }));
    const end = await call('POST', `/protected/exam-attempts/${id}/end-assessment`, 'youth', { answers });
    expect(end.body.data).toMatchObject({
      kind: 'aptitude',
      obtained_marks: 4,
      total_marks: 6,
      passed: true,
    });
    expect(end.body.data.areas).toEqual([
      { assessment_area: 1, obtained_marks: 2, total_marks: 2 },
      { assessment_area: 2, obtained_marks: 2, total_marks: 2 },
      { assessment_area: 3, obtained_marks: 0, total_marks: 2 },
    ]);
    expect((await call('POST', '/protected/aptitude-tests/start-assessment', 'youth')).code).toBe(409);
    expect((await call('GET', '/protected/auth/profile', 'youth')).body.data.has_attended_assessment).toBe(
      true,
    );
    expect((await call('POST', '/protected/aptitude-tests/start-assessment', 'recruiter')).code).toBe(403);
  });
});
