import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@platform/contract';
import { asRecruiter, listHandlerFor, server, setupPlatformTests } from '@platform/testing';
import { jobAssessment } from '../test/fixtures';
import { assessmentsRoutes } from './assessments-routes';

const open = setupPlatformTests(assessmentsRoutes);

it('lists the organisation’s assessments and keeps the search in the address and the query', async () => {
  const queries: URLSearchParams[] = [];
  server.use(
    listHandlerFor(endpoints.jobAssessments, ({ query }) => {
      queries.push(query);
      return { data: [jobAssessment({ invited: 4, submitted: 1 })] };
    }),
  );
  const { userEvent, router } = open(
    '/assessments',
    asRecruiter(['view_any_job_assessment', 'manage_job_assessment']),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Assessments' })).toBeInTheDocument();
  const row = (await screen.findByText('Skills check')).closest('tr') as HTMLElement;
  expect(within(row).getByText('IT Support Technician')).toBeInTheDocument();
  expect(within(row).getByText('Total 10, pass 5, 20 minutes')).toBeInTheDocument();
  expect(within(row).getByText('4 / 1')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Results' })).toHaveAttribute(
    'href',
    '/job-assessments/7/results',
  );
  expect(screen.getByRole('link', { name: 'Create assessment' })).toHaveAttribute(
    'href',
    '/assessments/create',
  );

  const filters = screen.getByRole('group', { name: 'Filter the assessments' });
  await userEvent.type(within(filters).getByLabelText('Search assessments'), 'skills');
  await userEvent.click(within(filters).getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(router.state.location.search).toBe('?search=skills'));
  await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('skills'));
});
