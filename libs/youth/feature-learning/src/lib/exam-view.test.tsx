import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  courseLearningEndpoints as L,
  examLessonEndpoints as E,
  type ExamLessonAttempt,
  type ExamLessonFacts,
  type ExamLessonResult,
} from '@platform/contract';
import { errorResponse, handlerFor, server } from '@platform/testing';
import { examLessonResultRoutes } from './exam-result-route-table';
import {
  examAttempt,
  examFacts,
  examResult,
  examRun,
  learnerTests,
  playerLesson,
  playerMenu,
  playerModule,
  takeExam,
} from '../test/fixtures';

/*
 * An exam lesson in the player and its result page over contract-typed MSW (ADR 0119): the facts and rules, "Start
 * exam" (the gateway draws and times), answers autosaved, "Submit" (the gateway marks) and /exam-lesson-result/{id};
 * a refused start says why; the result in Bengali.
 */

const open = learnerTests(...examLessonResultRoutes);

const menu = playerMenu({
  title: 'পরীক্ষা',
  title_en: 'Exam course',
  modules: [playerModule([playerLesson(3, 2, ['চূড়ান্ত', 'Final'])])],
});
const facts = (over: Partial<ExamLessonFacts> = {}): ExamLessonFacts => ({
  lesson_id: 3,
  ...examFacts(30, over),
});
const attempt: ExamLessonAttempt = { lesson_id: 3, ...examAttempt(90, ['চূড়ান্ত', 'Final'], 30) };
const result = (over: Partial<ExamLessonResult> = {}): ExamLessonResult => ({
  lesson_id: 3,
  lesson_completed: true,
  ...examResult(attempt, { course_title: 'পরীক্ষা', course_title_en: 'Exam course' }),
  ...over,
});

describe('an exam lesson in /courses/{id}/course-layout', () => {
  it('starts on the gateway, saves the answers, submits and shows the result the gateway marked', async () => {
    const run = examRun(attempt, () => result());
    server.use(
      handlerFor(L.playerMenu, () => menu),
      handlerFor(E.examLesson, () => facts()),
      handlerFor(E.startExamLesson, () => attempt),
      handlerFor(E.saveExamLessonAnswers, run.save),
      handlerFor(E.submitExamLesson, run.submit),
      handlerFor(E.examLessonResult, () => result()),
    );
    const { userEvent } = open('/courses/7/course-layout?exam=3');
    expect(
      await screen.findByText('1 question · 30 minutes · pass mark 50% · attempts used: 0 of 2'),
    ).toBeInTheDocument();
    expect(screen.getByText(/You may retake a failed exam once/)).toBeInTheDocument();
    // the exam completes the lesson: no button to stand in for it
    expect(screen.queryByRole('button', { name: 'Mark the lesson complete' })).not.toBeInTheDocument();
    await takeExam(userEvent, run, { minutes: 30, answer: 'Firefox', title: 'Final' });
    const answers = { answers: { '501': { options: [1] } } };
    expect(run.sent).toEqual({ saved: [answers], submitted: answers });
    expect(screen.getByText('Passed')).toBeInTheDocument();
    expect(screen.getByText('Marks: 2 of 2 (pass mark 1)')).toBeInTheDocument();
    expect(screen.getByText('The lesson is completed. The course is 100% complete.')).toBeInTheDocument();
  });

  it('completes an assessment lesson saved without an exam as any lesson', async () => {
    let completed = false;
    server.use(
      handlerFor(L.playerMenu, () => menu),
      handlerFor(E.examLesson, () => errorResponse(404, 'errors.not_found')),
      handlerFor(L.completeLesson, () => {
        completed = true;
        return { lesson_id: 3, progress: 1 as const, progress_percent: 100, certificate_id: null };
      }),
    );
    const { userEvent } = open('/courses/7/course-layout?exam=3');
    expect(await screen.findByText('This assessment has no exam yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark the lesson complete' }));
    await waitFor(() => expect(completed).toBe(true));
  });

  it('says why the gateway refused a start (409 with its message id)', async () => {
    server.use(
      handlerFor(L.playerMenu, () => menu),
      handlerFor(E.examLesson, () => facts()),
      handlerFor(E.startExamLesson, () => errorResponse(409, 'exam_lesson.errors.attempts_used')),
    );
    const { userEvent } = open('/courses/7/course-layout?exam=3');
    await userEvent.click(await screen.findByRole('button', { name: 'Start exam' }));
    expect((await screen.findAllByText('You have used every attempt of this exam.')).length).toBeGreaterThan(
      0,
    );
  });

  it('shows a failed, late result in Bengali with its retake', async () => {
    server.use(
      handlerFor(E.examLessonResult, () =>
        result({ passed: false, obtained: 0, late: true, can_retake: true, lesson_completed: false }),
      ),
    );
    open('/exam-lesson-result/90', { locale: 'bn-BD' });
    expect(await screen.findByText('পাস হয়নি')).toBeInTheDocument();
    expect(screen.getByText(/সময় শেষ হওয়ার পরে জমা/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'আবার পরীক্ষা দিন' })).toHaveAttribute(
      'href',
      '/courses/7/course-layout?exam=3',
    );
  });
});
