import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  courseLearningEndpoints as L,
  examModuleEndpoints as E,
  type ExamModuleAttempt,
  type ExamModuleFacts,
  type ExamModuleResult,
} from '@platform/contract';
import { handlerFor, server } from '@platform/testing';
import { examLessonResultRoutes } from './exam-result-route-table';
import {
  browserQuestion as question,
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
 * A module assessment in the player and /exam-module-result/{id} over contract-typed MSW (ADR 0121): the exam at the
 * end of its module in the outline, "Start exam" (the gateway draws and times), answers autosaved to the module
 * attempt's address, "Submit" (the gateway marks) and the result with each question and the answer given — never the
 * right answers; the result in Bengali.
 */

const open = learnerTests(...examLessonResultRoutes);

const menu = playerMenu({
  title: 'কোর্স',
  title_en: 'Course',
  progress_percent: 50,
  modules: [
    playerModule([playerLesson(3, 1, ['পাঠ', 'Lesson'], { completed: true })], { exam: null }),
    playerModule([], { id: 4, kind: 2, title: 'মূল্যায়ন', title_en: 'Module test', exam: { passed: false } }),
  ],
});
const facts: ExamModuleFacts = { module_id: 4, ...examFacts(20) };
const attempt: ExamModuleAttempt = { module_id: 4, ...examAttempt(91, ['মূল্যায়ন', 'Module test'], 20) };
const result = (over: Partial<ExamModuleResult> = {}): ExamModuleResult => ({
  module_id: 4,
  ...examResult(attempt, {
    course_title: 'কোর্স',
    course_title_en: 'Course',
    obtained: 0,
    passed: false,
    can_retake: true,
    progress_percent: 50,
  }),
  questions: [{ question, answer: { options: [2] }, marks: 2, obtained: 0 }],
  ...over,
});

describe('a module assessment in /courses/{id}/course-layout', () => {
  it('sits at the end of its module; starts, autosaves and submits to the module attempt; the result shows the answers', async () => {
    const run = examRun(attempt, () => result());
    server.use(
      handlerFor(L.playerMenu, () => menu),
      handlerFor(E.examModule, () => facts),
      handlerFor(E.startExamModule, () => attempt),
      handlerFor(E.saveExamModuleAnswers, run.save),
      handlerFor(E.submitExamModule, run.submit),
      handlerFor(E.examModuleResult, () => result()),
    );
    const { userEvent } = open('/courses/7/course-layout?module-exam=4');
    // the exam's view loads with the stop that shows it (lesson-views.ts)
    expect(
      await screen.findByText(
        '1 question · 20 minutes · pass mark 50% · attempts used: 0 of 2',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Module assessment: Module test' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Module assessment' })).toHaveAttribute('aria-current', 'page');
    await takeExam(userEvent, run, { minutes: 20, answer: 'Linux', title: 'Module test' });
    const answers = { answers: { '501': { options: [2] } } };
    expect(run.sent).toEqual({ saved: [answers], submitted: answers });
    expect(screen.getByText('Not passed')).toBeInTheDocument();
    expect(screen.getByText('You may retake this exam once.')).toBeInTheDocument();
    // each question with the learner's answer, read-only, and its marks — no right answer shown
    expect(screen.getByRole('heading', { name: 'Your answers' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Linux' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Linux' })).toBeDisabled();
    expect(screen.getByText('Marks for this question: 0 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retake the exam' })).toHaveAttribute(
      'href',
      '/courses/7/course-layout?module-exam=4',
    );
  });

  it('shows a passed module assessment in Bengali', async () => {
    server.use(
      handlerFor(E.examModuleResult, () =>
        result({
          passed: true,
          obtained: 2,
          can_retake: false,
          progress_percent: 100,
          questions: [{ question, answer: null, marks: 2, obtained: 0 }],
        }),
      ),
    );
    open('/exam-module-result/91', { locale: 'bn-BD' });
    expect(await screen.findByRole('heading', { name: 'ফলাফল: মূল্যায়ন' })).toBeInTheDocument();
    expect(screen.getByText('মডিউল মূল্যায়নে পাস করেছেন। কোর্সের ১০০% সম্পন্ন।')).toBeInTheDocument();
    expect(screen.getByText(/উত্তর দেওয়া হয়নি/)).toBeInTheDocument();
  });
});
