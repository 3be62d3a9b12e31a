import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints, type ApplicationStatusChange, type JobApplicant } from '@platform/contract';
import { errorResponse, handlerFor, listHandlerFor, server, setupPlatformTests } from '@platform/testing';
import { makeApplicant, makeSchedule, managedJob, recruiter, recruiterPortal } from '../test/fixtures';
import { jobManagementRoutes } from './job-management-routes';

const open = setupPlatformTests(jobManagementRoutes);

let queries: URLSearchParams[];
let bulkBodies: unknown[];
let singleBodies: { applicationId: string; body: unknown }[];
let applicants: JobApplicant[];
let offers: unknown[];
let saves: string[];
let invites: { scheduleId: string; body: unknown }[];
let restored: string[];

beforeEach(() => {
  queries = [];
  bulkBodies = [];
  singleBodies = [];
  offers = [];
  saves = [];
  invites = [];
  restored = [];
  applicants = [
    makeApplicant({ id: 1, match_score: 100 }),
    makeApplicant({ id: 2, match_score: 90 }),
    makeApplicant({
      id: 3,
      status: 33,
      next_statuses: [35, 36, 32, 91],
      match_score: 70,
      age: null,
      position: null,
    }),
    makeApplicant({
      id: 4,
      status: 42,
      next_statuses: [51, 44],
      match_score: 60,
      offer: {
        salary: 35000,
        joining_date: '2027-01-01',
        message: null,
        sent_at: '2026-11-22T08:00:00Z',
        responded_at: '2026-11-22T09:00:00Z',
        cancelled_at: null,
      },
    }),
    makeApplicant({ id: 6, status: 35, next_statuses: [41, 91], match_score: 50, expected_salary: 28000 }),
    makeApplicant({ id: 7, status: 31, next_statuses: [32, 91], match_score: 40 }),
    makeApplicant({ id: 8, status: 99, next_statuses: [], restorable: true, match_score: 30 }),
  ];
  server.use(
    handlerFor(endpoints.job, () => managedJob()),
    handlerFor(endpoints.jobApplicantCounts, () => ({
      stages: { 0: 9000, 1: 700, 2: 0, 3: 250, 4: 40, 5: 2, 9: 8 },
      tabs: { 1: 9708, 2: 0, 3: 250, 4: 42, 5: 3 },
      total: 10000,
      removed: 0,
    })),
    listHandlerFor(endpoints.jobApplicants, ({ query }) => {
      queries.push(query);
      return {
        data: applicants,
        meta: { current_page: Number(query.get('page') ?? 1), page_size: 10, total: 10000, total_page: 1000 },
      };
    }),
    handlerFor(endpoints.bulkChangeApplicantStatus, ({ body }) => {
      bulkBodies.push(body);
      const { status, application_ids } = body as { status: 11; application_ids: number[] };
      return applicants
        .filter((a) => application_ids.includes(a.id))
        .map((a) => ({ ...a, status, next_statuses: [] }));
    }),
    handlerFor(endpoints.sendJobOffer, ({ body }) => {
      offers.push(body);
      return makeApplicant({ id: 6, status: 41 });
    }),
    handlerFor(endpoints.toggleSaveApplicant, ({ params }) => {
      saves.push(params.applicationId ?? '');
      return { application_id: Number(params.applicationId), is_saved: true };
    }),
    handlerFor(endpoints.interviewSchedules, () => [
      makeSchedule({ id: 1, title: 'First round', candidates: 10 }),
      makeSchedule({ id: 2, title: 'Second round', candidates: 1 }),
    ]),
    handlerFor(endpoints.inviteToSchedule, ({ params, body }) => {
      invites.push({ scheduleId: params.scheduleId ?? '', body });
      return [makeApplicant({ id: 7, status: 32 })];
    }),
    handlerFor(endpoints.restoreApplicant, ({ params }) => {
      restored.push(params.applicationId ?? '');
      return makeApplicant({ id: 8, status: 0 });
    }),
    handlerFor(endpoints.jobApplicantHistory, ({ params }): ApplicationStatusChange[] => [
      {
        id: 1,
        application_id: Number(params.applicationId),
        from_status: null,
        to_status: 0,
        changed_by: 101,
        changed_by_name: 'Candidate 8',
        changed_at: '2026-11-20T08:00:00Z',
      },
      {
        id: 2,
        application_id: Number(params.applicationId),
        from_status: 0,
        to_status: 99,
        changed_by: 3,
        changed_by_name: 'Tanvir Hasan',
        changed_at: '2026-11-21T08:00:00Z',
      },
    ]),
    handlerFor(endpoints.changeApplicantStatus, ({ params, body }) => {
      singleBodies.push({ applicationId: params.applicationId ?? '', body });
      return errorResponse(409, 'jobs.errors.illegal_transition', {
        status: ['{"id":"jobs.errors.illegal_transition","values":{"from":0,"to":99}}'],
      });
    }),
  );
});

