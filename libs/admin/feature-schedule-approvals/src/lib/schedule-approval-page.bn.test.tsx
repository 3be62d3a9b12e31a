import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { type CourseSchedule, scheduleEndpoints as E } from '@platform/contract';
import { asAdmin, listHandlerFor, server, setupPlatformTests } from '@platform/testing';
import { scheduleApprovalRoutes } from './schedule-approval-routes';

const open = setupPlatformTests(scheduleApprovalRoutes);

it('shows the queue in Bengali: the titles, the routine with Bengali weekdays and digits', async () => {
  const schedule = {
    id: 1,
    course_id: 7,
    course_title: 'গ্রাফিক ডিজাইন (লাইভ)',
    course_title_en: 'Graphic design (live)',
    institute_title: 'রাজশাহী কারিগরি প্রশিক্ষণ ইনস্টিটিউট',
    institute_title_en: 'Rajshahi Technical Training Institute',
    tentative_start_date: '2027-01-03',
    tentative_end_date: '2027-02-28',
    weekdays: [0],
    start_time: '18:00',
    class_minutes: 90,
    min_students: 10,
    number_of_classes: 16,
    status: 'sent_for_approval',
    routine_status: null,
    rejection_reason: null,
    was_published: false,
    sent_at: '2026-11-24T06:00:00.000Z',
    reviewed_at: null,
    published_at: null,
    updated_at: '2026-11-24T06:00:00.000Z',
    actions: ['approve', 'reject'],
    classes: [],
  } satisfies CourseSchedule;
  server.use(listHandlerFor(E.scheduleQueue, () => ({ data: [schedule] })));
  open('/course-schedule-approvals', { ...asAdmin(['approve_course_schedule']), locale: 'bn-BD' });
  expect(await screen.findByRole('heading', { level: 1, name: 'লাইভ ক্লাসের সময়সূচি' })).toBeInTheDocument();
  const row = (await screen.findByRole('rowheader', { name: 'গ্রাফিক ডিজাইন (লাইভ)' })).closest(
    'tr',
  ) as HTMLElement;
  expect(within(row).getByText(/রবি/)).toHaveTextContent(/১৬টি ক্লাস, প্রতিটি ৯০ মিনিট; কমপক্ষে ১০ জন শিক্ষার্থী/);
  expect(
    within(row).getByRole('button', { name: 'গ্রাফিক ডিজাইন (লাইভ) কোর্সের সময়সূচি অনুমোদন করুন' }),
  ).toBeInTheDocument();
});
