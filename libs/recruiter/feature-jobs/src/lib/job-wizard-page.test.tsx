import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { endpoints, type JobPost } from '@platform/contract';
import { RESOURCES, resourceEndpoints } from '@platform/resources';
import { errorResponse, handlerFor, listHandlerFor, server, setupPlatformTests } from '@platform/testing';
import { completeJob, dayFromToday, lookup, makeJob, recruiter, recruiterPortal } from '../test/fixtures';
import { jobsRoutes } from './jobs-routes';

const open = setupPlatformTests(jobsRoutes);

let stored: JobPost;
let calls: { name: string; body: unknown; query?: URLSearchParams }[];

function lookupList(name: 'job_sectors' | 'occupations' | 'skills') {
  const endpoint = resourceEndpoints(RESOURCES[name]).lookupList;
  if (!endpoint) throw new Error(`${name} has no public lookup`);
  return endpoint;
}

function lookupHandlers() {
  return [
    listHandlerFor(lookupList('job_sectors'), () => ({
      data: [lookup(1, 'Information Technology'), lookup(2, 'Garments')],
    })),
    listHandlerFor(lookupList('occupations'), ({ query }) => {
      calls.push({ name: 'occupations', body: undefined, query });
      return {
        data:
          query.get('job_sector_id') === '1' ? [lookup(11, 'Software Engineer', { job_sector_id: 1 })] : [],
      };
    }),
  ];
}

const step = (name: string) => (ctx: { body: unknown }) => {
  calls.push({ name, body: ctx.body });
  stored = {
    ...stored,
    ...(ctx.body as object),
    completed_steps: Math.max(stored.completed_steps, STEP_NUMBERS[name] ?? 0),
  };
  return stored;
};
const STEP_NUMBERS: Record<string, number> = {
  primary: 1,
  more: 2,
  candidate: 3,
  company: 4,
  criteria: 5,
  contact: 6,
};

beforeEach(() => {
  calls = [];
  stored = makeJob();
  server.use(
    handlerFor(endpoints.job, () => stored),
    handlerFor(endpoints.createJob, (ctx) => {
      calls.push({ name: 'create', body: ctx.body });
      stored = makeJob({ id: 77, ...(ctx.body as object), completed_steps: 1 });
      return stored;
    }),
    handlerFor(endpoints.saveJobPrimaryInfo, step('primary')),
    handlerFor(endpoints.saveJobMoreInfo, step('more')),
    handlerFor(endpoints.saveJobCandidateRequirement, step('candidate')),
    handlerFor(endpoints.saveJobCompanyInfoVisibility, step('company')),
    handlerFor(endpoints.saveJobMatchingCriteria, step('criteria')),
    handlerFor(endpoints.saveJobContactInfo, step('contact')),
    handlerFor(endpoints.submitJob, (ctx) => {
      calls.push({ name: 'submit', body: ctx.body });
      stored = {
        ...stored,
        status: 'pending_approval',
        service_type: (ctx.body as { service_type: 1 | 2 | 3 }).service_type,
      };
      return stored;
    }),
    ...lookupHandlers(),
  );
});

function openWizard(route: string) {
  return open(route, { user: recruiter, portal: recruiterPortal });
}

const heading = (text: string | RegExp) => screen.findByRole('heading', { level: 2, name: text });
const stepButtons = () =>
  within(screen.getByRole('navigation', { name: 'Steps of the job post' })).getAllByRole('tab');
const save = () => screen.getByRole('button', { name: 'Save and continue' });
/** The helper text under a field (its accessible description). */
const fieldError = (label: RegExp) =>
  screen.getByRole('textbox', { name: label }).getAttribute('aria-invalid');

