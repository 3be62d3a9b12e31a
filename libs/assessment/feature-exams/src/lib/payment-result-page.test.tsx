import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type AssessmentPayment, endpoints } from '@platform/contract';
import { checkoutBrowser } from '@platform/exams-data-access';
import {
  asYouthInAssessment,
  errorResponse,
  handlerFor,
  makeAssessmentPayment,
  makeYouthJobAssessment,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { examRoutes } from './exam-routes';

const open = setupPlatformTests(examRoutes, asYouthInAssessment());

const invitation = makeYouthJobAssessment({ fee: 150, fee_paid: false });

let payment: AssessmentPayment;
let started: unknown[];
let leftTo: string[];

beforeEach(() => {
  payment = makeAssessmentPayment();
  started = [];
  leftTo = [];
  vi.spyOn(checkoutBrowser, 'leaveTo').mockImplementation((url) => {
    leftTo.push(url);
  });
  server.use(
    handlerFor(endpoints.assessmentPayment, ({ params }) =>
      params.id === String(payment.id) ? payment : errorResponse(404, 'errors.not_found'),
    ),
    handlerFor(endpoints.payJobAssessment, ({ params, body }) => {
      started.push({ id: params.id, body });
      return {
        payment: makeAssessmentPayment({ id: 42 }),
        redirect_url: 'http://localhost:8080/sandbox-wallet/checkout/SBX1?amount=150',
      };
    }),
    handlerFor(endpoints.youthJobAssessment, () => invitation),
  );
});
afterEach(() => vi.restoreAllMocks());

const RESULT = '/job-assessment/payment/result';

describe('/job-assessment/payment/result', () => {
  it('success: the fee is paid, with the amount in Taka and the masked wallet, and the way to the test', async () => {
    payment = makeAssessmentPayment({
      status: 'paid',
      outcome: 'success',
      fee_paid: true,
      wallet_number_masked: '017*****678',
    });
    open(`${RESULT}?assessment=7&payment=41`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment result' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Payment received')).toBeInTheDocument();
    expect(alert).toHaveTextContent('The fee of “Skills check” is paid. You can start the test now.');
    expect(screen.getByText('৳150')).toBeInTheDocument();
    expect(screen.getByText('017*****678')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the test' })).toHaveAttribute('href', '/job-assessment/7');
  });

  it('failed: the spec’s message, and Pay again starts a new payment with the language only', async () => {
    payment = makeAssessmentPayment({ status: 'unpaid', outcome: 'failed' });
    const { userEvent } = open(`${RESULT}?assessment=7&payment=41`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry! Failed to process your payment!');
    expect(alert).toHaveTextContent('The test is still waiting for you');
    await userEvent.click(screen.getByRole('button', { name: 'Pay again' }));
    await waitFor(() =>
      expect(leftTo).toEqual(['http://localhost:8080/sandbox-wallet/checkout/SBX1?amount=150']),
    );
    expect(started).toEqual([{ id: '7', body: { locale: 'en-US' } }]);
  });

  it('cancelled: the spec’s message', async () => {
    payment = makeAssessmentPayment({ status: 'unpaid', outcome: 'cancelled' });
    open(`${RESULT}?assessment=7&payment=41`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Payment cancelled')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Sorry! You have cancelled your payment!');
  });

  it('not complete: the spec’s message and Check again', async () => {
    const { userEvent } = open(`${RESULT}?assessment=7&payment=41`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('your payment is not yet complete');
    payment = makeAssessmentPayment({ status: 'paid', outcome: 'success', fee_paid: true });
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
  });

  it('in Bengali: the messages and the amount in Bengali digits', async () => {
    payment = makeAssessmentPayment({ status: 'unpaid', outcome: 'failed' });
    open(`${RESULT}?assessment=7&payment=41`, { locale: 'bn-BD' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('দুঃখিত! আপনার পেমেন্ট সম্পন্ন করা যায়নি!');
    expect(screen.getByText('১৫০৳')).toBeInTheDocument();
  });

  it('says the assessment id is missing', async () => {
    open(`${RESULT}?payment=41`);
    expect(await screen.findByText('The assessment id is missing.')).toBeInTheDocument();
  });

  it('says the payment id is missing', async () => {
    open(`${RESULT}?assessment=7`);
    expect(await screen.findByText('The payment id is missing.')).toBeInTheDocument();
  });

  it('says the payment could not be loaded (another youth’s answers 404)', async () => {
    open(`${RESULT}?assessment=7&payment=99`);
    expect(await screen.findByText('The payment could not be loaded.')).toBeInTheDocument();
  });
});

describe('the rules page of a paid test', () => {
  it('shows the fee and Pay instead of Start until paid', async () => {
    const { userEvent } = open('/job-assessment/7');
    expect(await screen.findByText('Fee: ৳150')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start the test' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay ৳150' }));
    await waitFor(() => expect(leftTo).toHaveLength(1));
    expect(started).toEqual([{ id: '7', body: { locale: 'en-US' } }]);
  });

  it('offers Start once paid', async () => {
    server.use(handlerFor(endpoints.youthJobAssessment, () => ({ ...invitation, fee_paid: true })));
    open('/job-assessment/7');
    expect(await screen.findByRole('button', { name: 'Start the test' })).toBeInTheDocument();
    expect(screen.getByText('Fee paid: you can start the test.')).toBeInTheDocument();
  });
});
