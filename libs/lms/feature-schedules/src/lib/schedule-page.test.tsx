import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  type CourseSchedule,
  type CourseScheduleBody,
  courseEndpoints as C,
  scheduleEndpoints as E,
} from '@platform/contract';
import {
  asProvider,
  errorResponse,
  handlerFor,
  makeCourse,
  makeCourseSchedule,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { scheduleClasses } from '@platform/validation';
import { schedulesRoutes } from './schedules-routes';

const open = setupPlatformTests(schedulesRoutes, asProvider());

const liveCourse = () => makeCourse({ course_type: 2, title_en: 'Graphic design (live)' });

function makeSchedule(body: CourseScheduleBody, over: Partial<CourseSchedule> = {}): CourseSchedule {
  return makeCourseSchedule({
    id: 3,
    course_id: 11,
    course_title: 'গ্রাফিক ডিজাইন',
    ...body,
    status: 'draft',
    sent_at: null,
    updated_at: '2026-11-26T10:00:00.000Z',
    actions: ['edit', 'send'],
    classes: scheduleClasses(body),
    ...over,
  });
}

const STORED: CourseScheduleBody = {
  tentative_start_date: '2027-03-01',
  tentative_end_date: '2027-03-31',
  weekdays: [1, 3],
  start_time: '18:30',
  class_minutes: 90,
  min_students: 10,
  number_of_classes: 4,
};

it('states the rules first, refuses more classes than the weekdays hold, saves and sends for approval', async () => {
  let schedule: CourseSchedule | null = null;
  let sent: CourseScheduleBody | null = null;
  server.use(
    handlerFor(C.course, () => liveCourse()),
    handlerFor(E.courseSchedule, () => schedule),
    handlerFor(E.saveCourseSchedule, ({ body }) => {
      sent = body as CourseScheduleBody;
      schedule = makeSchedule(sent, { updated_at: '2026-11-26T11:00:00.000Z' });
      return schedule;
    }),
    handlerFor(E.sendCourseSchedule, () => {
      schedule = makeSchedule(STORED, {
        ...schedule,
        status: 'sent_for_approval',
        actions: [],
        updated_at: '2026-11-26T12:00:00.000Z',
      });
      return schedule;
    }),
  );
  const { userEvent } = open('/courses/11/schedule');
  expect(await screen.findByRole('heading', { level: 1, name: 'Live class schedule' })).toBeInTheDocument();
  expect(await screen.findByText('No schedule yet: fill in the form and save it.')).toBeInTheDocument();
  // the rules before any error
  expect(
    screen.getByText(/the chosen weekdays between them must hold the number of classes/),
  ).toBeInTheDocument();

  const form = screen.getByRole('form', { name: 'Schedule' });
  await userEvent.type(within(form).getByLabelText(/Tentative start date/), '2027-03-01');
  await userEvent.type(within(form).getByLabelText(/Tentative end date/), '2027-03-14');
  await userEvent.click(within(form).getByRole('checkbox', { name: 'Monday' }));
  await userEvent.click(within(form).getByRole('checkbox', { name: 'Wednesday' }));
  await userEvent.type(within(form).getByLabelText(/Start time/), '18:30');
  await userEvent.clear(within(form).getByRole('spinbutton', { name: /Length of a class/ }));
  await userEvent.type(within(form).getByRole('spinbutton', { name: /Length of a class/ }), '90');
  await userEvent.type(within(form).getByRole('spinbutton', { name: /Minimum students/ }), '10');
  await userEvent.type(within(form).getByRole('spinbutton', { name: /Number of classes/ }), '6');
  await userEvent.click(within(form).getByRole('button', { name: 'Save schedule' }));
  // 1 – 14 March holds four Mondays and Wednesdays
  expect(
    await within(form).findByText(
      'Only 4 classes fit between the tentative start and end dates on the chosen weekdays',
    ),
  ).toBeInTheDocument();
  expect(sent).toBeNull();

  const end = within(form).getByLabelText(/Tentative end date/);
  await userEvent.clear(end);
  await userEvent.type(end, '2027-03-31');
  await userEvent.click(within(form).getByRole('button', { name: 'Save schedule' }));
  expect(await screen.findByText('Schedule saved')).toBeInTheDocument();
  expect(sent).toEqual({ ...STORED, number_of_classes: 6 });
  expect(await screen.findByText('Draft')).toBeInTheDocument();
  const classes = screen.getByRole('table', { name: 'Classes' });
  expect(within(classes).getAllByRole('row')).toHaveLength(7);

  await userEvent.click(screen.getByRole('button', { name: 'Send for approval' }));
  expect(await screen.findByText('Schedule sent for approval')).toBeInTheDocument();
  expect(await screen.findByText(/The schedule waits for approval/)).toBeInTheDocument();
  // nothing to change while it waits
  expect(screen.queryByRole('button', { name: 'Save schedule' })).toBeNull();
  expect(screen.getByLabelText(/Tentative start date/)).toBeDisabled();
  expect(screen.getByText('Weekdays: Monday, Wednesday')).toBeInTheDocument();
});

it('shows the approver’s reason after a rejection and says why a move was refused', async () => {
  server.use(
    handlerFor(C.course, () => liveCourse()),
    handlerFor(E.courseSchedule, () =>
      makeSchedule(STORED, {
        status: 'rejected',
        routine_status: 'rejected',
        rejection_reason: 'Classes clash with Friday prayers',
      }),
    ),
    handlerFor(E.sendCourseSchedule, () => errorResponse(409, 'course_schedules.errors.cannot_send')),
  );
  const { userEvent } = open('/courses/11/schedule');
  expect(await screen.findByText('Reason given: Classes clash with Friday prayers')).toBeInTheDocument();
  expect(screen.getByText('Schedule routine rejected')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send for approval' }));
  expect(
    await screen.findByText('Only a draft or a rejected schedule can be sent for approval'),
  ).toBeInTheDocument();
});

it('offers republish for an approved schedule that was published before', async () => {
  let published = false;
  server.use(
    handlerFor(C.course, () => liveCourse()),
    handlerFor(E.courseSchedule, () =>
      makeSchedule(STORED, {
        status: published ? 'published' : 'approved',
        routine_status: 'approved',
        was_published: true,
        actions: published ? ['edit'] : ['edit', 'republish'],
        updated_at: published ? '2026-11-26T13:00:00.000Z' : '2026-11-26T12:00:00.000Z',
      }),
    ),
    handlerFor(E.publishCourseSchedule, () => {
      published = true;
      return makeSchedule(STORED, { status: 'published', was_published: true, actions: ['edit'] });
    }),
  );
  const { userEvent } = open('/courses/11/schedule');
  expect(await screen.findByText(/after approval, republish it/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Republish' }));
  expect(await screen.findByText('Schedule published')).toBeInTheDocument();
  expect(await screen.findByText('Published')).toBeInTheDocument();
});

it('says a course that is not live has no schedule, and a reader sees no changes', async () => {
  server.use(handlerFor(C.course, () => makeCourse()));
  open('/courses/11/schedule', asProvider(['view_any_course']));
  expect(await screen.findByText(/Only a live course has a class schedule/)).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Schedule' })).toBeNull();
});