function openPage(route = '/jobs/7/management') {
  return open(route, { user: recruiter, portal: recruiterPortal });
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('/jobs/:id/management', () => {
  it('shows the job and one server page of its applicants with name, position, qualification, experience, age, match, status and the CV', async () => {
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage applicants' })).toBeInTheDocument();
    expect(await screen.findByText('Web Developer')).toBeInTheDocument();
    expect(screen.getByText('10,000 applications')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Applicants' });
    await within(table).findByText('Candidate 1');
    const first = rowOf('Candidate 1');
    expect(within(first).getByText('Junior Developer')).toBeInTheDocument();
    expect(within(first).getByText('Bachelor/Honours')).toBeInTheDocument();
    expect(within(first).getByText('2 years')).toBeInTheDocument();
    expect(within(first).getByText('24')).toBeInTheDocument();
    expect(within(first).getByText('100%')).toBeInTheDocument();
    expect(within(first).getByText('Applied')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'CV of Candidate 1' })).toHaveAttribute(
      'href',
      '/cv-bank/00000000-0000-4000-8000-000000000001',
    );
    expect(within(rowOf('Candidate 3')).getByText('Interview invitation confirmed')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 10,000')).toBeInTheDocument();
    // the server pages: one page asked for, never the whole list
    expect(queries[0]?.get('tab')).toBe('1');
    expect(queries[0]?.get('page')).toBe('1');
    expect(queries[0]?.get('page_size')).toBe('10');
  }, 15_000);

  it('sends the tab and the stage to the gateway and keeps them in the address', async () => {
    const { userEvent: user, router } = openPage();
    await screen.findByText('Candidate 1');
    await user.click(await screen.findByRole('tab', { name: 'Interviews (250)' }));
    await waitFor(() => expect(queries.at(-1)?.get('tab')).toBe('3'));
    expect(router.state.location.search).toBe('?tab=3');
    await user.click(screen.getByRole('tab', { name: 'Applications (9,708)' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Reject (8)');
    await waitFor(() => expect(queries.at(-1)?.get('stage')).toBe('9'));
    expect(queries.at(-1)?.get('tab')).toBe('1');
    expect(router.state.location.search).toBe('?stage=9');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
    expect(queries.at(-1)?.get('stage')).toBe('9');
  }, 20_000);

  it('offers per row only the actions the gateway allows from the applicant’s status', async () => {
    const { userEvent: user } = openPage();
    await screen.findByText('Candidate 4');
    await user.click(within(rowOf('Candidate 4')).getByRole('button', { name: 'Actions for Candidate 4' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Set as appointed', 'Cancel offer', 'Remove candidate']);
    await user.keyboard('{Escape}');
    await user.click(within(rowOf('Candidate 3')).getByRole('button', { name: 'Actions for Candidate 3' }));
    const second = await screen.findByRole('menu');
    expect(
      within(second)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Send interview invitation',
      'Mark as interviewed',
      'Mark as absent',
      'Reject',
      'Remove candidate',
    ]);
  }, 15_000);

  it('shortlists the checked applicants in one bulk call and shows the success message', async () => {
    const { userEvent: user } = openPage();
    await screen.findByText('Candidate 1');
    await user.click(screen.getByRole('checkbox', { name: 'Select Candidate 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Candidate 2' }));
    const bar = screen.getByRole('region', { name: 'Actions for the selected applicants' });
    expect(within(bar).getByText('2 applicants selected')).toBeInTheDocument();
    // both are new applications: the shared actions only
    expect(within(bar).queryByRole('button', { name: 'Set as appointed' })).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Shortlist' }));
    expect(await screen.findByText('Shortlisted successfully')).toBeInTheDocument();
    expect(bulkBodies).toEqual([{ status: 11, application_ids: [1, 2] }]);
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Actions for the selected applicants' }),
      ).not.toBeInTheDocument(),
    );
  }, 15_000);

  it('names the applicants a refused batch was refused for (all or none)', async () => {
    server.use(
      handlerFor(endpoints.bulkChangeApplicantStatus, () =>
        errorResponse(409, 'jobs.errors.illegal_transition', {
          'application_ids[1]': ['{"id":"jobs.errors.illegal_transition","values":{"from":11,"to":11}}'],
        }),
      ),
    );
    const { userEvent: user } = openPage();
    await screen.findByText('Candidate 1');
    await user.click(screen.getByRole('checkbox', { name: 'Select Candidate 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Candidate 2' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Actions for the selected applicants' })).getByRole(
        'button',
        { name: 'Shortlist' },
      ),
    );
    expect(
      await screen.findByText(
        'This status change is not allowed for the applicant’s current status. Nothing was changed. Refused for: Candidate 2.',
      ),
    ).toBeInTheDocument();
  }, 15_000);

  it('offers no bulk action that some of the selected applicants cannot take', async () => {
    const { userEvent: user } = openPage();
    await screen.findByText('Candidate 1');
    await user.click(screen.getByRole('checkbox', { name: 'Select Candidate 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Candidate 4' }));
    const bar = screen.getByRole('region', { name: 'Actions for the selected applicants' });
    expect(within(bar).getByText(/No action suits every selected applicant/)).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Shortlist' })).not.toBeInTheDocument();
  }, 15_000);

  it('asks before rejecting and shows the gateway’s refusal of an illegal move (409)', async () => {
    const { userEvent: user } = openPage();
    await screen.findByText('Candidate 1');
    await user.click(within(rowOf('Candidate 1')).getByRole('button', { name: 'Actions for Candidate 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject?' });
    expect(within(dialog).getByText(/Reject Candidate 1\?/)).toBeInTheDocument();
    expect(singleBodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('This status change is not allowed for the applicant’s current status.'),
    ).toBeInTheDocument();
    expect(singleBodies).toEqual([{ applicationId: '1', body: { status: 99 } }]);
  }, 15_000);

  it('sends an offer letter with salary, joining date and message, checked by the shared schema', async () => {
    const { userEvent: user } = openPage('/jobs/7/management?tab=3');
    await screen.findByText('Candidate 6');
    await user.click(within(rowOf('Candidate 6')).getByRole('button', { name: 'Actions for Candidate 6' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Send offer letter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send an offer letter to Candidate 6' });
    // the expected salary is the starting point
    expect(within(dialog).getByRole('textbox', { name: /Salary/ })).toHaveValue('28000');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer letter' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(offers).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Joining date/), '2099-02-01');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Welcome aboard');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer letter' }));
    expect(await screen.findByText('Offer letter sent successfully')).toBeInTheDocument();
    expect(offers).toEqual([
      { application_id: 6, salary: 28000, joining_date: '2099-02-01', message: 'Welcome aboard' },
    ]);
  }, 20_000);

  it('shows the offer terms on the offers tab and bookmarks an applicant for the saved tab', async () => {
    const { userEvent: user } = openPage('/jobs/7/management?tab=4');
    await screen.findByText('Candidate 4');
    expect(screen.getByRole('columnheader', { name: 'Offer' })).toBeInTheDocument();
    expect(within(rowOf('Candidate 4')).getByText('Offer accepted')).toBeInTheDocument();
    expect(within(rowOf('Candidate 4')).getByText('Joining on 1 Jan 2027')).toBeInTheDocument();
    const save = within(rowOf('Candidate 4')).getByRole('button', { name: 'Save Candidate 4' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    expect(await screen.findByText('Candidate saved successfully')).toBeInTheDocument();
    expect(saves).toEqual(['4']);
  }, 15_000);

  it('invites a candidate selected for interview to a schedule with free seats', async () => {
    const { userEvent: user } = openPage();
    await screen.findByText('Candidate 7');
    await user.click(within(rowOf('Candidate 7')).getByRole('button', { name: 'Actions for Candidate 7' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Send interview invitation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite 1 candidate to an interview' });
    const select = within(dialog).getByRole('combobox', { name: /Interview schedule/ });
    await within(select).findByRole('option', { name: /Second round/ });
    // a full schedule is not offered
    expect(within(select).queryByRole('option', { name: /First round/ })).not.toBeInTheDocument();
    await user.selectOptions(select, within(select).getByRole('option', { name: /Second round/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('Interview invitation sent successfully')).toBeInTheDocument();
    expect(invites).toEqual([{ scheduleId: '2', body: { application_ids: [7] } }]);
  }, 15_000);

  it('restores a rejected applicant', async () => {
    const { userEvent: user } = openPage();
    await screen.findByText('Candidate 8');
    await user.click(within(rowOf('Candidate 8')).getByRole('button', { name: 'Actions for Candidate 8' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Restore' }));
    expect(await screen.findByText('The applicant was restored.')).toBeInTheDocument();
    expect(restored).toEqual(['8']);
  }, 15_000);

  it('shows an applicant’s status history: from, to, who', async () => {
    const { userEvent: user } = openPage();
    await screen.findByText('Candidate 8');
    await user.click(
      within(rowOf('Candidate 8')).getByRole('button', { name: 'Status history of Candidate 8' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Status history of Candidate 8' });
    const changed = (await within(dialog).findByText('Tanvir Hasan')).closest('tr') as HTMLElement;
    expect(within(changed).getByText('Applied')).toBeInTheDocument();
    expect(within(changed).getByText('Rejected')).toBeInTheDocument();
  }, 15_000);

  it('shows the page in Bengali with Bengali digits', async () => {
    open('/jobs/7/management', { user: recruiter, portal: recruiterPortal, locale: 'bn-BD' });
    expect(await screen.findByRole('heading', { level: 1, name: 'আবেদনকারী পরিচালনা' })).toBeInTheDocument();
    await screen.findByText('প্রার্থী 1');
    expect(within(rowOf('প্রার্থী 1')).getByText('২৪')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'সাক্ষাৎকার (২৫০)' })).toBeInTheDocument();
  }, 15_000);
});
