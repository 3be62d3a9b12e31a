import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints, PAYMENT_PERMISSIONS, type Payment } from '@platform/contract';
import {
  errorResponse,
  handlerFor,
  listHandlerFor,
  makeJobPayment,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { completeJob, recruiter, recruiterPortal } from '../test/fixtures';
import { browser } from './browser';
import { jobsRoutes } from './jobs-routes';

const openPage = setupPlatformTests(jobsRoutes);

const payer = { ...recruiter, permissions: [...recruiter.permissions, PAYMENT_PERMISSIONS.payJob] };

let payment: Payment;
let started: unknown[];
let leftTo: string[];

beforeEach(() => {
  payment = makeJobPayment();
  started = [];
  leftTo = [];
  vi.spyOn(browser, 'leaveTo').mockImplementation((url) => {
    leftTo.push(url);
  });
  server.use(
    handlerFor(endpoints.payment, ({ params }) =>
      params.id === String(payment.id) ? payment : errorResponse(404, 'errors.not_found'),
    ),
    handlerFor(endpoints.payJob, ({ params, body }) => {
      started.push({ id: params.id, body });
      return {
        payment: makeJobPayment({ id: 42 }),
        redirect_url: 'http://localhost:8080/sandbox-wallet/checkout/SBX1?amount=5000',
      };
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

const open = (route: string, locale?: 'en-US' | 'bn-BD') =>
  openPage(route, { user: payer, portal: recruiterPortal, locale });

describe('/jobs/payment/result', () => {
  it('success: says the job is live, with the amount in Taka and the masked wallet', async () => {
    payment = makeJobPayment({
      status: 'paid',
      outcome: 'success',
      job_status: 'live',
      wallet_number_masked: '017*****678',
    });
    open('/jobs/payment/result?payment=41');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Payment received')).toBeInTheDocument();
    expect(alert).toHaveTextContent('“Python Developer” is now live. Youth can find it in the job search.');
    expect(screen.getByText('৳2,500')).toBeInTheDocument();
    expect(screen.getByText('017*****678')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('failed: the spec’s message, the job still approved, and Pay again', async () => {
    payment = makeJobPayment({ status: 'unpaid', outcome: 'failed', wallet_number_masked: '019*****678' });
    const { userEvent: user } = open('/jobs/payment/result?payment=41');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry! Failed to process your payment!');
    expect(alert).toHaveTextContent('The job is still approved: you can pay again whenever you are ready.');
    await user.click(screen.getByRole('button', { name: 'Pay again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay and publish “Python Developer”' });
    // the dialog starts on the service type paid for before, and names its price
    expect(within(dialog).getByRole('radio', { name: 'Stand-out listing: ৳2,500' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Stand-out premium: ৳5,000' }));
    expect(within(dialog).getByText('Amount to pay: ৳5,000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(leftTo).toEqual(['http://localhost:8080/sandbox-wallet/checkout/SBX1?amount=5000']),
    );
    // the portal names the service type only: the amount is the gateway's
    expect(started).toEqual([{ id: '7', body: { service_type: 3, locale: 'en-US' } }]);
  });

  it('cancelled: the spec’s message', async () => {
    payment = makeJobPayment({ status: 'unpaid', outcome: 'cancelled' });
    open('/jobs/payment/result?payment=41');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Payment cancelled')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Sorry! You have cancelled your payment!');
    expect(screen.getByRole('button', { name: 'Pay again' })).toBeInTheDocument();
  });

  it('not complete: the spec’s message and a way to check again', async () => {
    const { userEvent: user } = open('/jobs/payment/result?payment=41');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('your payment is not yet complete');
    payment = makeJobPayment({ status: 'paid', outcome: 'success', job_status: 'live' });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
  });

  it('in Bengali: the messages and the amount in Bengali digits', async () => {
    payment = makeJobPayment({ status: 'unpaid', outcome: 'failed' });
    open('/jobs/payment/result?payment=41', 'bn-BD');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('দুঃখিত! আপনার পেমেন্ট সম্পন্ন করা যায়নি!');
    expect(screen.getByText('২,৫০০৳')).toBeInTheDocument();
  });

  it('says so when the address has no payment id', async () => {
    open('/jobs/payment/result');
    expect(await screen.findByText('The payment id is missing.')).toBeInTheDocument();
  });

  it('says the payment could not be loaded (another organisation’s answers 404)', async () => {
    open('/jobs/payment/result?payment=99');
    expect(await screen.findByText('The payment could not be loaded.')).toBeInTheDocument();
  });
});

describe('Pay and publish on /jobs', () => {
  it('is offered on approved jobs only, to holders of pay_job', async () => {
    server.use(
      listHandlerFor(endpoints.jobs, () => ({
        data: [
          completeJob({ id: 7, job_title_en: 'Python Developer', status: 'approved', service_type: 3 }),
          completeJob({ id: 8, job_title_en: 'Designer', status: 'live' }),
        ],
      })),
    );
    const { userEvent: user } = open('/jobs');
    const pay = await screen.findByRole('button', { name: 'Pay and publish “Python Developer”' });
    expect(screen.queryByRole('button', { name: 'Pay and publish “Designer”' })).not.toBeInTheDocument();
    await user.click(pay);
    const dialog = await screen.findByRole('dialog', { name: 'Pay and publish “Python Developer”' });
    expect(within(dialog).getByRole('radio', { name: 'Stand-out premium: ৳5,000' })).toBeChecked();
    expect(within(dialog).getByText('Payment method: mobile money, in Taka (BDT).')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(leftTo).toHaveLength(1));
    expect(started).toEqual([{ id: '7', body: { service_type: 3, locale: 'en-US' } }]);
  });

  it('is not offered without pay_job', async () => {
    server.use(
      listHandlerFor(endpoints.jobs, () => ({
        data: [completeJob({ id: 7, job_title_en: 'Python Developer', status: 'approved' })],
      })),
    );
    openPage('/jobs', { user: recruiter, portal: recruiterPortal });
    await screen.findByText('Python Developer');
    expect(screen.queryByRole('button', { name: /Pay and publish/ })).not.toBeInTheDocument();
  });
});

describe('Pay and publish on the job’s own page', () => {
  it('is offered on an approved job, starting on its service type', async () => {
    server.use(
      handlerFor(endpoints.job, () =>
        completeJob({ id: 7, job_title_en: 'Python Developer', status: 'approved', service_type: 1 }),
      ),
    );
    const { userEvent: user } = open('/jobs/7/edit');
    const pay = await screen.findByRole('button', { name: 'Pay and publish' });
    await user.click(pay);
    const dialog = await screen.findByRole('dialog', { name: 'Pay and publish “Python Developer”' });
    expect(within(dialog).getByRole('radio', { name: 'Basic listing: ৳1,000' })).toBeChecked();
  });
});
