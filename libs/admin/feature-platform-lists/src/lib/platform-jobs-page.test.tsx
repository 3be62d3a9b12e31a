import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints, type JobPost } from '@platform/contract';
import { errorResponse, handlerFor, listHandlerFor, makeCompleteJobPost, server } from '@platform/testing';
import { organizations, RESOURCES, resourceEndpoints } from '@platform/resources';
import { platformListTests, rowOf, STAMPS } from '../test/platform-lists';

function job(id: number, title: string, organization: string, over: Partial<JobPost> = {}): JobPost {
  return makeCompleteJobPost({
    id,
    organization_id: id,
    organization_title: organization,
    organization_title_en: organization,
    status: 'live',
    job_title: title,
    job_title_en: title,
    job_sector: { id: 1, title: 'তথ্যপ্রযুক্তি', title_en: 'Information Technology' },
    published_at: '2026-11-20',
    application_deadline: '2026-12-15',
    deactivated_at: null,
    ...over,
  });
}

let jobs: JobPost[];
let queries: URLSearchParams[];
let calls: { name: string; id: string; body?: unknown }[];

beforeEach(() => {
  jobs = [
    job(21, 'Web Developer', 'Dhaka Tech Ltd.'),
    job(22, 'Line Supervisor', 'Chattogram Garments Ltd.', {
      status: 'deactivated',
      deactivated_at: '2026-11-25T06:00:00Z',
    }),
    job(23, 'Draft Designer', 'Dhaka Tech Ltd.', { status: 'draft' }),
  ];
  queries = [];
  calls = [];
  const move = (name: string, status: JobPost['status']) =>
    handlerFor(name === 'deactivate' ? endpoints.deactivateJob : endpoints.restoreJob, ({ params, body }) => {
      calls.push({ name, id: params.id ?? '', ...(body ? { body } : {}) });
      const found = jobs.find((j) => String(j.id) === params.id) as JobPost;
      found.status = status;
      return found;
    });
  server.use(
    listHandlerFor(endpoints.platformJobs, ({ query }) => {
      queries.push(query);
      const status = query.get('status');
      return { data: status ? jobs.filter((j) => j.status === status) : jobs };
    }),
    move('deactivate', 'deactivated'),
    move('restore', 'live'),
  );
});

const ALL = ['view_platform_jobs', 'deactivate_job', 'view_single_job'];
const openAs = platformListTests(ALL);

