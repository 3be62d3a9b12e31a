import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, startGateway, type TestGateway, apiCaller } from '../../test/harness';

/*
 * Paid job assessments (ADR 0070 "Paid assessments"): the fee on the assessment, the invited youth's pay call through
 * the sandbox wallet, the shared callback (verified, applied once), the start refused until paid, and the payment
 * read — each only for the invited youth.
 */

let gw: TestGateway;
let assessment = 0;
let body: Record<string, unknown> = {};
const user: Record<string, number> = {};

const call = apiCaller(() => gw);
const local = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
/** Submits the sandbox checkout form; answers where it sends the browser (the gateway's callback). */
async function checkout(link: string, form: Record<string, string>) {
  const r = await gw.app.inject({
    method: 'POST',
    url: link,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  expect(r.statusCode).toBe(303);
  return r.headers.location as string;
}
async function callback(answer: string) {
  const r = await gw.app.inject({ method: 'GET', url: local(answer) });
  return { code: r.statusCode, location: r.headers.location as string | undefined, html: r.body };
}
const rows = async (youth: string) =>
  (
    await gw.db.query<{ id: number; status: string; outcome: string | null; amount: number }>(
      'select id, status, outcome, amount from assessment_payments where youth_id = $1 order by id',
      [user[youth]],
    )
  ).rows;
/** Starts a payment as `who`; answers the payment and the checkout link. */
async function pay(who: string, payload: Record<string, unknown> = {}) {
  const r = await call('POST', `/protected/job-assessments/${assessment}/payment`, who, payload);
  expect(r.code, JSON.stringify(r.body)).toBe(201);
  return { payment: r.body.data.payment, checkout: local(r.body.data.redirect_url as string) };
}

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  for (const r of (await gw.db.query<{ id: number; username: string }>('select id, username from users'))
    .rows)
    user[r.username] = r.id;
  const job = (
    await gw.db.query<{ id: number }>(`select id from jobs where job_title_en = 'Junior Web Developer'`)
  ).rows[0]?.id;
  const apps = (
    await gw.db.query<{ id: number; youth_id: number }>(
      'select id, youth_id from job_applications where job_id = $1 and youth_id = any($2::bigint[])',
      [job, [user.youth, user.youth2]],
    )
  ).rows;
  const demo = (
    await gw.db.query<{ id: number }>(
      `select ja.id from job_assessments ja join jobs j on j.id = ja.job_id where j.job_title_en = 'IT Support Technician'`,
    )
  ).rows[0]?.id;
  const sets = (await call('GET', `/private/job-assessments/${demo}`, 'recruiter')).body.data.sets as {
    title: string;
    number_of_questions: number;
    selection_type: number;
    questions: { id: number }[];
  }[];
  body = {
    job_id: job,
    title: 'ফি সহ যাচাই',
    title_en: 'Paid check',
    duration_minutes: 20,
    total_marks: 10,
    pass_marks: 5,
    sets: sets.map((s) => ({ ...s, question_ids: s.questions.map((x) => x.id) })),
  };
  // free at first (the default): the fee is set below
  const created = await call('POST', '/private/job-assessments', 'recruiter', body);
  expect(created.code, JSON.stringify(created.body)).toBe(201);
  assessment = created.body.data.id;
  expect(created.body.data.fee).toBe(0);
  for (const a of apps)
    expect(
      (
        await call('PUT', `/private/jobs/${job}/applicants/${a.id}/change-status`, 'recruiter', {
          status: 21,
        })
      ).code,
    ).toBe(200);
  const sent = await call('POST', `/private/job-assessments/${assessment}/invite`, 'recruiter', {
    application_ids: apps.map((a) => a.id),
  });
  expect(sent.code, JSON.stringify(sent.body)).toBe(200);
});
afterAll(async () => gw?.close());