describe('job posting wizard: steps', () => {
  it('shows the steps in the spec’s order and counts the six saved ones, as the job list does', async () => {
    openWizard('/jobs/create');
    expect(await heading('Step 1 of 6: Primary info')).toBeInTheDocument();
    // the step numbers are drawn in the (hidden) icons; preview and complete have icons, no number
    expect(stepButtons().map((b) => b.textContent?.replace(/^\d+/, ''))).toEqual([
      'Primary info',
      'More info',
      'Candidate requirement',
      'Company info visibility',
      'Matching criteria',
      'Contact info',
      'Preview',
      'Complete',
    ]);
    // nothing after the first step can be opened before it is saved
    expect(
      stepButtons()
        .slice(1)
        .every((b) => b.hasAttribute('disabled')),
    ).toBe(true);
    expect(stepButtons()[0]).toHaveAttribute('aria-selected', 'true');
    expect(stepButtons()[0]).not.toHaveAttribute('disabled');
  });

  it('creates the draft with step 1 and goes on to more info', async () => {
    const { userEvent: user, router } = openWizard('/jobs/create');
    await heading(/Primary info/);
    await user.type(screen.getByRole('textbox', { name: 'Job title (Bengali)' }), 'Web Developer');
    await user.type(screen.getByRole('textbox', { name: /Number of vacancies/ }), '2');
    await user.click(screen.getByRole('combobox', { name: /Job sector/ }));
    await user.click(await screen.findByRole('option', { name: 'Information Technology' }));
    await user.click(screen.getByRole('combobox', { name: /Occupation/ }));
    await user.click(await screen.findByRole('option', { name: 'Software Engineer' }));
    await user.click(screen.getByRole('checkbox', { name: 'Full time' }));
    fireEvent.change(screen.getByLabelText(/Application deadline/), { target: { value: dayFromToday(10) } });
    await user.click(save());

    await heading('Step 2 of 6: More info');
    const create = calls.find((c) => c.name === 'create');
    expect(create?.body).toMatchObject({
      job_title: 'Web Developer',
      no_of_vacancies: 2,
      job_sector_id: 1,
      occupation_id: 11,
      employment_types: ['full_time'],
      published_at: dayFromToday(0),
      application_deadline: dayFromToday(10),
    });
    expect(calls.find((c) => c.name === 'occupations')?.query?.get('job_sector_id')).toBe('1');
    expect(router.state.location.pathname).toBe('/jobs/77/edit');
    expect(await screen.findByText(/Step saved/)).toBeInTheDocument();
  }, 15_000);

  it('resumes a draft on its first unsaved step, with the saved steps reachable and the rest not', async () => {
    stored = completeJob({ completed_steps: 2 });
    const { userEvent: user } = openWizard('/jobs/5/edit');
    expect(await heading('Step 3 of 6: Candidate requirement')).toBeInTheDocument();
    const buttons = stepButtons();
    expect(buttons.slice(0, 2).map((b) => b.hasAttribute('disabled'))).toEqual([false, false]);
    expect(buttons.slice(3).every((b) => b.hasAttribute('disabled'))).toBe(true);
    // the saved values are back in their fields
    expect(screen.getByRole('textbox', { name: /Minimum age/ })).toHaveValue('22');
    await user.click(buttons[0] as HTMLElement);
    await heading('Step 1 of 6: Primary info');
    expect(screen.getByRole('textbox', { name: /^Job title \(English\)/ })).toHaveValue('Software Engineer');
    expect(screen.getByRole('combobox', { name: /Job sector/ })).toHaveValue('Information Technology');
  }, 15_000);
});

describe('job posting wizard: skills picker', () => {
  it('searches the skills as the recruiter types and adds the one chosen (the typed text is kept)', async () => {
    stored = completeJob({ completed_steps: 2, skills: [] });
    server.use(
      listHandlerFor(lookupList('skills'), ({ query }) => {
        calls.push({ name: 'skills', body: undefined, query });
        const search = query.get('search') ?? '';
        return {
          data:
            search === 'Web dev'
              ? [lookup(9, 'Web development')]
              : [lookup(1, 'Adaptability'), lookup(2, 'Bookkeeping')],
        };
      }),
    );
    const { userEvent: user } = openWizard('/jobs/5/edit?step=candidate_requirement');
    await heading(/Candidate requirement/);
    const skills = screen.getByRole('combobox', { name: /^Skills/ });
    await user.click(skills);
    await screen.findByRole('option', { name: 'Adaptability' });
    await user.type(skills, 'Web dev');
    expect(skills).toHaveValue('Web dev');
    await user.click(await screen.findByRole('option', { name: 'Web development' }));
    expect(calls.some((c) => c.name === 'skills' && c.query?.get('search') === 'Web dev')).toBe(true);
    expect(screen.getByRole('button', { name: 'Web development' })).toBeInTheDocument();
    await user.click(save());
    await heading(/Company info visibility/);
    expect(calls.find((c) => c.name === 'candidate')?.body).toMatchObject({ skill_ids: [9] });
  }, 15_000);
});

