import { beforeEach, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type CourseSchedule, scheduleEndpoints as E } from '@platform/contract';
import {
  asAdmin,
  errorResponse,
  handlerFor,
  listHandlerFor,
  makeCourseSchedule,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { scheduleApprovalRoutes } from './schedule-approval-routes';

const open = setupPlatformTests(scheduleApprovalRoutes);
const asApprover = () => asAdmin(['approve_course_schedule']);

function pending(id: number, course: string, institute: string): CourseSchedule {
  return makeCourseSchedule({
    id,
    course_id: id + 100,
    course_title: course,
    course_title_en: course,
    institute_title: institute,
    institute_title_en: institute,
    tentative_start_date: '2027-03-01',
    tentative_end_date: '2027-03-31',
    weekdays: [0, 2],
    start_time: '18:30',
    min_students: 12,
    number_of_classes: 8,
  });
}

let queue: CourseSchedule[];
let calls: { name: string; id: string; body: unknown }[];

beforeEach(() => {
  queue = [
    pending(1, 'Graphic design (live)', 'Rajshahi Technical Training Institute'),
    pending(2, 'Spoken English (live)', 'Khulna Youth Centre'),
  ];
  calls = [];
  server.use(
    listHandlerFor(E.scheduleQueue, () => ({ data: queue.filter((s) => s.status === 'sent_for_approval') })),
    handlerFor(E.approveCourseSchedule, ({ params, body }) => {
      calls.push({ name: 'approve', id: params.id ?? '', body });
      const s = queue.find((x) => String(x.id) === params.id) as CourseSchedule;
      s.status = 'approved';
      return s;
    }),
    handlerFor(E.rejectCourseSchedule, ({ params, body }) => {
      calls.push({ name: 'reject', id: params.id ?? '', body });
      const s = queue.find((x) => String(x.id) === params.id) as CourseSchedule;
      s.status = 'rejected';
      return s;
    }),
  );
});

it('lists the schedules sent for approval with their routine, and approves one after confirming', async () => {
  const { userEvent } = open('/course-schedule-approvals', asApprover());
  expect(await screen.findByRole('heading', { level: 1, name: 'Live class schedules' })).toBeInTheDocument();
  const row = (await screen.findByRole('rowheader', { name: 'Graphic design (live)' })).closest(
    'tr',
  ) as HTMLElement;
  expect(within(row).getByText('Rajshahi Technical Training Institute')).toBeInTheDocument();
  expect(
    within(row).getByText('Sun, Tue at 6:30 PM; 8 classes of 90 minutes; at least 12 students'),
  ).toBeInTheDocument();

  await userEvent.click(
    within(row).getByRole('button', { name: 'Approve the schedule of Graphic design (live)' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Approve this schedule?' });
  expect(within(dialog).getByText(/Rajshahi Technical Training Institute/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Schedule approved')).toBeInTheDocument();
  expect(calls.map((c) => [c.name, c.id])).toEqual([['approve', '1']]);
  await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Graphic design (live)' })).toBeNull());
});

it('rejects only with a reason, and sends the reason', async () => {
  const { userEvent } = open('/course-schedule-approvals', asApprover());
  await userEvent.click(
    await screen.findByRole('button', { name: 'Reject the schedule of Spoken English (live)' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Reject the schedule of Spoken English (live)' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
  expect(calls).toEqual([]);
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: /Reason/ }),
    'Too few classes for the fee',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText('Schedule rejected')).toBeInTheDocument();
  expect(calls).toEqual([{ name: 'reject', id: '2', body: { reason: 'Too few classes for the fee' } }]);
});

it('says why an approval was refused (already decided elsewhere)', async () => {
  server.use(
    handlerFor(E.approveCourseSchedule, () => errorResponse(409, 'course_schedules.errors.not_pending')),
  );
  const { userEvent } = open('/course-schedule-approvals', asApprover());
  await userEvent.click(
    await screen.findByRole('button', { name: 'Approve the schedule of Graphic design (live)' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Approve this schedule?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('This schedule is not waiting for approval')).toBeInTheDocument();
});
