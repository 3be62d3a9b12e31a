import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints, type RecruiterJobOffer } from '@platform/contract';
import { handlerFor, listHandlerFor, server, setupPlatformTests } from '@platform/testing';
import { makeApplicant, recruiter, recruiterPortal } from '../test/fixtures';
import { jobManagementRoutes } from './job-management-routes';

const openPage = setupPlatformTests(jobManagementRoutes);

const terms = {
  salary: 35000,
  joining_date: '2027-01-01',
  message: null,
  sent_at: '2026-11-22T08:00:00Z',
  responded_at: null,
  cancelled_at: null,
};
const offer = (over: Partial<RecruiterJobOffer> & { id: number }): RecruiterJobOffer => ({
  ...makeApplicant({ status: 41, next_statuses: [44], offer: terms, ...over }),
  job_title: 'ওয়েব ডেভেলপার',
  job_title_en: 'Web Developer',
  ...over,
});

let queries: URLSearchParams[];
let hired: string[];

beforeEach(() => {
  queries = [];
  hired = [];
  server.use(
    listHandlerFor(endpoints.recruiterJobOffers, ({ query }) => {
      queries.push(query);
      return {
        data: [
          offer({ id: 1 }),
          offer({
            id: 2,
            job_id: 9,
            status: 42,
            next_statuses: [51, 44],
            job_title_en: 'Designer',
            offer: { ...terms, responded_at: '2026-11-23T08:00:00Z' },
          }),
        ],
      };
    }),
    handlerFor(endpoints.hireApplicant, ({ params }) => {
      hired.push(`${params.id}/${params.applicationId}`);
      return makeApplicant({ id: 2, status: 51 });
    }),
  );
});

describe('/job-offers', () => {
  it('lists the organisation’s offers with job, terms and state, filters by state on the server, and hires after a confirmation', async () => {
    const { userEvent: user } = openPage('/job-offers', { user: recruiter, portal: recruiterPortal });
    const table = await screen.findByRole('table', { name: 'Job offers' });
    const row = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    await within(table).findByText('Candidate 1');
    expect(within(row('Candidate 1')).getByRole('link', { name: 'Web Developer' })).toHaveAttribute(
      'href',
      '/jobs/7/management?tab=4',
    );
    expect(within(row('Candidate 1')).getByText('Offer letter sent')).toBeInTheDocument();
    expect(within(row('Candidate 1')).getByText('1 Jan 2027')).toBeInTheDocument();
    // an open offer can only be cancelled; an accepted one can be appointed
    expect(
      within(row('Candidate 1')).queryByRole('button', { name: /Set as appointed/ }),
    ).not.toBeInTheDocument();
    expect(
      within(row('Candidate 1')).getByRole('button', { name: 'Cancel offer: Candidate 1' }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Offer state' }), 'Offer accepted');
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('42'));
    await user.click(
      within(row('Candidate 2')).getByRole('button', { name: 'Set as appointed: Candidate 2' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Set as appointed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Set as appointed' }));
    expect(await screen.findByText('Appointed successfully')).toBeInTheDocument();
    expect(hired).toEqual(['9/2']);
  }, 20_000);
});

describe('/job-offers in the address', () => {
  it('opens the state and page the address names, and says when no offer is found', async () => {
    server.use(
      listHandlerFor(endpoints.recruiterJobOffers, ({ query }) => {
        queries.push(query);
        return { data: [] };
      }),
    );
    const { router } = openPage('/job-offers?status=43&page=2&page_size=25', {
      user: recruiter,
      portal: recruiterPortal,
    });
    expect(await screen.findByText('No job offers found')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Offer state' })).toHaveValue('43');
    expect(queries[0]?.get('status')).toBe('43');
    expect(queries[0]?.get('page')).toBe('2');
    expect(queries[0]?.get('page_size')).toBe('25');
    expect(router.state.location.search).toBe('?status=43&page=2&page_size=25');
  });
});
