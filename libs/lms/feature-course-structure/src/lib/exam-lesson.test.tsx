import { expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type Course,
  courseEndpoints,
  courseStructureEndpoints as E,
  type CourseLessonBody,
  type CourseLessonNode,
  type CourseTree,
  endpoints,
  type Question,
} from '@platform/contract';
import {
  handlerFor,
  listHandlerFor,
  LMS_PORTAL,
  makeProfile,
  renderWithPlatform,
  server,
  setupMswServer,
} from '@platform/testing';
import { structureRoutes } from './structure-routes';

setupMswServer();

/*
 * An assessment lesson's exam in the structure editor (ADR 0119) over contract-typed MSW: its rules first, the length
 * and the quiz's fields (questions of the bank, count, pass mark) required before the call; the tree's summary.
 */

const provider = makeProfile({
  id: 5,
  username: 'provider',
  user_type_code: 2,
  institute_id: 1,
  permissions: ['view_any_course', 'manage_course', 'view_any_question_bank'],
});
const course = { id: 11, title: 'ওয়েব', title_en: 'Web', publication_status: 'draft' } as Course;
const stamp = '2026-11-26T10:00:00.000Z';
const exam: CourseLessonNode = {
  id: 20,
  module_id: 1,
  course_id: 11,
  kind: 2,
  title: 'চূড়ান্ত',
  title_en: 'Final exam',
  position: 1,
  exam: {
    question_set_id: null,
    question_ids: [7, 8],
    question_count: 2,
    pass_percent: 60,
    duration_minutes: 45,
  },
  updated_at: stamp,
  contents: [],
};
const tree: CourseTree = {
  course_id: 11,
  modules: [
    {
      id: 1,
      course_id: 11,
      kind: 1,
      title: 'Basics',
      title_en: 'Basics',
      position: 1,
      updated_at: stamp,
      lessons: [exam],
    },
  ],
};
const question = (id: number, title_en: string): Question =>
  ({ id, bank_id: 3, question_type: 1, title: title_en, title_en, row_status: 1 }) as Question;

it('adds an assessment lesson: rules first, required fields before the call, then the exam the gateway keeps', async () => {
  let posted: CourseLessonBody | null = null;
  server.use(
    handlerFor(courseEndpoints.course, () => course),
    handlerFor(E.courseTree, () => tree),
    listHandlerFor(endpoints.jobQuestions, () => ({ data: [question(7, 'Which is a browser?')] })),
    handlerFor(E.createLesson, ({ body }) => {
      posted = body as CourseLessonBody;
      return { ...exam, id: 21 };
    }),
  );
  const { userEvent } = renderWithPlatform(structureRoutes, {
    route: '/courses/11/module',
    user: provider,
    portal: LMS_PORTAL,
  });
  expect(await screen.findByText('Exam: 2 questions, 45 minutes, pass mark 60%')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Add lesson to Basics' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add lesson' });
  expect(within(dialog).queryByRole('spinbutton', { name: /Length of the exam/ })).toBeNull();
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Kind/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Assessment' }));
  expect(within(dialog).getByText(/An assessment lesson is a timed exam/)).toBeVisible();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Title \(Bengali\)/ }), 'পরীক্ষা');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('No question selected')).toBeInTheDocument();
  expect(posted).toBeNull();

  fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Length of the exam/ }), {
    target: { value: '30' },
  });
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Questions/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Which is a browser? (MCQ)' }));
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Questions per learner/ }), {
    target: { value: '1' },
  });
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Pass mark/ }), {
    target: { value: '50' },
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(posted).toMatchObject({
      kind: 2,
      title: 'পরীক্ষা',
      exam_minutes: 30,
      question_ids: [7],
      question_count: 1,
      pass_percent: 50,
    }),
  );
});
