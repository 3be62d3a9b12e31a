import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { type PublicVendor, vendorEndpoints as E } from '@platform/contract';
import { errorResponse, handlerFor, server, setupPlatformTests } from '@platform/testing';
import { youthJobsMoreRoutes } from './jobs-more-route-table';

const open = setupPlatformTests(youthJobsMoreRoutes, { user: null });

const recruiter: PublicVendor = {
  id: 4,
  kind: 'recruiter',
  name: 'ঢাকা টেক লিমিটেড',
  name_en: 'Dhaka Tech Ltd.',
  logo: null,
  description: null,
  organization_id: 1,
  jobs: [{ id: 2, title: 'আইটি সাপোর্ট', title_en: 'IT Support Technician' }],
  courses: [],
};

describe('/vendors/{id}', () => {
  it('shows an approved recruiter’s name and open jobs, each leading to its page', async () => {
    server.use(handlerFor(E.publicVendor, () => recruiter));
    open('/vendors/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dhaka Tech Ltd.' })).toBeInTheDocument();
    expect(screen.getByText('Recruiter on the platform')).toBeInTheDocument();
    const jobs = within(screen.getByRole('region', { name: 'Open jobs' }));
    expect(jobs.getByRole('link', { name: 'IT Support Technician' })).toHaveAttribute('href', '/jobs/2');
  });

  it('shows the organisation’s logo and description', async () => {
    server.use(
      handlerFor(E.publicVendor, () => ({
        ...recruiter,
        logo: '/files/abc',
        description: 'Software for garment factories.\nFounded in Dhaka.',
      })),
    );
    open('/vendors/4');
    const logo = await screen.findByRole('img', { name: 'Logo of Dhaka Tech Ltd.' });
    expect(logo.getAttribute('src')).toMatch(/\/files\/abc$/);
    expect(screen.getByText(/Software for garment factories\./)).toHaveTextContent('Founded in Dhaka.');
  });

  it('shows a training provider’s courses, or says it has none', async () => {
    const provider: PublicVendor = {
      ...recruiter,
      kind: 'content_provider',
      organization_id: null,
      jobs: [],
      courses: [{ id: 9, title: 'ওয়েব', title_en: 'Web design' }],
    };
    server.use(
      handlerFor(E.publicVendor, ({ params }) =>
        params.id === '7' ? { ...provider, id: 7 } : { ...provider, id: 8, courses: [] },
      ),
    );
    const first = open('/vendors/7');
    expect(await screen.findByRole('link', { name: 'Web design' })).toHaveAttribute('href', '/courses/9');
    expect(screen.getByText('Training provider on the platform')).toBeInTheDocument();
    first.unmount();
    open('/vendors/8');
    expect(await screen.findByText('No courses published at the moment.')).toBeInTheDocument();
  });

  it('is the not-found page for an id that is no approved vendor', async () => {
    server.use(handlerFor(E.publicVendor, () => errorResponse(404, 'errors.not_found')));
    const first = open('/vendors/5');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeInTheDocument();
    first.unmount();
    open('/vendors/abc');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
