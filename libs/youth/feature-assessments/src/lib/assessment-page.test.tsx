import { expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import {
  type AptitudeTestStatus,
  type AssessmentPayment,
  endpoints,
  type YouthJobAssessment,
} from '@platform/contract';
import { handlerFor, listHandlerFor, makeProfile, server, setupPlatformTests } from '@platform/testing';
import { checkoutBrowser } from '@platform/exams-data-access';
import { youthAssessmentsRoutes } from './youth-assessments-routes';

const open = setupPlatformTests(youthAssessmentsRoutes);

const status: AptitudeTestStatus = {
  info: { configured: true, duration_minutes: 20, pass_percentage: 50, questions: 6, areas: [] },
  has_attended_assessment: true,
  participation: 'already_participated',
  attempt_id: 4,
  result: {
    attempt_id: 4,
    kind: 'aptitude',
    title: 'অ্যাপটিটিউড টেস্ট',
    title_en: 'Aptitude test',
    submitted_at: '2026-11-25T10:00:00.000Z',
    closed_by: 'youth',
    total_marks: 6,
    pass_marks: 3,
    obtained_marks: 2,
    passed: false,
    marking: 'complete',
    answered: 3,
    questions: 6,
    areas: [{ assessment_area: 1, obtained_marks: 2, total_marks: 2 }],
  },
  url: 'http://localhost:4204/aptitude-test',
  result_url: 'http://localhost:4204/aptitude-test-result',
};
const invitation: YouthJobAssessment = {
  assessment_id: 7,
  application_id: 3,
  job_id: 2,
  job_title: 'আইটি সাপোর্ট',
  job_title_en: 'IT Support Technician',
  company: 'ঢাকা টেক',
  company_en: 'Dhaka Tech Ltd.',
  title: 'যাচাই',
  title_en: 'Skills check',
  purpose: null,
  purpose_en: null,
  duration_minutes: 20,
  extra_minutes: 0,
  total_marks: 10,
  pass_marks: 5,
  number_of_questions: 5,
  fee: 0,
  fee_paid: true,
  status: 22,
  invited_at: '2026-11-25T10:00:00.000Z',
  participation: 'exam_not_started',
  attempt_id: null,
  result: null,
  url: 'http://localhost:4204/job-assessment/7',
};

const rejectedInvitation: YouthJobAssessment = {
  ...invitation,
  status: 24,
  participation: 'not_participated',
};

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
  const { userEvent } = open('/assessment', { user: makeProfile({ user_type_code: 3 }) });
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
      const payment: AssessmentPayment = {
        id: 5,
        assessment_id: 7,
        title: 'যাচাই',
        title_en: 'Skills check',
        job_title: 'আইটি সাপোর্ট',
        job_title_en: 'IT Support Technician',
        amount: 150,
        currency: 'BDT',
        method: 'mobile_money',
        status: 'incomplete',
        outcome: null,
        provider: 'sandbox',
        wallet_number_masked: null,
        fee_paid: false,
        created_at: '2026-11-25T10:00:00.000Z',
        completed_at: null,
      };
      return {
        payment,
        redirect_url: 'http://localhost:8080/sandbox-wallet/checkout/SBX1?amount=150',
      };
    }),
  );
  const { userEvent } = open('/assessment', { user: makeProfile({ user_type_code: 3 }) });
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
  open('/assessment', { user: makeProfile({ user_type_code: 3 }) });
  expect(await screen.findByRole('link', { name: 'Take the test' })).toHaveAttribute('href', invitation.url);
  expect(screen.getByText(/Fee: ৳150 · Fee paid/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
});
