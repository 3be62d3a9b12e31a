import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints, type InterviewCandidate, type InterviewSchedule } from '@platform/contract';
import { handlerFor, listHandlerFor, server, setupPlatformTests } from '@platform/testing';
import { makeApplicant, makeSchedule, managedJob, recruiter, recruiterPortal } from '../test/fixtures';
import { jobManagementRoutes } from './job-management-routes';

const open = setupPlatformTests(jobManagementRoutes);

let created: unknown[];
let invited: { scheduleId: string; body: unknown }[];
let results: { applicationId: string; body: unknown }[];
let schedules: InterviewSchedule[];

const candidate = (over: Partial<InterviewCandidate>): InterviewCandidate => ({
  application_id: 3,
  schedule_id: 1,
  youth_id: 103,
  full_name: 'প্রার্থী 3',
  full_name_en: 'Candidate 3',
  status: 33,
  board_status: 3,
  response: 'accepted',
  response_note: null,
  responded_at: '2026-11-21T08:00:00Z',
  result: null,
  invited_at: '2026-11-20T08:00:00Z',
  ...over,
});

beforeEach(() => {
  created = [];
  invited = [];
  results = [];
  schedules = [makeSchedule({ candidates: 2 })];
  server.use(
    handlerFor(endpoints.job, () => managedJob()),
    handlerFor(endpoints.interviewSchedules, () => schedules),
    handlerFor(endpoints.interviewBoards, () => [
      {
        id: 4,
        job_id: 7,
        title: 'Technical panel',
        members: [],
        schedules: 0,
        created_at: '2026-11-20T08:00:00Z',
        updated_at: '2026-11-20T08:00:00Z',
      },
    ]),
    handlerFor(endpoints.createInterviewSchedule, ({ body }) => {
      created.push(body);
      return makeSchedule({ id: 2, title: (body as { title: string }).title });
    }),
    handlerFor(endpoints.interviewScheduleCandidates, () => [
      candidate({}),
      candidate({
        application_id: 5,
        full_name_en: 'Candidate 5',
        status: 32,
        response: 'rescheduled',
        response_note: 'After 3 pm, please',
      }),
    ]),
    handlerFor(endpoints.recordInterviewResult, ({ params, body }) => {
      results.push({ applicationId: params.applicationId ?? '', body });
      return makeApplicant({ id: 3, status: 35 });
    }),
    listHandlerFor(endpoints.jobApplicants, () => ({
      data: [
        makeApplicant({ id: 8, status: 31, next_statuses: [32, 91] }),
        makeApplicant({ id: 9, status: 0 }),
      ],
    })),
    handlerFor(endpoints.inviteToSchedule, ({ params, body }) => {
      invited.push({ scheduleId: params.scheduleId ?? '', body });
      return [makeApplicant({ id: 8, status: 32 })];
    }),
  );
});

function openPage() {
  return open('/jobs/7/interview/schedule', { user: recruiter, portal: recruiterPortal });
}

describe('/jobs/:id/interview/schedule', () => {
  it('lists the schedules with time, kind, video room and seats', async () => {
    openPage();
    const section = await screen.findByRole('region', { name: 'First round' });
    expect(within(section).getByText('Online', { exact: false })).toBeInTheDocument();
    expect(within(section).getByText('2 of 10 candidates')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Open the video room of First round' })).toHaveAttribute(
      'href',
      `/video-conf?room=${encodeURIComponent('https://meet.example.org/room-abc123')}`,
    );
  });

  it('checks the schedule form with the spec’s messages before anything is sent', async () => {
    const { userEvent: user } = openPage();
    await user.click(await screen.findByRole('button', { name: 'Add interview schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add interview schedule' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('This field is required')).length).toBeGreaterThanOrEqual(4);
    // physical interviews need a venue; the end comes after the start; the date is not in the past
    await user.type(within(dialog).getByLabelText(/Schedule title/), 'Second round');
    await user.type(within(dialog).getByLabelText(/Interview date/), '2020-01-01');
    await user.type(within(dialog).getByLabelText(/Start time/), '14:00');
    await user.type(within(dialog).getByLabelText(/End time/), '13:00');
    await user.type(within(dialog).getByLabelText(/Maximum candidates/), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('End time must be after start time')).toBeInTheDocument();
    expect(within(dialog).getByText('Present date must be on or after today')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Venue/ })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(created).toEqual([]);
  }, 20_000);

  it('creates an online schedule with a board', async () => {
    const { userEvent: user } = openPage();
    await user.click(await screen.findByRole('button', { name: 'Add interview schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add interview schedule' });
    await user.type(within(dialog).getByLabelText(/Schedule title/), 'Second round');
    await user.type(within(dialog).getByLabelText(/Interview date/), '2099-01-10');
    await user.type(within(dialog).getByLabelText(/Start time/), '10:00');
    await user.type(within(dialog).getByLabelText(/End time/), '11:30');
    await user.click(within(dialog).getByRole('combobox', { name: /Interview type/ }));
    await user.click(await screen.findByRole('option', { name: 'Online' }));
    expect(within(dialog).queryByRole('textbox', { name: /Venue/ })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Maximum candidates/), '8');
    await user.click(within(dialog).getByRole('combobox', { name: /Interview board/ }));
    await user.click(await screen.findByRole('option', { name: 'Technical panel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Interview schedule saved successfully')).toBeInTheDocument();
    expect(created).toEqual([
      {
        title: 'Second round',
        interview_date: '2099-01-10',
        start_time: '10:00',
        end_time: '11:30',
        kind: 2,
        venue: null,
        max_candidates: 8,
        board_id: 4,
      },
    ]);
  }, 20_000);

  it('shows the candidates’ answers and records a confirmed candidate as interviewed', async () => {
    const { userEvent: user } = openPage();
    await user.click(await screen.findByRole('button', { name: 'Show candidates' }));
    const table = await screen.findByRole('table', { name: 'Candidates of First round' });
    const row = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    await within(table).findByText('Candidate 5');
    expect(within(row('Candidate 5')).getByText('Asked to reschedule')).toBeInTheDocument();
    expect(within(row('Candidate 5')).getByText(/After 3 pm, please/)).toBeInTheDocument();
    // only a confirmed candidate (33) can be recorded
    expect(within(row('Candidate 5')).queryByRole('button', { name: /interviewed/ })).not.toBeInTheDocument();
    await user.click(
      within(row('Candidate 3')).getByRole('button', { name: 'Mark Candidate 3 as interviewed' }),
    );
    expect(await screen.findByText('Marked as interviewed successfully')).toBeInTheDocument();
    expect(results).toEqual([{ applicationId: '3', body: { result: 'interviewed' } }]);
  }, 15_000);

  it('invites the candidates the gateway lets be invited, and asks for at least one', async () => {
    const { userEvent: user } = openPage();
    await user.click(await screen.findByRole('button', { name: 'Invite candidates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite candidates to First round' });
    await within(dialog).findByRole('checkbox', { name: /Candidate 8/ });
    expect(within(dialog).queryByRole('checkbox', { name: /Candidate 9/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one candidate.');
    await user.click(within(dialog).getByRole('checkbox', { name: /Candidate 8/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('Interview invitation sent successfully')).toBeInTheDocument();
    expect(invited).toEqual([{ scheduleId: '1', body: { application_ids: [8] } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 15_000);
});
