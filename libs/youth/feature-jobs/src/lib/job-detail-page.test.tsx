import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { jobEndpoints } from '@platform/contract';
import { asYouth, errorResponse, handlerFor, server } from '@platform/testing';
import { jobsTests, makeJobDetail } from '../test/fixtures';

const openPage = jobsTests();
import { youthJob } from '../test/job-detail';

/* /jobs/{id} read: the job, a hidden company, an expired job, the favourite, a missing job, Bengali. */

describe('/jobs/{id}', () => {
  it('shows the job with its company, and asks a visitor to sign in to apply', async () => {
    server.use(handlerFor(jobEndpoints.publicJob, () => makeJobDetail(4, 'IT Support Technician')));
    const { userEvent, userManager } = openPage('/jobs/4');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'IT Support Technician' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More about Dhaka Tech Ltd' })).toHaveAttribute(
      'href',
      '/company/7',
    );
    expect(screen.getByText('Mirpur, Dhaka')).toBeInTheDocument();
    expect(screen.getByText('Karim Hasan, HR officer')).toBeInTheDocument();
    expect(screen.getByText('01712345678')).toBeInTheDocument();
    expect(screen.getByText('18 to 30 years')).toBeInTheDocument();
    expect(screen.getByText('To apply you must meet: Age.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /favourite/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign in to apply' }));
    await waitFor(() => expect(userManager.signinRedirect).toHaveBeenCalledOnce());
  });

  it('keeps a hidden company hidden: the name shown instead, no company link, no address, no contact', async () => {
    server.use(
      handlerFor(jobEndpoints.publicJob, () =>
        makeJobDetail(5, 'Graphic Designer', {
          organization_id: null,
          company_name: 'একটি শীর্ষস্থানীয় পোশাক রপ্তানিকারক',
          company_name_en: 'A leading garments exporter',
          company_address: null,
          contact: null,
          salary_display: 3,
          salary_min: null,
          salary_max: null,
        }),
      ),
    );
    openPage('/jobs/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Graphic Designer' })).toBeInTheDocument();
    expect(screen.getByText('A leading garments exporter')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /More about/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Mirpur, Dhaka')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contact' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Negotiable').length).toBeGreaterThan(0);
  });

  it('says "company not disclosed" when a hidden company has no name to show', async () => {
    server.use(
      handlerFor(jobEndpoints.publicJob, () =>
        makeJobDetail(6, 'Helper', {
          organization_id: null,
          company_name: null,
          company_name_en: null,
          contact: null,
        }),
      ),
    );
    openPage('/jobs/6');
    expect(await screen.findByText('Company not disclosed')).toBeInTheDocument();
  });

  it('says applications are closed on an expired job', async () => {
    youthJob(makeJobDetail(8, 'Data Entry Operator', { status: 'expired' }));
    openPage('/jobs/8', asYouth());
    expect(await screen.findByText('Applications are closed: the deadline has passed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('toggles the favourite: a pressed button named for the job', async () => {
    youthJob(makeJobDetail(4, 'IT Support Technician'));
    let toggled = 0;
    server.use(
      handlerFor(jobEndpoints.toggleFavouriteJob, ({ params }) => {
        toggled += 1;
        return { job_id: Number(params.id), is_favourite: toggled % 2 === 1 };
      }),
    );
    const { userEvent } = openPage('/jobs/4', asYouth());
    const add = await screen.findByRole('button', { name: 'Save IT Support Technician as a favourite' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(add);
    expect(await screen.findByText('Saved to your favourite jobs.')).toBeInTheDocument();
    const remove = await screen.findByRole('button', {
      name: 'Remove IT Support Technician from favourites',
    });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(remove);
    expect(await screen.findByText('Removed from your favourite jobs.')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Save IT Support Technician as a favourite' }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(toggled).toBe(2);
  });

  it('marks a job that is already a favourite', async () => {
    const read = youthJob(makeJobDetail(4, 'IT Support Technician'), [4]);
    openPage('/jobs/4', asYouth());
    expect(
      await screen.findByRole('button', { name: 'Remove IT Support Technician from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(read.preferences).toBe(true));
  });

  it('says so when the job is not on the board', async () => {
    server.use(handlerFor(jobEndpoints.publicJob, () => errorResponse(404, 'errors.not_found')));
    openPage('/jobs/999');
    expect(
      await screen.findByText('This job is not on the job board. It may have been taken down.'),
    ).toBeInTheDocument();
  });

  it('writes dates, amounts and counts in Bengali', async () => {
    server.use(handlerFor(jobEndpoints.publicJob, () => makeJobDetail(4, 'আইটি সাপোর্ট টেকনিশিয়ান')));
    openPage('/jobs/4', { locale: 'bn-BD' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'আইটি সাপোর্ট টেকনিশিয়ান' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('মাসিক ১৮,০০০৳ – ২৫,০০০৳').length).toBeGreaterThan(0);
    expect(screen.getAllByText('১৫ ডিসে ২০২৬').length).toBeGreaterThan(0);
    expect(screen.getByText('১৮ থেকে ৩০ বছর')).toBeInTheDocument();
    expect(screen.getByText('বছরে ২টি উৎসব ভাতা', { exact: false })).toBeInTheDocument();
    // the phone number stays in Latin digits, as written
    expect(screen.getByText('01712345678')).toBeInTheDocument();
  });
});
