import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type CourseBody, courseEndpoints as E, endpoints, type StoredFile } from '@platform/contract';
import {
  asProvider,
  errorResponse,
  handlerFor,
  server,
  setupPlatformTests,
  withNodeFileApi,
} from '@platform/testing';
import { coursesRoutes } from './courses-routes';
import { makeCourse } from './test-data';

const open = setupPlatformTests(coursesRoutes, asProvider());
withNodeFileApi();

const COVER = '0b6f3a52-6a3e-4a55-9a55-4f8c1d2e3f40';
const stored: StoredFile = {
  id: COVER,
  path: `/files/${COVER}`,
  original_name: 'cover.png',
  mime_type: 'image/png',
  size: 68,
  sha256: 'a'.repeat(64),
  visibility: 'public',
  created_at: '2026-11-25T10:00:00.000Z',
};

it('says the rules first, keeps the course date rule, uploads a cover and creates the course', async () => {
  let sent: CourseBody | null = null;
  let uploadQuery = '';
  server.use(
    handlerFor(endpoints.uploadFiles, ({ query }) => {
      uploadQuery = query.toString();
      return [stored];
    }),
    handlerFor(E.createCourse, ({ body }) => {
      sent = body as CourseBody;
      return makeCourse({ id: 31, title: (body as CourseBody).title });
    }),
    handlerFor(E.course, () => makeCourse({ id: 31 })),
  );
  const { userEvent, router } = open('/courses/create');
  expect(await screen.findByRole('heading', { level: 1, name: 'Create course' })).toBeInTheDocument();
  // the rules are on the page before any error
  expect(screen.getByText(/The course end date must be greater than its start date/)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Save course' }));
  expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);

  const form = screen.getByRole('form', { name: 'Course' });
  await userEvent.type(within(form).getByRole('textbox', { name: /Title \(Bengali\)/ }), 'ডেটা অ্যানালিটিক্স');
  await userEvent.type(within(form).getByRole('textbox', { name: 'Title (English)' }), 'Data analytics');
  await userEvent.click(within(form).getByRole('combobox', { name: /Course type/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Online' }));
  await userEvent.click(within(form).getByRole('combobox', { name: /Level/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Beginner' }));
  await userEvent.type(within(form).getByRole('spinbutton', { name: /Duration \(hours\)/ }), '30');
  await userEvent.type(within(form).getByLabelText('Start date'), '2027-02-01');
  await userEvent.type(within(form).getByLabelText('End date'), '2027-02-01');
  await userEvent.click(screen.getByRole('button', { name: 'Save course' }));
  expect(await screen.findByText('Course end date must be greater than start date')).toBeInTheDocument();
  expect(sent).toBeNull();

  await userEvent.clear(within(form).getByLabelText('End date'));
  await userEvent.type(within(form).getByLabelText('End date'), '2027-03-01');
  await userEvent.upload(
    within(form).getByLabelText('Cover image'),
    new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' }),
  );
  expect(await within(form).findByText('cover.png')).toBeInTheDocument();
  expect(uploadQuery).toBe('visibility=public&accept=image');
  await userEvent.click(screen.getByRole('button', { name: 'Save course' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/courses/31/read'));
  expect(sent).toMatchObject({
    title: 'ডেটা অ্যানালিটিক্স',
    title_en: 'Data analytics',
    course_type: 1,
    level: 1,
    duration_hours: 30,
    fee: 0,
    language_medium: 1,
    start_date: '2027-02-01',
    end_date: '2027-03-01',
    cover_file_id: COVER,
    skill_ids: [],
    dependency_ids: [],
    instructor_ids: [],
  });
});

it('edits a course and shows the gateway’s field errors on their fields', async () => {
  let sent: CourseBody | null = null;
  server.use(
    handlerFor(E.course, () =>
      makeCourse({ id: 11, fee: 200, instructors: [{ id: 4, title: 'রফিক ইসলাম', title_en: 'Rafiq Islam' }] }),
    ),
    handlerFor(E.updateCourse, ({ body }) => {
      sent = body as CourseBody;
      return errorResponse(422, 'errors.validation', { cover_file_id: ['validation.reference_missing'] });
    }),
  );
  const { userEvent } = open('/courses/11/edit');
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit course' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Title (English)' })).toHaveValue('Web development');
  expect(screen.getByRole('spinbutton', { name: /Fee/ })).toHaveValue(200);
  // the course_post dependencies pick among the institute's own courses
  expect(screen.getByRole('combobox', { name: /Dependencies/ })).toBeInTheDocument();
  // the instructors pick among the institute's trainers; the chosen one is named from the course
  expect(screen.getByRole('combobox', { name: /Instructors/ })).toBeInTheDocument();
  expect(screen.getByText('Rafiq Islam')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save course' }));
  expect(await screen.findByText('The selected record no longer exists')).toBeInTheDocument();
  expect(sent).toMatchObject({ instructor_ids: [4] });
});
