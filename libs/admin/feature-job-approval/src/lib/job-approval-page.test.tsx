import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints, type JobPost } from '@platform/contract';
import {
  asAdmin,
  errorResponse,
  handlerFor,
  listHandlerFor,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { noMatchingCriteria } from '@platform/validation';
import { jobApprovalRoutes } from './job-approval-routes';

const open = setupPlatformTests(jobApprovalRoutes);

function pendingJob(id: number, title: string, organization: string, over: Partial<JobPost> = {}): JobPost {
  return {
    id,
    organization_id: id,
    organization_title: organization,
    organization_title_en: organization,
    status: 'pending_approval',
    completed_steps: 6,
    service_type: 2,
    job_title: title,
    job_title_en: title,
    no_of_vacancies: 2,
    is_number_of_vacancy_na: false,
    job_sector: { id: 1, title: 'তথ্যপ্রযুক্তি', title_en: 'Information Technology' },
    occupation: { id: 11, title: 'সফটওয়্যার প্রকৌশলী', title_en: 'Software Engineer' },
    salary_display: 1,
    salary_min: 40000,
    salary_max: 60000,
    published_at: '2026-11-25',
    application_deadline: '2026-12-15',
    submitted_at: '2026-11-23T06:00:00Z',
    job_responsibilities: 'Build the platform.',
    job_responsibilities_en: 'Build the platform.',
    contact_name: 'Tanvir Hasan',
    contact_name_en: 'Tanvir Hasan',
    contact_mobile: '01711000003',
    contact_email: null,
    criteria: noMatchingCriteria(),
    ...over,
  } as JobPost;
}

let jobs: JobPost[];
let queries: URLSearchParams[];
let calls: { name: string; id: string; body: unknown }[];

beforeEach(() => {
  jobs = [
    pendingJob(21, 'Web Developer', 'Dhaka Tech Ltd.'),
    pendingJob(22, 'Line Supervisor', 'Chattogram Garments Ltd.', {
      is_number_of_vacancy_na: true,
      no_of_vacancies: null,
    }),
  ];
  queries = [];
  calls = [];
  server.use(
    listHandlerFor(endpoints.jobs, ({ query }) => {
      queries.push(query);
      return { data: jobs.filter((j) => j.status === query.get('status')) };
    }),
    handlerFor(endpoints.approveJob, ({ params, body }) => {
      calls.push({ name: 'approve', id: params.id ?? '', body });
      const job = jobs.find((j) => String(j.id) === params.id) as JobPost;
      job.status = 'approved';
      return job;
    }),
    handlerFor(endpoints.rejectJob, ({ params, body }) => {
      calls.push({ name: 'reject', id: params.id ?? '', body });
      const job = jobs.find((j) => String(j.id) === params.id) as JobPost;
      job.status = 'rejected';
      return job;
    }),
  );
});

function openApprovals(
  permissions = ['approve_job', 'view_any_job', 'view_single_job'],
  route = '/job-approvals',
) {
  return open(route, asAdmin(permissions));
}

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;

describe('/job-approvals', () => {
  it('lists the jobs waiting for approval of every organisation, with their details on demand', async () => {
    const { userEvent: user } = openApprovals();
    const row = await rowOf('Web Developer');
    expect(queries[0]?.get('status')).toBe('pending_approval');
    expect(within(row).getByText('Dhaka Tech Ltd.')).toBeInTheDocument();
    expect(within(row).getByText('Stand-out listing')).toBeInTheDocument();
    expect(await rowOf('Line Supervisor')).toBeInTheDocument();

    const toggle = within(row).getByRole('button', { name: 'Details of “Web Developer”' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('40,000 – 60,000 BDT a month')).toBeInTheDocument();
    expect(screen.getByText('Software Engineer')).toBeInTheDocument();
  });

  it('keeps its page in the address and says when no job is waiting', async () => {
    jobs = [];
    const { router } = openApprovals(undefined, '/job-approvals?page=3&page_size=25');
    expect(await screen.findByText('No pending jobs found')).toBeInTheDocument();
    expect(queries[0]?.get('page')).toBe('3');
    expect(queries[0]?.get('page_size')).toBe('25');
    expect(router.state.location.search).toBe('?page=3&page_size=25');
  });

  it('approves after a confirmation, and the job leaves the list', async () => {
    const { userEvent: user } = openApprovals();
    const row = await rowOf('Web Developer');
    await user.click(within(row).getByRole('button', { name: 'Approve “Web Developer”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this job?' });
    expect(within(dialog).getByText(/Dhaka Tech Ltd\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('The job was approved. It goes live once it is paid for.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ name: 'approve', id: '21', body: undefined }]);
    await waitFor(() => expect(screen.queryByText('Web Developer')).not.toBeInTheDocument());
  });

  it('rejects only with a reason, which is sent to the gateway', async () => {
    const { userEvent: user } = openApprovals();
    const row = await rowOf('Line Supervisor');
    await user.click(within(row).getByRole('button', { name: 'Reject “Line Supervisor”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Line Supervisor”' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The salary range is missing');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('The job was rejected; the recruiter sees your reason.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ name: 'reject', id: '22', body: { reason: 'The salary range is missing' } }]);
  });

  it('shows the gateway’s refusal (deadline passed) and keeps the job', async () => {
    server.use(handlerFor(endpoints.approveJob, () => errorResponse(409, 'jobs.errors.deadline_passed')));
    const { userEvent: user } = openApprovals();
    const row = await rowOf('Web Developer');
    await user.click(within(row).getByRole('button', { name: 'Approve “Web Developer”' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The application deadline of this job has passed.')).toBeInTheDocument();
    expect(screen.getByText('Web Developer')).toBeInTheDocument();
  });

  it('shows the Unauthorized page without approve_job', async () => {
    openApprovals(['view_any_job']);
    expect(await screen.findByText(/you do not have permission to view this page/i)).toBeInTheDocument();
    expect(queries).toEqual([]);
  });
});
