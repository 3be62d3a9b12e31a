import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  jobAlertEndpoints,
  jobEndpoints,
  jobPipelineEndpoints,
  type JobAlert,
  PIPELINE_LIMITS,
  type RecommendedJob,
  youthProfileEndpoints,
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
import { jobsTests, makeMyJob } from '../test/fixtures';

const openPage = jobsTests();

function makeAlert(id: number, over: Partial<JobAlert> = {}): JobAlert {
  return {
    id,
    title: 'IT jobs in Dhaka',
    keywords: null,
    job_sector_ids: [3],
    occupation_ids: [],
    skill_ids: [],
    loc_division_id: 1,
    loc_district_id: null,
    job_levels: [],
    employment_types: [],
    channels: ['in_app', 'email'],
    is_enabled: true,
    job_sectors: [{ id: 3, title: 'তথ্যপ্রযুক্তি', title_en: 'Information technology' }],
    occupations: [],
    skills: [],
    division: { id: 1, title: 'ঢাকা', title_en: 'Dhaka' },
    district: null,
    created_at: '2026-11-20T04:00:00Z',
    updated_at: '2026-11-20T04:00:00Z',
    ...over,
  };
}

describe('/job-alert-settings', () => {
  it('lists the alerts and adds one after the shared schema is satisfied', async () => {
    const posted: unknown[] = [];
    const alerts = [makeAlert(1)];
    server.use(
      listHandlerFor(jobAlertEndpoints.jobAlerts, () => ({ data: alerts })),
      handlerFor(jobAlertEndpoints.createJobAlert, ({ body }) => {
        posted.push(body);
        const created = makeAlert(2, {
          title: 'Web',
          keywords: 'web developer',
          job_sector_ids: [],
          job_sectors: [],
          loc_division_id: null,
          division: null,
          channels: ['email'],
        });
        alerts.unshift(created);
        return created;
      }),
    );
    const { userEvent } = openPage('/job-alert-settings', asYouth());

    expect(await screen.findByRole('heading', { level: 1, name: 'Job alert settings' })).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'Your job alerts' }));
    expect(list.getByRole('heading', { name: 'IT jobs in Dhaka' })).toBeInTheDocument();
    expect(list.getByText('Information technology')).toBeInTheDocument();
    expect(list.getByText('Notification on the platform, E-mail')).toBeInTheDocument();
    expect(list.getByRole('switch', { name: 'Send the alert IT jobs in Dhaka' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Add a job alert' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New job alert' }));
    // nothing chosen: at least one criterion is asked for, and nothing is sent
    await userEvent.click(dialog.getByRole('button', { name: 'Save alert' }));
    expect(await dialog.findByText('Please fill at least one')).toBeInTheDocument();
    // no channel: at least one is asked for
    await userEvent.type(dialog.getByRole('textbox', { name: 'Keywords' }), 'web developer');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Notification on the platform' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save alert' }));
    expect(await dialog.findByText('At least one channel is required')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await userEvent.click(dialog.getByRole('checkbox', { name: 'E-mail' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Alert name (optional)' }), 'Web');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Entry level' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByText('The job alert is saved.')).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({
        title: 'Web',
        keywords: 'web developer',
        channels: ['email'],
        job_levels: [1],
        is_enabled: true,
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Web' })).toBeInTheDocument();
  }, 20_000);

  it('writes the alerts in Bengali', async () => {
    server.use(
      listHandlerFor(jobAlertEndpoints.jobAlerts, () => ({
        data: [makeAlert(1, { title: null, job_levels: [1] })],
      })),
    );
    openPage('/job-alert-settings', { ...asYouth(), locale: 'bn-BD' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'চাকরির সতর্কবার্তার সেটিংস' }),
    ).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'আপনার চাকরির সতর্কবার্তা' }));
    expect(list.getByRole('heading', { name: 'চাকরির সতর্কবার্তা ১' })).toBeInTheDocument();
    expect(list.getByText('তথ্যপ্রযুক্তি')).toBeInTheDocument();
    expect(list.getByText('ঢাকা')).toBeInTheDocument();
    expect(list.getByText('প্ল্যাটফর্মে নোটিফিকেশন, ই-মেইল')).toBeInTheDocument();
    expect(list.getByRole('switch', { name: 'চাকরির সতর্কবার্তা ১ পাঠান' })).toBeChecked();
    expect(list.getByRole('button', { name: 'চাকরির সতর্কবার্তা ১ মুছুন' })).toBeInTheDocument();
  });

  it("shows the gateway's refusal in the form", async () => {
    server.use(
      listHandlerFor(jobAlertEndpoints.jobAlerts, () => ({ data: [] })),
      handlerFor(jobAlertEndpoints.createJobAlert, () => errorResponse(409, 'job_alerts.errors.limit')),
    );
    const { userEvent } = openPage('/job-alert-settings', asYouth());
    expect(await screen.findByText('You have no job alerts yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a job alert' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New job alert' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Keywords' }), 'driver');
    await userEvent.click(dialog.getByRole('button', { name: 'Save alert' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You can keep at most 10 job alerts. Delete one to add another.',
    );
  });

  it('switches an alert off and deletes one after a confirmation', async () => {
    const puts: unknown[] = [];
    const deleted: string[] = [];
    server.use(
      listHandlerFor(jobAlertEndpoints.jobAlerts, () => ({ data: [makeAlert(1)] })),
      handlerFor(jobAlertEndpoints.updateJobAlert, ({ body }) => {
        puts.push(body);
        return makeAlert(1, { is_enabled: false });
      }),
      handlerFor(jobAlertEndpoints.deleteJobAlert, ({ params }) => {
        deleted.push(params.id ?? '');
        return null;
      }),
    );
    const { userEvent } = openPage('/job-alert-settings', asYouth());
    await userEvent.click(await screen.findByRole('switch', { name: 'Send the alert IT jobs in Dhaka' }));
    await waitFor(() =>
      expect(puts).toEqual([
        expect.objectContaining({
          is_enabled: false,
          job_sector_ids: [3],
          loc_division_id: 1,
          channels: ['in_app', 'email'],
        }),
      ]),
    );
    expect(await screen.findByText('The job alert is updated.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete the alert IT jobs in Dhaka' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete this job alert?' }));
    expect(
      confirm.getByText('You will no longer be told about new jobs that match “IT jobs in Dhaka”.'),
    ).toBeInTheDocument();
    expect(deleted).toEqual([]);
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The job alert is deleted.')).toBeInTheDocument();
    expect(deleted).toEqual(['1']);
  });
});

describe('/jobs/recommended', () => {
  it('shows each recommended job with its skill match and the matching skills', async () => {
    const items: RecommendedJob[] = [
      {
        job: makePublicJob(1, 'Quality Inspector'),
        match_score: 100,
        matched_skills: [{ id: 4, title: 'দর্জির কাজ', title_en: 'Tailoring' }],
      },
      {
        job: makePublicJob(2, 'IT Support Technician'),
        match_score: 50,
        matched_skills: [{ id: 5, title: 'কম্পিউটার', title_en: 'Computer literacy' }],
      },
    ];
    server.use(
      listHandlerFor(jobAlertEndpoints.recommendedJobs, () => ({ data: items })),
      listHandlerFor(jobEndpoints.appliedJobs, () => ({ data: [] })),
    );
    openPage('/jobs/recommended', asYouth());
    expect(await screen.findByRole('heading', { level: 1, name: 'Recommended jobs' })).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'Recommended jobs, best match first' }));
    const cards = list.getAllByRole('listitem');
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Quality Inspector' })).toHaveAttribute(
      'href',
      '/jobs/1',
    );
    expect(within(cards[0] as HTMLElement).getByText('Skill match: 100%')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Skill match: 50%')).toBeInTheDocument();
    expect(
      within(cards[1] as HTMLElement).getByText('Your matching skills: Computer literacy'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get told about new jobs: set a job alert' })).toHaveAttribute(
      'href',
      '/job-alert-settings',
    );
  });

  /** The profile's completion as the gateway counts it: with or without skills. */
  const completion = (skills: boolean) => ({
    percentage: skills ? 45 : 30,
    parts: [
      { part: 'educations' as const, weight: 15, complete: true },
      { part: 'basic_skills' as const, weight: 5, complete: skills },
      { part: 'specialized_skills' as const, weight: 10, complete: skills },
    ],
  });

  it('tells a youth without skills to add them (and only then)', async () => {
    server.use(
      listHandlerFor(jobAlertEndpoints.recommendedJobs, () => ({ data: [] })),
      handlerFor(youthProfileEndpoints.youthProfileCompletion, () => completion(false)),
    );
    openPage('/jobs/recommended', asYouth());
    expect(await screen.findByText(/it has none yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add skills to my profile' })).toHaveAttribute(
      'href',
      '/my-profile',
    );
  });

  it('tells a youth with skills that no open job asks for them now, not to “Add skills” (issue 12, defect 15)', async () => {
    server.use(
      listHandlerFor(jobAlertEndpoints.recommendedJobs, () => ({ data: [] })),
      handlerFor(youthProfileEndpoints.youthProfileCompletion, () => completion(true)),
    );
    openPage('/jobs/recommended', asYouth());
    expect(await screen.findByText(/No open job asks for your skills right now/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add skills to my profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all jobs' })).toHaveAttribute('href', '/jobs');
    expect(screen.getByRole('link', { name: 'Set a job alert' })).toHaveAttribute(
      'href',
      '/job-alert-settings',
    );
  });
});

describe('/my-jobs answers', () => {
  const invited = makeMyJob(
    makePublicJob(1, 'IT Support Technician'),
    makeJobApplication(1, { status: 32, stage: 3 }),
  );
  const offered = makeMyJob(
    makePublicJob(2, 'Graphic Designer'),
    makeJobApplication(2, { status: 41, stage: 4 }),
  );
  const interview = {
    application_id: 901,
    job_id: 1,
    status: 32 as const,
    title: 'First round',
    interview_date: '2026-11-30',
    start_time: '14:30',
    end_time: '15:00',
    kind: 1 as const,
    venue: 'House 12, Road 7, Dhanmondi',
    video_link: null,
    response: null,
    response_note: null,
    responded_at: null,
    result: null,
  };
  const offer = {
    application_id: 902,
    job_id: 2,
    status: 41 as const,
    salary: 30000,
    joining_date: '2026-12-15',
    message: 'Welcome aboard',
    sent_at: '2026-11-22T04:00:00Z',
    responded_at: null,
    cancelled_at: null,
    job: makePublicJob(2, 'Graphic Designer'),
  };

  function handlers(answers: unknown[], refuse = false) {
    server.use(
      listHandlerFor(jobEndpoints.appliedJobs, ({ query }) => ({
        data: query.get('tab') === 'favourite' ? [] : [invited, offered],
      })),
      listHandlerFor(jobAlertEndpoints.recommendedJobs, () => ({ data: [] })),
      handlerFor(jobPipelineEndpoints.youthInterview, () => interview),
      listHandlerFor(jobPipelineEndpoints.youthJobOffers, () => ({ data: [offer] })),
      handlerFor(jobPipelineEndpoints.interviewCandidateStatus, ({ body }) => {
        answers.push(body);
        return refuse
          ? errorResponse(409, 'job_pipeline.errors.no_open_invitation')
          : { ...interview, status: 33 as const, response: 'accepted' as const };
      }),
      handlerFor(jobPipelineEndpoints.acceptJobOffer, ({ params }) => {
        answers.push({ accept: params.applicationId });
        return { ...offer, status: 42 as const };
      }),
      handlerFor(jobPipelineEndpoints.rejectJobOffer, ({ params }) => {
        answers.push({ reject: params.applicationId });
        return { ...offer, status: 43 as const };
      }),
    );
  }

  it('shows the interview schedule and accepts it after a confirmation', async () => {
    const answers: unknown[] = [];
    handlers(answers);
    const { userEvent } = openPage('/my-jobs', asYouth());
    const section = within(await screen.findByRole('region', { name: 'Your interview' }));
    expect(section.getByText('30 Nov 2026, 2:30 PM – 3:00 PM')).toBeInTheDocument();
    expect(section.getByText('Physical')).toBeInTheDocument();
    expect(section.getByText('House 12, Road 7, Dhanmondi')).toBeInTheDocument();
    expect(section.getByText('No answer yet')).toBeInTheDocument();

    await userEvent.click(section.getByRole('button', { name: 'Accept' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Accept the interview invitation?' }));
    expect(answers).toEqual([]);
    await userEvent.click(confirm.getByRole('button', { name: 'I will attend' }));
    expect(await screen.findByText('You confirmed the interview successfully')).toBeInTheDocument();
    expect(answers).toEqual([{ response: 'accepted' }]);
  });

  it('keeps a reschedule note within the contract’s limit, and cancels without sending', async () => {
    const answers: unknown[] = [];
    handlers(answers);
    const { userEvent } = openPage('/my-jobs', asYouth());
    const section = within(await screen.findByRole('region', { name: 'Your interview' }));
    await userEvent.click(section.getByRole('button', { name: 'Reschedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ask for another time?' }));
    const note = dialog.getByRole('textbox', { name: 'When would suit you?' });
    fireEvent.change(note, { target: { value: 'x'.repeat(PIPELINE_LIMITS.note + 20) } });
    expect(note).toHaveValue('x'.repeat(PIPELINE_LIMITS.note));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(answers).toEqual([]);
  });

  it('asks for another time with a note, and shows the gateway refusal', async () => {
    const answers: unknown[] = [];
    handlers(answers, true);
    const { userEvent } = openPage('/my-jobs', asYouth());
    const section = within(await screen.findByRole('region', { name: 'Your interview' }));
    await userEvent.click(section.getByRole('button', { name: 'Reschedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ask for another time?' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'When would suit you?' }),
      'Any morning next week',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send the request' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      'There is no interview invitation to answer.',
    );
    expect(answers).toEqual([{ response: 'rescheduled', note: 'Any morning next week' }]);

    await userEvent.click(section.getByRole('button', { name: 'Reject' }));
    const reject = within(await screen.findByRole('dialog', { name: 'Reject the interview invitation?' }));
    await userEvent.click(reject.getByRole('button', { name: 'Decline the interview' }));
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(answers[1]).toEqual({ response: 'rejected' });
  }, 20_000);

  it('shows the offer and accepts or rejects it after a confirmation', async () => {
    const answers: unknown[] = [];
    handlers(answers);
    const { userEvent } = openPage('/my-jobs', asYouth());
    const section = within(await screen.findByRole('region', { name: 'Job offer' }));
    expect(section.getByText('৳30,000')).toBeInTheDocument();
    expect(section.getByText('15 Dec 2026')).toBeInTheDocument();
    expect(section.getByText('Welcome aboard')).toBeInTheDocument();

    await userEvent.click(section.getByRole('button', { name: 'Reject the offer' }));
    const reject = within(await screen.findByRole('dialog', { name: 'Reject this job offer?' }));
    await userEvent.click(reject.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(answers).toEqual([]);

    await userEvent.click(section.getByRole('button', { name: 'Accept the offer' }));
    const accept = within(await screen.findByRole('dialog', { name: 'Accept this job offer?' }));
    expect(
      accept.getByText('You accept the offer for Graphic Designer: ৳30,000 a month, joining on 15 Dec 2026.'),
    ).toBeInTheDocument();
    await userEvent.click(accept.getByRole('button', { name: 'Accept the offer' }));
    expect(await screen.findByText('Offer accepted successfully')).toBeInTheDocument();
    expect(answers).toEqual([{ accept: '902' }]);
  });
});
