import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints, type PublicJobSummary, youthDirectoryEndpoints } from '@platform/contract';
import {
  asYouth,
  errorResponse,
  handlerFor,
  listHandlerFor,
  makePublicJob,
  renderWithPlatform,
  server,
  setupMswServer,
} from '@platform/testing';
import { HomePage } from './home-page';
import { cmsPagesRoutes } from './cms-route-table';
import { publicPagesRoutes } from './public-pages-routes';

setupMswServer();

const visitors = (total: number) => handlerFor(endpoints.visitorCounter, () => ({ total_visitors: total }));
const registeredYouth = (total: number) =>
  handlerFor(youthDirectoryEndpoints.registeredYouthInRealTime, () => ({ total_registered_youth: total }));
// every home shows the registered-youth counter beside the visitor counter; a test may answer it otherwise
beforeEach(() => server.use(registeredYouth(321)));

/** The featured jobs the home asks for (page 1, limit 5); every test answers it (an unanswered call fails). */
const featured = (jobs: PublicJobSummary[] = [], seen?: (query: URLSearchParams) => void) =>
  listHandlerFor(endpoints.featuredJobs, ({ query }) => {
    seen?.(query);
    return { data: jobs };
  });
const main = () => within(screen.getByRole('main'));

describe('youth home', () => {
  it('has a job search on its first screen that leads on to /jobs with the text (issue 12 defect 14)', async () => {
    server.use(visitors(10), featured());
    const { userEvent, router } = renderWithPlatform(<HomePage />);
    const search = await main().findByRole('search', { name: 'Search jobs' });
    // on the first screen: right under the heading, before the featured jobs and the offers
    const heading = main().getByRole('heading', { level: 1 });
    expect(heading.compareDocumentPosition(search) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.type(within(search).getByRole('searchbox', { name: 'Search jobs' }), 'web developer');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    expect(router.state.location.search).toBe('?search=web+developer');
  });

  it('says what the platform offers and counts its visitors', async () => {
    server.use(visitors(1234), featured());
    renderWithPlatform(<HomePage />);

    expect(
      await screen.findByRole('heading', { level: 1, name: /Skills and jobs for every young person/ }),
    ).toBeInTheDocument();
    // below the first screen: drawn in a second pass (ADR 0147)
    const offers = (await main().findAllByRole('heading', { level: 3 })).map((h) => h.textContent);
    expect(offers).toEqual(['Jobs', 'Courses', 'CV profile', 'Skills tests']);
    expect(await screen.findByText('1,234 visits to the platform so far')).toBeInTheDocument();
  });

  it('writes the count in Bengali digits in Bengali', async () => {
    server.use(visitors(1234), featured());
    renderWithPlatform(<HomePage />, { locale: 'bn-BD' });
    expect(await screen.findByText(/১,২৩৪/)).toBeInTheDocument();
  });

  it('counts the registered youth beside the visitors, in Bengali digits in Bengali (issue 18 item 5)', async () => {
    server.use(visitors(1234), registeredYouth(45678), featured());
    const { unmount } = renderWithPlatform(<HomePage />);
    expect(await screen.findByText('45,678 young people have registered')).toBeInTheDocument();
    expect(screen.getByText('1,234 visits to the platform so far')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Meet the youth in the directory' })).toHaveAttribute(
      'href',
      '/youths',
    );
    unmount();
    server.use(registeredYouth(1));
    renderWithPlatform(<HomePage />, { locale: 'bn-BD' });
    expect(await screen.findByText('১ জন তরুণ-তরুণী নিবন্ধন করেছেন')).toBeInTheDocument();
  });

  it('stays quiet when the registered-youth counter fails', async () => {
    let asked = false;
    server.use(
      visitors(5),
      featured(),
      handlerFor(youthDirectoryEndpoints.registeredYouthInRealTime, () => {
        asked = true;
        return errorResponse(500, 'errors.internal');
      }),
    );
    renderWithPlatform(<HomePage />);
    await screen.findByText(/5 visits/);
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByText(/registered/)).not.toBeInTheDocument();
    expect(main().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links only to pages that exist, and offers sign-in to visitors', async () => {
    server.use(visitors(5), featured());
    const { userEvent, userManager } = renderWithPlatform(<HomePage />);
    await screen.findByText(/5 visits/);
    await screen.findByText('No jobs are open right now. Please look again soon.');

    // the public pages, and the job search the featured jobs lead to (apps/youth composes both)
    const known = new Set([
      ...[...publicPagesRoutes, ...cmsPagesRoutes].map((route) => (route.index ? '/' : `/${route.path}`)),
      '/jobs',
      '/youths',
      '/feed-search',
    ]);
    const links = main().getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(known).toContain(link.getAttribute('href'));
    expect(main().getByRole('link', { name: 'See how it works' })).toHaveAttribute('href', '/how-it-works');
    // the feed search (issue 17 item 5) is reached from the hero, under the job search
    expect(main().getByRole('link', { name: 'Search jobs, courses and notices' })).toHaveAttribute(
      'href',
      '/feed-search',
    );

    await userEvent.click(main().getByRole('button', { name: 'Sign in or register' }));
    await waitFor(() => expect(userManager.signinRedirect).toHaveBeenCalledOnce());
  });

  it('welcomes a signed-in youth back instead of offering sign-in', async () => {
    server.use(visitors(5), featured());
    renderWithPlatform(<HomePage />, asYouth({ full_name: 'রাহিমা আক্তার', full_name_en: 'Rahima Akter' }));
    expect(await screen.findByText('Welcome back, Rahima Akter')).toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Sign in or register' })).not.toBeInTheDocument();
    await screen.findByText(/5 visits/);
  });

  it('stays quiet when the visitor counter fails', async () => {
    let asked = false;
    server.use(
      featured(),
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

  it('shows the featured jobs: page 1, limit 5, salary in Taka and deadline, each linking to its job', async () => {
    let asked: URLSearchParams | undefined;
    server.use(
      visitors(5),
      featured(
        [
          makePublicJob(1, 'IT Support Technician', { service_type: 3 }),
          makePublicJob(2, 'Sewing Machine Operator', { salary_display: 3 }),
        ],
        (q) => (asked = q),
      ),
    );
    renderWithPlatform(<HomePage />);
    const section = within(await screen.findByRole('region', { name: 'Featured jobs' }));
    expect(await section.findByRole('link', { name: 'IT Support Technician' })).toHaveAttribute(
      'href',
      '/jobs/1',
    );
    expect(asked?.get('page')).toBe('1');
    expect(asked?.get('limit')).toBe('5');
    expect(section.getByText('৳18,000 – ৳25,000 a month')).toBeInTheDocument();
    expect(section.getByText('Negotiable')).toBeInTheDocument();
    expect(section.getAllByText('Deadline: 15 Dec 2026')).toHaveLength(2);
    expect(section.getByRole('link', { name: 'See all jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('writes the featured jobs in Bengali digits and Taka in Bengali', async () => {
    server.use(visitors(5), featured([makePublicJob(1, 'আইটি সাপোর্ট টেকনিশিয়ান')]));
    renderWithPlatform(<HomePage />, { locale: 'bn-BD' });
    expect(await screen.findByRole('link', { name: 'আইটি সাপোর্ট টেকনিশিয়ান' })).toBeInTheDocument();
    expect(screen.getByText('মাসিক ১৮,০০০৳ – ২৫,০০০৳')).toBeInTheDocument();
    expect(screen.getByText('শেষ তারিখ: ১৫ ডিসে ২০২৬')).toBeInTheDocument();
  });
});