describe('the fee on the assessment', () => {
  it('a free assessment has nothing to pay (409), and its fee is refused when not whole Taka in range (422)', async () => {
    const free = await call('POST', `/protected/job-assessments/${assessment}/payment`, 'youth', {});
    expect(free.code).toBe(409);
    expect(free.body.status.message).toBe('assessments.errors.free');
    for (const fee of [-1, 100001, 12.5, 'many']) {
      const bad = await call('PUT', `/private/job-assessments/${assessment}`, 'recruiter', { ...body, fee });
      expect(bad.code, String(fee)).toBe(422);
      expect(bad.body.errors.fee, String(fee)).toHaveLength(1);
    }
  });

  it('the recruiter sets it; the invited youth sees it, unpaid, and cannot start', async () => {
    const saved = await call('PUT', `/private/job-assessments/${assessment}`, 'recruiter', {
      ...body,
      fee: 150,
    });
    expect(saved.code, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.fee).toBe(150);
    const seen = await call('GET', `/protected/job-assessments/${assessment}`, 'youth');
    expect(seen.body.data).toMatchObject({ fee: 150, fee_paid: false, participation: 'exam_not_started' });
    const start = await call('POST', `/protected/job-assessments/${assessment}/start-assessment`, 'youth');
    expect(start.code).toBe(409);
    expect(start.body.status.message).toBe('assessments.errors.payment_required');
    expect(
      (
        await gw.db.query(
          'select 1 from exam_attempts a join job_assessment_invitations i on i.id = a.invitation_id where i.assessment_id = $1',
          [assessment],
        )
      ).rows,
    ).toHaveLength(0);
  });
});

describe('who may pay', () => {
  it('401 without sign-in, 403 for a recruiter, 404 for an assessment the youth is not invited to', async () => {
    expect((await call('POST', `/protected/job-assessments/${assessment}/payment`)).code).toBe(401);
    expect(
      (await call('POST', `/protected/job-assessments/${assessment}/payment`, 'recruiter', {})).code,
    ).toBe(403);
    const demo = (
      await gw.db.query<{ id: number }>(
        `select ja.id from job_assessments ja where not exists (select 1 from job_assessment_invitations i
           where i.assessment_id = ja.id and i.youth_id = $1) order by ja.id limit 1`,
        [user.youth],
      )
    ).rows[0]?.id;
    expect(demo).toBeDefined();
    expect((await call('POST', `/protected/job-assessments/${demo}/payment`, 'youth', {})).code).toBe(404);
    expect((await call('POST', '/protected/job-assessments/999999/payment', 'youth', {})).code).toBe(404);
  });

  it('bad input is a 422 envelope (or 404 for a bad id), never a 5xx', async () => {
    const bad = await call('POST', `/protected/job-assessments/${assessment}/payment`, 'youth', {
      locale: 'fr-FR',
    });
    expect(bad.code).toBe(422);
    expect(bad.body.errors.locale).toBeDefined();
    for (const id of ['abc', '-1', '1e3']) {
      const r = await call('POST', `/protected/job-assessments/${id}/payment`, 'youth', {});
      expect(r.code, id).toBeLessThan(500);
      expect(r.code, id).toBeGreaterThanOrEqual(400);
      const g = await call('GET', `/protected/assessment-payments/${id}`, 'youth');
      expect(g.code, id).toBeLessThan(500);
    }
    expect((await rows('youth')).length).toBe(0);
  });
});

