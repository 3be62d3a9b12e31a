import type {
  ExamLessonAttempt,
  ExamLessonFacts,
  ExamLessonResult,
  ExamQuestion,
  PlayerMenu,
  PlayerMenuContent,
  PlayerMenuLesson,
  PlayerMenuModule,
} from '@platform/contract';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { asYouth, makeBrowserQuestion, setupPlatformTests } from '@platform/testing';
import { learningRoutes } from '../lib/learning-routes';

/*
 * The player's tests (one per lesson kind, ADR 0132) over contract-typed MSW: the youth enrolled (enrolment 70) in
 * course 7, its outline and the question its quizzes and exams ask. A test builds its outline, serves it with the
 * handlers of what it asks the gateway and opens /courses/7/course-layout.
 */

/** Registers the server and the portal for the test file; `open(path)` renders the learning routes (and `more`). */
export const learnerTests = (...more: typeof learningRoutes) =>
  setupPlatformTests([...learningRoutes, ...more], asYouth());

/** The outline of course 7: no progress, no certificate, no modules unless told. */
export const playerMenu = (over: Partial<PlayerMenu> = {}): PlayerMenu => ({
  course_id: 7,
  enrolment_id: 70,
  title: 'ওয়েব',
  title_en: 'Web basics',
  progress: 0,
  progress_percent: 0,
  last_content_id: null,
  certificate_id: null,
  modules: [],
  ...over,
});

/** A module of the outline: module 1, a plain one (kind 1), unless told. */
export const playerModule = (
  lessons: PlayerMenuLesson[],
  over: Partial<Omit<PlayerMenuModule, 'lessons'>> = {},
): PlayerMenuModule => ({ id: 1, kind: 1, title: 'মডিউল', title_en: 'Module', lessons, ...over });

/** A lesson of the outline, not completed and without contents unless told. */
export const playerLesson = (
  id: number,
  kind: PlayerMenuLesson['kind'],
  [title, title_en]: [string, string],
  over: Partial<PlayerMenuLesson> = {},
): PlayerMenuLesson => ({ id, kind, title, title_en, completed: false, contents: [], ...over });

/** A content of a lesson in the outline. */
export const playerContent = (
  id: number,
  content_type: PlayerMenuContent['content_type'],
  [title, title_en]: [string, string],
  completed = false,
): PlayerMenuContent => ({ id, content_type, title, title_en, completed });

/** The single-choice question (501) the quiz and the exams ask: Firefox (1) is right, Linux (2) is not. */
export const browserQuestion: ExamQuestion = makeBrowserQuestion();

/** What a lesson's exam and a module assessment share (the contract's module types are the lesson's without it). */
type ExamFacts = Omit<ExamLessonFacts, 'lesson_id'>;
type ExamAttempt = Omit<ExamLessonAttempt, 'lesson_id'>;
type ExamResult = Omit<ExamLessonResult, 'lesson_id' | 'lesson_completed'>;

/** An exam of course 7 before the first attempt: one question, pass at 50%, two attempts of `duration_minutes`. */
export const examFacts = (duration_minutes: number, over: Partial<ExamFacts> = {}): ExamFacts => ({
  course_id: 7,
  question_count: 1,
  pass_percent: 50,
  duration_minutes,
  attempts_allowed: 2,
  attempts_used: 0,
  open_attempt_id: null,
  passed: false,
  can_start: true,
  last_result_id: null,
  ...over,
});

/** An attempt started now on the gateway's clock, asking browserQuestion, nothing answered yet. */
export const examAttempt = (
  id: number,
  [title, title_en]: [string, string],
  minutes: number,
): ExamAttempt => ({
  id,
  course_id: 7,
  title,
  title_en,
  started_at: new Date().toISOString(),
  deadline: new Date(Date.now() + minutes * 60_000).toISOString(),
  server_time: new Date().toISOString(),
  submitted: false,
  questions: [browserQuestion],
  answers: {},
});

/** The marked result of `attempt`, submitted in time: 2 of 2 marks, passed, the course completed, unless told. */
export const examResult = (attempt: ExamAttempt, over: Partial<ExamResult> = {}): ExamResult => ({
  id: attempt.id,
  course_id: 7,
  course_title: 'ওয়েব',
  course_title_en: 'Web basics',
  title: attempt.title,
  title_en: attempt.title_en,
  started_at: attempt.started_at,
  deadline: attempt.deadline,
  submitted_at: attempt.started_at,
  late: false,
  total: 2,
  obtained: 2,
  pass_percent: 50,
  pass_marks: 1,
  passed: true,
  attempt: 1,
  attempts_allowed: 2,
  can_retake: false,
  progress_percent: 100,
  certificate_id: null,
  ...over,
});

/**
 * The autosave and submit handlers of an exam run (a lesson's or a module's) that record what the player sent:
 * `handlerFor(E.saveExamLessonAnswers, run.save)`, `handlerFor(E.submitExamLesson, run.submit)`, then `run.sent`.
 */
export function examRun<Result>(attempt: ExamAttempt, result: () => Result) {
  const sent = { saved: [] as unknown[], submitted: null as unknown };
  return {
    sent,
    save: ({ body }: { body: unknown }) => {
      sent.saved.push(body);
      return { id: attempt.id, saved_at: new Date().toISOString(), deadline: attempt.deadline };
    },
    submit: ({ body }: { body: unknown }) => {
      sent.submitted = body;
      return result();
    },
  };
}

/**
 * The learner takes the open exam: "Start exam", the timer at `minutes`, `answer` picked and autosaved once,
 * "Submit the exam", and the result page of `title`.
 */
export async function takeExam(
  user: UserEvent,
  run: ReturnType<typeof examRun>,
  { minutes, answer, title }: { minutes: number; answer: string; title: string },
) {
  await user.click(screen.getByRole('button', { name: 'Start exam' }));
  expect(await screen.findByRole('timer')).toHaveTextContent(
    new RegExp(`Time left: (${minutes}:00|${minutes - 1}:5\\d)`),
  );
  await user.click(screen.getByRole('radio', { name: answer }));
  await waitFor(() => expect(run.sent.saved).toHaveLength(1), { timeout: 3000 });
  await user.click(screen.getByRole('button', { name: 'Submit the exam' }));
  expect(await screen.findByRole('heading', { name: `Result: ${title}` })).toBeInTheDocument();
}
