import { expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { courseStructureEndpoints as E, type CourseLessonBody, endpoints } from '@platform/contract';
import { handlerFor, listHandlerFor, setupMswServer } from '@platform/testing';
import {
  BANK_PERMISSIONS,
  basicsTree,
  lesson,
  openStructure,
  question,
  serveStructure,
} from '../test/fixtures';

setupMswServer();

/*
 * An assessment lesson's exam in the structure editor (ADR 0119) over contract-typed MSW: its rules first, the length
 * and the quiz's fields (questions of the bank, count, pass mark) required before the call; the tree's summary.
 */

const exam = lesson(20, 1, 1, 'Final exam', {
  kind: 2,
  title: 'চূড়ান্ত',
  exam: {
    question_set_id: null,
    question_ids: [7, 8],
    question_count: 2,
    pass_percent: 60,
    duration_minutes: 45,
  },
});

it('adds an assessment lesson: rules first, required fields before the call, then the exam the gateway keeps', async () => {
  let posted: CourseLessonBody | null = null;
  serveStructure(
    basicsTree(exam),
    listHandlerFor(endpoints.jobQuestions, () => ({ data: [question(7, 'Which is a browser?')] })),
    handlerFor(E.createLesson, ({ body }) => {
      posted = body as CourseLessonBody;
      return { ...exam, id: 21 };
    }),
  );
  const { userEvent } = openStructure('module', BANK_PERMISSIONS);
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
