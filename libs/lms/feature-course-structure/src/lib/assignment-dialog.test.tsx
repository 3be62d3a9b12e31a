import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { type AssignmentBody, type AssignmentSettings, assignmentEndpoints as A } from '@platform/contract';
import { handlerFor, setupMswServer } from '@platform/testing';
import { courseModule, lesson, openStructure, serveStructure, stamp } from '../test/fixtures';

setupMswServer();

/* The assignment of an assignment lesson, set from the structure editor over contract-typed MSW (ADR 0089). */

const tree = {
  course_id: 11,
  modules: [
    courseModule(
      1,
      1,
      'Practice',
      [lesson(20, 1, 1, 'Profile page', { kind: 3 }), lesson(21, 1, 2, 'Reading')],
      { kind: 3 },
    ),
  ],
};

it('sets an assignment lesson’s instructions, marks, due date and file rule; the rules show first', async () => {
  const saved: unknown[] = [];
  let settings: AssignmentSettings = {
    lesson_id: 20,
    title: 'Profile page',
    title_en: 'Profile page',
    assignment: null,
  };
  serveStructure(
    tree,
    handlerFor(A.assignmentSettings, () => settings),
    handlerFor(A.saveAssignment, ({ body, params }) => {
      saved.push({ params, body });
      const b = body as AssignmentBody;
      settings = {
        ...settings,
        assignment: { ...b, due_date: b.due_date ?? null, lesson_id: 20, course_id: 11, updated_at: stamp },
      };
      return settings;
    }),
  );
  const { userEvent } = openStructure('module');
  // only the assignment lesson offers it
  await userEvent.click(await screen.findByRole('button', { name: 'Set up the assignment of Profile page' }));
  expect(screen.queryByRole('button', { name: 'Set up the assignment of Reading' })).not.toBeInTheDocument();
  const dialog = await screen.findByRole('dialog', { name: 'Assignment of Profile page' });
  expect(
    within(dialog).getByText(/^Instructions are required: basic formatting is kept/),
  ).toBeInTheDocument();
  await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Total marks/ }), '5');
  await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Pass marks/ }), '8');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findAllByText('This field is required')).toHaveLength(1);
  expect(within(dialog).getByText('Total marks must not be less than pass marks')).toBeInTheDocument();
  expect(saved).toEqual([]);

  await userEvent.type(
    within(dialog).getByRole('textbox', { name: /Instructions/ }),
    '<p>Make a page about yourself</p>',
  );
  await userEvent.clear(within(dialog).getByRole('spinbutton', { name: /Total marks/ }));
  await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Total marks/ }), '20');
  await userEvent.click(within(dialog).getByRole('switch', { name: 'The youth must attach a file' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Assignment saved')).toBeInTheDocument();
  expect(saved).toEqual([
    {
      params: { id: '11', lessonId: '20' },
      body: {
        instructions: '<p>Make a page about yourself</p>',
        total_marks: 20,
        pass_marks: 8,
        due_date: null,
        file_required: true,
      },
    },
  ]);
});
