import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { type InstituteEvent, type InstituteEventBody, scheduleEndpoints as E } from '@platform/contract';
import { asProvider, handlerFor, listHandlerFor, server, setupPlatformTests } from '@platform/testing';
import { schedulesRoutes } from './schedules-routes';

const open = setupPlatformTests(schedulesRoutes, asProvider());

const makeEvent = (over: Partial<InstituteEvent> = {}): InstituteEvent => ({
  id: 4,
  institute_id: 1,
  title: 'চাকরি মেলা',
  title_en: 'Job fair',
  description: null,
  description_en: null,
  start_date: '2027-04-10',
  end_date: '2027-04-10',
  start_time: '10:00',
  end_time: '16:00',
  venue: null,
  venue_en: 'Rajshahi Auditorium',
  online_link: null,
  is_published: true,
  created_at: '2026-11-26T10:00:00.000Z',
  updated_at: '2026-11-26T10:00:00.000Z',
  ...over,
});

it('lists the events, adds one after the venue-or-link rule, and shows it in its month', async () => {
  let events = [makeEvent()];
  let sent: InstituteEventBody | null = null;
  server.use(
    listHandlerFor(E.instituteEvents, ({ query }) => {
      const from = query.get('from');
      const to = query.get('to');
      return { data: events.filter((e) => !from || !to || (e.end_date >= from && e.start_date <= to)) };
    }),
    handlerFor(E.createInstituteEvent, ({ body }) => {
      sent = body as InstituteEventBody;
      const made = makeEvent({
        ...(body as InstituteEventBody),
        id: 5,
        is_published: false,
      } as InstituteEvent);
      events = [...events, made];
      return made;
    }),
  );
  const { userEvent } = open('/events');
  const row = (await screen.findByRole('rowheader', { name: 'Job fair' })).closest('tr') as HTMLElement;
  expect(within(row).getByText('Rajshahi Auditorium')).toBeInTheDocument();
  expect(within(row).getByText('Published')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Add an event' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add an event' });
  expect(within(dialog).getByText(/give a venue or an https:\/\/ online link/)).toBeInTheDocument();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Title \(Bengali\)/ }), 'ওরিয়েন্টেশন');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title (English)' }), 'Orientation');
  await userEvent.type(within(dialog).getByLabelText(/Start date/), '2027-04-20');
  await userEvent.type(within(dialog).getByLabelText(/End date/), '2027-04-20');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Give a venue or an online link')).toBeInTheDocument();
  expect(sent).toBeNull();
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: 'Online link' }),
    'https://meet.example.org/o',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Event saved')).toBeInTheDocument();
  expect(sent).toMatchObject({
    title: 'ওরিয়েন্টেশন',
    title_en: 'Orientation',
    start_date: '2027-04-20',
    online_link: 'https://meet.example.org/o',
    start_time: null,
    is_published: false,
  });

  // the month view (of today's month) is a table of its days
  await userEvent.click(screen.getByRole('button', { name: 'Month' }));
  expect(await screen.findByRole('region', { name: /^Events in / })).toBeInTheDocument();
});

it('shows a month of events, drafts marked, each opening its edit form', async () => {
  server.use(
    listHandlerFor(E.instituteEvents, () => ({
      data: [
        makeEvent(),
        makeEvent({
          id: 5,
          title_en: 'Orientation',
          start_date: '2027-04-20',
          end_date: '2027-04-21',
          start_time: null,
          end_time: null,
          is_published: false,
        }),
      ],
    })),
  );
  const { userEvent } = open('/events?view=month&month=2027-04');
  const month = await screen.findByRole('region', { name: 'Events in Apr 2027' });
  const cellOf = (day: string) => within(month).getByText(day).closest('td') as HTMLElement;
  expect(await within(cellOf('10 Apr 2027')).findByRole('button', { name: 'Job fair' })).toBeInTheDocument();
  expect(
    within(cellOf('20 Apr 2027')).getByRole('button', { name: 'Orientation (draft)' }),
  ).toBeInTheDocument();
  expect(
    within(cellOf('21 Apr 2027')).getByRole('button', { name: 'Orientation (draft)' }),
  ).toBeInTheDocument();
  await userEvent.click(within(cellOf('10 Apr 2027')).getByRole('button', { name: 'Job fair' }));
  expect(await screen.findByRole('dialog', { name: 'Edit Job fair' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
  expect(await screen.findByRole('region', { name: 'Events in May 2027' })).toBeInTheDocument();
});
