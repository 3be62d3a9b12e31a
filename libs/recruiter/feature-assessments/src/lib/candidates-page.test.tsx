import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type AssessmentCandidate, endpoints } from '@platform/contract';
import { asRecruiter, handlerFor, listHandlerFor, server, setupPlatformTests } from '@platform/testing';
import { jobAssessment } from '../test/fixtures';
import { assessmentsRoutes } from './assessments-routes';

const open = setupPlatformTests(assessmentsRoutes);

const candidate = (id: number, name: string, status: AssessmentCandidate['status']): AssessmentCandidate => ({
  application_id: id,
  youth_id: id + 100,
  full_name: name,
  full_name_en: name,
  status,
  invited_at: null,
  extra_minutes: 0,
  attempt: null,
});

it('offers the invitation only for candidates selected for assessment, and sends it for the chosen ones', async () => {
  let invited: unknown = null;
  let rows = [candidate(1, 'Sumaiya Khatun', 21), candidate(2, 'Rahim Uddin', 11)];
  server.use(
    handlerFor(endpoints.jobAssessment, () => jobAssessment()),
    listHandlerFor(endpoints.assessmentCandidates, () => ({ data: rows })),
    handlerFor(endpoints.inviteToAssessment, ({ body }) => {
      invited = body;
      rows = [
        { ...candidate(1, 'Sumaiya Khatun', 22), invited_at: '2026-11-25T10:00:00.000Z' },
        rows[1] as AssessmentCandidate,
      ];
      return [rows[0] as AssessmentCandidate];
    }),
  );
  const { userEvent } = open(
    '/assessments/7/candidates',
    asRecruiter(['view_any_job_assessment', 'manage_job_assessment', 'change_job_application_status']),
  );
  expect(await screen.findByRole('heading', { name: 'Candidates: Skills check' })).toBeInTheDocument();
  const send = screen.getByRole('button', { name: 'Send assessment invitation' });
  expect(send).toBeDisabled();
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Choose Rahim Uddin' }));
  expect(send).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Select for assessment' })).toBeEnabled();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Choose Rahim Uddin' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Choose Sumaiya Khatun' }));
  await userEvent.click(send);
  await waitFor(() => expect(invited).toEqual({ application_ids: [1] }));
  expect(await screen.findByText('Assessment invitation sent successfully')).toBeInTheDocument();
  const row = (await screen.findAllByRole('row')).find((r) => within(r).queryByText('Sumaiya Khatun'));
  expect(row && within(row).getByText('Assessment invitation sent')).toBeTruthy();
});
