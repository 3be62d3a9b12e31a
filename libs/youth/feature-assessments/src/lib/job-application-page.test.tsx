import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { endpoints, jobEndpoints } from '@platform/contract';
import {
  asYouth,
  listHandlerFor,
  makeJobApplication,
  makePublicJob,
  makeYouthJobAssessment,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { youthAssessmentsRoutes } from './route-table';

const open = setupPlatformTests(youthAssessmentsRoutes, asYouth());

it('lists all the youth’s applications, paged in the address, with the assessment as the next step', async () => {
  const asked: URLSearchParams[] = [];
  server.use(
    listHandlerFor(jobEndpoints.appliedJobs, ({ query }) => {
      asked.push(query);
      const job = makePublicJob(2, 'IT Support Technician');
      return {
        data: [
          { job, application: makeJobApplication(2, { id: 3, status: 22, stage: 1 }), is_favourite: false },
        ],
        meta: { total: 11 },
      };
    }),
    listHandlerFor(endpoints.youthJobAssessments, () => ({ data: [makeYouthJobAssessment()] })),
  );
  open('/job-application?page=2');
  const link = await screen.findByRole('link', { name: 'IT Support Technician' });
  expect(link).toHaveAttribute('href', '/jobs/2');
  const row = link.closest('tr') as HTMLElement;
  expect(within(row).getByText('Shortlist')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Assessment: Exam not started' })).toHaveAttribute(
    'href',
    'http://localhost:4204/job-assessment/7',
  );
  // no tab: every application; the page from the address
  expect(asked.at(-1)?.get('tab')).toBeNull();
  expect(asked.at(-1)?.get('page')).toBe('2');
});
