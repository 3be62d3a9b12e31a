import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  type AssignmentSubmission,
  assignmentEndpoints as A,
  courseEndpoints as E,
  type TraineeAssignmentItem,
  type TraineeAssignments,
} from '@platform/contract';
import { asProvider, errorResponse, handlerFor, server, setupPlatformTests } from '@platform/testing';
import { coursesRoutes } from './courses-routes';
import { makeCourse, trainee as rahim } from './test-data';

const open = setupPlatformTests(coursesRoutes, asProvider());

const trainee = rahim({ progress_percent: 50 });

const submission = (over: Partial<AssignmentSubmission> = {}): AssignmentSubmission => ({
  id: 3,
  status: 'submitted',
  answer_text: 'My profile page has a photo and a list of skills.',
  file: {
    id: '0b7f4a2e-3c1d-4e5f-8a9b-0c1d2e3f4a5b',
    path: '/protected/files/0b7f4a2e-3c1d-4e5f-8a9b-0c1d2e3f4a5b',
    original_name: 'profile.pdf',
    mime_type: 'application/pdf',
    size: 2048,
  },
  submitted_at: '2026-11-24T10:00:00.000Z',
  attempts: 2,
  marks: null,
  passed: null,
  feedback: null,
  marked_at: null,
  ...over,
});

const item = (over: Partial<TraineeAssignmentItem> = {}): TraineeAssignmentItem => ({
  lesson_id: 9,
  title: 'নিজের পেজ',
  title_en: 'Your own page',
  module_title: 'মডিউল',
  module_title_en: 'Basics',
  assignment: {
    lesson_id: 9,
    course_id: 11,
    instructions: '<p>Make a page</p>',
    total_marks: 20,
    pass_marks: 10,
    due_date: '2026-12-10',
    file_required: true,
    updated_at: '2026-11-20T10:00:00.000Z',
  },
  submission: submission(),
  ...over,
});

it('shows the answer and its file, shows the marks rules first, refuses marks over the total, then saves', async () => {
  const sent: unknown[] = [];
  let answer: TraineeAssignments = {
    trainee,
    assignments: [
      item(),
      item({ lesson_id: 10, title_en: 'Second task', submission: null }),
      item({ lesson_id: 12, title_en: 'Not ready', assignment: null, submission: null }),
    ],
  };
  server.use(
    handlerFor(E.course, () => makeCourse()),
    handlerFor(A.traineeAssignments, ({ params }) =>
      params.youthId === '41' ? answer : new Response(null, { status: 404 }),
    ),
    handlerFor(A.markAssignment, ({ params, body }) => {
      sent.push(body);
      if ((body as { marks: number }).marks > 20)
        return errorResponse(422, 'errors.validation', {
          marks: ['course_assignments.errors.marks_over_total'],
        });
      const marked = item({
        submission: submission({
          status: 'marked',
          marks: 15,
          passed: true,
          feedback: 'Well done',
          marked_at: '2026-11-25T10:00:00.000Z',
        }),
      });
      answer = { ...answer, assignments: [marked, ...answer.assignments.slice(1)] };
      expect(params).toMatchObject({ id: '11', youthId: '41', lessonId: '9' });
      return marked;
    }),
  );
  const { userEvent } = open('/courses/11/trainees/41/assignment', asProvider(['view_any_course']));
  expect(await screen.findByRole('heading', { level: 1, name: 'Trainee assignments' })).toBeInTheDocument();
  expect(await screen.findByText(/Rahim Uddin in .* \(December batch\)/)).toBeInTheDocument();
  const first = screen.getByRole('region', { name: 'Your own page' });
  expect(within(first).getByText('20 marks, pass at 10')).toBeInTheDocument();
  expect(within(first).getByText('Submitted')).toBeInTheDocument();
  expect(within(first).getByText(/^Submitted on .* \(2 times\)$/)).toBeInTheDocument();
  expect(within(first).getByText('My profile page has a photo and a list of skills.')).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: 'Download profile.pdf' })).toBeInTheDocument();
  // the rules are on the page before any error
  expect(
    within(first).getByText(/^Marks are a whole number from 0 to 20; the pass mark is 10\./),
  ).toBeInTheDocument();
  const second = screen.getByRole('region', { name: 'Second task' });
  expect(within(second).getByText('The trainee has not submitted this assignment yet.')).toBeInTheDocument();
  expect(within(second).queryByRole('button', { name: 'Save marks' })).not.toBeInTheDocument();
  const third = screen.getByRole('region', { name: 'Not ready' });
  expect(
    within(third).getByText('The assignment of this lesson has not been set up yet.'),
  ).toBeInTheDocument();

  const marks = within(first).getByRole('spinbutton', { name: /Marks \(0 to 20\)/ });
  // the page knows the total: 25 is refused before anything is sent
  await userEvent.type(marks, '25');
  await userEvent.click(within(first).getByRole('button', { name: 'Save marks' }));
  expect(await within(first).findByText('Must be at most 20')).toBeInTheDocument();
  expect(sent).toEqual([]);

  await userEvent.clear(marks);
  await userEvent.type(marks, '15');
  await userEvent.type(within(first).getByRole('textbox', { name: 'Feedback (optional)' }), 'Well done');
  await userEvent.click(within(first).getByRole('button', { name: 'Save marks' }));
  expect(await screen.findByText('Marks saved')).toBeInTheDocument();
  expect(sent).toEqual([{ marks: 15, feedback: 'Well done' }]);
  expect(await within(first).findByText('Marked')).toBeInTheDocument();
  expect(within(first).getByText('Passed')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the trainees' })).toHaveAttribute(
    'href',
    '/courses/11/trainees',
  );
});

it('puts the gateway’s marks error on the field', async () => {
  server.use(
    handlerFor(E.course, () => makeCourse()),
    handlerFor(A.traineeAssignments, () => ({ trainee, assignments: [item()] })),
    handlerFor(A.markAssignment, () =>
      errorResponse(422, 'errors.validation', { marks: ['course_assignments.errors.marks_over_total'] }),
    ),
  );
  const { userEvent } = open('/courses/11/trainees/41/assignment', asProvider(['view_any_course']));
  const first = await screen.findByRole('region', { name: 'Your own page' });
  await userEvent.type(within(first).getByRole('spinbutton', { name: /Marks/ }), '12');
  await userEvent.click(within(first).getByRole('button', { name: 'Save marks' }));
  expect(
    await within(first).findByText('Marks cannot be more than the assignment’s total marks'),
  ).toBeInTheDocument();
});
