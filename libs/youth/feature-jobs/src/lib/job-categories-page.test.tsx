import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { jobCategoryEndpoints as E } from '@platform/contract';
import { errorResponse, handlerFor, server, setupPlatformTests } from '@platform/testing';
import { youthJobsMoreRoutes } from './jobs-more-route-table';

const open = setupPlatformTests(youthJobsMoreRoutes, { user: null });

describe('/job-categories', () => {
  it('lists the sectors with their open jobs, each leading to the board filtered by it', async () => {
    server.use(
      handlerFor(E.jobCategories, () => [
        { id: 3, title: 'তথ্যপ্রযুক্তি', title_en: 'IT and software', job_count: 12 },
        { id: 5, title: 'পোশাক', title_en: 'Garments', job_count: 1 },
        { id: 7, title: 'কৃষি', title_en: 'Agriculture', job_count: 0 },
      ]),
    );
    open('/job-categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job categories' })).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'Job categories' }));
    expect(list.getByRole('link', { name: /IT and software/ })).toHaveAttribute(
      'href',
      '/jobs?job_sector_ids=3',
    );
    expect(list.getByText('12 open jobs')).toBeInTheDocument();
    expect(list.getByText('1 open job')).toBeInTheDocument();
    expect(list.getByText('No open jobs')).toBeInTheDocument();
  });

  it('offers a retry when the categories cannot be read, and speaks Bengali', async () => {
    server.use(handlerFor(E.jobCategories, () => errorResponse(500, 'errors.internal')));
    const first = open('/job-categories');
    expect(await screen.findByText('The job categories could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    first.unmount();
    server.use(
      handlerFor(E.jobCategories, () => [{ id: 3, title: 'তথ্যপ্রযুক্তি', title_en: 'IT', job_count: 12 }]),
    );
    open('/job-categories', { locale: 'bn-BD' });
    expect(await screen.findByRole('heading', { level: 1, name: 'চাকরির ক্যাটাগরি' })).toBeInTheDocument();
    expect(await screen.findByText('১২টি খোলা চাকরি')).toBeInTheDocument();
  });
});
