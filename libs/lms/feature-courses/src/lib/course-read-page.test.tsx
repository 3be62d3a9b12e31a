import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { courseEndpoints as E } from '@platform/contract';
import { asProvider, errorResponse, handlerFor, server, setupPlatformTests } from '@platform/testing';
import { coursesRoutes } from './courses-routes';
import { makeCourse } from './test-data';

const open = setupPlatformTests(coursesRoutes, asProvider());

it('shows every field as text and publishes the course', async () => {
  let course = makeCourse({
    overview_en: '<b>Not bold</b>\nsecond line',
    skills: [{ id: 3, title: 'এইচটিএমএল', title_en: 'HTML' }],
  });
  server.use(
    handlerFor(E.course, () => course),
    handlerFor(E.publishCourse, () => {
      course = { ...course, publication_status: 'published', published_at: '2026-11-25T10:00:00.000Z' };
      return course;
    }),
  );
  const { userEvent } = open('/courses/11/read');
  expect(await screen.findByRole('heading', { level: 2, name: 'Web development' })).toBeInTheDocument();
  // markup typed into a description stays text
  expect(screen.getByText(/<b>Not bold<\/b>/)).toBeInTheDocument();
  expect(screen.getByText('HTML')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('Course published')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
  // once published, a course is archived rather than deleted
  expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
});

it('asks before archiving and says why the gateway refused', async () => {
  server.use(
    handlerFor(E.course, () => makeCourse()),
    handlerFor(E.archiveCourse, () => errorResponse(409, 'courses.errors.transition')),
  );
  const { userEvent } = open('/courses/11/read');
  await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/Archive Web development\?/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
  expect(
    await screen.findByText('This change is not possible in the course’s current state'),
  ).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('shows a reader without the manage key no actions, and a course the platform deactivated', async () => {
  server.use(
    handlerFor(E.course, () =>
      makeCourse({
        deactivated_at: '2026-11-26T06:00:00Z',
        deactivation_reason: 'The syllabus copies another institute’s course.',
      }),
    ),
  );
  open('/courses/11/read', asProvider(['view_any_course']));
  expect(await screen.findByRole('heading', { level: 2, name: 'Web development' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  expect(screen.getByText('Deactivated by the platform')).toBeInTheDocument();
  expect(
    screen.getByText('Deactivated by the platform: The syllabus copies another institute’s course.'),
  ).toBeInTheDocument();
});
