import { expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { type AptitudeTestStatus, endpoints } from '@platform/contract';
import {
  asYouth,
  handlerFor,
  listHandlerFor,
  makeAssessmentPayment,
  makeAttemptResult,
  makeYouthJobAssessment,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { checkoutBrowser } from '@platform/exams-data-access';
import { youthAssessmentsRoutes } from './route-table';

const open = setupPlatformTests(youthAssessmentsRoutes, asYouth());

const status: AptitudeTestStatus = {
  info: { configured: true, duration_minutes: 20, pass_percentage: 50, questions: 6, areas: [] },
  has_attended_assessment: true,
  participation: 'already_participated',
  attempt_id: 4,
  result: makeAttemptResult(),
  url: 'http://localhost:4204/aptitude-test',
  result_url: 'http://localhost:4204/aptitude-test-result',
};
const invitation = makeYouthJobAssessment();
const rejectedInvitation = makeYouthJobAssessment({ status: 24, participation: 'not_participated' });

it('shows the failed aptitude test with the spec’s message, and the invitation to take on the assessment portal', async () => {
  let rejected = false;
  server.use(
    handlerFor(endpoints.youthAptitudeTest, () => status),
    listHandlerFor(endpoints.youthJobAssessments, () => ({
      data: [rejected ? rejectedInvitation : invitation],
    })),
    handlerFor(endpoints.rejectJobAssessment, () => {
      rejected = true;
      return rejectedInvitation;
    }),
  );
  const { userEvent } = open('/assessment');
  expect(await screen.findByRole('heading', { level: 1, name: 'My tests' })).toBeInTheDocument();
  expect(
    await screen.findByText('Sorry! You could not pass the verification assessment'),
  ).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Problem solving' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Take the test' })).toHaveAttribute('href', invitation.url);
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
  await waitFor(() => expect(screen.getByText('Not participated')).toBeInTheDocument());
});

it('shows a paid test’s fee and Pay before Take; Pay sends only the language and leaves for the checkout', async () => {
  const leftTo: string[] = [];
  const spy = vi.spyOn(checkoutBrowser, 'leaveTo').mockImplementation((url) => {
    leftTo.push(url);
  });
  const started: unknown[] = [];
  server.use(
    handlerFor(endpoints.youthAptitudeTest, () => status),
    listHandlerFor(endpoints.youthJobAssessments, () => ({
      data: [{ ...invitation, fee: 150, fee_paid: false }],
    })),
    handlerFor(endpoints.payJobAssessment, ({ params, body }) => {
      started.push({ id: params.id, body });
      return {
        payment: makeAssessmentPayment({ id: 5 }),
        redirect_url: 'http://localhost:8080/sandbox-wallet/checkout/SBX1?amount=150',
      };
    }),
  );
  const { userEvent } = open('/assessment');
  expect(await screen.findByText('Fee: ৳150')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Take the test' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Pay ৳150 for “Skills check”' }));
  await waitFor(() =>
    expect(leftTo).toEqual(['http://localhost:8080/sandbox-wallet/checkout/SBX1?amount=150']),
  );
  // the amount is the gateway's: the portal names the checkout's language only
  expect(started).toEqual([{ id: '7', body: { locale: 'en-US' } }]);
  spy.mockRestore();
});

it('offers Take once the fee is paid', async () => {
  server.use(
    handlerFor(endpoints.youthAptitudeTest, () => status),
    listHandlerFor(endpoints.youthJobAssessments, () => ({
      data: [{ ...invitation, fee: 150, fee_paid: true }],
    })),
  );
  open('/assessment');
  expect(await screen.findByRole('link', { name: 'Take the test' })).toHaveAttribute('href', invitation.url);
  expect(screen.getByText(/Fee: ৳150 · Fee paid/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
});
