import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { jobEndpoints } from '@platform/contract';
import { asYouth, errorResponse, handlerFor, makeJobApplication, server } from '@platform/testing';
import { jobsTests, makeJobDetail } from '../test/fixtures';

const openPage = jobsTests();
import { dialog, eligible, youthJob } from '../test/job-detail';

/* /jobs/{id} applying: the expected salary, eligibility, the bar at the bottom, refusals, the skill gap. */

describe('/jobs/{id} apply', () => {
  it('applies with an expected salary and shows the application status', async () => {
    youthJob(makeJobDetail(4, 'IT Support Technician'));
    let sent: unknown;
    server.use(
      handlerFor(jobEndpoints.applyJob, ({ body, params }) => {
        sent = { body, id: params.id };
        return makeJobApplication(4, { expected_salary: 22000 });
      }),
    );
    const { userEvent } = openPage('/jobs/4', asYouth());
    await userEvent.click(await screen.findByRole('button', { name: 'Apply now' }));
    expect(
      await screen.findByRole('dialog', { name: 'Apply for IT Support Technician' }),
    ).toBeInTheDocument();
    // before sending: which CV the employer receives (issue 12, defect 4)
    const cv = within(dialog().getByRole('region', { name: 'What Dhaka Tech Ltd receives' }));
    expect(cv.getByText(/Rahim Uddin, Modern template, profile 65% complete/)).toBeInTheDocument();
    expect(cv.getByText('Left out, as you chose: Personal information, Contact.')).toBeInTheDocument();
    expect(cv.getByRole('link', { name: /Look at my CV first/ })).toHaveAttribute('href', '/my-cv');

    await userEvent.click(dialog().getByRole('button', { name: 'Send application' }));
    expect(await dialog().findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(dialog().getByRole('spinbutton', { name: /Expected salary/ }), '22000');
    await userEvent.click(dialog().getByRole('button', { name: 'Send application' }));

    expect(await screen.findByText('You have applied for this job.')).toBeInTheDocument();
    expect(sent).toEqual({ body: { expected_salary: 22000 }, id: '4' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/You applied on 21 Nov 2026\./)).toHaveTextContent('Application status: Applied');
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('prefills the expected salary the youth gave in the job preferences', async () => {
    const read = youthJob(makeJobDetail(4, 'IT Support Technician'), [], 25000);
    let sent: unknown;
    server.use(
      handlerFor(jobEndpoints.applyJob, ({ body }) => {
        sent = body;
        return makeJobApplication(4, { expected_salary: 25000 });
      }),
    );
    const { userEvent } = openPage('/jobs/4', asYouth());
    const apply = await screen.findByRole('button', { name: 'Apply now' });
    // the preferences are read while the youth looks at the job
    await waitFor(() => expect(read.preferences).toBe(true));
    await userEvent.click(apply);
    expect(dialog().getByRole('spinbutton', { name: /Expected salary/ })).toHaveValue(25000);
    await userEvent.click(dialog().getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(sent).toEqual({ expected_salary: 25000 }));
  });

  it('checks eligibility when the page opens: a missed mandatory criterion disables Apply, the reason beside it', async () => {
    const read = youthJob(
      makeJobDetail(4, 'IT Support Technician', { mandatory_criteria: ['location'] }),
      [],
      null,
      eligible({
        can_apply: false,
        blocked_by: 'criteria_not_met',
        unmet: [{ criterion: 'location', message: 'jobs.criteria.location' }],
      }),
    );
    openPage('/jobs/4', asYouth());
    const apply = await screen.findByRole('button', { name: 'Apply now' });
    await waitFor(() => expect(apply).toBeDisabled());
    expect(apply).toHaveAccessibleDescription(
      /You cannot apply yet.*Job location: You do not live in one of the locations of this job\./,
    );
    expect(screen.getByRole('link', { name: 'Update your profile' })).toHaveAttribute(
      'href',
      '/profile-edit',
    );
    expect(read.eligibility).toBe(1);
    expect(read.preferences).toBe(false); // nothing to prefill: the form cannot open
  });

  it('says the profile meets the mandatory criteria, and a salary limit before the first error', async () => {
    youthJob(
      makeJobDetail(4, 'IT Support Technician', { mandatory_criteria: ['age', 'salary'] }),
      [],
      null,
      eligible({ max_expected_salary: 25000 }),
    );
    const { userEvent } = openPage('/jobs/4', asYouth());
    expect(
      await screen.findByText('Your profile meets what this job requires: Age, Salary.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(
      dialog().getByText('This job accepts an expected salary of at most ৳25,000 a month.'),
    ).toBeInTheDocument();
  });

  it('keeps Apply at hand in a bar at the bottom once the panel has scrolled away (issue 12 defect 6)', async () => {
    // the panel is out of view: the observer says so at once
    class AwayObserver {
      constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        this.report([{ isIntersecting: false }]);
      }
      unobserve() {
        return undefined;
      }
      disconnect() {
        return undefined;
      }
      takeRecords() {
        return [];
      }
    }
    vi.stubGlobal('IntersectionObserver', AwayObserver);
    try {
      youthJob(makeJobDetail(4, 'IT Support Technician'));
      server.use(handlerFor(jobEndpoints.applyJob, () => makeJobApplication(4)));
      const { userEvent } = openPage('/jobs/4', asYouth());
      // a phone's bar (display: none on this desktop-sized window, so found by its label)
      const bar = within(
        await screen.findByLabelText('Apply for IT Support Technician', { selector: '[role="region"]' }),
      );
      // the same action as the panel's: it opens the same form
      await userEvent.click(bar.getByRole('button', { name: 'Apply now', hidden: true }));
      expect(screen.getByRole('dialog', { name: 'Apply for IT Support Technician' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('lists each failing mandatory criterion with its reason when the gateway refuses', async () => {
    youthJob(makeJobDetail(4, 'IT Support Technician', { mandatory_criteria: ['age', 'location'] }));
    server.use(
      handlerFor(jobEndpoints.applyJob, () =>
        errorResponse(422, 'jobs.errors.criteria_not_met', {
          age: ['jobs.criteria.age'],
          location: ['jobs.criteria.location_missing'],
        }),
      ),
    );
    const { userEvent } = openPage('/jobs/4', asYouth());
    await userEvent.click(await screen.findByRole('button', { name: 'Apply now' }));
    await userEvent.type(dialog().getByRole('spinbutton', { name: /Expected salary/ }), '20000');
    await userEvent.click(dialog().getByRole('button', { name: 'Send application' }));

    const refusal = within(await dialog().findByRole('alert'));
    expect(refusal.getByText('You cannot apply for this job')).toBeInTheDocument();
    expect(
      refusal.getByText('You do not meet the mandatory requirements of this job.', { exact: false }),
    ).toBeInTheDocument();
    const reasons = refusal.getAllByRole('listitem').map((li) => li.textContent);
    expect(reasons).toEqual([
      'Age: Your age is outside the age range this job asks for.',
      'Job location: Add your address to your profile: this job checks where applicants live.',
    ]);
    expect(refusal.getByRole('link', { name: 'Update your profile' })).toHaveAttribute(
      'href',
      '/profile-edit',
    );
  });

  it('shows the duplicate and after-deadline refusals above the form', async () => {
    youthJob(makeJobDetail(4, 'IT Support Technician'));
    let answer = 'jobs.errors.already_applied';
    server.use(handlerFor(jobEndpoints.applyJob, () => errorResponse(409, answer)));
    const { userEvent } = openPage('/jobs/4', asYouth());
    await userEvent.click(await screen.findByRole('button', { name: 'Apply now' }));
    await userEvent.type(dialog().getByRole('spinbutton', { name: /Expected salary/ }), '20000');
    await userEvent.click(dialog().getByRole('button', { name: 'Send application' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent('You have already applied for this job.');

    answer = 'jobs.errors.deadline_passed';
    await userEvent.click(dialog().getByRole('button', { name: 'Send application' }));
    await waitFor(() =>
      expect(dialog().getByRole('alert')).toHaveTextContent(
        'The application deadline of this job has passed.',
      ),
    );
  });

  it('shows a signed-in youth the skills the job asks for that their profile lacks, with courses (issue 16)', async () => {
    youthJob(makeJobDetail(4, 'IT Support Technician'), [], null, eligible(), {
      job_id: 4,
      job_skills: 3,
      missing: [
        {
          skill_id: 5,
          title: 'নেটওয়ার্কিং',
          title_en: 'Networking',
          courses: [
            {
              id: 12,
              title: 'নেটওয়ার্ক',
              title_en: 'Network basics',
              institute_title: 'ঢাকা',
              institute_title_en: 'Dhaka Institute',
              fee: 0,
            },
          ],
        },
        { skill_id: 6, title: 'লিনাক্স', title_en: 'Linux', courses: [] },
      ],
    });
    openPage('/jobs/4', asYouth());
    const section = await screen.findByRole('region', { name: 'Skills to learn for this job' });
    expect(
      within(section).getByText(
        'This job asks for 2 skills your profile does not list. These courses teach them:',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 3, name: 'Networking' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Network basics' })).toHaveAttribute(
      'href',
      '/courses/12',
    );
    expect(within(section).getByText(/Dhaka Institute · Free/)).toBeInTheDocument();
    expect(within(section).getByText('No course teaches this skill yet.')).toBeInTheDocument();
  });
});
