import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  type Course,
  type CourseContent,
  type CourseContentBody,
  type CourseTree,
  courseEndpoints,
  courseStructureEndpoints as E,
  endpoints,
  type Question,
} from '@platform/contract';
import {
  errorResponse,
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

/* A quiz content (ADR 0078) over contract-typed MSW: the dialog's rules and fields, the gateway's refusal, the preview. */

const provider = makeProfile({
  id: 5,
  username: 'provider',
  user_type_code: 2,
  institute_id: 1,
  permissions: ['view_any_course', 'manage_course', 'view_any_question_bank'],
});
const course = { id: 11, title: 'ওয়েব', title_en: 'Web', publication_status: 'draft' } as Course;
const stamp = '2026-11-26T10:00:00.000Z';
const quizContent: CourseContent = {
  id: 100,
  lesson_id: 10,
  course_id: 11,
  content_type: 4,
  title: 'কুইজ',
  title_en: 'Check yourself',
  position: 1,
  text: null,
  url: null,
  file_id: null,
  file_path: null,
  file_name: null,
  mime_type: null,
  quiz: { question_set_id: null, question_ids: [7, 8], question_count: 1, pass_percent: 50 },
  updated_at: stamp,
};
const tree = (contents: CourseContent[]): CourseTree => ({
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
      lessons: [
        {
          id: 10,
          module_id: 1,
          course_id: 11,
          kind: 1,
          title: 'First page',
          title_en: 'First page',
          position: 1,
          updated_at: stamp,
          contents,
        },
      ],
    },
  ],
});
const question = (id: number, title_en: string, question_type: 1 | 2): Question =>
  ({ id, bank_id: 3, question_type, title: title_en, title_en, row_status: 1 }) as Question;

function gateway(contents: CourseContent[]) {
  server.use(
    handlerFor(courseEndpoints.course, () => course),
    handlerFor(E.courseTree, () => tree(contents)),
    listHandlerFor(endpoints.jobQuestions, () => ({
      data: [question(7, 'Which is a browser?', 1), question(8, 'Which are languages?', 2)],
    })),
  );
}

it('adds a quiz: rules first, "No question selected" before the call, then the picked questions and rules', async () => {
  gateway([]);
  let sent = null as CourseContentBody | null;
  let calls = 0;
  server.use(
    handlerFor(E.createContent, ({ body }) => {
      calls += 1;
      sent = body as CourseContentBody;
      // the first save is refused as another tenant's question would be
      if (calls === 1)
        return errorResponse(422, 'errors.validation', {
          question_ids: ['course_structure.errors.quiz_question_unavailable'],
        });
      return quizContent;
    }),
  );
  const { userEvent } = renderWithPlatform(structureRoutes, {
    route: '/courses/11/design',
    user: provider,
    portal: LMS_PORTAL,
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Add content to First page' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Quiz' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add content' });
  expect(
    within(dialog).getByText(/A quiz takes questions from your institute’s question bank/),
  ).toBeVisible();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Title \(Bengali\)/ }), 'কুইজ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('No question selected')).toBeInTheDocument();
  expect(calls).toBe(0);

  await userEvent.click(within(dialog).getByRole('combobox', { name: /Questions/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Which is a browser? (MCQ)' }));
  await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Questions per learner/ }), '1');
  await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Pass mark/ }), '50');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(
    await within(dialog).findByText(
      'A chosen question or question set is not in your institute’s question bank',
    ),
  ).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls).toBe(2));
  expect(sent).toMatchObject({
    content_type: 4,
    title: 'কুইজ',
    question_ids: [7],
    question_count: 1,
    pass_percent: 50,
    text: null,
    url: null,
    file_id: null,
  });
  expect(sent?.question_set_id ?? null).toBeNull();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add content' })).toBeNull());
});

it('previews a quiz as a learner sees it: the questions to answer, no answers or marks', async () => {
  gateway([quizContent]);
  server.use(
    handlerFor(E.quizPreview, () => ({
      content_id: 100,
      question_count: 1,
      pass_percent: 50,
      questions: [
        {
          position: 1,
          question_id: 7,
          question_type: 1 as const,
          title: 'Which is a browser?',
          title_en: 'Which is a browser?',
          options: [
            { value: 1, text: 'Firefox', text_en: 'Firefox' },
            { value: 2, text: 'Excel', text_en: 'Excel' },
          ],
          blanks: 0,
        },
        {
          position: 2,
          question_id: 9,
          question_type: 3 as const,
          title: 'HTML is a ____ language',
          title_en: 'HTML is a ____ language',
          options: [],
          blanks: 1,
        },
      ],
    })),
  );
  const { userEvent } = renderWithPlatform(structureRoutes, {
    route: '/courses/11/design',
    user: provider,
    portal: LMS_PORTAL,
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Preview Check yourself' }));
  const view = await screen.findByRole('article', { name: 'What a learner sees' });
  expect(
    await within(view).findByText(
      'Each learner gets 1 of these 2 questions and passes at 50 % of their marks.',
    ),
  ).toBeInTheDocument();
  const browser = within(view).getByRole('radio', { name: 'Firefox' });
  await userEvent.click(browser);
  expect(browser).toBeChecked();
  expect(within(view).getByText(/HTML is a ____ language/)).toBeInTheDocument();
  expect(view.textContent).not.toMatch(/markup|marks:/);
});
