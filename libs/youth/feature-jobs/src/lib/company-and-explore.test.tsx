import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { companyEndpoints, jobEndpoints } from '@platform/contract';
import { RESOURCES, resourceEndpoints } from '@platform/resources';
import { errorResponse, handlerFor, listHandlerFor, server, makePublicJob } from '@platform/testing';
import { jobsTests } from '../test/fixtures';

const open = jobsTests();

describe('/company/{id}', () => {
  it('names the company and lists its live jobs', async () => {
    server.use(
      handlerFor(companyEndpoints.publicCompany, ({ params }) => ({
        id: Number(params.id),
        title: 'ঢাকা টেক লিমিটেড',
        title_en: 'Dhaka Tech Ltd',
        jobs: [makePublicJob(1, 'IT Support Technician')],
      })),
    );
    open('/company/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dhaka Tech Ltd' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'IT Support Technician' })).toHaveAttribute('href', '/jobs/1');
  });

  it('says so for a company that is not on the board', async () => {
    server.use(handlerFor(companyEndpoints.publicCompany, () => errorResponse(404, 'errors.not_found')));
    open('/company/8');
    expect(await screen.findByText('This company is not on the job board.')).toBeInTheDocument();
  });
});

describe('/jobs/explore', () => {
  it('shows a row of up to 12 live jobs per sector, and leaves out a sector without jobs', async () => {
    const sectors = resourceEndpoints(RESOURCES.job_sectors).lookupList;
    if (!sectors) throw new Error('job sectors have a public lookup');
    const asked: URLSearchParams[] = [];
    server.use(
      listHandlerFor(sectors, () => ({
        data: [
          { id: 1, title: 'তথ্যপ্রযুক্তি', title_en: 'Information technology', row_status: 1 },
          { id: 2, title: 'কৃষি', title_en: 'Agriculture', row_status: 1 },
        ],
      })),
      listHandlerFor(jobEndpoints.publicJobs, ({ query }) => {
        asked.push(query);
        return {
          data:
            query.get('job_sector_ids') === '1'
              ? [makePublicJob(1, 'IT Support Technician'), makePublicJob(2, 'Junior Web Developer')]
              : [],
        };
      }),
    );
    open('/jobs/explore');
    const row = within(await screen.findByRole('region', { name: 'Information technology' }));
    expect(await row.findByRole('link', { name: 'Junior Web Developer' })).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'See all jobs in Information technology' })).toHaveAttribute(
      'href',
      '/jobs?job_sector_ids=1',
    );
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked.every((q) => q.get('page_size') === '12')).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Agriculture' })).not.toBeInTheDocument(),
    );
  });
});
