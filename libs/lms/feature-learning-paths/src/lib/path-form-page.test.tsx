import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  courseEndpoints as C,
  type LearningPath,
  type LearningPathBody,
  learningPathEndpoints as E,
} from '@platform/contract';
import { RESOURCES, resourceEndpoints } from '@platform/resources';
import {
  asProvider,
  handlerFor,
  listHandlerFor,
  makeCourse,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { learningPathsRoutes } from './learning-paths-routes';

const open = setupPlatformTests(
  learningPathsRoutes,
  asProvider(['view_any_learning_path', 'manage_learning_path']),
);

const occupations = resourceEndpoints(RESOURCES.occupations);

const path = (over: Partial<LearningPath> = {}): LearningPath => ({
  id: 7,
  title: 'ওয়েব পথ',
  title_en: 'Web path',
  description: null,
  description_en: null,
  occupation_id: 11,
  occupation_title: 'সফটওয়্যার প্রকৌশলী',
  occupation_title_en: 'Software Engineer',
  institute_title: 'রাজশাহী',
  institute_title_en: 'Rajshahi',
  course_count: 3,
  published: true,
  updated_at: '2026-11-20T10:00:00.000Z',
  courses: [
    { course_id: 21, title: 'এইচটিএমএল', title_en: 'HTML', fee: 0, serial: 1 },
    { course_id: 22, title: 'সিএসএস', title_en: 'CSS', fee: 0, serial: 2 },
    { course_id: 23, title: 'জাভাস্ক্রিপ্ট', title_en: 'JavaScript', fee: 500, serial: 3 },
  ],
  ...over,
});

/** The path's occupation, as its picker reads it by id. */
const softwareEngineer = () =>
  handlerFor(occupations.lookupRead as NonNullable<typeof occupations.lookupRead>, () => ({
    id: 11,
    title: 'সফটওয়্যার প্রকৌশলী',
    title_en: 'Software Engineer',
    row_status: 1,
  }));

it('reorders the courses with the keyboard, adds a published course, removes one and saves the order', async () => {
  let saved: LearningPathBody | null = null;
  let courseQuery = null as URLSearchParams | null;
  server.use(
    handlerFor(E.learningPath, () => path()),
    handlerFor(E.updateLearningPath, ({ body }) => {
      saved = body as LearningPathBody;
      return path();
    }),
    listHandlerFor(E.learningPaths, () => ({ data: [] })),
    listHandlerFor(C.courses, ({ query }) => {
      courseQuery = query;
      return { data: [makeCourse({ id: 24, title: 'রিঅ্যাক্ট', title_en: 'React' })] };
    }),
    softwareEngineer(),
  );
  const { userEvent } = open('/learning-paths/7/edit');
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit learning path' })).toBeInTheDocument();
  // the rules are said before any error
  expect(screen.getByText(/at most 20, each once/)).toBeInTheDocument();
  const list = await screen.findByRole('group', { name: 'Courses, in order' });
  expect(within(list).getByRole('button', { name: 'Move HTML up' })).toBeDisabled();

  // keyboard only: focus "Move JavaScript up" and press Enter twice — it becomes the first course
  const up = within(list).getByRole('button', { name: 'Move JavaScript up' });
  up.focus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByRole('status')).toHaveTextContent('JavaScript is now course 2 of 3');
  within(list).getByRole('button', { name: 'Move JavaScript up' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(within(list).getByRole('button', { name: 'Move JavaScript up' })).toBeDisabled();
  const order = within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  expect(order[0]).toContain('JavaScript');
  expect(order[2]).toContain('CSS');

  // add a course: the picker asks for published courses only
  await userEvent.click(within(list).getByRole('combobox', { name: /Add a course/ }));
  await userEvent.click(await screen.findByRole('option', { name: /React/ }));
  expect(courseQuery?.get('publication_status')).toBe('published');
  expect(await within(list).findByRole('button', { name: 'Move React up' })).toBeEnabled();

  await userEvent.click(within(list).getByRole('button', { name: 'Remove CSS from the path' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Learning path saved')).toBeInTheDocument();
  expect(saved).toMatchObject({ course_ids: [23, 21, 24], occupation_id: 11, published: true });
});

it('says a published path needs a course before it calls the gateway', async () => {
  let called = false;
  server.use(
    handlerFor(E.learningPath, () => path({ courses: [] })),
    handlerFor(E.updateLearningPath, () => {
      called = true;
      return path();
    }),
    softwareEngineer(),
  );
  const { userEvent } = open('/learning-paths/7/edit');
  expect(await screen.findByText('No course on the path yet.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('A published path needs at least one course')).toBeInTheDocument();
  expect(called).toBe(false);
});

it('lists the institute’s paths; a reader gets no edit or create', async () => {
  server.use(listHandlerFor(E.learningPaths, () => ({ data: [path()] })));
  open('/learning-paths', asProvider(['view_any_learning_path']));
  expect(await screen.findByText('Web path')).toBeInTheDocument();
  expect(screen.getByText('Software Engineer')).toBeInTheDocument();
  expect(screen.getByText('Published')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'New learning path' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Edit Web path' })).toBeNull();
});
