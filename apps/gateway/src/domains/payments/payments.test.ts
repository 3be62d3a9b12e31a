import { JOB_SERVICE_PRICES_BDT } from '@platform/contract';
import { addDays, today } from '@platform/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createPaymentProvider } from './providers';
import { fakeIdentity, startGateway, type TestGateway, apiCaller } from '../../test/harness';

let gw: TestGateway;
const demoJob: Record<string, number> = {};

const call = apiCaller(() => gw);

/** The path and query of an absolute URL the gateway answered (a redirect, the checkout link). */
const local = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

const day = today();
const STEPS: [string, Record<string, unknown>][] = [
  [
    'more-info',
    {
      job_responsibilities: 'গ্রাহকসেবা',
      job_place_type: 1,
      job_levels: [1],
      workplaces: [2],
      locations: [{ loc_division_id: 3 }],
      salary_display: 1,
      salary_min: 20000,
      salary_max: 25000,
    },
  ],
  [
    'candidate-requirement',
    { min_age: 20, max_age: 35, min_experience: 0, max_experience: 2, genders: [3], skill_ids: [20] },
  ],
  [
    'company-info-visibility',
    { is_company_name_visible: true, is_company_address_visible: true, is_company_business_visible: true },
  ],
  ['matching-criteria', { criteria: { age: { enabled: true } } }],
  ['contact-info', { contact_name: 'তানভীর হাসান', contact_mobile: '01711000003' }],
];

const primary = (title: string) => ({
  job_title: title,
  job_title_en: title,
  no_of_vacancies: 2,
  job_sector_id: 1,
  occupation_id: 1,
  employment_types: ['full_time'],
  published_at: day,
  application_deadline: addDays(day, 20),
});

/** A job of Dhaka Tech Ltd. walked through the wizard, submitted as a basic listing and approved by `admin`. */
async function approvedJob(title: string): Promise<number> {
  const created = await call('POST', '/private/jobs', 'recruiter', primary(title));
  expect(created.code).toBe(201);
  const id = created.body.data.id as number;
  for (const [segment, body] of STEPS)
    expect((await call('PUT', `/private/jobs/${id}/${segment}`, 'recruiter', body)).code, segment).toBe(200);
  expect((await call('POST', `/private/jobs/${id}/submit`, 'recruiter', { service_type: 1 })).code).toBe(200);
  expect((await call('POST', `/private/jobs/${id}/approve`, 'admin')).code).toBe(200);
  return id;
}

const jobRow = async (id: number) =>
  (
    await gw.db.query<{ status: string; service_type: number; live_at: Date | null }>(
      'select status, service_type, live_at from jobs where id = $1',
      [id],
    )
  ).rows[0];
const paymentRows = async (jobId: number) =>
  (
    await gw.db.query<{
      id: number;
      status: string;
      outcome: string | null;
      job_activated: boolean;
      amount: number;
    }>('select id, status, outcome, job_activated, amount from payments where job_id = $1 order by id', [
      jobId,
    ])
  ).rows;

/** Starts a payment as `recruiter` and answers the checkout link. */
async function start(jobId: number, body: Record<string, unknown> = {}) {
  const r = await call('POST', `/private/jobs/${jobId}/payment`, 'recruiter', body);
  expect(r.code, JSON.stringify(r.body)).toBe(201);
  return { payment: r.body.data.payment, checkout: local(r.body.data.redirect_url as string) };
}

/** Submits the sandbox checkout form; answers the status and where it sends the browser. */
async function checkout(link: string, form: Record<string, string>) {
  const r = await gw.app.inject({
    method: 'POST',
    url: link,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  return { code: r.statusCode, location: r.headers.location as string | undefined, html: r.body };
}

/** Follows the sandbox's answer to the gateway's callback; answers the status and the portal address. */
async function callback(answer: string) {
  const r = await gw.app.inject({ method: 'GET', url: local(answer) });
  return { code: r.statusCode, location: r.headers.location as string | undefined, html: r.body };
}

/** The whole checkout: pay (or decline, or cancel) and return through the callback. */
async function pay(jobId: number, form: Record<string, string>, body: Record<string, unknown> = {}) {
  const { payment, checkout: link } = await start(jobId, body);
  const answered = await checkout(link, form);
  expect(answered.code).toBe(303);
  const back = await callback(answered.location ?? '');
  return { payment, answer: answered.location ?? '', back };
}

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  for (const r of (
    await gw.db.query<{ id: number; job_title_en: string }>('select id, job_title_en from jobs')
  ).rows)
    demoJob[r.job_title_en] = r.id;
});
afterAll(async () => gw?.close());

