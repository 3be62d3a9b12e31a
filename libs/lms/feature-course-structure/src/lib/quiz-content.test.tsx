import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  type CourseContent,
  type CourseContentBody,
  courseStructureEndpoints as E,
  endpoints,
} from '@platform/contract';
import {
  errorResponse,
  handlerFor,
  listHandlerFor,
  makeBlankQuestion,
  makeBrowserQuestion,
  server,
  setupMswServer,
} from '@platform/testing';
import {
  BANK_PERMISSIONS,
  basicsTree,
  content,
  lesson,
  openStructure,
  question,
  serveStructure,
} from '../test/fixtures';

setupMswServer();

/* A quiz content (ADR 0078) over contract-typed MSW: the dialog's rules and fields, the gateway's refusal, the preview. */

const quizContent = content(100, 10, 1, 'Check yourself', {
  content_type: 4,
  title: 'কুইজ',
  quiz: { question_set_id: null, question_ids: [7, 8], question_count: 1, pass_percent: 50 },
});

function gateway(contents: CourseContent[]) {
  serveStructure(
    basicsTree(lesson(10, 1, 1, 'First page', { contents })),
    listHandlerFor(endpoints.jobQuestions, () => ({
      data: [question(7, 'Which is a browser?'), question(8, 'Which are languages?', 2)],
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
  const { userEvent } = openStructure('design', BANK_PERMISSIONS);
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
        makeBrowserQuestion({ question_id: 7 }),
        makeBlankQuestion({ position: 2, question_id: 9 }),
      ],
    })),
  );
  const { userEvent } = openStructure('design', BANK_PERMISSIONS);
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
