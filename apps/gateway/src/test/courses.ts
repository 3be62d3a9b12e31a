import type { HttpMethod } from '@platform/contract';
import { addDays, today } from '@platform/validation';
import { expect } from 'vitest';
import { apiCaller, type TestGateway } from './harness';

/*
 * The course parts the learning suites (player, quiz, exam, live, SCORM, assignments, discussion) build before their
 * tests, through the API as the demo `provider` (institute 1) — so each suite holds only what its lessons add:
 * an institute's course, its modules and lessons, and the youth enrolled in a batch of it.
 */

/** Calls the API as `who` (the provider unless said) and fails the test unless it succeeded: the envelope's data. */
export function okCaller(gateway: () => TestGateway) {
  const call = apiCaller(gateway);
  return async (method: HttpMethod, url: string, payload?: unknown, who = 'provider') => {
    const r = await call(method, url, who, payload);
    expect(r.code, `${method} ${url} ${JSON.stringify(r.body)}`).toBeLessThan(300);
    return r.body.data;
  };
}

export interface EnrolOptions {
  /** The youth who enrols (`youth` unless said). */
  who?: string;
  /** Days from today to the batch's start (its registration is open today). */
  startsIn?: number;
  /** Take the answer as it comes (a paid course's enrolment waits for its payment): no success asked for. */
  anyAnswer?: boolean;
}

/** Makes the course parts of a suite through the API; `ok` is the suite's own checked call. */
export function courseMaker(gateway: () => TestGateway) {
  const call = apiCaller(gateway);
  const ok = okCaller(gateway);
  const idOf = async (url: string, body: Record<string, unknown>) =>
    (await ok('POST', url, body)).id as number;
  return {
    ok,
    /** A draft course of the provider's institute: free, recorded (type 1), 3 hours unless `over` says otherwise. */
    course: (title: string, over: Record<string, unknown> = {}) =>
      idOf('/private/courses', {
        title,
        course_type: 1,
        duration_hours: 3,
        fee: 0,
        language_medium: 1,
        level: 1,
        ...over,
      }),
    /** A module of the course (kind 1, a plain module, unless said). */
    module: (course: number, title = 'মডিউল', kind = 1) =>
      idOf(`/private/courses/${course}/modules`, { kind, title }),
    /**
     * A question bank of the provider's institute with `mcqs` two-option MCQs (the first option right, `marks` each)
     * and one essay (5 marks, which no exam or quiz may draw): the MCQs' ids and the essay's.
     */
    async bank(title: string, title_en: string, mcqs: number, marks: number) {
      const bank = await idOf('/private/question-banks', { title, title_en });
      const ids: number[] = [];
      for (let n = 1; n <= mcqs; n += 1)
        ids.push(
          await idOf('/private/job-questions', {
            bank_id: bank,
            question_type: 1,
            title: `প্রশ্ন ${n}`,
            title_en: `Question ${n}`,
            option_1: 'ক',
            option_2: 'খ',
            answers: [1],
            marks,
          }),
        );
      const essay = await idOf('/private/job-questions', {
        bank_id: bank,
        question_type: 5,
        title: 'লিখুন',
        marks: 5,
      });
      return { mcqs: ids, essay };
    },
    /** A lesson of the module: its body as the structure editor sends it. */
    lesson: (module: number, body: Record<string, unknown>) =>
      idOf(`/private/modules/${module}/lessons`, body),
    /**
     * Publishes the course, opens a batch of 5 seats (registration from yesterday to 5 days on, the start in
     * `startsIn` days, the end in 40) and enrols the youth in it: the batch's id.
     */
    async enrol(course: number, { who = 'youth', startsIn = 10, anyAnswer = false }: EnrolOptions = {}) {
      await ok('POST', `/private/courses/${course}/publish`);
      const day = today();
      const batch = await idOf(`/private/courses/${course}/batches`, {
        title: 'ব্যাচ',
        total_seats: 5,
        registration_start_date: addDays(day, -1),
        registration_end_date: addDays(day, 5),
        batch_start_date: addDays(day, startsIn),
        batch_end_date: addDays(day, 40),
      });
      const body = { batch_id: batch };
      if (anyAnswer) await call('POST', `/protected/courses/${course}/enroll`, who, body);
      else await ok('POST', `/protected/courses/${course}/enroll`, body, who);
      return batch;
    },
  };
}