describe('starting a payment', () => {
  it('is refused for another organisation’s job (404) and starts nothing', async () => {
    const id = await approvedJob('Tenant check');
    const r = await call('POST', `/private/jobs/${id}/payment`, 'recruiter2', { service_type: 1 });
    expect(r.code).toBe(404);
    expect(await paymentRows(id)).toEqual([]);
    expect((await jobRow(id))?.status).toBe('approved');
  });

  it('is refused for a job that is not approved (409), a draft or one already live', async () => {
    const draft = (await call('POST', '/private/jobs', 'recruiter', primary('Draft'))).body.data.id as number;
    for (const id of [draft, demoJob['Junior Web Developer'] ?? 0, demoJob['Sales Representative'] ?? 0]) {
      const r = await call('POST', `/private/jobs/${id}/payment`, 'recruiter', {});
      expect(r.code, String(id)).toBe(409);
      expect(r.body.status.message).toBe('payments.errors.not_approved');
    }
  });

  it('needs pay_job: a youth or an approver without it is refused', async () => {
    const id = await approvedJob('Permission check');
    expect((await call('POST', `/private/jobs/${id}/payment`, 'youth', {})).code).toBe(403);
    expect((await call('POST', `/private/jobs/${id}/payment`, 'association', {})).code).toBe(403);
  });

  it('takes the amount from the service type’s price, never from the body; the payment is incomplete until the answer', async () => {
    const id = await approvedJob('Price check');
    const { payment, checkout: link } = await start(id, {
      service_type: 3,
      amount: 1,
      currency: 'USD',
      status: 'paid',
    });
    expect(payment).toMatchObject({
      job_id: id,
      service_type: 3,
      amount: JOB_SERVICE_PRICES_BDT[3],
      currency: 'BDT',
      method: 'mobile_money',
      status: 'incomplete',
      outcome: null,
      provider: 'sandbox',
    });
    expect(link).toMatch(/^\/sandbox-wallet\/checkout\/SBX[0-9A-F]{24}\?/);
    const status = await call('GET', `/private/payments/${payment.id}`, 'recruiter');
    expect(status.body.data).toMatchObject({ status: 'incomplete', outcome: null, job_status: 'approved' });
    // without a service type the job's own (basic listing, chosen at submission) is charged
    expect((await start(id)).payment).toMatchObject({ service_type: 1, amount: JOB_SERVICE_PRICES_BDT[1] });
    // an unknown service type is a field error
    const bad = await call('POST', `/private/jobs/${id}/payment`, 'recruiter', { service_type: 7 });
    expect(bad.code).toBe(422);
    expect(bad.body.errors.service_type).toBeDefined();
  });

  it('shows another organisation’s payment to no one but its own (404)', async () => {
    const id = await approvedJob('Payment tenant');
    const { payment } = await start(id);
    expect((await call('GET', `/private/payments/${payment.id}`, 'recruiter2')).code).toBe(404);
    expect((await call('GET', `/private/payments/${payment.id}`, 'recruiter')).code).toBe(200);
    expect((await call('GET', '/private/payments/999999', 'recruiter')).code).toBe(404);
  });
});