describe('/platform-jobs', () => {
  it('lists every organisation’s posts with their status, and the action each status allows', async () => {
    openAs('/platform-jobs');
    const web = await rowOf('Web Developer');
    expect(within(web).getByText('Dhaka Tech Ltd.')).toBeInTheDocument();
    expect(within(web).getByText('Live')).toBeInTheDocument();
    expect(within(web).getByRole('link', { name: 'Web Developer' })).toHaveAttribute(
      'href',
      '/platform-jobs/21',
    );
    expect(within(web).getByRole('button', { name: 'Deactivate “Web Developer”' })).toBeInTheDocument();
    const line = await rowOf('Line Supervisor');
    expect(within(line).getByText('Deactivated by the platform')).toBeInTheDocument();
    expect(within(line).getByRole('button', { name: 'Restore “Line Supervisor”' })).toBeInTheDocument();
    expect(within(await rowOf('Draft Designer')).queryByRole('button')).toBeNull();
  });

  it('keeps its filters in the address and sends them to the gateway', async () => {
    const sectorRead = resourceEndpoints(RESOURCES.job_sectors).lookupRead;
    if (!sectorRead) throw new Error('job sectors have no lookup');
    server.use(
      handlerFor(sectorRead, () => ({
        id: 1,
        row_status: 1,
        title: 'তথ্যপ্রযুক্তি',
        title_en: 'Information Technology',
        ...STAMPS,
      })),
      handlerFor(resourceEndpoints(organizations).read, () => ({
        id: 4,
        row_status: 1,
        title: 'চট্টগ্রাম গার্মেন্টস',
        title_en: 'Chattogram Garments Ltd.',
        ...STAMPS,
      })),
    );
    const { router } = openAs(
      '/platform-jobs?status=deactivated&organization_id=4&job_sector_id=1&published_from=2026-11-01&published_to=2026-11-30',
    );
    await rowOf('Line Supervisor');
    expect(screen.queryByText('Web Developer')).toBeNull();
    const q = queries.at(-1) as URLSearchParams;
    expect(Object.fromEntries(q)).toMatchObject({
      status: 'deactivated',
      organization_id: '4',
      job_sector_id: '1',
      published_from: '2026-11-01',
      published_to: '2026-11-30',
    });
    expect(screen.getByLabelText('Published from')).toHaveValue('2026-11-01');
    expect(await screen.findByDisplayValue('Information Technology')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Chattogram Garments Ltd.')).toBeInTheDocument();
    expect(screen.getByText(/end date is the start date or a later day/i)).toBeInTheDocument();
    expect(router.state.location.search).toContain('status=deactivated');
  });

  it('deactivates with a reason after a confirmation, says so, and the row offers restore', async () => {
    const { userEvent: user } = openAs('/platform-jobs');
    const web = await rowOf('Web Developer');
    await user.click(within(web).getByRole('button', { name: 'Deactivate “Web Developer”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this job post?' });
    expect(within(dialog).getByText(/“Web Developer” leaves the public job board/)).toBeInTheDocument();
    expect(within(dialog).getByText(/The organisation’s admins are told/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await user.paste('The salary breaks the minimum wage.');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByText('The job was deactivated: it no longer shows on the public job board.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      { name: 'deactivate', id: '21', body: { reason: 'The salary breaks the minimum wage.' } },
    ]);
    await waitFor(() =>
      expect(within(web).getByRole('button', { name: 'Restore “Web Developer”' })).toBeInTheDocument(),
    );
  });

  it('restores a deactivated post; a refusal of the gateway is said and nothing changes', async () => {
    const { userEvent: user } = openAs('/platform-jobs');
    const line = await rowOf('Line Supervisor');
    await user.click(within(line).getByRole('button', { name: 'Restore “Line Supervisor”' }));
    const restoring = await screen.findByRole('dialog', { name: 'Restore this job post?' });
    expect(within(restoring).getByText(/The organisation’s admins are told\./)).toBeInTheDocument();
    await user.click(within(restoring).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('The job was restored to its former status.')).toBeInTheDocument();
    expect(calls).toEqual([{ name: 'restore', id: '22' }]);

    server.use(
      handlerFor(endpoints.deactivateJob, () => errorResponse(409, 'jobs.errors.not_deactivatable')),
    );
    const web = await rowOf('Web Developer');
    await user.click(await within(web).findByRole('button', { name: 'Deactivate “Web Developer”' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await user.paste('A duplicate of another post.');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(
      await within(dialog).findByText('Only a live or approved job can be deactivated.'),
    ).toBeInTheDocument();
  });

  it('shows no actions without deactivate_job', async () => {
    openAs('/platform-jobs', ['view_platform_jobs']);
    expect(within(await rowOf('Web Developer')).queryByRole('button')).toBeNull();
  });

  it('shows the Unauthorized page without view_platform_jobs', async () => {
    openAs('/platform-jobs', ['view_any_job', 'deactivate_job']);
    expect(await screen.findByText(/you do not have permission to view this page/i)).toBeInTheDocument();
    expect(queries).toEqual([]);
  });
});

describe('/platform-jobs/:id', () => {
  it('shows the post as youth see it, with its organisation and deactivate', async () => {
    server.use(
      handlerFor(endpoints.job, ({ params }) => jobs.find((j) => String(j.id) === params.id) as JobPost),
    );
    openAs('/platform-jobs/21');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Job post: Web Developer' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Web Developer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate “Web Developer”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all job posts' })).toHaveAttribute(
      'href',
      '/platform-jobs',
    );
  });

  it('shows a deactivated post’s reason and who deactivated it', async () => {
    server.use(
      handlerFor(endpoints.job, () => ({
        ...(jobs[1] as JobPost),
        deactivation_reason: 'The salary breaks the minimum wage.',
        deactivated_by_name: 'Platform Admin',
      })),
    );
    openAs('/platform-jobs/22');
    expect(await screen.findByText('The salary breaks the minimum wage.')).toBeInTheDocument();
    expect(screen.getByText('Reason for deactivation')).toBeInTheDocument();
    expect(screen.getByText('Platform Admin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore “Line Supervisor”' })).toBeInTheDocument();
  });
});
