import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { jobEndpoints } from '@platform/contract';
import { asYouth, listHandlerFor, makeJobApplication, makePublicJob, server } from '@platform/testing';
import { jobsTests, makeMyJob } from '../test/fixtures';

const open = jobsTests();

/** The youth's jobs per tab; records the tabs asked for. */
function myJobs() {
  const tabs: (string | null)[] = [];
  const handler = listHandlerFor(jobEndpoints.appliedJobs, ({ query }) => {
    const tab = query.get('tab');
    tabs.push(tab);
    if (tab === 'favourite') return { data: [makeMyJob(makePublicJob(3, 'Quality Inspector'), null, true)] };
    if (tab === 'assessment') return { data: [] };
    return {
      data: [
        makeMyJob(
          makePublicJob(1, 'IT Support Technician'),
          makeJobApplication(1, { status: 11, stage: 1, match_score: 80 }),
        ),
        makeMyJob(
          makePublicJob(2, 'Sewing Machine Operator'),
          makeJobApplication(2, { status: 99, stage: 9 }),
        ),
      ],
    };
  });
  return { tabs, handler };
}

describe('/my-jobs', () => {
  it('lists the applications with each status in words, then favourites and assessment by tab', async () => {
    const jobs = myJobs();
    server.use(jobs.handler);
    const { userEvent, router } = open('/my-jobs', asYouth());

    expect(await screen.findByRole('heading', { level: 1, name: 'My jobs' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'My jobs by kind' }));
    expect(tabs.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'All applications',
      'Favourites',
      'Assessment',
    ]);
    expect(tabs.getByRole('tab', { name: 'All applications' })).toHaveAttribute('aria-selected', 'true');

    const panel = within(screen.getByRole('tabpanel'));
    expect(await panel.findByRole('link', { name: 'IT Support Technician' })).toHaveAttribute(
      'href',
      '/jobs/1',
    );
    expect(panel.getByText('Shortlisted')).toBeInTheDocument();
    expect(panel.getByText('Rejected')).toBeInTheDocument();
    expect(panel.getAllByText(/Applied 21 Nov 2026 · Expected salary: ৳20,000/)).toHaveLength(2);
    expect(panel.getByText(/Match: 80%/)).toBeInTheDocument();
    expect(jobs.tabs).toContain('all');

    await userEvent.click(tabs.getByRole('tab', { name: 'Favourites' }));
    expect(await screen.findByRole('link', { name: 'Quality Inspector' })).toBeInTheDocument();
    expect(screen.getByText('Not applied yet')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=favourite');
    expect(tabs.getByRole('tab', { name: 'Favourites' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(tabs.getByRole('tab', { name: 'Assessment' }));
    expect(
      await screen.findByText('None of your applications is at the assessment stage.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/jobs');
    await waitFor(() =>
      expect(jobs.tabs).toEqual(expect.arrayContaining(['all', 'favourite', 'assessment'])),
    );
  });

  it('opens the tab the address names, in Bengali with Bengali digits', async () => {
    const jobs = myJobs();
    server.use(jobs.handler);
    open('/my-jobs', { ...asYouth(), locale: 'bn-BD' });
    expect(await screen.findByText('সংক্ষিপ্ত তালিকাভুক্ত')).toBeInTheDocument();
    expect(screen.getByText('বাদ পড়েছে')).toBeInTheDocument();
    expect(screen.getAllByText(/আবেদন: ২১ নভে ২০২৬/)).toHaveLength(2);
    expect(screen.getByText(/মিল: ৮০%/)).toBeInTheDocument();
    // the hearts read the favourites too
    await waitFor(() => expect(jobs.tabs).toContain('favourite'));
  });

  it('asks a visitor to sign in', async () => {
    const { userManager } = open('/my-jobs');
    await waitFor(() => expect(userManager.signinRedirect).toHaveBeenCalled());
  });
});
