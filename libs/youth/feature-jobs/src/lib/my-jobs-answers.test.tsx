import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jobAlertEndpoints, jobEndpoints, jobPipelineEndpoints, PIPELINE_LIMITS } from '@platform/contract';
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

/* /my-jobs: the youth's answers to an interview schedule and to an offer. */

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
