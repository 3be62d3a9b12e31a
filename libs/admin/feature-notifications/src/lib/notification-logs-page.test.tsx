import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints, type NotificationLog } from '@platform/contract';
import {
  asAdmin,
  errorResponse,
  handlerFor,
  listHandlerFor,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { NotificationLogsRoute } from './notification-logs-page';

const open = setupPlatformTests(<NotificationLogsRoute />);

function renderLogs(permissions = ['view_any_notification_log'], route = '/notifications') {
  return open(route, asAdmin(permissions));
}

function log(id: number, overrides: Partial<NotificationLog> = {}): NotificationLog {
  return {
    id,
    event: 'contact_message',
    channel: 'email',
    recipient: `person${id}@example.com`,
    state: 'DONE',
    attempts: 1,
    last_error: null,
    created_at: '2026-03-26T04:30:00Z',
    updated_at: '2026-03-26T04:30:05Z',
    ...overrides,
  };
}

let queries: URLSearchParams[];

beforeEach(() => {
  queries = [];
  server.use(
    listHandlerFor(endpoints.notificationLogs, ({ query }) => {
      queries.push(query);
      const page = Number(query.get('page'));
      const failedOnly = query.get('state') === 'FAILED';
      const rows = failedOnly
        ? [log(40, { state: 'FAILED', channel: 'sms', attempts: 3, last_error: 'SMS gateway timed out' })]
        : page === 2
          ? [log(11), log(12)]
          : Array.from({ length: 10 }, (_, i) => log(i + 1));
      return {
        data: rows,
        meta: {
          current_page: page,
          page_size: 10,
          total: failedOnly ? 1 : 12,
          total_page: failedOnly ? 1 : 2,
        },
      };
    }),
  );
});

describe('notification logs', () => {
  it('shows the Unauthorized page without view_any_notification_log', async () => {
    renderLogs(['view_app_settings']);
    expect(await screen.findByText(/you do not have permission to view this page/i)).toBeInTheDocument();
    expect(queries).toEqual([]);
  });

  it('lists the first server page with its states and attempts', async () => {
    renderLogs();
    const table = await screen.findByRole('table', { name: 'Notification logs' });
    expect(await within(table).findByText('person1@example.com')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(11); // header + 10
    expect(within(table).getAllByText('Contact message')).toHaveLength(10);
    expect(within(table).getByRole('columnheader', { name: 'Attempts' })).toBeInTheDocument();
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    // spec §9: MM-DD-YYYY, in Dhaka time (04:30 UTC is 10:30 in Dhaka)
    expect(within(table).getAllByText(/^26 Mar 2026, 10:30/)).toHaveLength(10);
    expect(queries[0]?.get('page')).toBe('1');
    expect(queries[0]?.get('page_size')).toBe('10');
  });

  it('asks the gateway for the next page', async () => {
    const { userEvent: user } = renderLogs();
    await screen.findByText('person1@example.com');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('person12@example.com')).toBeInTheDocument();
    expect(queries.at(-1)?.get('page')).toBe('2');
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
  });

  it('keeps filters and page in the address: a reload shows the same page, back the one before', async () => {
    const { userEvent: user, router } = renderLogs(undefined, '/notifications?channel=email&page=2');
    expect(await screen.findByText('person12@example.com')).toBeInTheDocument();
    expect(queries[0]?.get('channel')).toBe('email');
    expect(queries[0]?.get('page')).toBe('2');
    expect(screen.getByRole('combobox', { name: 'Channel' })).toHaveValue('email');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Failed');
    await waitFor(() => expect(router.state.location.search).toBe('?state=FAILED&channel=email'));
    expect(await screen.findByText('SMS gateway timed out')).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByText('person12@example.com')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('');
  });

  it('filters by state on the server and shows failures with their error', async () => {
    const { userEvent: user } = renderLogs();
    await screen.findByText('person1@example.com');

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Failed');

    expect(await screen.findByText('SMS gateway timed out')).toBeInTheDocument();
    const last = queries.at(-1);
    expect(last?.get('state')).toBe('FAILED');
    expect(last?.get('page')).toBe('1');
    const row = screen.getByText('person40@example.com').closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('SMS')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('3')).toBeInTheDocument();
  });

  it('sends a FAILED message again for a holder of retry_notification_log, and offers it to no one else', async () => {
    const retried: string[] = [];
    server.use(
      handlerFor(endpoints.retryNotificationLog, ({ params }) => {
        retried.push(String(params.id));
        return log(40, { state: 'IN_QUEUE', attempts: 0 });
      }),
    );
    const { userEvent: user } = renderLogs(
      ['view_any_notification_log', 'retry_notification_log'],
      '/notifications?state=FAILED',
    );
    await user.click(await screen.findByRole('button', { name: 'Send again: message 40' }));
    expect(await screen.findByText('Queued again')).toBeInTheDocument();
    expect(retried).toEqual(['40']);
    expect(queries.length).toBeGreaterThan(1); // the log is read again
  });

  it('searches by recipient on the server', async () => {
    const { userEvent: user } = renderLogs();
    await screen.findByText('person1@example.com');
    await user.type(screen.getByRole('searchbox', { name: 'Search by recipient' }), 'person4{Enter}');
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('person4'));
    expect(queries.at(-1)?.get('page')).toBe('1');
  });

  it('offers no retry without the key, and links the queue view', async () => {
    renderLogs(undefined, '/notifications?state=FAILED');
    expect(await screen.findByText('SMS gateway timed out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /send again/i })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Queue' })).toHaveAttribute('href', '/notifications/queue');
  });

  it('says when nothing matches, and when the log cannot be loaded', async () => {
    server.use(
      listHandlerFor(endpoints.notificationLogs, ({ query }) =>
        query.get('channel') === 'in_app' ? { data: [] } : errorResponse(500, 'errors.internal'),
      ),
    );
    const { userEvent: user } = renderLogs();
    expect(await screen.findByText('The notification log could not be loaded.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), 'In-app');
    expect(await screen.findByText('No notifications found')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('The notification log could not be loaded.')).not.toBeInTheDocument(),
    );
  });
});
