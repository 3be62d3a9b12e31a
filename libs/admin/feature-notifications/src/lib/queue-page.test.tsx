import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { type QueueJob, notificationEndpoints as E } from '@platform/contract';
import { asAdmin, handlerFor, listHandlerFor, server, setupPlatformTests } from '@platform/testing';
import { QueueRoute } from './queue-page';

const open = setupPlatformTests(<QueueRoute />);
const render = (
  permissions = ['view_any_notification_log', 'retry_notification_log'],
  route = '/notifications/queue',
) => open(route, asAdmin(permissions));

const job = (over: Partial<QueueJob>): QueueJob => ({
  id: '6f1c2d3e-0000-4000-8000-000000000001',
  log_id: 41,
  state: 'completed',
  retry_count: 0,
  retry_limit: 3,
  last_error: null,
  created_at: '2026-03-26T04:30:00Z',
  started_at: '2026-03-26T04:30:01Z',
  completed_at: '2026-03-26T04:30:02Z',
  ...over,
});

let queries: URLSearchParams[];
let requeued: string[];

beforeEach(() => {
  queries = [];
  requeued = [];
  server.use(
    listHandlerFor(E.queueJobs, ({ query }) => {
      queries.push(query);
      return {
        data: [
          job({}),
          job({
            id: '6f1c2d3e-0000-4000-8000-000000000002',
            log_id: 42,
            state: 'failed',
            retry_count: 3,
            last_error: 'smtp refused',
            completed_at: null,
          }),
        ],
      };
    }),
    handlerFor(E.requeueQueueJob, ({ params }) => {
      requeued.push(String(params.id));
      return job({ id: String(params.id), state: 'retry' });
    }),
  );
});

describe('notification queue (rmq-logs)', () => {
  it('shows each job’s message, state, failed runs and last error, and requeues a failed one', async () => {
    const { userEvent: user } = render();
    const table = await screen.findByRole('table', { name: 'Notification queue' });
    const failed = within(table).getByText('smtp refused').closest('tr') as HTMLElement;
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('42')).toBeInTheDocument();
    expect(within(failed).getByText('3')).toBeInTheDocument();
    // only the failed job can be requeued
    expect(within(table).getAllByRole('button', { name: /requeue/i })).toHaveLength(1);
    await user.click(within(failed).getByRole('button', { name: 'Requeue: the job of message 42' }));
    expect(await screen.findByText('Job put back in the queue')).toBeInTheDocument();
    expect(requeued).toEqual(['6f1c2d3e-0000-4000-8000-000000000002']);
  });

  it('filters by state on the server; without the retry key nothing can be requeued', async () => {
    const { userEvent: user } = render(['view_any_notification_log']);
    await screen.findByText('smtp refused');
    expect(screen.queryByRole('button', { name: /requeue/i })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Failed');
    await screen.findByText('smtp refused');
    expect(queries.at(-1)?.get('state')).toBe('failed');
  });
});
