import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@platform/contract';
import { errorResponse, handlerFor, listHandlerFor, server, setupPlatformTests } from '@platform/testing';
import { completeJob, makeJob, recruiter, recruiterPortal } from '../test/fixtures';
import { jobsRoutes } from './jobs-routes';

const open = setupPlatformTests(jobsRoutes);

let queries: URLSearchParams[];
let deleted: string[];

const jobs = [
  makeJob({ id: 1, job_title_en: 'Web Developer', completed_steps: 2 }),
  completeJob({ id: 2, job_title_en: 'Data Analyst', status: 'pending_approval', applications: 0 }),
  completeJob({
    id: 3,
    job_title_en: 'QA Engineer',
    status: 'rejected',
    rejection_reason: 'Add the salary range',
  }),
  completeJob({ id: 4, job_title_en: 'Designer', status: 'live', applications: 12 }),
  completeJob({
    id: 5,
    job_title_en: 'Sales Officer',
    status: 'deactivated',
    deactivated_at: '2026-11-26T06:00:00Z',
    deactivation_reason: 'The salary breaks the minimum wage.',
  }),
];

beforeEach(() => {
  queries = [];
  deleted = [];
  server.use(
    handlerFor(endpoints.deleteJob, ({ params }) => {
      deleted.push(params.id ?? '');
      return null;
    }),
    listHandlerFor(endpoints.jobs, ({ query }) => {
      queries.push(query);
      const status = query.get('status');
      const rows = status ? jobs.filter((j) => j.status === status) : jobs;
      return {
        data: rows,
        meta: { current_page: 1, page_size: 10, total: status ? rows.length : 14, total_page: 2 },
      };
    }),
  );
});

function openList(route = '/jobs', permissions = recruiter.permissions) {
  return open(route, { user: { ...recruiter, permissions }, portal: recruiterPortal });
}

describe('/jobs', () => {
  it('lists the organisation’s jobs, server-paged, with status chips and the next action', async () => {
    openList();
    const table = await screen.findByRole('table', { name: 'Jobs' });
    const row = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    await within(table).findByText('Web Developer');
    expect(within(row('Web Developer')).getByText('Draft')).toBeInTheDocument();
    expect(within(row('Web Developer')).getByText('2 of 6 steps saved')).toBeInTheDocument();
    expect(
      within(row('Web Developer')).getByRole('link', { name: 'Continue “Web Developer”' }),
    ).toHaveAttribute('href', '/jobs/1/edit');
    expect(within(row('Data Analyst')).getByText('Waiting for approval')).toBeInTheDocument();
    expect(
      within(row('Data Analyst')).getByRole('link', { name: 'View “Data Analyst”' }),
    ).toBeInTheDocument();
    expect(within(row('QA Engineer')).getByText('Add the salary range')).toBeInTheDocument();
    expect(within(row('QA Engineer')).getByRole('link', { name: 'Edit “QA Engineer”' })).toBeInTheDocument();
    expect(within(row('Designer')).getByText('Live')).toBeInTheDocument();
    // platform staff deactivated it and said why (ADR 0112)
    expect(within(row('Sales Officer')).getByText('Deactivated by the platform')).toBeInTheDocument();
    expect(
      within(row('Sales Officer')).getByText(
        'Deactivated by the platform: The salary breaks the minimum wage.',
      ),
    ).toBeInTheDocument();
    expect(within(row('Designer')).getByText('12')).toBeInTheDocument();
    expect(
      within(row('Designer')).getByRole('link', { name: 'Manage applicants of “Designer”' }),
    ).toHaveAttribute('href', '/jobs/4/management');
    expect(
      within(row('Web Developer')).queryByRole('link', { name: /Manage applicants/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('1–10 of 14')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/jobs/create');
    expect(queries[0]?.get('page')).toBe('1');
  });

  it('filters by status and searches on the server, keeping both in the address', async () => {
    const { userEvent: user, router } = openList();
    await screen.findByText('Web Developer');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Waiting for approval');
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('pending_approval'));
    expect(router.state.location.search).toBe('?status=pending_approval');
    await waitFor(() => expect(screen.queryByText('Web Developer')).not.toBeInTheDocument());
    await user.type(screen.getByRole('searchbox', { name: 'Search by job title' }), 'data{Enter}');
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('data'));
    expect(queries.at(-1)?.get('status')).toBe('pending_approval');
  });

  it('keeps its page in the address: a reload asks for it again and back returns to the one before', async () => {
    const { userEvent: user, router } = openList('/jobs?status=live&page=2');
    await screen.findByText('Designer');
    expect(queries.at(-1)?.get('page')).toBe('2');
    expect(queries.at(-1)?.get('status')).toBe('live');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(queries.at(-1)?.has('status')).toBe(false));
    expect(await screen.findByText('Web Developer')).toBeInTheDocument();
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?status=live&page=2'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('live'));
    await waitFor(() => expect(screen.queryByText('Web Developer')).not.toBeInTheDocument());
  });

  it('says so when there is no job yet, and tries again after a failed read', async () => {
    let fail = true;
    server.use(
      listHandlerFor(endpoints.jobs, ({ query }) => {
        queries.push(query);
        if (fail) return errorResponse(500, 'errors.internal');
        return { data: [] };
      }),
    );
    const { userEvent: user } = openList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The jobs could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No jobs found')).toBeInTheDocument();
    expect(screen.getByText('Post your first job.')).toBeInTheDocument();
  });

  it('deletes a draft after a confirmation; jobs under review have no delete', async () => {
    const { userEvent: user } = openList();
    const row = (await screen.findByText('Web Developer')).closest('tr') as HTMLElement;
    expect(
      within(screen.getByText('Data Analyst').closest('tr') as HTMLElement).queryByRole('button', {
        name: /Delete/,
      }),
    ).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Delete “Web Developer”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The job was deleted.')).toBeInTheDocument();
    expect(deleted).toEqual(['1']);
  }, 15_000);

  it('shows the Unauthorized page without view_any_job', async () => {
    openList('/jobs', ['create_job']);
    expect(await screen.findByText(/you do not have permission to view this page/i)).toBeInTheDocument();
    expect(queries).toEqual([]);
  });
});
