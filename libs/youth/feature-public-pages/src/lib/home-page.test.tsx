import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@platform/contract';
import { errorResponse, handlerFor, makeProfile, renderWithPlatform, server, setupMswServer } from '@platform/testing';
import { HomePage } from './home-page';
import { publicPagesRoutes } from './public-pages-routes';

setupMswServer();

const visitors = (total: number) => handlerFor(endpoints.visitorCounter, () => ({ total_visitors: total }));
const main = () => within(screen.getByRole('main'));

describe('youth home', () => {
  it('says what the platform offers and counts its visitors', async () => {
    server.use(visitors(1234));
    renderWithPlatform(<HomePage />);

    expect(
      await screen.findByRole('heading', { level: 1, name: /Skills and jobs for every young person/ }),
    ).toBeInTheDocument();
    const offers = main()
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(offers).toEqual(['Jobs', 'Courses', 'CV profile', 'Skills tests']);
    expect(await screen.findByText('1,234 visits to the platform so far')).toBeInTheDocument();
  });

  it('writes the count in Bengali digits in Bengali', async () => {
    server.use(visitors(1234));
    renderWithPlatform(<HomePage />, { locale: 'bn-BD' });
    expect(await screen.findByText(/১,২৩৪/)).toBeInTheDocument();
  });

  it('links only to pages that exist, and offers sign-in to visitors', async () => {
    server.use(visitors(5));
    const { userEvent, userManager } = renderWithPlatform(<HomePage />);
    await screen.findByText(/5 visits/);

    const known = new Set(publicPagesRoutes.map((route) => (route.index ? '/' : `/${route.path}`)));
    const links = main().getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(known).toContain(link.getAttribute('href'));
    expect(main().getByRole('link', { name: 'See how it works' })).toHaveAttribute('href', '/how-it-works');

    await userEvent.click(main().getByRole('button', { name: 'Sign in or register' }));
    await waitFor(() => expect(userManager.signinRedirect).toHaveBeenCalledOnce());
  });

  it('welcomes a signed-in youth back instead of offering sign-in', async () => {
    server.use(visitors(5));
    renderWithPlatform(<HomePage />, { user: makeProfile({ full_name: 'রাহিমা আক্তার', full_name_en: 'Rahima Akter' }) });
    expect(await screen.findByText('Welcome back, Rahima Akter')).toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Sign in or register' })).not.toBeInTheDocument();
    await screen.findByText(/5 visits/);
  });

  it('stays quiet when the visitor counter fails', async () => {
    let asked = false;
    server.use(
      handlerFor(endpoints.visitorCounter, () => {
        asked = true;
        return errorResponse(500, 'errors.internal');
      }),
    );
    renderWithPlatform(<HomePage />);
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByText(/visits/)).not.toBeInTheDocument();
    expect(main().queryByRole('alert')).not.toBeInTheDocument();
  });
});
