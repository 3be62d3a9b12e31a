import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { endpoints, type InterviewBoard } from '@platform/contract';
import { errorResponse, handlerFor, server, setupPlatformTests } from '@platform/testing';
import { managedJob, recruiter, recruiterPortal } from '../test/fixtures';
import { jobManagementRoutes } from './job-management-routes';

const open = setupPlatformTests(jobManagementRoutes);

let saved: unknown[];
const board: InterviewBoard = {
  id: 4,
  job_id: 7,
  title: 'Technical panel',
  members: [
    {
      id: 1,
      board_id: 4,
      name: 'Nusrat Jahan',
      email: 'nusrat@example.org',
      mobile: null,
      designation: 'CTO',
      user_id: null,
    },
  ],
  schedules: 1,
  created_at: '2026-11-20T08:00:00Z',
  updated_at: '2026-11-20T08:00:00Z',
};

beforeEach(() => {
  saved = [];
  server.use(
    handlerFor(endpoints.job, () => managedJob()),
    handlerFor(endpoints.interviewBoards, () => [board]),
    handlerFor(endpoints.createInterviewBoard, ({ body }) => {
      saved.push(body);
      return { ...board, id: 5 };
    }),
    handlerFor(endpoints.deleteInterviewBoard, () => errorResponse(409, 'errors.in_use')),
  );
});

const openPage = () => open('/jobs/7/interview/board', { user: recruiter, portal: recruiterPortal });

describe('/jobs/:id/interview/board', () => {
  it('lists the boards with their panel members', async () => {
    openPage();
    const members = await screen.findByRole('table', { name: 'Panel members of Technical panel' });
    expect(within(members).getByText('Nusrat Jahan')).toBeInTheDocument();
    expect(within(members).getByText('CTO')).toBeInTheDocument();
    expect(screen.getByText('Used by 1 schedule')).toBeInTheDocument();
  });

  it('creates a board with two members, each reachable by e-mail or mobile', async () => {
    const { userEvent: user } = openPage();
    await user.click(await screen.findByRole('button', { name: 'Add interview board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add interview board' });
    await user.type(within(dialog).getByLabelText(/Board name/), 'HR panel');
    const first = within(dialog).getByRole('group', { name: 'Panel member 1' });
    await user.type(within(first).getByLabelText(/Name/), 'Karim Ahmed');
    await user.click(within(dialog).getByRole('button', { name: 'Add panel member' }));
    const second = within(dialog).getByRole('group', { name: 'Panel member 2' });
    await user.type(within(second).getByLabelText(/Name/), 'Salma Begum');
    await user.type(within(second).getByLabelText(/Mobile number/), '01711000000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(first).findByText('Give an e-mail address or a mobile number')).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.type(within(first).getByLabelText(/E-mail/), 'karim@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Interview board saved successfully')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        title: 'HR panel',
        members: [
          { name: 'Karim Ahmed', email: 'karim@example.org', mobile: null, designation: null },
          { name: 'Salma Begum', email: null, mobile: '01711000000', designation: null },
        ],
      },
    ]);
  }, 20_000);

  it('asks before deleting and shows the gateway’s refusal of a board in use', async () => {
    const { userEvent: user } = openPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Technical panel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete interview board' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/in use/i)).toBeInTheDocument();
  }, 15_000);
});