describe('paying', () => {
  it('the amount is the assessment’s fee, never the body’s', async () => {
    const { payment, checkout: link } = await pay('youth', { amount: 1, fee: 1, locale: 'bn-BD' });
    expect(payment).toMatchObject({ amount: 150, status: 'incomplete', outcome: null, fee_paid: false });
    expect(new URL(`http://x${link}`).searchParams.get('amount')).toBe('150');
    expect((await rows('youth')).map((r) => r.amount)).toEqual([150]);
  });

  it('a failed payment leaves the test unpaid: start still refused, pay again allowed', async () => {
    const { payment, checkout: link } = await pay('youth2');
    const answer = await checkout(link, { wallet_number: '01912345678', pin: '0000', action: 'pay' });
    const back = await callback(answer);
    expect(back.code).toBe(303);
    expect(back.location).toBe(
      `http://localhost:4204/job-assessment/payment/result?assessment=${assessment}&payment=${payment.id}`,
    );
    const read = await call('GET', `/protected/assessment-payments/${payment.id}`, 'youth2');
    expect(read.body.data).toMatchObject({ status: 'unpaid', outcome: 'failed', fee_paid: false });
    const start = await call('POST', `/protected/job-assessments/${assessment}/start-assessment`, 'youth2');
    expect(start.body.status.message).toBe('assessments.errors.payment_required');
    const cancelled = await pay('youth2');
    await callback(await checkout(cancelled.checkout, { action: 'cancel' }));
    expect((await rows('youth2')).map((r) => [r.status, r.outcome])).toEqual([
      ['unpaid', 'failed'],
      ['unpaid', 'cancelled'],
    ]);
  });

  it('another youth’s payment is 404; the recruiter’s payment call does not read it either', async () => {
    const [own] = await rows('youth');
    expect((await call('GET', `/protected/assessment-payments/${own?.id}`, 'youth2')).code).toBe(404);
    expect((await call('GET', `/protected/assessment-payments/${own?.id}`, 'recruiter')).code).toBe(403);
    expect((await call('GET', `/protected/assessment-payments/${own?.id}`, 'youth')).code).toBe(200);
  });

  it('a forged answer is refused and changes nothing', async () => {
    const { payment, checkout: link } = await pay('youth');
    const failed = await checkout(link, { wallet_number: '01712345678', pin: '0000', action: 'pay' });
    const forged = await callback(failed.replace('outcome=failed', 'outcome=success'));
    expect(forged.code).toBe(400);
    expect(forged.location).toBeUndefined();
    const read = await call('GET', `/protected/assessment-payments/${payment.id}`, 'youth');
    expect(read.body.data).toMatchObject({ status: 'incomplete', fee_paid: false });
  });

  it('a success marks it paid, once: a replay changes nothing, and the test can start', async () => {
    const { payment, checkout: link } = await pay('youth');
    const answer = await checkout(link, { wallet_number: '01712345678', pin: '1234', action: 'pay' });
    const back = await callback(answer);
    expect(back.code).toBe(303);
    expect(back.location).toBe(
      `http://localhost:4204/job-assessment/payment/result?assessment=${assessment}&payment=${payment.id}`,
    );
    const before = await rows('youth');
    const replay = await callback(answer);
    expect(replay.code).toBe(303);
    expect(replay.location).toBe(back.location);
    expect(await rows('youth')).toEqual(before);
    expect(before.filter((r) => r.status === 'paid')).toHaveLength(1);
    const read = await call('GET', `/protected/assessment-payments/${payment.id}`, 'youth');
    expect(read.body.data).toMatchObject({
      status: 'paid',
      outcome: 'success',
      wallet_number_masked: '017*****678',
      fee_paid: true,
    });
    const seen = await call('GET', `/protected/job-assessments/${assessment}`, 'youth');
    expect(seen.body.data).toMatchObject({ fee: 150, fee_paid: true });
    const again = await call('POST', `/protected/job-assessments/${assessment}/payment`, 'youth', {});
    expect(again.code).toBe(409);
    expect(again.body.status.message).toBe('assessments.errors.already_paid');
    const start = await call('POST', `/protected/job-assessments/${assessment}/start-assessment`, 'youth');
    expect(start.code, JSON.stringify(start.body)).toBe(200);
    // the other invited youth has still not paid
    const other = await call('POST', `/protected/job-assessments/${assessment}/start-assessment`, 'youth2');
    expect(other.code).toBe(409);
  });

  it('once an attempt started, the fee is locked with the rest of the assessment', async () => {
    const r = await call('PUT', `/private/job-assessments/${assessment}`, 'recruiter', { ...body, fee: 10 });
    expect(r.code).toBe(409);
    expect(r.body.status.message).toBe('assessments.errors.locked');
  });

  it('the job payments’ callback still refuses an unknown reference', async () => {
    const r = await gw.app.inject({
      method: 'GET',
      url: '/payments/callback/sandbox?ref=SBX000000000000000000000000&outcome=success&amount=150&wallet=&sig=00',
    });
    expect(r.statusCode).toBe(400);
  });
});
