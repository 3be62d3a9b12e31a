import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEndpoint, useEndpointList } from '@platform/api-client';
import { useAuth } from '@platform/auth';
import { endpoints } from '@platform/contract';
import { PageTitle } from '@platform/ui';
import { makeProfile } from './factories';
import { errorResponse, handlerFor, listHandlerFor, server, setupMswServer } from './msw';
import { renderWithPlatform } from './render';

setupMswServer();

function StaticPage() {
  const { data, error } = useEndpoint(endpoints.staticContent, { params: { type: 'about_us' } });
  if (error) return <p>failed: {error.message}</p>;
  return data ? (
    <PageTitle titleId="pages.about_us.title">{` — ${data.title_en}`}</PageTitle>
  ) : (
    <p>loading</p>
  );
}

function Greeting() {
  const { user } = useAuth();
  return <p>{user ? `hello ${user.full_name}` : 'hello visitor'}</p>;
}

function Notifications() {
  const { data } = useEndpointList(endpoints.myNotifications, { query: { page: 1 } });
  return <p>{data ? `${data.meta.total} notifications` : 'loading'}</p>;
}

describe('renderWithPlatform', () => {
  it('renders a page through the real stack with a contract-typed handler', async () => {
    server.use(
      handlerFor(endpoints.staticContent, ({ params }) => ({
        id: 1,
        content_type: 'about_us' as const,
        title: 'আমাদের সম্পর্কে',
        title_en: `About (${params.type})`,
        body: '',
        body_en: '',
        updated_at: '2026-01-01',
      })),
    );
    renderWithPlatform(<StaticPage />, { route: '/about-us' });
    expect(await screen.findByRole('heading', { level: 1, name: /About \(about_us\)/ })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('error answers reach the page as ApiError message ids', async () => {
    server.use(handlerFor(endpoints.staticContent, () => errorResponse(404, 'errors.not_found')));
    renderWithPlatform(<StaticPage />);
    expect(await screen.findByText('failed: errors.not_found')).toBeInTheDocument();
  });

  it('signs a user in and lists with meta', async () => {
    server.use(listHandlerFor(endpoints.myNotifications, () => ({ data: [], meta: { total: 0 } })));
    renderWithPlatform(
      <>
        <Greeting />
        <Notifications />
      </>,
      { user: makeProfile({ full_name: 'Karim' }) },
    );
    expect(await screen.findByText('hello Karim')).toBeInTheDocument();
    expect(await screen.findByText('0 notifications')).toBeInTheDocument();
  });

  it('maintenance and locale options', async () => {
    const { unmount } = renderWithPlatform(<Greeting />, { maintenance: true });
    expect(await screen.findByText('Site Under Maintenance')).toBeInTheDocument();
    unmount();
    renderWithPlatform(<Greeting />, { locale: 'bn-BD' });
    expect(
      await within(await screen.findByRole('banner')).findByRole('button', { name: 'লগইন' }),
    ).toBeInTheDocument();
  });
});
