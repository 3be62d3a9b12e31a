import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  type NotificationHead,
  type NotificationHeadBody,
  notificationEndpoints as E,
} from '@platform/contract';
import {
  asAdmin,
  errorResponse,
  fill,
  handlerFor,
  listHandlerFor,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { HeadConfigRoute } from './head-config-page';
import { HeadCreateRoute, HeadEditRoute } from './head-form-page';
import { HeadsRoute } from './heads-page';

const open = setupPlatformTests([
  { path: '/notification-heads', element: <HeadsRoute /> },
  { path: '/notification-heads/create', element: <HeadCreateRoute /> },
  { path: '/notification-heads/:id/edit', element: <HeadEditRoute /> },
  { path: '/notification-heads/:id/config', element: <HeadConfigRoute /> },
]);
const ALL = ['view_any_notification_head', 'manage_notification_head'];
const render = (route: string, permissions = ALL) => open(route, asAdmin(permissions));

function head(over: Partial<NotificationHead> = {}): NotificationHead {
  return {
    id: 7,
    code: 'contact',
    title: 'যোগাযোগ',
    title_en: 'Contact',
    event: 'contact_message',
    channels: ['email', 'sms'],
    enabled: true,
    templates: [{ channel: 'email', language: 'en', subject: 'From {{name}}', body: 'Hello' }],
    created_at: '2026-03-26T04:30:00Z',
    updated_at: '2026-03-26T04:30:00Z',
    ...over,
  };
}

let queries: URLSearchParams[];
let posted: unknown[];

beforeEach(() => {
  queries = [];
  posted = [];
  server.use(
    listHandlerFor(E.notificationHeads, ({ query }) => {
      queries.push(query);
      return { data: query.get('event') === 'vendor_approved' ? [] : [head()] };
    }),
    handlerFor(E.notificationHead, () => head()),
    handlerFor(E.createNotificationHead, ({ body }) => {
      posted.push(body);
      return head({ id: 9, ...(body as NotificationHeadBody) });
    }),
    handlerFor(E.updateNotificationTemplates, ({ body }) => {
      posted.push(body);
      return head();
    }),
  );
});

describe('notification heads', () => {
  it('lists the heads with event, channels and status, filtered by event on the server', async () => {
    const { userEvent: user } = render('/notification-heads');
    const table = await screen.findByRole('table', { name: 'Notification heads' });
    const row = within(table).getByText('contact').closest('tr') as HTMLElement;
    expect(within(row).getByText('Contact message')).toBeInTheDocument();
    expect(within(row).getByText('Email, SMS')).toBeInTheDocument();
    expect(within(row).getByText('Enabled')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Templates: Contact' })).toHaveAttribute(
      'href',
      '/notification-heads/7/config',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'Vendor approved');
    expect(await screen.findByText('No notification heads found')).toBeInTheDocument();
    expect(queries.at(-1)?.get('event')).toBe('vendor_approved');
  });

  it('offers no add, edit or templates to a reader without the manage key', async () => {
    render('/notification-heads', ['view_any_notification_head']);
    expect(await screen.findByText('contact')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /add a notification head/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^edit/i })).not.toBeInTheDocument();
  });

  it('shows the channel rule before the first error, refuses no channel, and posts the head', async () => {
    const { userEvent: user, router } = render('/notification-heads/create');
    const channels = await screen.findByRole('group', { name: /channels/i });
    // the rule is there before anything is sent
    expect(within(channels).getByText('At least one channel is required')).toBeInTheDocument();
    expect(screen.getByText(/at least one channel is required: the head sends/i)).toBeInTheDocument();
    await fill(user, screen.getByRole('textbox', { name: /^code/i }), 'contact');
    await fill(user, screen.getByRole('textbox', { name: /title \(bengali\)/i }), 'যোগাযোগ');
    await user.click(screen.getByRole('combobox', { name: /event/i }));
    await user.click(await screen.findByRole('option', { name: 'Contact message' }));
    await user.click(within(channels).getByRole('checkbox', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(channels).getByText('At least one channel is required')).toHaveClass('Mui-error'),
    );
    expect(posted).toEqual([]);
    await user.click(within(channels).getByRole('checkbox', { name: 'SMS' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notification-heads/9/config'));
    expect(posted).toEqual([
      {
        code: 'contact',
        title: 'যোগাযোগ',
        title_en: null,
        event: 'contact_message',
        channels: ['sms'],
        enabled: true,
      },
    ]);
  });

  it('lists the event’s variables, posts a slot per channel and language, and shows an unknown variable on its field', async () => {
    const { userEvent: user } = render('/notification-heads/7/config');
    expect(await screen.findByRole('heading', { level: 1, name: 'Templates: Contact' })).toBeInTheDocument();
    for (const v of ['{{name}}', '{{email}}', '{{mobile}}', '{{subject}}', '{{message}}'])
      expect(screen.getByText(v)).toBeInTheDocument();
    // SMS has no subject
    expect(screen.queryByRole('textbox', { name: 'Subject (SMS, English)' })).not.toBeInTheDocument();
    const body = screen.getByRole('textbox', { name: 'Text (Email, English)' });
    expect(body).toHaveValue('Hello');
    await user.clear(body);
    await fill(user, body, 'Dear {{name}}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Templates saved')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        templates: [
          { channel: 'email', language: 'en', subject: 'From {{name}}', body: 'Dear {{name}}' },
          { channel: 'email', language: 'bn', subject: '', body: '' },
          { channel: 'sms', language: 'en', subject: '', body: '' },
          { channel: 'sms', language: 'bn', subject: '', body: '' },
        ],
      },
    ]);

    server.use(
      handlerFor(E.updateNotificationTemplates, () =>
        errorResponse(422, 'errors.validation', {
          'templates[2].body': [
            JSON.stringify({ id: 'notification_admin.errors.unknown_variable', values: { name: 'salary' } }),
          ],
        }),
      ),
    );
    await fill(user, screen.getByRole('textbox', { name: 'Text (SMS, English)' }), 'Pay {{salary}}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Unknown variable salary: use only this event’s variables'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Text (SMS, English)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
