import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { scheduleEndpoints as E } from '@platform/contract';
import { asAdmin, listHandlerFor, makeCourseSchedule, server, setupPlatformTests } from '@platform/testing';
import { scheduleApprovalRoutes } from './schedule-approval-routes';

const open = setupPlatformTests(scheduleApprovalRoutes);

it('shows the queue in Bengali: the titles, the routine with Bengali weekdays and digits', async () => {
  const schedule = makeCourseSchedule({ id: 1, course_id: 7 });
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