describe('the sandbox wallet checkout', () => {
  it('shows the amount in Taka, the fields and the rule, under the page CSP; in Bengali too', async () => {
    const id = await approvedJob('Checkout page');
    const { checkout: link } = await start(id, { service_type: 2 });
    const page = await gw.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.body).toContain('2,500 Taka (BDT)');
    expect(page.body).toContain('<label for="wallet_number">Wallet number (11 digits)</label>');
    expect(page.body).toContain('<label for="pin">PIN (4 digits)</label>');
    expect(page.body).toContain('the PIN 0000 is declined');
    // its own stylesheet (the page works whichever identity provider runs), no script
    expect(page.body).toContain('<link rel="stylesheet" href="/sandbox-wallet/assets/wallet.css">');
    expect(page.body).not.toContain('<script');
    const css = await gw.app.inject({ method: 'GET', url: '/sandbox-wallet/assets/wallet.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    const bn = await gw.app.inject({ method: 'GET', url: link.replace('lang=en', 'lang=bn') });
    expect(bn.body).toContain('২,৫০০ টাকা (BDT)');
    expect(bn.body).toContain('<html lang="bn"');
  });

  it('keeps a malformed wallet number or PIN on the page with the field errors (nothing is answered)', async () => {
    const id = await approvedJob('Checkout errors');
    const { checkout: link, payment } = await start(id);
    const r = await checkout(link, { wallet_number: '01712', pin: '12', action: 'pay' });
    expect(r.code).toBe(422);
    expect(r.location).toBeUndefined();
    expect(r.html).toContain('Mobile number must be 11 digits');
    expect(r.html).toContain('Pin length is 4 digits');
    expect(r.html).toContain('aria-invalid="true"');
    expect((await call('GET', `/private/payments/${payment.id}`, 'recruiter')).body.data.status).toBe(
      'incomplete',
    );
  });

  it('refuses a checkout link whose amount was changed', async () => {
    const id = await approvedJob('Checkout tamper');
    const { checkout: link } = await start(id);
    const page = await gw.app.inject({ method: 'GET', url: link.replace(/amount=\d+/, 'amount=1') });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('This checkout link is not valid');
  });
});

describe('the provider’s answer', () => {
  it('success: the job goes live with the paid service type, is found by GET /public/jobs, and the portal shows the result', async () => {
    const id = await approvedJob('Payment success');
    const { payment, back } = await pay(
      id,
      { wallet_number: '01712345678', pin: '1234', action: 'pay' },
      { service_type: 2 },
    );
    expect(back.code).toBe(303);
    expect(back.location).toBe(`http://localhost:4202/jobs/payment/result?payment=${payment.id}`);
    const status = await call('GET', `/private/payments/${payment.id}`, 'recruiter');
    expect(status.body.data).toMatchObject({
      status: 'paid',
      outcome: 'success',
      amount: JOB_SERVICE_PRICES_BDT[2],
      wallet_number_masked: '017*****678',
      job_status: 'live',
    });
    expect(status.body.data.completed_at).toEqual(expect.any(String));
    expect(await jobRow(id)).toMatchObject({ status: 'live', service_type: 2 });
    const list = await call('GET', '/public/jobs?page_size=50', undefined);
    expect(list.body.data.map((j: { id: number }) => j.id)).toContain(id);
    expect((await call('GET', `/public/jobs/${id}`)).code).toBe(200);
  });

  it('a replayed answer activates nothing twice: one payment paid, the job live once', async () => {
    const id = await approvedJob('Payment replay');
    const { payment, answer } = await pay(id, { wallet_number: '01812345678', pin: '4321', action: 'pay' });
    const liveAt = (await jobRow(id))?.live_at;
    for (let i = 0; i < 3; i++) {
      const again = await callback(answer);
      expect(again.code).toBe(303);
      expect(again.location).toBe(`http://localhost:4202/jobs/payment/result?payment=${payment.id}`);
    }
    expect(await paymentRows(id)).toEqual([
      expect.objectContaining({ id: payment.id, status: 'paid', outcome: 'success', job_activated: true }),
    ]);
    expect((await jobRow(id))?.live_at).toEqual(liveAt);
    // a second payment for a job already live cannot even start
    expect((await call('POST', `/private/jobs/${id}/payment`, 'recruiter', {})).code).toBe(409);
  });

  it('refuses a forged answer (signature): nothing changes', async () => {
    const id = await approvedJob('Payment forged');
    const { payment, checkout: link } = await start(id);
    const ref = /checkout\/(SBX[0-9A-F]+)/.exec(link)?.[1] ?? '';
    const forged = await callback(
      `http://localhost:8080/payments/callback/sandbox?ref=${ref}&outcome=success&amount=${payment.amount}&wallet=017*****678&sig=${'0'.repeat(64)}`,
    );
    expect(forged.code).toBe(400);
    expect(forged.html).toContain('could not be verified');
    expect(forged.location).toBeUndefined();
    // a genuine "failed" answer turned into "success" is forged too
    const failed = await checkout(link, { wallet_number: '01712345678', pin: '0000', action: 'pay' });
    expect((await callback((failed.location ?? '').replace('outcome=failed', 'outcome=success'))).code).toBe(
      400,
    );
    // an unsigned answer, and one for another provider
    expect(
      (await callback(`http://localhost:8080/payments/callback/sandbox?ref=${ref}&outcome=success`)).code,
    ).toBe(400);
    expect(
      (await callback(`http://localhost:8080/payments/callback/bkash?ref=${ref}&outcome=success`)).code,
    ).toBe(404);
    expect((await call('GET', `/private/payments/${payment.id}`, 'recruiter')).body.data).toMatchObject({
      status: 'incomplete',
      outcome: null,
    });
    expect((await jobRow(id))?.status).toBe('approved');
  });

  it('failed (PIN 0000) and cancelled leave the job approved, so the recruiter can pay again', async () => {
    const id = await approvedJob('Payment retry');
    const failed = await pay(id, { wallet_number: '01912345678', pin: '0000', action: 'pay' });
    expect(failed.back.location).toBe(
      `http://localhost:4202/jobs/payment/result?payment=${failed.payment.id}`,
    );
    expect(
      (await call('GET', `/private/payments/${failed.payment.id}`, 'recruiter')).body.data,
    ).toMatchObject({ status: 'unpaid', outcome: 'failed', job_status: 'approved' });
    expect((await jobRow(id))?.status).toBe('approved');

    const cancelled = await pay(id, { action: 'cancel' });
    expect(
      (await call('GET', `/private/payments/${cancelled.payment.id}`, 'recruiter')).body.data,
    ).toMatchObject({
      status: 'unpaid',
      outcome: 'cancelled',
      wallet_number_masked: null,
      job_status: 'approved',
    });
    expect((await jobRow(id))?.status).toBe('approved');
    // a replayed failure changes nothing either
    expect((await callback(failed.answer)).code).toBe(303);

    const paid = await pay(id, { wallet_number: '01912345678', pin: '2468', action: 'pay' });
    expect((await call('GET', `/private/payments/${paid.payment.id}`, 'recruiter')).body.data).toMatchObject({
      status: 'paid',
      outcome: 'success',
      job_status: 'live',
    });
    expect((await paymentRows(id)).map((p) => [p.status, p.outcome, p.job_activated])).toEqual([
      ['unpaid', 'failed', false],
      ['unpaid', 'cancelled', false],
      ['paid', 'success', true],
    ]);
  });

  it('a late success for a job another payment already took live is recorded, but activates nothing', async () => {
    const id = await approvedJob('Payment twice');
    const first = await start(id);
    const second = await start(id);
    const a1 = await checkout(first.checkout, { wallet_number: '01712345678', pin: '1111', action: 'pay' });
    const a2 = await checkout(second.checkout, { wallet_number: '01712345678', pin: '2222', action: 'pay' });
    await callback(a1.location ?? '');
    const liveAt = (await jobRow(id))?.live_at;
    await callback(a2.location ?? '');
    expect((await paymentRows(id)).map((p) => [p.status, p.job_activated])).toEqual([
      ['paid', true],
      ['paid', false],
    ]);
    expect((await jobRow(id))?.live_at).toEqual(liveAt);
  });
});

describe('configuration', () => {
  it('uses the sandbox in demo mode; production has no provider until one is configured, and never a weak sandbox secret', () => {
    expect(loadConfig({}).payment.provider).toBe('sandbox');
    const prod = {
      PLATFORM_MODE: 'production',
      GATEWAY_URL: 'https://jobs.example.gov.bd',
      API_KEYS: 'a-production-key-0123456789',
    };
    expect(createPaymentProvider(loadConfig(prod))).toBeNull();
    expect(() =>
      loadConfig({ ...prod, PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_SECRET: 'short' }),
    ).toThrow(ConfigError);
    expect(
      createPaymentProvider(
        loadConfig({
          ...prod,
          PAYMENT_PROVIDER: 'sandbox',
          PAYMENT_SANDBOX_SECRET: 'x'.repeat(32),
          DEPLOYMENT: 'staging',
        }),
      )?.name,
    ).toBe('sandbox');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'bkash' })).toThrow(/PAYMENT_PROVIDER_URL/);
    const unknown = loadConfig({
      PAYMENT_PROVIDER: 'bkash',
      PAYMENT_PROVIDER_URL: 'https://pay.example',
      PAYMENT_PROVIDER_KEY: 'k',
      PAYMENT_PROVIDER_SECRET: 's',
    });
    expect(() => createPaymentProvider(unknown)).toThrow(/no adapter/);
  });
});
