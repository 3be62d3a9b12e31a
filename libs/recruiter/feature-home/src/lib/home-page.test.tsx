import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { dashboardEndpoints, type RecruiterDashboard } from '@platform/contract';
import { asRecruiter, handlerFor, server, setupPlatformTests } from '@platform/testing';
import { HomePage } from './home-page';

const openPage = setupPlatformTests(<HomePage />);

const busy: RecruiterDashboard = {
  new_applicants: {
    total: 7,
    jobs: [
      { id: 12, job_title: 'ওয়েব ডেভেলপার', job_title_en: 'Web developer', count: 5 },
      { id: 9, job_title: 'হিসাবরক্ষক', job_title_en: null, count: 1 },
    ],
  },
  open_offers: 2,
  drafts: 1,
  awaiting_approval: 0,
  awaiting_payment: 3,
};

function renderHome(answer: RecruiterDashboard = busy, permissions = ['view_any_job', 'create_job']) {
  server.use(handlerFor(dashboardEndpoints.recruiterDashboard, () => answer));
  return openPage(asRecruiter(permissions, { full_name_en: 'Farhana Islam' }));
}

const tile = (queues: HTMLElement, name: string) =>
  within(queues).getByText(name).closest('li') as HTMLElement;

describe('recruiter home (issue 12 defect 9)', () => {
  it('shows what waits: new applicants by job, open offers, drafts, approval and payment, each with its list', async () => {
    renderHome();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Farhana Islam' }),
    ).toBeInTheDocument();
    const queues = await screen.findByRole('region', { name: 'Your hiring at a glance' });
    await within(queues).findByText('New applicants');
    const fresh = tile(queues, 'New applicants');
    expect(fresh).toHaveTextContent('7');
    expect(within(fresh).getByRole('link', { name: 'Web developer: 5 new applicants' })).toHaveAttribute(
      'href',
      '/jobs/12/management?stage=0',
    );
    expect(within(fresh).getByRole('link', { name: 'হিসাবরক্ষক: 1 new applicant' })).toHaveAttribute(
      'href',
      '/jobs/9/management?stage=0',
    );
    expect(
      within(tile(queues, 'Offers waiting for an answer')).getByRole('link', { name: 'Open the offers' }),
    ).toHaveAttribute('href', '/job-offers?status=41');
    expect(
      within(tile(queues, 'Draft job posts')).getByRole('link', { name: 'Finish the drafts' }),
    ).toHaveAttribute('href', '/jobs?status=draft');
    expect(
      within(tile(queues, 'Approved job posts to pay for')).getByRole('link', { name: 'Pay and go live' }),
    ).toHaveAttribute('href', '/jobs?status=approved');
    expect(tile(queues, 'Job posts awaiting approval')).toHaveTextContent('0');
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/jobs/create');
  });

  it('leaves out the applicants’ queues without their key, and says when nothing waits', async () => {
    renderHome(
      {
        new_applicants: null,
        open_offers: null,
        drafts: 0,
        awaiting_approval: 0,
        awaiting_payment: 0,
      },
      ['view_any_job'],
    );
    const queues = await screen.findByRole('region', { name: 'Your hiring at a glance' });
    expect(
      await within(queues).findByText('Nothing is waiting: post a job to start hiring.'),
    ).toBeInTheDocument();
    expect(within(queues).queryByText('New applicants')).not.toBeInTheDocument();
    expect(within(queues).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Post a job' })).not.toBeInTheDocument();
  });
});
