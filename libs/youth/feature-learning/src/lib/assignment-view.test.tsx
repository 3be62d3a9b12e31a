import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  assignmentEndpoints as A,
  type AssignmentSubmission,
  courseLearningEndpoints as E,
  fileEndpoints,
  type YouthAssignment,
} from '@platform/contract';
import { errorResponse, handlerFor, server, withNodeFileApi } from '@platform/testing';
import userEventApi from '@testing-library/user-event';
import { learnerTests, playerContent, playerLesson, playerMenu, playerModule } from '../test/fixtures';

/* An assignment lesson in the player over contract-typed MSW (ADR 0089): submit, resubmit, marks and feedback. */

const open = learnerTests();
withNodeFileApi();
const FILE_ID = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

const menu = (completed = false) =>
  playerMenu({
    progress_percent: completed ? 100 : 50,
    last_content_id: 10,
    modules: [
      playerModule(
        [
          playerLesson(2, 1, ['পরিচিতি', 'Introduction'], {
            completed: true,
            contents: [playerContent(10, 5, ['পড়া', 'Reading'], true)],
          }),
          playerLesson(3, 3, ['নিজের পেজ', 'Your own page'], { completed }),
        ],
        { title: 'শুরু', title_en: 'Start' },
      ),
    ],
  });

const sent = (over: Partial<AssignmentSubmission> = {}): AssignmentSubmission => ({
  id: 5,
  status: 'submitted',
  answer_text: 'Here is my page',
  file: {
    id: FILE_ID,
    path: `/protected/files/${FILE_ID}`,
    original_name: 'page.pdf',
    mime_type: 'application/pdf',
    size: 10,
  },
  submitted_at: '2026-11-26T10:00:00.000Z',
  attempts: 1,
  marks: null,
  passed: null,
  feedback: null,
  marked_at: null,
  ...over,
});

const view = (over: Partial<YouthAssignment> = {}): YouthAssignment => ({
  lesson_id: 3,
  title: 'নিজের পেজ',
  title_en: 'Your own page',
  assignment: {
    lesson_id: 3,
    course_id: 7,
    instructions: '<p>Make a <strong>profile page</strong></p>',
    total_marks: 20,
    pass_marks: 10,
    due_date: '2026-12-10',
    file_required: true,
    updated_at: '2026-11-20T10:00:00.000Z',
  },
  closed: false,
  submission: null,
  ...over,
});

describe('an assignment lesson in the player', () => {
  it('is its own stop; shows the rules first, uploads the file privately and submits, then may resubmit', async () => {
    let current = view();
    const bodies: unknown[] = [];
    let uploadQuery = '';
    server.use(
      handlerFor(E.playerMenu, () => menu()),
      handlerFor(A.youthAssignment, ({ params }) =>
        params.lessonId === '3' ? current : errorResponse(404, 'errors.not_found'),
      ),
      handlerFor(fileEndpoints.uploadFiles, ({ query }) => {
        uploadQuery = query.toString();
        return [
          {
            id: FILE_ID,
            path: `/protected/files/${FILE_ID}`,
            original_name: 'page.pdf',
            mime_type: 'application/pdf',
            size: 10,
            sha256: 'a'.repeat(64),
            visibility: 'private' as const,
            created_at: '2026-11-26T10:00:00.000Z',
          },
        ];
      }),
      handlerFor(A.submitAssignment, ({ body }) => {
        bodies.push(body);
        current = view({ submission: sent({ attempts: bodies.length }) });
        return current;
      }),
    );
    const { userEvent } = open('/courses/7/course-layout?assignment=3');
    const outline = await screen.findByRole('navigation', { name: 'Course contents' });
    expect(within(outline).getByRole('link', { name: /Assignment/ })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your own page' })).toBeInTheDocument();
    expect(screen.getByText('profile page')).toBeInTheDocument();
    expect(screen.getByText('20 marks, pass at 10')).toBeInTheDocument();
    expect(screen.getByText('A file is required')).toBeInTheDocument();
    expect(screen.getByText(/^Attach one file \(required\)/)).toBeInTheDocument();
    // marking completes an assignment lesson, not the youth
    expect(screen.queryByRole('button', { name: 'Mark the lesson complete' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/courses/7/course-layout?content=10',
    );

    const form = screen.getByRole('form', { name: 'Your answer' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Written answer' }), 'Here is my page');
    await userEvent.upload(
      within(form).getByLabelText(/^File/),
      new File([new TextEncoder().encode('%PDF-1.4')], 'page.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(uploadQuery).toBe('visibility=private'));
    expect(await within(form).findByText('page.pdf')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your answer was submitted')).toBeInTheDocument();
    expect(bodies).toEqual([{ answer_text: 'Here is my page', file_id: FILE_ID }]);
    expect(await screen.findByText('Your answer is waiting for marks.')).toBeInTheDocument();
    expect(screen.getByText(/^Submitted on .* \(1 time\)$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit again' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
  });

  it('refuses a file of another type before sending it', async () => {
    let uploads = 0;
    server.use(
      handlerFor(E.playerMenu, () => menu()),
      handlerFor(A.youthAssignment, () => view()),
      handlerFor(fileEndpoints.uploadFiles, () => {
        uploads += 1;
        return [];
      }),
    );
    open('/courses/7/course-layout?assignment=3');
    const form = await screen.findByRole('form', { name: 'Your answer' });
    await userEventApi.upload(
      within(form).getByLabelText(/^File/),
      new File(['<html>'], 'page.html', { type: 'text/html' }),
      { applyAccept: false },
    );
    expect(await within(form).findByText('Invalid file type')).toBeInTheDocument();
    expect(uploads).toBe(0);
  });

  it('shows the marks and the feedback once marked, and no form', async () => {
    server.use(
      handlerFor(E.playerMenu, () => menu(true)),
      handlerFor(A.youthAssignment, () =>
        view({
          submission: sent({
            status: 'marked',
            marks: 16,
            passed: true,
            feedback: 'A clear page.',
            marked_at: '2026-11-27T10:00:00.000Z',
          }),
        }),
      ),
    );
    open('/courses/7/course-layout?assignment=3');
    expect(await screen.findByText('Your marks: 16 of 20 (Passed)')).toBeInTheDocument();
    expect(screen.getByText('A clear page.')).toBeInTheDocument();
    expect(screen.getByText('Marked')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your answer' })).not.toBeInTheDocument();
    expect(screen.getByText('Lesson completed')).toBeInTheDocument();
  });

  it('says when the due date has passed, and offers no form', async () => {
    server.use(
      handlerFor(E.playerMenu, () => menu()),
      handlerFor(A.youthAssignment, () => view({ closed: true })),
    );
    open('/courses/7/course-layout?assignment=3');
    expect(
      await screen.findByText('The due date has passed: the assignment no longer takes answers.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your answer' })).not.toBeInTheDocument();
  });

  it('shows the not-ready message for an assignment the provider has not set up', async () => {
    server.use(
      handlerFor(E.playerMenu, () => menu()),
      handlerFor(A.youthAssignment, () => errorResponse(409, 'course_assignments.errors.not_ready')),
    );
    open('/courses/7/course-layout?assignment=3');
    expect(await screen.findByText('The assignment of this lesson is not ready yet.')).toBeInTheDocument();
  });
});
