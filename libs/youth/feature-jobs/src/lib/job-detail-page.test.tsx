import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  courseLearningEndpoints,
  type JobSkillGap,
  jobEndpoints,
  type JobEligibility,
  youthProfileEndpoints,
  type PublicJobDetail,
} from '@platform/contract';
import {
  asYouth,
  errorResponse,
  handlerFor,
  listHandlerFor,
  makeJobApplication,
  makePublicJob,
  server,
} from '@platform/testing';
import { jobsTests, makeJobDetail, makeMyJob } from '../test/fixtures';

const openPage = jobsTests();

/** What the gateway's eligibility check answers: the youth may apply, with the CV the employer receives. */
function eligible(over: Partial<JobEligibility> = {}): JobEligibility {
  return {
    can_apply: true,
    blocked_by: null,
    unmet: [],
    max_expected_salary: null,
    cv: {
      public_id: '3f1c2b6e-0d7a-4f55-9a43-2f1d8f5b7c10',
      full_name: 'রহিম উদ্দিন',
      full_name_en: 'Rahim Uddin',
      cv_template: 'modern',
      profile_completion: 65,
      hidden_sections: ['personal_info', 'contact'],
    },
    ...over,
  };
}

/**
 * The job page's calls for a signed-in youth: the job, no application yet, the eligibility check (may apply unless
 * given), the favourites (none unless given), the job preferences (no expected salary unless given).
 */
function youthJob(
  job: PublicJobDetail,
  favourites: number[] = [],
  expectedSalary: number | null = null,
  eligibility: JobEligibility = eligible(),
  gap: JobSkillGap = { job_id: job.id, job_skills: 0, missing: [] },
) {
  const read = { preferences: false, eligibility: 0 };
  server.use(
    handlerFor(courseLearningEndpoints.jobSkillGap, () => gap),
    handlerFor(jobEndpoints.jobEligibility, () => {
      read.eligibility += 1;
      return eligibility;
    }),
    handlerFor(youthProfileEndpoints.youthJobPreferences, () => {
      read.preferences = true;
      return { job_level: null, job_types: [], workplaces: [], expected_salary: expectedSalary };
    }),
    handlerFor(jobEndpoints.publicJob, () => job),
    handlerFor(jobEndpoints.applicationStatus, () => errorResponse(404, 'errors.not_found')),
    listHandlerFor(jobEndpoints.appliedJobs, ({ query }) => {
      expect(query.get('tab')).toBe('favourite');
      return { data: favourites.map((id) => makeMyJob(makePublicJob(id, `Job ${id}`), null, true)) };
    }),
  );
  return read;
}

const dialog = () => within(screen.getByRole('dialog'));

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
