import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type CalendarEntry, calendarEndpoints as E } from '@platform/contract';
import { asYouth, handlerFor, server, setupPlatformTests } from '@platform/testing';
import { calendarRoutes } from './route-table';

const open = setupPlatformTests(calendarRoutes, { ...asYouth(), route: '/my-calendar?month=2031-03' });

const interview: CalendarEntry = {
  uid: 'interview-4',
  kind: 'interview',
  title: 'জুনিয়র ওয়েব ডেভেলপার',
  title_en: 'Junior Web Developer',
  subtitle: 'Round 1',
  subtitle_en: null,
  starts_on: '2031-03-10',
  ends_on: '2031-03-10',
  start_time: '10:00',
  end_time: '10:30',
  starts_at: '2031-03-10T04:00:00.000Z',
  ends_at: '2031-03-10T04:30:00.000Z',
  location: 'Karwan Bazar',
  location_en: null,
  link: '/my-jobs',
};
const batch: CalendarEntry = {
  ...interview,
  uid: 'batch-2',
  kind: 'batch',
  title: 'ওয়েব ডিজাইন',
  title_en: 'Web design',
  subtitle: 'ব্যাচ ক',
  subtitle_en: 'Batch A',
  starts_on: '2031-02-01',
  ends_on: '2031-03-15',
  start_time: null,
  end_time: null,
  starts_at: null,
  ends_at: null,
  location: null,
  link: '/courses/12',
};

function serve() {
  const asked: string[] = [];
  server.use(
    handlerFor(E.youthCalendar, ({ query }) => {
      asked.push(`${query.get('from')}…${query.get('to')}`);
      return query.get('from') === '2031-03-01' ? [batch, interview] : [];
    }),
  );
  return asked;
}

it('shows a month as a table with weekday headers and the entries of each day as links', async () => {
  const asked = serve();
  open();
  expect(await screen.findByRole('heading', { level: 1, name: 'My calendar' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Calendar of Mar 2031' });
  expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
  expect(within(table).getByRole('columnheader', { name: 'Sun' })).toBeInTheDocument();
  const link = await within(table).findByRole('link', { name: 'Interview: Junior Web Developer' });
  expect(link).toHaveAttribute('href', '/my-jobs');
  expect(within(table).getByRole('link', { name: 'Course batch (ends): Web design' })).toHaveAttribute(
    'href',
    '/courses/12',
  );
  // the batch began in February: March shows only its end
  expect(within(table).queryByRole('link', { name: /starts/ })).toBeNull();
  expect(asked).toEqual(['2031-03-01…2031-03-31']);
});

it('moves month by month and shows the agenda list, keyboard-reachable', async () => {
  const asked = serve();
  const { userEvent } = open();
  await screen.findByRole('table', { name: 'Calendar of Mar 2031' });
  await userEvent.click(screen.getByRole('button', { name: 'Agenda' }));
  const agenda = await screen.findByRole('region', { name: 'Agenda of Mar 2031' });
  const items = await within(agenda).findAllByRole('listitem');
  expect(items.map((i) => i.textContent)).toEqual([
    expect.stringContaining('Interview: Junior Web Developer'),
    expect.stringContaining('Course batch (ends): Web design'),
  ]);
  expect(within(agenda).getByText(/Round 1 · Karwan Bazar/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
  expect(await screen.findByText('Nothing in Apr 2031')).toBeInTheDocument();
  await waitFor(() => expect(asked).toContain('2031-04-01…2031-04-30'));
});
