import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { courseEndpoints, type DashboardStatistics, endpoints } from '@platform/contract';
import { asProvider, handlerFor, renderWithPlatform, server, setupMswServer } from '@platform/testing';
import { twelveMonthsTo } from './course-activity';
import { HomePage } from './home-page';

setupMswServer();

it('shows the signed-in user what the lms portal is for', async () => {
  renderWithPlatform(<HomePage />, asProvider([], { full_name_en: 'Farhana Islam' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Farhana Islam' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/The learning management portal is where content providers/)).toBeInTheDocument();
});

it('counts the institute’s courses by status, each count a link to the list filtered the same way', async () => {
  server.use(
    handlerFor(courseEndpoints.courseStatusCounts, () => ({
      total: 4,
      active: 3,
      inactive: 1,
      draft: 2,
      published: 1,
      archived: 1,
      schedules_pending: 2,
      schedules_rejected: 1,
    })),
  );
  renderWithPlatform(<HomePage />, asProvider(['view_any_course']));
  expect(await screen.findByRole('heading', { name: 'Your courses' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'See the drafts' })).toHaveAttribute(
    'href',
    '/courses?publication_status=draft',
  );
  expect(screen.getByRole('link', { name: 'See the inactive courses' })).toHaveAttribute(
    'href',
    '/courses?row_status=0',
  );
  // pending approvals: live schedules waiting for an approver, and those sent back
  expect(screen.getByText('Live schedules awaiting approval')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See the live courses' })).toHaveAttribute(
    'href',
    '/courses?course_type=2',
  );
  expect(screen.getByRole('link', { name: 'See the live courses to change' })).toBeInTheDocument();
});

it('charts the institute’s enrolments, completions and certificates of the last twelve months, with the numbers', async () => {
  const asked: URLSearchParams[] = [];
  server.use(
    handlerFor(courseEndpoints.courseStatusCounts, () => ({
      total: 1,
      active: 1,
      inactive: 0,
      draft: 0,
      published: 1,
      archived: 0,
      schedules_pending: 0,
      schedules_rejected: 0,
    })),
    handlerFor(endpoints.courseStatistics, ({ request }): DashboardStatistics => {
      asked.push(new URL(request.url).searchParams);
      const point = (period: string, count: number) => ({ period, count });
      return {
        from: '2025-12-01',
        to: '2026-11-26',
        interval: 'month',
        series: [
          { family: 'course_enrolments', total: 7, points: [point('2025-12', 3), point('2026-11', 4)] },
          { family: 'course_completions', total: 2, points: [point('2025-12', 0), point('2026-11', 2)] },
          { family: 'certificates', total: 1, points: [point('2025-12', 0), point('2026-11', 1)] },
        ],
      };
    }),
  );
  renderWithPlatform(<HomePage />, asProvider(['view_any_course']));
  expect(
    await screen.findByRole('heading', { name: 'Course activity in the last 12 months' }),
  ).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'The numbers of your institute’s course activity' });
  const total = within(table).getByRole('row', { name: /Total/ });
  expect(
    within(total)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['7', '2', '1']);
  expect(within(table).getByRole('columnheader', { name: 'Courses completed' })).toBeInTheDocument();
  expect(
    screen.getByRole('figure', { name: 'Chart of your institute’s course activity' }),
  ).toBeInTheDocument();
  expect(asked[0]?.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(asked[0]?.get('from')).toMatch(/-01$/);
});

it('asks for twelve calendar months, across a new year', () => {
  expect(twelveMonthsTo('2026-11-26')).toEqual({ from: '2025-12-01', to: '2026-11-26' });
  expect(twelveMonthsTo('2026-12-31')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  expect(twelveMonthsTo('2027-01-05')).toEqual({ from: '2026-02-01', to: '2027-01-05' });
});
