import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type DashboardStatistics, endpoints } from '@platform/contract';
import { asAdmin, errorResponse, handlerFor, server, setupPlatformTests } from '@platform/testing';
import { StatisticsRoute } from './statistics-page';

const open = setupPlatformTests(<StatisticsRoute />, asAdmin(['view_dashboard_statistics']));

const families = [
  'youth_registrations',
  'jobs_published',
  'applications',
  'course_enrolments',
  'certificates',
] as const;
let asked: URLSearchParams[];

function answer(from: string, to: string): DashboardStatistics {
  return {
    from,
    to,
    interval: 'day',
    series: families.map((family, i) => ({
      family,
      total: 3 * (i + 1),
      points: [
        { period: from, count: i + 1 },
        { period: to, count: 2 * (i + 1) },
      ],
    })),
  };
}

beforeEach(() => {
  asked = [];
  server.use(
    handlerFor(endpoints.dashboardStatistics, ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q);
      if ((q.get('to') ?? '9') < (q.get('from') ?? '0'))
        return errorResponse(422, 'errors.validation', { to: ['validation.report_end_before_start'] });
      return answer(q.get('from') ?? '2026-11-25', q.get('to') ?? '2026-11-26');
    }),
  );
});

describe('platform activity (admin /statistics)', () => {
  it('shows each family’s total and the numbers of every day in a table', async () => {
    open('/statistics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform activity' })).toBeInTheDocument();
    expect(screen.getByText(/Up to 92 days are counted by the day/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'The numbers of the chart' });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(header).toEqual([
      'Period',
      'Youth registered',
      'Jobs published',
      'Job applications',
      'Course enrolments',
      'Certificates issued',
    ]);
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement;
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '6', '9', '12', '15']);
  });

  it('asks for the range typed and shows the rule the gateway refused it with', async () => {
    const { userEvent: user } = open('/statistics?from=2026-03-01&to=2026-03-05');
    await screen.findByRole('table', { name: 'The numbers of the chart' });
    expect(asked.at(-1)?.get('from')).toBe('2026-03-01');
    const to = screen.getByLabelText('To');
    expect(to).toHaveValue('2026-03-05');
    fireEvent.change(to, { target: { value: '2026-02-01' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('End date is before start date')).toBeInTheDocument();
    await waitFor(() => expect(to).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByRole('table', { name: 'The numbers of the chart' })).not.toBeInTheDocument();
  });

  it('says the count failed and asks again on Try again', async () => {
    let fail = true;
    server.use(
      handlerFor(endpoints.dashboardStatistics, () =>
        fail ? errorResponse(500, 'errors.internal') : answer('2026-11-25', '2026-11-26'),
      ),
    );
    const { userEvent: user } = open('/statistics');
    expect(await screen.findByRole('alert')).toHaveTextContent('The activity could not be counted.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'The numbers of the chart' })).toBeInTheDocument();
  });
});