describe('job posting wizard: spec §5 rules on their fields', () => {
  it('refuses a deadline beyond the next 30 days and one before the published date', async () => {
    const { userEvent: user } = openWizard('/jobs/5/edit?step=primary_info');
    await heading(/Primary info/);
    const deadline = screen.getByLabelText(/Application deadline/);
    fireEvent.change(deadline, { target: { value: dayFromToday(40) } });
    await user.click(save());
    expect(
      await screen.findByText('Application deadline must be within the next 30 days'),
    ).toBeInTheDocument();
    expect(deadline).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(screen.getByLabelText(/Published date/), { target: { value: dayFromToday(5) } });
    fireEvent.change(deadline, { target: { value: dayFromToday(2) } });
    await user.click(save());
    expect(
      await screen.findByText('Application deadline must not be before the published date'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'primary')).toEqual([]);
  });

  it('refuses a maximum salary below the minimum', async () => {
    stored = completeJob({ completed_steps: 1, salary_min: null, salary_max: null });
    const { userEvent: user } = openWizard('/jobs/5/edit?step=more_info');
    await heading(/More info/);
    // Bengali digits are read as numbers
    await user.type(screen.getByRole('textbox', { name: /Minimum salary/ }), '৫০০০০');
    const max = screen.getByRole('textbox', { name: /Maximum salary/ });
    await user.type(max, '৩০০০০');
    await user.click(save());
    expect(
      await screen.findByText('Maximum salary must not be less than minimum salary'),
    ).toBeInTheDocument();
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.name === 'more')).toEqual([]);

    await user.clear(max);
    await user.type(max, '৭০০০০');
    await user.click(save());
    await heading(/Candidate requirement/);
    expect(calls.find((c) => c.name === 'more')?.body).toMatchObject({
      salary_min: 50000,
      salary_max: 70000,
      locations: [{ loc_division_id: 3, loc_district_id: 18 }],
    });
  }, 15_000);

  it('refuses a maximum age or experience below the minimum', async () => {
    stored = completeJob({ completed_steps: 2, min_age: null, max_age: null });
    const { userEvent: user } = openWizard('/jobs/5/edit?step=candidate_requirement');
    await heading(/Candidate requirement/);
    await user.type(screen.getByRole('textbox', { name: /Minimum age/ }), '30');
    await user.type(screen.getByRole('textbox', { name: /Maximum age/ }), '25');
    await user.type(screen.getByRole('textbox', { name: /Minimum experience/ }), '5');
    await user.type(screen.getByRole('textbox', { name: /Maximum experience/ }), '2');
    await user.click(save());
    expect(await screen.findByText('Maximum age must not be less than minimum age')).toBeInTheDocument();
    expect(
      screen.getByText('Maximum experience must not be less than minimum experience'),
    ).toBeInTheDocument();
  }, 15_000);

  it('asks for the name shown instead when the company name is hidden', async () => {
    stored = completeJob({ completed_steps: 3 });
    const { userEvent: user } = openWizard('/jobs/5/edit?step=company_info_visibility');
    await heading(/Company info visibility/);
    expect(screen.queryByRole('textbox', { name: /Name shown instead/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show the organisation’s name' }));
    await user.click(save());
    expect(
      await screen.findByText('Write it in Bengali or in English: one of the two is enough'),
    ).toBeInTheDocument();
    expect(fieldError(/^Name shown instead \(Bengali\)/)).toBe('true');
  });
});

describe('job posting wizard: rules shown before they are broken (issue 12 defect 10)', () => {
  it('says the 30-day deadline rule, the either-language title and the choices as hints first', async () => {
    const { userEvent: user } = openWizard('/jobs/create');
    await heading(/Primary info/);
    expect(screen.getByLabelText(/Application deadline/)).toHaveAccessibleDescription(
      'Not before the publication date, and at most 30 days from today.',
    );
    expect(screen.getByRole('textbox', { name: 'Job title (Bengali)' })).toHaveAccessibleDescription(
      'Bengali, English or both: one of the two is enough.',
    );
    expect(screen.getByText('Choose one or more.')).toBeInTheDocument();
    await user.click(save());
    // a list with nothing chosen: "Select at least 1 item", singular
    expect(await screen.findByText('Select at least 1 item')).toBeInTheDocument();
    expect(screen.queryByText(/1 items/)).not.toBeInTheDocument();
  });

  it('takes the gender preference as one choice — any, male, female, both or other', async () => {
    stored = completeJob({ completed_steps: 2, genders: [] });
    const { userEvent: user } = openWizard('/jobs/5/edit?step=candidate_requirement');
    await heading(/Candidate requirement/);
    const gender = screen.getByRole('radiogroup', { name: 'Gender' });
    expect(within(gender).getByRole('radio', { name: 'Any' })).toBeChecked();
    expect(
      within(gender)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Any', 'Male', 'Female', 'Both', 'Other']);
    expect(screen.queryByRole('checkbox', { name: 'Both' })).not.toBeInTheDocument();
    await user.click(within(gender).getByRole('radio', { name: 'Female' }));
    await user.click(save());
    await heading(/Company info visibility/);
    expect(calls.find((c) => c.name === 'candidate')?.body).toMatchObject({ genders: [2] });
  }, 15_000);
});

describe('job posting wizard: the gateway’s answers', () => {
  it('puts a server field error on its field', async () => {
    server.use(
      handlerFor(endpoints.saveJobPrimaryInfo, () =>
        errorResponse(422, 'errors.validation', { occupation_id: ['validation.reference_missing'] }),
      ),
    );
    const { userEvent: user } = openWizard('/jobs/5/edit?step=primary_info');
    await heading(/Primary info/);
    await user.click(save());
    expect(await screen.findByText('The selected record no longer exists')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Occupation/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 1 of 6: Primary info');
  });

  it('puts a server error of one location on that location’s field', async () => {
    stored = completeJob({ completed_steps: 1 });
    server.use(
      handlerFor(endpoints.saveJobMoreInfo, () =>
        errorResponse(422, 'errors.validation', {
          'locations[0].loc_district_id': ['validation.reference_missing'],
        }),
      ),
    );
    const { userEvent: user } = openWizard('/jobs/5/edit?step=more_info');
    await heading(/More info/);
    const location = screen.getByRole('group', { name: 'Location 1' });
    expect(within(location).getByRole('combobox', { name: /District/ })).toHaveValue('Dhaka');
    await user.click(save());
    expect(await within(location).findByText('The selected record no longer exists')).toBeInTheDocument();
    expect(within(location).getByRole('combobox', { name: /District/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 15_000);

  it('says so above the form when the previous step is missing', async () => {
    stored = completeJob({ completed_steps: 5 });
    server.use(
      handlerFor(endpoints.saveJobContactInfo, () =>
        errorResponse(409, 'jobs.errors.previous_step_missing', { step: ['jobs.step.matching_criteria'] }),
      ),
    );
    const { userEvent: user } = openWizard('/jobs/5/edit?step=contact_info');
    await heading(/Contact info/);
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Save the previous step of the job post first.',
    );
  });

  it('saves the matching criteria with a mandatory toggle each (mandatory turns the criterion on)', async () => {
    stored = completeJob({ completed_steps: 4 });
    const { userEvent: user } = openWizard('/jobs/5/edit?step=matching_criteria');
    await heading(/Matching criteria/);
    const gender = screen.getByRole('group', { name: 'Gender' });
    const age = screen.getByRole('group', { name: 'Age' });
    await user.click(within(gender).getByRole('switch', { name: 'Mandatory' }));
    expect(within(gender).getByRole('switch', { name: 'Use for matching' })).toBeChecked();
    await user.click(within(age).getByRole('switch', { name: 'Use for matching' }));
    expect(within(age).getByRole('switch', { name: 'Mandatory' })).not.toBeChecked();
    await user.click(save());
    await heading(/Contact info/);
    expect(calls.find((c) => c.name === 'criteria')?.body).toMatchObject({
      criteria: {
        gender: { enabled: true, mandatory: true },
        age: { enabled: false, mandatory: false },
        skills: { enabled: true, mandatory: false },
      },
    });
  }, 15_000);
});

describe('job posting wizard in Bengali', () => {
  it('names the steps and counts them in Bengali', async () => {
    open('/jobs/create', { user: recruiter, portal: recruiterPortal, locale: 'bn-BD' });
    expect(await heading('ধাপ ১/৬: প্রাথমিক তথ্য')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'চাকরির পদবি (বাংলা)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'সংরক্ষণ করে এগিয়ে যান' })).toBeInTheDocument();
  });
});

describe('job posting wizard: preview and submission', () => {
  it('previews the job exactly as youth see it, prices the service types, and submits: waiting for approval', async () => {
    stored = completeJob({ contact_name_en: 'Tanvir Hasan' });
    const { userEvent: user } = openWizard('/jobs/5/edit');
    await heading('Check the job and submit it');
    // the youth job page's own presentation: the title, the company, the summary, the contact — no "—" rows
    const preview = screen.getByRole('region', {
      name: 'This is the job exactly as job seekers will see it.',
    });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Software Engineer' })).toBeInTheDocument();
    expect(within(preview).getByText('Dhaka Tech Ltd.')).toBeInTheDocument();
    expect(within(preview).getByText('Information Technology')).toBeInTheDocument();
    expect(within(preview).getByText(/Tanvir Hasan/)).toBeInTheDocument();
    expect(within(preview).queryByText('—')).not.toBeInTheDocument();
    expect(within(preview).queryByText(/recruiter_jobs\./)).not.toBeInTheDocument();
    // each service type with its price before the payment step
    expect(screen.getByRole('radio', { name: /^Basic listing: ৳1,000/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Stand-out listing: ৳2,500/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Stand-out premium: ৳5,000/ }));
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    await heading('Submitted');
    expect(calls.find((c) => c.name === 'submit')?.body).toEqual({ service_type: 3 });
    expect(screen.getByText('Status: Waiting for approval')).toBeInTheDocument();
  });

  it('names the step to fix when the gateway refuses the submission', async () => {
    stored = completeJob();
    server.use(
      handlerFor(endpoints.submitJob, () =>
        errorResponse(422, 'errors.validation', {
          step: ['jobs.step.primary_info'],
          application_deadline: ['validation.deadline_before_published'],
        }),
      ),
    );
    const { userEvent: user } = openWizard('/jobs/5/edit?step=preview');
    await heading('Check the job and submit it');
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByText('Check the step “Primary info”.')).toBeInTheDocument();
  });

  it('shows a job waiting for approval read-only', async () => {
    stored = completeJob({ status: 'pending_approval', service_type: 2 });
    openWizard('/jobs/5/edit?step=primary_info');
    await heading('Check the job and submit it');
    expect(
      screen.getByText('This job is Waiting for approval and can no longer be changed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for approval' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('shows the reason of a rejected job', async () => {
    stored = completeJob({ status: 'rejected', rejection_reason: 'Salary range missing' });
    openWizard('/jobs/5/edit');
    expect(await screen.findByText(/This job was rejected: Salary range missing/)).toBeInTheDocument();
  });

  it('shows why the platform deactivated a job', async () => {
    stored = completeJob({
      status: 'deactivated',
      deactivated_at: '2026-11-26T06:00:00Z',
      deactivation_reason: 'The salary breaks the minimum wage.',
    });
    openWizard('/jobs/5/edit');
    expect(
      await screen.findByText('Deactivated by the platform: The salary breaks the minimum wage.'),
    ).toBeInTheDocument();
  });
});
